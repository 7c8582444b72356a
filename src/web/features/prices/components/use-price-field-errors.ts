import { useLingui } from '@lingui/react/macro';
import { PriceLimits } from '#domain/price.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';

type Field = 'foodId' | 'amount' | 'packSize' | 'packUnit' | 'store' | 'date';

/**
 * The message at each field the server refused (400 VALIDATION_FAILED names them in `details`), in the
 * language shown; a 404 on a save is the food (a price's own 404 is not a field's).
 */
export function usePriceFieldErrors(
  failure: ApiFailure | undefined,
): Partial<Record<Field, string>> & { any: boolean } {
  const { t } = useLingui();
  const { maxAmount, maxPackSize, maxStoreLength } = PriceLimits;
  const texts: Record<Field, string> = {
    foodId: t`Choose a food from the search.`,
    amount: t`Enter a price from 0 to ${maxAmount}, with at most 2 decimals.`,
    packSize: t`Enter a pack size above 0 and at most ${maxPackSize}.`,
    packUnit: t`Choose a unit of weight or volume, or piece.`,
    store: t`A store's name may be at most ${maxStoreLength} characters.`,
    date: t`Enter a date between 2000 and 2100.`,
  };
  const out: Partial<Record<Field, string>> = {};
  if (failure?.code === 'NOT_FOUND' && failure.details === undefined) out.foodId = t`That food is not in the table.`;
  for (const path of Object.keys(failure?.details ?? {})) {
    const field = path.split('.')[0] as Field;
    if (field in texts) out[field] = texts[field];
  }
  return { ...out, any: Object.keys(out).length > 0 };
}
