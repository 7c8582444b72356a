import type { MessageDescriptor } from '@lingui/core';
import { useCallback } from 'react';
import { UserLimits } from '#domain/constants.ts';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { ERROR_TEXTS } from '../../app/i18n/error-texts.ts';
import { useCheckAvailabilityMutation } from './user-api.ts';
import { availabilityReset, selectFormInputAvailable, type AvailabilityField } from './user-slice.ts';

/** Spec §8 field messages ('Username is Taken', 'Email is Taken' in English), in the catalogs. */
export const TAKEN_MESSAGES: Record<AvailabilityField, MessageDescriptor> = {
  username: ERROR_TEXTS.USERNAME_TAKEN,
  email: ERROR_TEXTS.EMAIL_TAKEN,
};

/**
 * On-blur uniqueness checks of spec §5: only from 6 characters on and, on the profile form, only
 * when the value differs from the current one. Editing the field forgets the last answer.
 */
export function useAvailabilityCheck(current?: Partial<Record<AvailabilityField, string>>) {
  const dispatch = useAppDispatch();
  const available = useAppSelector(selectFormInputAvailable);
  const [checkAvailability] = useCheckAvailabilityMutation();

  const check = useCallback(
    (field: AvailabilityField, raw: string) => {
      const value = raw.trim().toLowerCase();
      if (value.length < UserLimits.minAvailabilityCheckLength) return;
      if (current?.[field] !== undefined && current[field]!.toLowerCase() === value) return;
      void checkAvailability({ field, value });
    },
    [checkAvailability, current],
  );

  const edited = useCallback(
    (field: AvailabilityField) => {
      if (!available[field]) dispatch(availabilityReset(field));
    },
    [dispatch, available],
  );

  const reset = useCallback(() => dispatch(availabilityReset()), [dispatch]);

  return {
    available,
    /** True while the server says the username or e-mail is taken: submit stays disabled. */
    blocked: !available.username || !available.email,
    check,
    edited,
    reset,
  };
}
