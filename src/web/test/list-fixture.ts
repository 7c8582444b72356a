/** What a list payload says of which list it is: the household's default list, bound to no store. */
export const mainListIdentity = { listId: 1, name: 'Main Shopping List', isDefault: true, store: null };

/** GET /api/lists of a household with only its default list. */
export const onlyMainList = {
  rows: [{ ...mainListIdentity, version: 1, itemCount: 0, uncheckedCount: 0 }],
  count: 1,
};

/**
 * The lists page's calls beside its list: the household's lists (only the default) and its settings. Install
 * it (`fakeApiRoutes(householdAnswers)`) before a test's own fake, which may answer these otherwise.
 */
export function householdAnswers(url: URL, init: { method: string }) {
  if (init.method !== 'GET') return undefined;
  if (url.pathname === '/api/lists') return { status: 200, body: onlyMainList };
  if (url.pathname === '/api/household/settings') return { status: 200, body: { tickedToPantry: false } };
  return undefined;
}
