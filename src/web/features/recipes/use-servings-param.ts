import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { RecipeLimits } from '#domain/constants.ts';

/** A whole number of servings from the URL, or undefined when absent or not one. */
export function servingsFromQuery(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= RecipeLimits.maxServings ? n : undefined;
}

/** The servings shown on a recipe page, kept in `?servings=` so a reload or a shared link keeps them. */
export function useServingsParam(recipeServings: number): [number, (servings: number) => void] {
  const [params, setParams] = useSearchParams();
  const servings = servingsFromQuery(params.get('servings')) ?? recipeServings;
  const setServings = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          if (next === recipeServings) current.delete('servings');
          else current.set('servings', String(next));
          return current;
        },
        { replace: true },
      ),
    [setParams, recipeServings],
  );
  return [servings, setServings];
}
