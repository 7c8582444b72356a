/**
 * An absolute http(s) URL for a reference on the page, or null (data: URIs, javascript:, junk). An
 * absolute one is kept as the page wrote it (trimmed), as the expected outputs keep it: `URL.href`
 * would percent-encode its non-ASCII letters and spaces ("…/Hähnchen-Brust.jpg") into another string
 * for the same picture. A relative one is resolved against `base`, the page's own address.
 */
export function absoluteUrl(ref: string | undefined, base: string): string | null {
  if (!ref) return null;
  const cleaned = ref.replace(/&amp;/g, '&').trim();
  if (/^https?:\/\/[^/\s]/i.test(cleaned)) return URL.canParse(cleaned) ? cleaned : null;
  // An absolute reference needs no base (and must not fail on a base that does not parse).
  const url = URL.canParse(cleaned) ? new URL(cleaned) : URL.canParse(cleaned, base) ? new URL(cleaned, base) : null;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}
