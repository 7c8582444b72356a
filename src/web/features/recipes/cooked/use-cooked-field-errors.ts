import { useLingui } from '@lingui/react/macro';
import type { ApiFailure } from '../../../app/api-slice.ts';

type Field = 'date' | 'servings' | 'rating' | 'note';

/** The message at each field the server refused (400 VALIDATION_FAILED names them in `details`), in words. */
export function useCookedFieldErrors(failure: ApiFailure | undefined): Partial<Record<Field, string>> & {
  any: boolean;
} {
  const { t } = useLingui();
  const texts: Record<Field, string> = {
    date: t`Enter a day from 2000-01-01 up to tomorrow.`,
    servings: t`Enter whole servings from 1 to 100.`,
    rating: t`Choose from 1 to 5 stars.`,
    note: t`A note may be at most 2,000 characters.`,
  };
  const out: Partial<Record<Field, string>> = {};
  for (const path of Object.keys(failure?.details ?? {})) {
    const field = path.split('.')[0] as Field;
    if (field in texts) out[field] = texts[field];
  }
  return { ...out, any: Object.keys(out).length > 0 };
}
