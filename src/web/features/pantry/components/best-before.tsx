import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../../app/i18n/format.ts';

/** "Best before 12 Dec 2026", the day as written (a bare YYYY-MM-DD would be read as UTC midnight). */
export function BestBefore({ date }: { date: string }) {
  const f = useFormat();
  const [year, month, day] = date.split('-').map(Number);
  const shown = f.date(new Date(year, month - 1, day), { dateStyle: 'medium' });
  return (
    <span className="pantry-item__date">
      <Trans>Best before {shown}</Trans>
    </span>
  );
}
