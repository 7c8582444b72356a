import type { ReadItem } from './readers/index.ts';

/** A value with every string in Unicode NFC; pictures (bytes) and other values kept as they are. */
function nfcDeep<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (Array.isArray(value)) return value.map(nfcDeep) as T;
  if (
    value &&
    typeof value === 'object' &&
    !Buffer.isBuffer(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nfcDeep(v)])) as T;
  return value;
}

/**
 * An item read from another app's file with its texts in NFC, so a name a Mac wrote in NFD
 * ("Ka\u0308sespa\u0308tzle") is stored, searched, sorted and matched as duplicate as the same word.
 */
export const nfcItem = (item: ReadItem): ReadItem => nfcDeep(item);
