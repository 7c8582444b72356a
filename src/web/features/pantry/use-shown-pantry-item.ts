import type { PantryItem } from '#domain/pantry.ts';
import { useAmountView } from '../recipes/index.ts';
import { shownListItem } from '../shopping-list/index.ts';

/** A pantry item's amount and name as the list shows an item ("500 g beef mince"); a staple by name. */
export function useShownPantryItem(): (item: Pick<PantryItem, 'name' | 'qty' | 'unit'>) => string {
  const view = useAmountView();
  return (item) => shownListItem(item.name, item.qty === null ? [] : [{ qty: item.qty, unit: item.unit }], view);
}
