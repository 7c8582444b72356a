import { absoluteUrl } from './urls.ts';

type Node = Record<string, unknown>;

/** The page's JSON-LD nodes by `@id`, so that a reference (`{ "@id": "…#primaryimage" }`) reads as its node. */
export type NodesById = ReadonlyMap<string, Node>;

/**
 * The main picture: a URL string, an ImageObject (`url`, else `contentUrl`, each a string, an array or
 * another ImageObject), a reference to an ImageObject elsewhere in the page's graph, or the first usable
 * item of an array. An `@id` is a picture's address only when it is no reference within a page (`#…`).
 */
export function imageUrl(value: unknown, base: string, byId: NodesById = new Map(), depth = 0): string | null {
  if (depth > 6) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const url = imageUrl(item, base, byId, depth + 1);
      if (url) return url;
    }
    return null;
  }
  if (typeof value === 'string') return absoluteUrl(value, base);
  if (value && typeof value === 'object') {
    const obj = value as Node;
    const id = typeof obj['@id'] === 'string' ? obj['@id'] : undefined;
    const target = id !== undefined && obj.url === undefined && obj.contentUrl === undefined ? byId.get(id) : undefined;
    if (target && target !== obj) return imageUrl(target, base, byId, depth + 1);
    return (
      imageUrl(obj.url, base, byId, depth + 1) ??
      imageUrl(obj.contentUrl, base, byId, depth + 1) ??
      (id && !id.includes('#') ? absoluteUrl(id, base) : null)
    );
  }
  return null;
}
