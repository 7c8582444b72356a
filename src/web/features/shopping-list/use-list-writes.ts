import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { ApiFailure } from '../../app/api-slice.ts';
import type { ListRef } from './list-ref.ts';
import {
  newWriteKey,
  useAddItemToPantryMutation,
  useAddListItemMutation,
  useCompleteListMutation,
  useDeleteListItemMutation,
  useMoveListItemMutation,
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
 * Every write goes to the list shown (`list`).
 */
export function useListWrites(list: ListRef = 'current') {
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [tick] = useTickListItemMutation();
  const [tickMany] = useTickListItemsMutation();
  const [servings] = useSetListServingsMutation();
  const [removeRecipe] = useRemoveListRecipeMutation();
  const [addItem] = useAddListItemMutation();
  const [deleteItem] = useDeleteListItemMutation();
  const [complete] = useCompleteListMutation();
  const [move] = useMoveListItemMutation();
  const [toPantry] = useAddItemToPantryMutation();
  const { t } = useLingui();

  /** `failed` says what failed, with the server's reason, as one sentence of the catalog. */
  const run = useCallback(
    (failed: (reason: string) => string, send: () => Promise<unknown>): Promise<boolean> => {
      const attempt = async (): Promise<boolean> => {
        try {
          await send();
          setFailure(null);
          return true;
        } catch (err) {
          const reason = (err as ApiFailure).message || t`the server did not answer`;
          setFailure({ message: failed(reason), retry: () => void attempt() });
          return false;
        }
      };
      return attempt();
    },
    [t],
  );

  const keyed =
    <A extends object>(
      failed: (reason: string) => string,
      trigger: (arg: A & { key: string; list?: ListRef }) => { unwrap(): Promise<unknown> },
    ) =>
    (arg: A) => {
      const key = newWriteKey();
      return run(failed, () => trigger({ ...arg, key, list }).unwrap());
    };

  return {
    failure,
    dismiss: () => setFailure(null),
    tick: keyed((reason) => t`Ticking the item failed: ${reason}`, tick),
    /** Several items at once (a recipe's checkbox): each tick has its own key, kept for a retry. */
    tickItems: (ticks: { itemId: number; checked: boolean }[]) => {
      const keyedTicks = ticks.map((one) => ({ ...one, key: newWriteKey() }));
      return run(
        (reason) => t`Ticking the recipe failed: ${reason}`,
        () => tickMany({ list, ticks: keyedTicks }).unwrap(),
      );
    },
    setServings: keyed((reason) => t`Changing the servings failed: ${reason}`, servings),
    removeRecipe: keyed((reason) => t`Removing the recipe failed: ${reason}`, removeRecipe),
    addItem: keyed((reason) => t`Adding the item failed: ${reason}`, addItem),
    deleteItem: keyed((reason) => t`Removing the item failed: ${reason}`, deleteItem),
    complete: keyed((reason) => t`Marking the list complete failed: ${reason}`, complete),
    move: keyed((reason) => t`Moving the item failed: ${reason}`, move),
    toPantry: keyed((reason) => t`Adding the item to the pantry failed: ${reason}`, toPantry),
  };
}
