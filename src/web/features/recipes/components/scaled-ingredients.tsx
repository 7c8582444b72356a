import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { RecipeLimits } from '#domain/constants.ts';
import type { LineItem } from '#domain/recipe.ts';
import type { Section } from '#domain/recipe-imported.ts';
import { paths } from '../../../app/paths.ts';
import { shownLine } from '../units/shown-line.ts';
import { useAmountView } from '../units/use-amount-view.ts';
import { SectionedList } from './recipe-sections.tsx';

interface Props {
  items: LineItem[];
  /** Headings such as "For the sauce", by the index of their first line. */
  sections: Section[];
  /** The servings the recipe is written for. */
  recipeServings: number;
  servings: number;
  onServingsChange: (servings: number) => void;
  /** The lines beneath each sub-recipe line, by its id, already scaled and shown. */
  subLines?: ReadonlyMap<number, string[]>;
}

/** The 'Servings' field and the ingredient lines at that many servings (issue 9), in the reader's units. */
export function ScaledIngredients({ items, sections, recipeServings, servings, onServingsChange, subLines }: Props) {
  // The field may be blank or half-typed while the list keeps the last whole number.
  const [draft, setDraft] = useState<string | null>(null);
  const factor = servings / recipeServings;
  const view = useAmountView();

  const change = (value: string) => {
    const n = Number(value);
    const valid = /^\d+$/.test(value) && n >= 1 && n <= RecipeLimits.maxServings;
    setDraft(valid ? null : value);
    if (valid) onServingsChange(n);
  };

  return (
    <section className="card ingredients-card" aria-labelledby="ingredients-title">
      <div className="ingredients-card__head">
        <h2 id="ingredients-title">
          <Trans>Ingredients</Trans>
        </h2>
        <div className="field servings-field">
          <label htmlFor="servings">
            <Trans>Servings</Trans>
          </label>
          <input
            id="servings"
            type="number"
            inputMode="numeric"
            min={1}
            max={RecipeLimits.maxServings}
            step={1}
            value={draft ?? String(servings)}
            onChange={(e) => change(e.target.value)}
            onBlur={() => setDraft(null)}
          />
        </div>
      </div>
      {servings !== recipeServings && (
        <p className="muted servings-note" aria-live="polite">
          <Plural
            value={servings}
            one={`Scaled from ${recipeServings} to # serving.`}
            other={`Scaled from ${recipeServings} to # servings.`}
          />
        </p>
      )}
      <SectionedList
        className="ingredient-list"
        items={items}
        sections={sections}
        renderItem={(item) => {
          const text = shownLine(item, factor, view);
          const beneath = subLines?.get(item.id) ?? [];
          return (
            <li key={item.id}>
              {item.recipe ? <Link to={paths.recipe(item.recipe.id)}>{text}</Link> : text}
              {beneath.length > 0 && (
                <ul className="sub-recipe-lines">
                  {beneath.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        }}
      />
    </section>
  );
}
