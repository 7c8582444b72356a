import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../../app/i18n/format.ts';
import { localDay } from './cook-log-entries.tsx';
import type { RecipeCookStats } from './cooked-types.ts';

/** "Last cooked …", "Cooked N times" and the household's average rating, for a recipe cooked at least once. */
export function CookedSummary({ figures }: { figures: Partial<RecipeCookStats> }) {
  const f = useFormat();
  // A recipe answered before the cook log existed (an older server's) has none of these figures.
  const { lastCooked = null, timesCooked = 0, averageRating = null, ratingCount = 0 } = figures;
  if (timesCooked === 0 && ratingCount === 0) return null;
  const day = lastCooked ? f.date(localDay(lastCooked), { dateStyle: 'medium' }) : '';
  const average = averageRating === null ? '' : f.number(averageRating, { maximumFractionDigits: 1 });
  return (
    <p className="meta-list cooked-summary">
      {lastCooked && (
        <span>
          <Trans>
            Last cooked <strong>{day}</strong>
          </Trans>
        </span>
      )}
      {timesCooked > 0 && <span>{plural(timesCooked, { one: 'Cooked # time', other: 'Cooked # times' })}</span>}
      {averageRating !== null && (
        <span>
          <Trans>Rated {average} of 5</Trans> {plural(ratingCount, { one: '(# rating)', other: '(# ratings)' })}
        </span>
      )}
    </p>
  );
}
