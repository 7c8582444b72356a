/**
 * The token and the session's end, shared by the one api slice (api-slice.ts), downloads (download.ts)
 * and the list's event stream: every call adds the token, and a 401 on an authenticated call ends the
 * session in one place.
 */

export const TOKEN_KEY = 'token';

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when an authenticated call answers 401: the session is gone. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export const getToken = () => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = () => localStorage.removeItem(TOKEN_KEY);

/** Tells the session watch that the token no longer works. */
export function notifyUnauthorized(): void {
  unauthorizedListeners.forEach((listener) => listener());
}
