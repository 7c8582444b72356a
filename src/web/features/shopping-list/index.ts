/** The shopping-list feature's public entry: adding recipes, which the recipe pages offer, and the history. */
export { AddToListButton } from './components/add-to-list-button.tsx';
export { ListItems } from './components/list-items.tsx';
export { useGetListHistoryQuery } from './list-api.ts';
export { useAddToList } from './use-add-to-list.ts';
/** A list item's amounts and name as the list shows them, which the pantry shows its items with. */
export { shownListItem } from './shown-list-item.ts';
/** The household's lists, which the store map binds to its stores. */
export { useCreateListMutation, useGetListsQuery } from './lists-api.ts';
export { listPagePath } from './list-ref.ts';
