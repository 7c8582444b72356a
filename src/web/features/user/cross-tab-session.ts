import { getToken, TOKEN_KEY } from '../../app/api.ts';
import { userLoggedOut } from '../../app/session-events.ts';
import type { AppStore } from '../../app/store.ts';
import { fetchMe } from './user-api.ts';

/**
 * The token in localStorage is shared by every tab of the app, and the browser tells the other tabs
 * (never the tab that wrote it) with a `storage` event. A removed token is a logout elsewhere: this tab
 * resets its slices, and the user layout sends it to the login screen. A new token is a login elsewhere:
 * this tab drops what it held of any earlier user and loads the new one, so the login screen moves on.
 */
export function watchOtherTabs(store: Pick<AppStore, 'dispatch'>, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    const token = getToken();
    if (event.key === null) {
      // localStorage.clear() in another tab: only a lost token matters.
      if (token) return;
    } else if (event.key !== TOKEN_KEY || event.newValue === event.oldValue) return;
    store.dispatch(userLoggedOut());
    if (token) void store.dispatch(fetchMe());
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
