import { setFlagsFromString } from 'node:v8';

/**
 * How much V8 lets the old generation grow past what survived the last full collection: 40% instead of
 * its own factor (up to 4x). Under a burst of requests, short-lived objects that live through two
 * scavenges are promoted, and with the default factor they pile up for a long while before a full
 * collection. RSS after 64 connections on the list for 6 s (idle: 141 MB): 193-239 MB by default, 166 MB
 * at 40%, 158-160 MB at 20%; the app's CPU per list request rose about 8% at 40% and 12-30% at 20%, so
 * 40%. Figures: docs/performance.md.
 */
export const HEAP_GROWING_PERCENT = 40;

/** V8 reads the flag at every heap-limit computation, so setting it at start is enough. */
export function limitHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
