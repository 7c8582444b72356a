import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { FullRecipe } from '#domain/recipe.ts';
import { titleCase } from '#domain/format.ts';
import { paths } from '../../../app/paths.ts';
import { RecipeImage } from '../../../components/recipe-image.tsx';
import { tagLabel } from '../../../components/tag-labels.ts';

/** The featured recipe above the list, shown only while both filters are 'all'. */
export function RecipeOfTheDay({ recipe }: { recipe: FullRecipe }) {
  const { t } = useLingui();
  const { servings, cookTime } = recipe;
  const ingredients = recipe.lineItems.length;
  return (
    <section className="rotd" aria-labelledby="rotd-title">
      <div className="rotd__media">
        <RecipeImage src={recipe.img} alt="" width={640} height={420} loading="eager" />
      </div>
      <div className="rotd__body">
        <p className="eyebrow" id="rotd-title">
          <Trans>Recipe of the Day</Trans>
        </p>
        <h2>
          <Link to={paths.recipe(recipe.id)}>{titleCase(recipe.name)}</Link>
        </h2>
        <p className="meta-list">
          {servings !== null && (
            <span>
              <Plural value={servings} one="# serving" other="# servings" />
            </span>
          )}
          {cookTime !== null && (
            <span>
              <Trans>
                <strong>{cookTime}</strong> min
              </Trans>
            </span>
          )}
          <span>
            <Plural value={ingredients} one="# ingredient" other="# ingredients" />
          </span>
        </p>
        {recipe.cuisines.length + recipe.restrictions.length > 0 && (
          <ul className="recipe-tags" aria-label={t`Tags`}>
            {[...recipe.cuisines, ...recipe.restrictions].map((tag) => (
              <li key={tag.name} className="badge">
                {tagLabel(t, tag.name)}
              </li>
            ))}
          </ul>
        )}
        <p style={{ margin: 0 }}>
          <Link className="btn btn-accent" to={paths.recipe(recipe.id)}>
            <Trans>Cook this today</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}
