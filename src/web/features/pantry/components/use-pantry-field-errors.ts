import { useLingui } from '@lingui/react/macro';
import { PantryLimits } from '#domain/pantry.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';

type Field = 'text' | 'name' | 'qty' | 'unit' | 'location' | 'bestBefore';

/** The message at each field the server refused (400 VALIDATION_FAILED names them in `details`), in words. */
export function usePantryFieldErrors(
  failure: ApiFailure | undefined,
): Partial<Record<Field, string>> & { any: boolean } {
  const { t } = useLingui();
  const { maxNameLength, maxQty } = PantryLimits;
  const texts: Record<Field, string> = {
    text: t`Write what you have, such as "500 g beef mince".`,
    name: t`Give the item a name of at most ${maxNameLength} characters.`,
    qty: t`Enter an amount from 0 to ${maxQty}.`,
    unit: t`Enter a unit such as g, kg, ml, cup, or leave it empty for a count.`,
    location: t`Choose one of the household's locations.`,
    bestBefore: t`Enter a date that exists, between 2000 and 2100.`,
  };
  const out: Partial<Record<Field, string>> = {};
  for (const path of Object.keys(failure?.details ?? {})) {
    const field = path.split('.')[0] as Field;
    if (field in texts) out[field] = texts[field];
  }
  return { ...out, any: Object.keys(out).length > 0 };
}
