import type { PantryLocation } from '#domain/pantry.ts';
import { useId } from 'react';
import { useLocationLabel } from '../location-label.ts';

interface Props {
  label: string;
  value: string;
  locations: readonly PantryLocation[];
  error?: string;
  onChange: (name: string) => void;
}

/** "Location": one of the household's locations, by name. */
export function LocationSelect({ label, value, locations, error, onChange }: Props) {
  const id = useId();
  const locationLabel = useLocationLabel();
  const names = locations.some((l) => l.name === value)
    ? locations.map((l) => l.name)
    : [value, ...locations.map((l) => l.name)];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {names.map((name) => (
          <option key={name} value={name}>
            {locationLabel(name)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
