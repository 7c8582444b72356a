import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ListLimits } from '#domain/constants.ts';
import { DEFAULT_LOCATION, type PantryLocation } from '#domain/pantry.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { TextField } from '../../../components/text-field.tsx';
import { useAddPantryItemMutation } from '../pantry-api.ts';
import { useShownPantryItem } from '../use-shown-pantry-item.ts';
import { LocationSelect } from './location-select.tsx';
import { usePantryFieldErrors } from './use-pantry-field-errors.ts';

/** "Add to pantry": "Item" as typed ("500 g beef mince"), "Location", "Best before", "Staple", "Add". */
export function PantryAddForm({ locations }: { locations: readonly PantryLocation[] }) {
  const { t } = useLingui();
  const shown = useShownPantryItem();
  const [add, adding] = useAddPantryItemMutation();
  const [text, setText] = useState('');
  const [location, setLocation] = useState(DEFAULT_LOCATION);
  const [bestBefore, setBestBefore] = useState('');
  const [staple, setStaple] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const [added, setAdded] = useState('');
  const errors = usePantryFieldErrors(failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAdded('');
    const result = await add({ text: text.trim(), location, bestBefore: bestBefore || null, staple });
    if ('error' in result) return setFailure(result.error as ApiFailure);
    setFailure(undefined);
    setAdded(t`In the pantry: ${shown(result.data)}`);
    setText('');
    setBestBefore('');
    setStaple(false);
  }

  return (
    <form className="pantry-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t`Item`}
        value={text}
        placeholder={t`500 g beef mince`}
        maxLength={ListLimits.maxTextLength}
        required
        error={errors.text ?? errors.name ?? errors.qty}
        onChange={(e) => setText(e.target.value)}
      />
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
        <button type="submit" className="btn btn-primary" disabled={adding.isLoading}>
          <Trans>Add</Trans>
        </button>
        <p role="status" className="pantry-form__status">
          {added}
        </p>
      </div>
    </form>
  );
}
