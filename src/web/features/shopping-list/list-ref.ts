import { paths } from '../../app/paths.ts';

/**
 * Which of the household's lists a path names: `current` (the default list, as today's paths) or a list's id.
 * The page uses `current` for the default and the id for every other list, so each list has one cache entry.
 */
export type ListRef = 'current' | number;

/** `?list=<listId>` on the lists page; absent (or not an id) is the default list. */
export function listRefOf(param: string | null): ListRef {
  const id = Number(param);
  return param && Number.isInteger(id) && id > 0 ? id : 'current';
}

/** The ref a list is cached and linked under. */
export const refOfList = (list: { listId: number; isDefault: boolean }): ListRef =>
  list.isDefault ? 'current' : list.listId;

/** The lists page showing this list. */
export const listPagePath = (list: { listId: number; isDefault: boolean }) =>
  list.isDefault ? paths.shoppingList : `${paths.shoppingList}?list=${list.listId}`;

/** The list's base path: `/api/lists/current` or `/api/lists/7`. */
export const listPath = (ref: ListRef) => `/api/lists/${ref}`;

/** The cache tag of one list's contents. */
export const listTag = (ref: ListRef) =>
  ({ type: 'ShoppingList', id: ref === 'current' ? 'CURRENT' : `LIST-${ref}` }) as const;
