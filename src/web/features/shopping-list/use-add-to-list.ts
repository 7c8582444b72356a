import { useCallback } from 'react';
import { toast } from 'react-toastify';
import type { ApiFailure } from '../../app/api-slice.ts';
import { useAddRecipesToListMutation } from './list-api.ts';
import { newWriteKey } from './list-api.ts';

export const ADDED_MESSAGE = 'Added recipe to shopping list!';
export const ADDED_ALL_MESSAGE = (n: number) => `Added ${n} recipe${n === 1 ? '' : 's'} to shopping list!`;
export const ADD_FAILED_MESSAGE = 'Could not add to the shopping list';
const TOAST_MS = 1500;

/**
 * Puts recipes on the list in one request (POST /api/lists/current/recipes) with one toast; answers
 * whether it worked. A failure shows what went wrong; calling again retries with the same key.
 */
export function useAddToList() {
  const [add, state] = useAddRecipesToListMutation();
  const addRecipes = useCallback(
    async (recipes: { id: number; servings?: number }[], key = newWriteKey()): Promise<boolean> => {
      try {
        await add({ key, recipes }).unwrap();
        toast.success(recipes.length === 1 ? ADDED_MESSAGE : ADDED_ALL_MESSAGE(recipes.length), {
          autoClose: TOAST_MS,
        });
        return true;
      } catch (err) {
        toast.error(`${ADD_FAILED_MESSAGE}: ${(err as ApiFailure).message}`);
        return false;
      }
    },
    [add],
  );
  return { addRecipes, adding: state.isLoading };
}
