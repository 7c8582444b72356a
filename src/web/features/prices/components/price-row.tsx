import { useLingui } from '@lingui/react/macro';
import type { Price } from '#domain/price.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { PACK_UNITS } from '../pack-units.ts';
import { useDeletePriceMutation } from '../prices-api.ts';

/** One price: food, money, pack, store, date, and "Edit" and "Delete" (named with the food). */
export function PriceRow({ price, onEdit }: { price: Price; onEdit: () => void }) {
  const { t } = useLingui();
  const f = useFormat();
  const [remove, removing] = useDeletePriceMutation();
  const food = price.food.name;
  const unit = PACK_UNITS.find((u) => u.unit === price.packUnit);
  const pack = `${f.number(price.packSize)} ${unit ? t(unit.label) : price.packUnit}`;
  const error = removing.error as ApiFailure | undefined;
  // The day as written, in local time (a bare YYYY-MM-DD would be read as UTC midnight).
  const [year, month, day] = price.date.split('-').map(Number);
  return (
    <tr>
      <td>{food}</td>
      <td>{f.number(price.amount, { style: 'currency', currency: price.currency })}</td>
      <td>{pack}</td>
      <td>{price.store}</td>
      <td>{f.date(new Date(year, month - 1, day), { dateStyle: 'medium' })}</td>
      <td className="price-actions">
        <button type="button" className="btn btn-small" aria-label={t`Edit ${food}`} onClick={onEdit}>
          {t`Edit`}
        </button>
        <button
          type="button"
          className="btn btn-small btn-danger"
          aria-label={t`Delete ${food}`}
          disabled={removing.isLoading}
          onClick={() => void remove(price.id)}
        >
          {t`Delete`}
        </button>
        {error && (
          <span role="alert" className="field-error">
            {error.message}
          </span>
        )}
      </td>
    </tr>
  );
}
