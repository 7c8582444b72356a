import { useLingui } from '@lingui/react/macro';
import type { ListItem } from '#domain/shopping-list.ts';
import type { AmountView } from '../../recipes/index.ts';
import { shownAmounts } from '../shown-list-item.ts';

/**
 * A reduced item's note (docs/api/kitchen-loop.md, "Shortfall on the list"): what is still to buy of what the
 * recipes need, and what the pantry holds, "250 g of 750 g needed (500 g in pantry)".
 */
export function PantryShortfall({ item, view }: { item: ListItem; view: AmountView }) {
  const { t } = useLingui();
  if (!item.pantry) return null;
  const shortfall = shownAmounts(item.amounts, view);
  const need = shownAmounts(item.pantry.need, view);
  const have = shownAmounts(item.pantry.have, view);
  return <span className="muted list-items__shortfall">{t`${shortfall} of ${need} needed (${have} in pantry)`}</span>;
}
