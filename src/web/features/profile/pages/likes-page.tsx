import { PreferenceRecipes } from '../components/preference-recipes.tsx';

/** /user/profile/likes. */
export function LikesPage() {
  return <PreferenceRecipes kind="likes" />;
}
