import { Link } from 'react-router';
import type { FullRecipe } from '#domain/recipe.ts';
import { titleCase } from '#domain/format.ts';
import { paths } from '../../../app/paths.ts';
import { RecipeImage } from '../../../components/recipe-image.tsx';

/** The featured recipe above the list, shown only while both filters are 'all'. */
export function RecipeOfTheDay({ recipe }: { recipe: FullRecipe }) {
  return (
    <section className="rotd" aria-labelledby="rotd-title">
      <div className="rotd__media">
        <RecipeImage src={recipe.img} alt="" width={640} height={420} loading="eager" />
      </div>
      <div className="rotd__body">
        <p className="eyebrow" id="rotd-title">
          Recipe of the Day
        </p>
        <h2>
          <Link to={paths.recipe(recipe.id)}>{titleCase(recipe.name)}</Link>
        </h2>
        <p className="meta-list">
          <span>
            <strong>{recipe.servings}</strong> servings
          </span>
          <span>
            <strong>{recipe.cookTime}</strong> min
          </span>
          <span>
            <strong>{recipe.lineItems.length}</strong> ingredients
          </span>
        </p>
        {recipe.cuisines.length + recipe.restrictions.length > 0 && (
          <ul className="recipe-tags" aria-label="Tags">
            {[...recipe.cuisines, ...recipe.restrictions].map((t) => (
              <li key={t.name} className="badge">
                {t.name}
              </li>
            ))}
          </ul>
        )}
        <p style={{ margin: 0 }}>
          <Link className="btn btn-accent" to={paths.recipe(recipe.id)}>
            Cook this today
          </Link>
        </p>
      </div>
    </section>
  );
}
