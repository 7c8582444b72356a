import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { LatLng } from '#domain/store.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useLazyGeocodePlaceQuery, useLazyGetPlacePredictionsQuery, type PlacePrediction } from '../map-api.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../map-constants.ts';

interface Suggestions {
  /** The text these suggestions answer. */
  query: string;
  predictions: PlacePrediction[];
  failed: boolean;
}

/**
 * 'Search Place...' with suggestions (an ARIA combobox). Choosing a suggestion, or pressing Enter on
 * typed text, finds its location and hands it to onPlaceChosen.
 */
export function PlaceSearch({ onPlaceChosen }: { onPlaceChosen: (point: LatLng, label: string) => void }) {
  const { t } = useLingui();
  const unavailable = t`Place search is unavailable right now`;
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestions>({ query: '', predictions: [], failed: false });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState('');
  const query = text.trim();
  const [fetchPredictions] = useLazyGetPlacePredictionsQuery();
  const [geocodePlace] = useLazyGeocodePlaceQuery();

  useEffect(() => {
    if (query.length < SEARCH_MIN_CHARS) return;
    let live = true;
    const timer = setTimeout(() => {
      fetchPredictions(query, true)
        .unwrap()
        .then(
          (predictions) => live && setSuggestions({ query, predictions, failed: false }),
          () => live && setSuggestions({ query, predictions: [], failed: true }),
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      live = false;
    };
  }, [query, fetchPredictions]);

  const current = suggestions.query === query && query.length >= SEARCH_MIN_CHARS;
  const predictions = current ? suggestions.predictions : [];
  const expanded = open && predictions.length > 0;

  async function choose(request: { placeId: string } | { address: string }, label: string) {
    setOpen(false);
    setActive(-1);
    setMessage('');
    try {
      onPlaceChosen(await geocodePlace(request, true).unwrap(), label);
      setText(label);
    } catch (err) {
      // The quotes go in the value: an apostrophe in an ICU message escapes what follows it.
      const quoted = `'${label}'`;
      setMessage((err as Partial<ApiFailure>).code === 'NOT_FOUND' ? t`No place found for ${quoted}` : unavailable);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && predictions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % predictions.length);
    } else if (event.key === 'ArrowUp' && predictions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? predictions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded && active >= 0 ? predictions[active] : undefined;
      if (chosen) void choose({ placeId: chosen.placeId }, chosen.description);
      else if (query) void choose({ address: query }, query);
    }
  }

  return (
    <div className="place-search">
      <label htmlFor={id} className="visually-hidden">
        <Trans>Search place</Trans>
      </label>
      <input
        id={id}
        className="input"
        type="search"
        placeholder={t`Search Place...`}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          setMessage('');
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t`Places`} className="place-search-options" hidden={!expanded}>
        {predictions.map((prediction, index) => (
          <li
            key={prediction.placeId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="place-search-option"
            // mousedown would blur the input and close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose({ placeId: prediction.placeId }, prediction.description)}
          >
            {prediction.description}
          </li>
        ))}
      </ul>
      {(message || (current && suggestions.failed)) && (
        <p className="field-error" role="status">
          {message || unavailable}
        </p>
      )}
    </div>
  );
}
