import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A page's code that could not be loaded, even after retries (offline, or a deploy removed the old chunk). */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('This page could not be loaded', { cause });
    this.name = 'PageLoadError';
  }
}

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  /** Wait before try n+1 (n from 1). */
  delayMs: (attempt: number) => number;
}

export const pageRetry: RetryOptions = { attempts: 3, delayMs: (attempt) => 500 * attempt };

/** Calls `load` until it succeeds or the tries run out; then throws PageLoadError. */
export async function loadWithRetry<M>(load: () => Promise<M>, options: RetryOptions = pageRetry): Promise<M> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (err) {
      if (attempt >= options.attempts) throw new PageLoadError(err);
      await new Promise((resolve) => setTimeout(resolve, options.delayMs(attempt)));
    }
  }
}

/**
 * A lazily loaded page: each page is its own chunk, so the first load stays small. A chunk that fails
 * to load (a flaky network) is tried again; when it still fails, the route's error boundary offers a reload.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
  options?: RetryOptions,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await loadWithRetry(load, options)) }) };
}
