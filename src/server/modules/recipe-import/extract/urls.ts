/** An absolute http(s) URL for a reference on the page, or null (data: URIs, javascript:, junk). */
export function absoluteUrl(ref: string | undefined, base: string): string | null {
  if (!ref) return null;
  try {
    const url = new URL(ref.replace(/&amp;/g, '&'), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
