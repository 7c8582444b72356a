import { clearToken, onUnauthorized } from '../../app/api.ts';
import { userLoggedOut } from '../../app/session-events.ts';
import type { AppStore } from '../../app/store.ts';

/**
 * An expired or revoked token (any 401 on an authenticated call) ends the session everywhere:
 * the token goes, every slice resets, and the user layout sends the visitor to '/'.
 */
export function watchSession(store: Pick<AppStore, 'dispatch'>): () => void {
  return onUnauthorized(() => {
    clearToken();
    store.dispatch(userLoggedOut());
  });
}
