import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

const MAX_MISSING = 20;

/**
 * "Cook now" (nothing missing from the pantry) and "Missing at most" a number of foods: one filter, the
 * number '' when off and '0' for "Cook now". A number being typed applies once it is a whole 0–20.
 */
export function PantryFilter({ missingMax, onChange }: { missingMax: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const cookNow = missingMax === '0';
  const [typed, setTyped] = useState(cookNow ? '' : missingMax);
  // The filter changed elsewhere (Cook now, Reset filters, the URL): the box shows it.
  const [shown, setShown] = useState(missingMax);
  if (shown !== missingMax) {
    setShown(missingMax);
    setTyped(cookNow ? '' : missingMax);
  }

  function type(value: string) {
    setTyped(value);
    const n = Number(value);
    if (value.trim() === '') onChange('');
    else if (Number.isInteger(n) && n >= 0 && n <= MAX_MISSING) onChange(String(n));
  }

  return (
    <div className="pantry-filter">
      <label className="checkbox">
        <input type="checkbox" checked={cookNow} onChange={(e) => onChange(e.target.checked ? '0' : '')} />{' '}
        <Trans>Cook now</Trans>
      </label>
      <div className="field">
        <label htmlFor={id}>{t`Missing at most`}</label>
        <input
          id={id}
          className="input"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_MISSING}
          step={1}
          value={typed}
          disabled={cookNow}
          onChange={(e) => type(e.target.value)}
        />
      </div>
    </div>
  );
}
