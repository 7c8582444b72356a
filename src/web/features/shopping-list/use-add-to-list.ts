import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import type { ApiFailure } from '../../app/api-slice.ts';
import { useAddRecipesToListMutation } from './list-api.ts';
import { newWriteKey } from './list-api.ts';

const TOAST_MS = 1500;

/**
 * Puts recipes on the list in one request (POST /api/lists/current/recipes) with one toast; answers
 * whether it worked. A failure shows what went wrong; calling again retries with the same key.
 */
export function useAddToList() {
  const [add, state] = useAddRecipesToListMutation();
  const { t } = useLingui();
  const addRecipes = useCallback(
    async (recipes: { id: number; servings?: number }[], key = newWriteKey()): Promise<boolean> => {
      try {
        await add({ key, recipes }).unwrap();
        const count = recipes.length;
        toast.success(
          count === 1
            ? t`Added recipe to shopping list!`
            : t`${plural(count, { one: 'Added # recipe to shopping list!', other: 'Added # recipes to shopping list!' })}`,
          {
            autoClose: TOAST_MS,
          },
        );
        return true;
      } catch (err) {
        const reason = (err as ApiFailure).message;
        toast.error(t`Could not add to the shopping list: ${reason}`);
        return false;
      }
    },
    [add, t],
  );
  return { addRecipes, adding: state.isLoading };
}
