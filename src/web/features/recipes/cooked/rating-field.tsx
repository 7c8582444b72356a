import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The radio group "Rating": "1 star" … "5 stars"; none chosen is no rating. */
export function RatingField({
  value,
  error,
  onChange,
}: {
  value: number | null;
  error?: string;
  onChange: (rating: number) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="rating-field" aria-invalid={error ? true : undefined}>
      <legend>{t`Rating`}</legend>
      {[1, 2, 3, 4, 5].map((stars) => (
        <label key={stars} className="rating-field__choice">
          <input type="radio" name="rating" value={stars} checked={value === stars} onChange={() => onChange(stars)} />{' '}
          {plural(stars, { one: '# star', other: '# stars' })}
        </label>
      ))}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
