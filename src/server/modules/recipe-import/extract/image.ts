import { absoluteUrl } from './urls.ts';

/** The main picture: a URL string, an ImageObject (url, contentUrl, @id) or the first of an array. */
export function imageUrl(value: unknown, base: string): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const url = imageUrl(item, base);
      if (url) return url;
    }
    return null;
  }
  if (typeof value === 'string') return absoluteUrl(value.trim(), base);
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return imageUrl(obj.url ?? obj.contentUrl ?? obj['@id'], base);
  }
  return null;
}
