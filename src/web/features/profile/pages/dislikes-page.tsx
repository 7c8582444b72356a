import { PreferenceRecipes } from '../components/preference-recipes.tsx';

/** /user/profile/dislikes. */
export function DislikesPage() {
  return <PreferenceRecipes kind="dislikes" />;
}
