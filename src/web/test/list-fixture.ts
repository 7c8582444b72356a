/** What a list payload says of which list it is: the household's default list, bound to no store. */
export const mainListIdentity = { listId: 1, name: 'Main Shopping List', isDefault: true, store: null };
