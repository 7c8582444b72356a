import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { useChangePreferenceMutation, type PreferenceKind } from './profile-api.ts';

/** Toasts of spec §4, one per outcome. */
const TOASTS = {
  likes: { add: msg`Added to 'Likes'`, remove: msg`Removed from 'Likes'` },
  dislikes: { add: msg`Added to 'Dislikes'`, remove: msg`Removed from 'Dislikes'` },
} as const;

const TOAST_MS = 1500;

/**
 * Likes or dislikes a recipe, or takes it back when it already is (spec §4), and toasts the outcome.
 * A failed toggle shows nothing (spec §8); it resolves to false.
 */
export function usePreferenceToggle() {
  const { t } = useLingui();
  const [change, state] = useChangePreferenceMutation();
  const toggle = useCallback(
    async (kind: PreferenceKind, id: number, isOn: boolean) => {
      const action = isOn ? 'remove' : 'add';
      const result = await change({ kind, id, action });
      if (result.error) return false;
      toast.success(t(TOASTS[kind][action]), { autoClose: TOAST_MS });
      return true;
    },
    [change, t],
  );
  return { toggle, error: state.error };
}
