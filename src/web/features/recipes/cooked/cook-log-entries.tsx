import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../app/i18n/format.ts';
import type { CookEntry } from './cooked-types.ts';

/** A day written YYYY-MM-DD as a local date (a bare YYYY-MM-DD would be read as UTC midnight). */
export const localDay = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
};

/** Cook log entries: date, cook, stars and note (and the recipe, where the log is the cook's own). */
export function CookLogEntries({ entries, showRecipe }: { entries: readonly CookEntry[]; showRecipe: boolean }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <ul className="cook-log">
      {entries.map((entry) => {
        const day = f.date(localDay(entry.date), { dateStyle: 'medium' });
        const cook = entry.user.username;
        const recipe = entry.recipe.name;
        return (
          <li key={entry.id} className="cook-log__entry">
            <p className="cook-log__head">
              <strong>{day}</strong> ·{' '}
              {showRecipe ? (
                <Trans>
                  {recipe}, by {cook}
                </Trans>
              ) : (
                <Trans>by {cook}</Trans>
              )}
              {entry.rating !== null && (
                <span
                  className="cook-log__stars"
                  aria-label={plural(entry.rating, { one: '# star', other: '# stars' })}
                >
                  {' '}
                  <span aria-hidden="true">{'★'.repeat(entry.rating) + '☆'.repeat(5 - entry.rating)}</span>
                </span>
              )}
            </p>
            {entry.note && <p className="cook-log__note">{entry.note}</p>}
            {entry.photo && (
              <img
                className="cook-log__photo"
                src={entry.photo}
                alt={t`Photo of ${recipe} on ${day}`}
                width={160}
                height={120}
                loading="lazy"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
