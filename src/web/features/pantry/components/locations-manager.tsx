import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { PantryLimits, type PantryLocation } from '#domain/pantry.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { TextField } from '../../../components/text-field.tsx';
import { isBuiltInLocation } from '../location-label.ts';
import { useAddPantryLocationMutation, useRemovePantryLocationMutation } from '../pantry-api.ts';

/** The household's own locations: "New location" and "Remove" (refused while it holds items). */
export function LocationsManager({ locations }: { locations: readonly PantryLocation[] }) {
  const { t } = useLingui();
  const [add, adding] = useAddPantryLocationMutation();
  const [remove, removing] = useRemovePantryLocationMutation();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<ApiFailure>();
  const own = locations.filter((location) => !isBuiltInLocation(location.name));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await add(name.trim());
    if ('error' in result) return setFailure(result.error as ApiFailure);
    setFailure(undefined);
    setName('');
  }

  async function removeLocation(location: PantryLocation) {
    const result = await remove(location.id);
    setFailure('error' in result ? (result.error as ApiFailure) : undefined);
  }

  return (
    <section className="card pantry-locations" aria-labelledby="pantry-locations-title">
      <h2 id="pantry-locations-title">
        <Trans>Locations</Trans>
      </h2>
      {own.length > 0 && (
        <ul className="pantry-items">
          {own.map((location) => (
            <li key={location.id} className="pantry-item">
              <span className="pantry-item__what">{location.name}</span>
              <button
                type="button"
                className="btn btn-small btn-danger"
                aria-label={t`Remove ${location.name}`}
                disabled={removing.isLoading}
                onClick={() => void removeLocation(location)}
              >
                {t`Remove`}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="pantry-form pantry-form--inline" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t`New location`}
          value={name}
          maxLength={PantryLimits.maxLocationNameLength}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn" disabled={adding.isLoading}>
          <Trans>Add location</Trans>
        </button>
      </form>
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure.message}
        </p>
      )}
    </section>
  );
}
