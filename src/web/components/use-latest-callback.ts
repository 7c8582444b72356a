import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes but which always runs the latest `fn` given: a memoized child
 * (a long list) then renders again only when its data changes, not at every render of its parent.
 */
export function useLatestCallback<A extends unknown[]>(fn: (...args: A) => unknown): (...args: A) => void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => void latest.current(...args), []);
}
