/** An absolute http(s) URL for a reference on the page, or null (data: URIs, javascript:, junk). */
export function absoluteUrl(ref: string | undefined, base: string): string | null {
  if (!ref) return null;
  const cleaned = ref.replace(/&amp;/g, '&');
  // An absolute reference needs no base (and must not fail on a base that does not parse).
  const url = URL.canParse(cleaned) ? new URL(cleaned) : URL.canParse(cleaned, base) ? new URL(cleaned, base) : null;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}
