/**
 * The language this browser chose (the footer's or the profile's select), kept in localStorage under its own
 * key, so a visitor who never signs in keeps it too. Not in persist:root, which holds the session and filters.
 */
const KEY = 'language';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The kept choice, null when this browser never chose (or chose "Automatic"). */
export const getKeptLanguage = read;

/** Keeps a choice (null forgets it) and tells the subscribers. */
export function setKeptLanguage(code: string | null) {
  try {
    if (code) localStorage.setItem(KEY, code);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: this tab's changes, and another tab's through the storage event. */
export function subscribeKeptLanguage(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
