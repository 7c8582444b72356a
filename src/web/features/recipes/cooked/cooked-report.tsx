import { Trans } from '@lingui/react/macro';
import { useAmountView } from '../units/use-amount-view.ts';
import { shownListItem } from '../../shopping-list/index.ts';
import type { TakenAmount } from './cooked-types.ts';

/** What a cooking took from the pantry, and what the pantry lacked. */
export function CookedReport({ deducted, short }: { deducted: readonly TakenAmount[]; short: readonly TakenAmount[] }) {
  const view = useAmountView();
  const shown = (taken: TakenAmount) => shownListItem(taken.name, [{ qty: taken.qty, unit: taken.unit }], view);
  return (
    <div role="status" className="cooked-report">
      <p>
        <Trans>Logged.</Trans>
      </p>
      {deducted.length > 0 && (
        <ul>
          {deducted.map((taken, i) => {
            const what = shown(taken);
            return (
              <li key={i}>
                <Trans>Took {what} from the pantry</Trans>
              </li>
            );
          })}
        </ul>
      )}
      {short.length > 0 && (
        <ul>
          {short.map((lacking, i) => {
            const what = shown(lacking);
            return (
              <li key={i}>
                <Trans>Not enough in the pantry: {what}</Trans>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
