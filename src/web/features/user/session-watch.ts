import { i18n } from '@lingui/core';
import { toast } from 'react-toastify';
import { clearToken, onUnauthorized } from '../../app/api.ts';
import { SESSION_ENDED } from '../../app/i18n/error-texts.ts';
import { userLoggedOut } from '../../app/session-events.ts';
import type { AppStore } from '../../app/store.ts';

/**
 * An expired or revoked token (any 401 on an authenticated call) ends the session everywhere:
 * the token goes, every slice resets, the user layout sends the visitor to the login screen ('/'),
 * and one toast says so in plain words, in the active language.
 */
export function watchSession(store: Pick<AppStore, 'dispatch'>): () => void {
  return onUnauthorized(() => {
    clearToken();
    store.dispatch(userLoggedOut());
    // A fixed id: the calls that fail together (user, likes, dislikes) show one toast.
    toast.error(i18n._(SESSION_ENDED), { toastId: 'session-ended', autoClose: 3000 });
  });
}
