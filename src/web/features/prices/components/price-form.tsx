import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { FoodRef } from '#domain/food.ts';
import { PriceLimits, type Price } from '#domain/price.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { TextField } from '../../../components/text-field.tsx';
import { PACK_UNITS } from '../pack-units.ts';
import type { PriceInput } from '../prices-api.ts';
import { FoodSearch } from './food-search.tsx';
import { usePriceFieldErrors } from './use-price-field-errors.ts';

interface Props {
  /** The price edited; none to add one. */
  price?: Price;
  busy: boolean;
  /** Saves; answers the failure to show, or nothing once saved. */
  onSubmit: (input: PriceInput) => Promise<ApiFailure | undefined>;
  onCancel?: () => void;
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** "Food", "Price", "Pack size", "Unit", "Store", "Date": a new price, or the one being edited. */
export function PriceForm({ price, busy, onSubmit, onCancel }: Props) {
  const { t } = useLingui();
  const unitId = useId();
  const [food, setFood] = useState<FoodRef | null>(price?.food ?? null);
  const [amount, setAmount] = useState(price ? String(price.amount) : '');
  const [packSize, setPackSize] = useState(price ? String(price.packSize) : '');
  const [packUnit, setPackUnit] = useState(price?.packUnit ?? 'gram');
  const [store, setStore] = useState(price?.store ?? '');
  const [date, setDate] = useState(price?.date ?? today());
  const [failure, setFailure] = useState<ApiFailure>();
  const errors = usePriceFieldErrors(failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!food) return setFailure({ status: 400, message: '', details: { foodId: 'foodId' } });
    // Numbers go as JSON numbers (the server refuses "2.50" as text); an empty box is a number it refuses.
    const answer = await onSubmit({
      foodId: food.id,
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      packSize: packSize.trim() === '' ? Number.NaN : Number(packSize),
      packUnit,
      store: store.trim(),
      date,
    });
    setFailure(answer);
    if (!answer && !price) {
      setFood(null);
      setAmount('');
      setPackSize('');
      setStore('');
    }
  }

  return (
    <form className="price-form" onSubmit={(e) => void submit(e)} noValidate>
      <FoodSearch label={t`Food`} value={food} onChange={setFood} error={errors.foodId} />
      <div className="price-form__row">
        <TextField
          label={t`Price`}
          type="number"
          inputMode="decimal"
          min={0}
          max={PriceLimits.maxAmount}
          step={0.01}
          value={amount}
          error={errors.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          label={t`Pack size`}
          type="number"
          inputMode="decimal"
          min={0}
          max={PriceLimits.maxPackSize}
          step="any"
          value={packSize}
          error={errors.packSize}
          onChange={(e) => setPackSize(e.target.value)}
        />
        <div className="field">
          <label htmlFor={unitId}>
            <Trans>Unit</Trans>
          </label>
          <select
            id={unitId}
            className="input"
            value={packUnit}
            aria-invalid={errors.packUnit ? true : undefined}
            aria-describedby={errors.packUnit ? `${unitId}-error` : undefined}
            onChange={(e) => setPackUnit(e.target.value)}
          >
            {PACK_UNITS.map(({ unit, label }) => (
              <option key={unit} value={unit}>
                {t(label)}
              </option>
            ))}
          </select>
          {errors.packUnit && (
            <p id={`${unitId}-error`} className="field-error">
              {errors.packUnit}
            </p>
          )}
        </div>
      </div>
      <div className="price-form__row">
        <TextField
          label={t`Store`}
          value={store}
          maxLength={PriceLimits.maxStoreLength}
          error={errors.store}
          onChange={(e) => setStore(e.target.value)}
        />
        <TextField
          label={t`Date`}
          type="date"
          value={date}
          error={errors.date}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      {failure && !errors.any && failure.message && (
        <p className="alert alert-danger" role="alert">
          {failure.message}
        </p>
      )}
      <div className="price-form__actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {price ? t`Save price` : t`Add price`}
        </button>
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        )}
      </div>
    </form>
  );
}
