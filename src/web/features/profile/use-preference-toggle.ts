import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { useChangePreferenceMutation, type PreferenceKind } from './profile-api.ts';

/** Toasts of spec §4, one per outcome. */
const TOASTS = {
  likes: { add: "Added to 'Likes'", remove: "Removed from 'Likes'" },
  dislikes: { add: "Added to 'Dislikes'", remove: "Removed from 'Dislikes'" },
} as const;

const TOAST_MS = 1500;

/**
 * Likes or dislikes a recipe, or takes it back when it already is (spec §4), and toasts the outcome.
 * A failed toggle shows nothing (spec §8); it resolves to false.
 */
export function usePreferenceToggle() {
  const [change, state] = useChangePreferenceMutation();
  const toggle = useCallback(
    async (kind: PreferenceKind, id: number, isOn: boolean) => {
      const action = isOn ? 'remove' : 'add';
      const result = await change({ kind, id, action });
      if (result.error) return false;
      toast.success(TOASTS[kind][action], { autoClose: TOAST_MS });
      return true;
    },
    [change],
  );
  return { toggle, error: state.error };
}
