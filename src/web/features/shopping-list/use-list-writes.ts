import { useCallback, useState } from 'react';
import type { ApiFailure } from '../../app/api-slice.ts';
import {
  newWriteKey,
  useAddListItemMutation,
  useCompleteListMutation,
  useDeleteListItemMutation,
  useRemoveListRecipeMutation,
  useSetListServingsMutation,
  useTickListItemMutation,
  useTickListItemsMutation,
} from './list-api.ts';

/** A write the server refused or never answered: what was tried, why it failed, and how to try again. */
export interface WriteFailure {
  message: string;
  retry: () => void;
}

/**
 * The list page's writes. Each gets its Idempotency-Key once, so Retry sends the same request again and
 * the server applies it at most once. The last failure stays on screen until a retry or another write works.
 */
export function useListWrites() {
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [tick] = useTickListItemMutation();
  const [tickMany] = useTickListItemsMutation();
  const [servings] = useSetListServingsMutation();
  const [removeRecipe] = useRemoveListRecipeMutation();
  const [addItem] = useAddListItemMutation();
  const [deleteItem] = useDeleteListItemMutation();
  const [complete] = useCompleteListMutation();

  const run = useCallback((what: string, send: () => Promise<unknown>): Promise<boolean> => {
    const attempt = async (): Promise<boolean> => {
      try {
        await send();
        setFailure(null);
        return true;
      } catch (err) {
        const reason = (err as ApiFailure).message || 'the server did not answer';
        setFailure({ message: `${what} failed: ${reason}`, retry: () => void attempt() });
        return false;
      }
    };
    return attempt();
  }, []);

  const keyed =
    <A extends object>(what: string, trigger: (arg: A & { key: string }) => { unwrap(): Promise<unknown> }) =>
    (arg: A) => {
      const key = newWriteKey();
      return run(what, () => trigger({ ...arg, key }).unwrap());
    };

  return {
    failure,
    dismiss: () => setFailure(null),
    tick: keyed('Ticking the item', tick),
    /** Several items at once (a recipe's checkbox): each tick has its own key, kept for a retry. */
    tickItems: (ticks: { itemId: number; checked: boolean }[]) => {
      const keyedTicks = ticks.map((t) => ({ ...t, key: newWriteKey() }));
      return run('Ticking the recipe', () => tickMany({ ticks: keyedTicks }).unwrap());
    },
    setServings: keyed('Changing the servings', servings),
    removeRecipe: keyed('Removing the recipe', removeRecipe),
    addItem: keyed('Adding the item', addItem),
    deleteItem: keyed('Removing the item', deleteItem),
    complete: keyed('Marking the list complete', complete),
  };
}
