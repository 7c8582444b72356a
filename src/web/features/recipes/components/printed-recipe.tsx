import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { titleCase } from '#domain/format.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useGetRecipeQuery } from '../recipes-api.ts';
import { SectionedList } from './recipe-sections.tsx';

interface Props {
  id: number;
  /** Where the table of contents points. */
  anchor: string;
  /** Called once the recipe is there (or failed), so a print view knows when it is complete. */
  onSettled?: (id: number) => void;
}

/** One recipe as printed: its name, servings and times, ingredients (as written) and method, on a page of its own. */
export function PrintedRecipe({ id, anchor, onSettled }: Props) {
  const { t } = useLingui();
  const { data: recipe, error } = useGetRecipeQuery(id);
  const settled = recipe !== undefined || error !== undefined;
  useEffect(() => {
    if (settled) onSettled?.(id);
  }, [settled, id, onSettled]);

  if (error && !recipe) {
    return (
      <article id={anchor} className="printed-recipe">
        <p role="alert">{(error as ApiFailure).message}</p>
      </article>
    );
  }
  if (!recipe) return <article id={anchor} className="printed-recipe" aria-busy="true" />;
  const { servings, prepTime, cookTime, totalTime } = recipe;
  return (
    <article id={anchor} className="printed-recipe" aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`}>{titleCase(recipe.name)}</h2>
      <p className="printed-recipe__meta">
        {servings !== null && <span>{t`Serves ${servings}`}</span>}
        {prepTime !== null && <span>{t`Prep: ${prepTime} min`}</span>}
        {cookTime !== null && <span>{t`Cook time: ${cookTime} min`}</span>}
        {totalTime !== null && <span>{t`Total: ${totalTime} min`}</span>}
      </p>
      {recipe.description && <p>{recipe.description}</p>}
      <h3>
        <Trans>Ingredients</Trans>
      </h3>
      <SectionedList
        className="printed-recipe__ingredients"
        items={recipe.lineItems}
        sections={recipe.ingredientSections}
        renderItem={(item) => <li key={item.id}>{item.text}</li>}
      />
      {recipe.instructions.length > 0 && (
        <>
          <h3>
            <Trans>Method</Trans>
          </h3>
          <SectionedList
            ordered
            className="printed-recipe__steps"
            items={recipe.instructions}
            sections={recipe.instructionSections}
            renderItem={(step, index) => <li key={index}>{step}</li>}
          />
        </>
      )}
    </article>
  );
}
