import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` at once, then `step` more in each later task until all
 * are there. A page of 25 recipe cards rendered in one go is one long task on a phone's CPU, which
 * delays the first tap; in steps, the browser can answer input between them. Items already shown stay.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((n) => n + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
