import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { FoodRef } from '#domain/food.ts';
import { useSearchFoodsQuery } from '../prices-api.ts';

interface Props {
  label: string;
  /** The food chosen, if any. */
  value: FoodRef | null;
  onChange: (food: FoodRef | null) => void;
  error?: string;
}

/** A food of the table by words of its name (GET /api/foods?q=): type, then pick one of the matches. */
export function FoodSearch({ label, value, onChange, error }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [query, setQuery] = useState('');
  // A food picked (or cleared by the form) shows its name in the box.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value?.name ?? '');
  }
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const searching = query.length >= 2 && query !== value?.name;
  const { data, isFetching } = useSearchFoodsQuery(query, { skip: !searching });
  const matches = searching && data ? data.rows.slice(0, 8) : [];
  const chosen = value?.name ?? '';

  return (
    <div className="field food-search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="search"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(e) => {
          setText(e.target.value);
          if (value) onChange(null);
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {value ? <Trans>Chosen: {chosen}</Trans> : <Trans>Type two letters or more, then pick a food.</Trans>}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {searching && (
        <div aria-live="polite">
          {matches.length > 0 ? (
            <ul className="food-search__matches" aria-label={t`Foods found`}>
              {matches.map((food) => (
                <li key={food.id}>
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => onChange({ id: food.id, ndb: food.ndb, name: food.name })}
                  >
                    {food.name}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            !isFetching &&
            data && (
              <p className="muted">
                <Trans>No food matches these words.</Trans>
              </p>
            )
          )}
        </div>
      )}
    </div>
  );
}
