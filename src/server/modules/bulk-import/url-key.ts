const SCHEME_AND_HOST = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(.*)$/i;

/** A link as compared for duplicates: no #fragment, scheme and host in lower case; null when it is no address. */
export function urlKey(raw: string): string | null {
  const match = SCHEME_AND_HOST.exec(raw.trim().split('#')[0]);
  return match ? match[1].toLowerCase() + match[2] : null;
}

/**
 * The keys under which a link may be stored: as written, and as the URL parser writes it (the link
 * importer stores parsed addresses, which add a '/' to a bare host and encode spaces).
 */
export function urlKeys(...raws: string[]): string[] {
  const keys = new Set<string>();
  for (const raw of raws) {
    const key = urlKey(raw);
    if (key) keys.add(key);
    try {
      const url = new URL(raw.trim());
      url.hash = '';
      keys.add(url.href);
    } catch {
      // not an address: only the written key, if any
    }
  }
  return [...keys];
}
