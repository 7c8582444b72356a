import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { PantryLimits, type PantryItem, type PantryLocation } from '#domain/pantry.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useUpdatePantryItemMutation } from '../pantry-api.ts';
import { LocationSelect } from './location-select.tsx';
import { usePantryFieldErrors } from './use-pantry-field-errors.ts';

interface Props {
  item: PantryItem;
  locations: readonly PantryLocation[];
  onClose: () => void;
}

/** "Edit {name}": name, amount, unit, location, best-before and "Staple" of one item. */
export function PantryEditDialog({ item, locations, onClose }: Props) {
  const { t } = useLingui();
  const [update, updating] = useUpdatePantryItemMutation();
  const [name, setName] = useState(item.name);
  const [qty, setQty] = useState(item.qty === null ? '' : String(item.qty));
  const [unit, setUnit] = useState(item.unit ?? '');
  const [location, setLocation] = useState(item.location);
  const [bestBefore, setBestBefore] = useState(item.bestBefore ?? '');
  const [staple, setStaple] = useState(item.staple);
  const [failure, setFailure] = useState<ApiFailure>();
  const errors = usePantryFieldErrors(failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // An empty amount is "none" only for a staple; otherwise a number the server refuses, said at the field.
    const amount = qty.trim() === '' ? (staple ? null : Number.NaN) : Number(qty);
    const result = await update({
      id: item.id,
      name: name.trim(),
      qty: amount,
      unit: unit.trim() || null,
      location,
      bestBefore: bestBefore || null,
      staple,
    });
    if ('error' in result) return setFailure(result.error as ApiFailure);
    onClose();
  }

  return (
    <Dialog title={t`Edit ${item.name}`} onClose={onClose}>
      <form className="pantry-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t`Name`}
          value={name}
          maxLength={PantryLimits.maxNameLength}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="pantry-form__row">
          <TextField
            label={t`Amount`}
            type="number"
            inputMode="decimal"
            min={0}
            max={PantryLimits.maxQty}
            step="any"
            value={qty}
            error={errors.qty}
            onChange={(e) => setQty(e.target.value)}
          />
          <TextField
            label={t`Unit`}
            value={unit}
            maxLength={PantryLimits.maxUnitLength}
            error={errors.unit}
            onChange={(e) => setUnit(e.target.value)}
          />
        </div>
        <div className="pantry-form__row">
          <LocationSelect
            label={t`Location`}
            value={location}
            locations={locations}
            error={errors.location}
            onChange={setLocation}
          />
          <TextField
            label={t`Best before`}
            type="date"
            value={bestBefore}
            error={errors.bestBefore}
            onChange={(e) => setBestBefore(e.target.value)}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={staple} onChange={(e) => setStaple(e.target.checked)} /> <Trans>Staple</Trans>
        </label>
        {failure && !errors.any && (
          <p className="alert alert-danger" role="alert">
            {failure.message}
          </p>
        )}
        <div className="pantry-form__actions">
          <button type="submit" className="btn btn-primary" disabled={updating.isLoading}>
            <Trans>Save</Trans>
          </button>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
