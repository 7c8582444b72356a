import { useCallback, useEffect, useRef, useState } from 'react';

export interface CookTimer {
  id: number;
  /** What it times, as the step writes it: '25 minutes'. */
  label: string;
  /** The step it was started from, counting from 1. */
  step: number;
  seconds: number;
  /** Date.now() at which it rings. */
  endsAt: number;
  done: boolean;
}

const TICK_MS = 250;

/**
 * Timers that count down in real time, several at once, whatever step is shown: each knows when it ends,
 * and a tick re-renders while any runs. `onDone` runs once per timer.
 */
export function useCookTimers(onDone: (timer: CookTimer) => void) {
  const [timers, setTimers] = useState<CookTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const nextId = useRef(1);
  const doneRef = useRef(onDone);
  const timersRef = useRef(timers);
  useEffect(() => {
    doneRef.current = onDone;
    timersRef.current = timers;
  });

  const running = timers.some((t) => !t.done);
  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const due = timersRef.current.filter((t) => !t.done && t.endsAt <= at);
      if (due.length === 0) return;
      const ids = new Set(due.map((t) => t.id));
      // Marked at once, so a tick before the next render cannot ring them again.
      timersRef.current = timersRef.current.map((t) => (ids.has(t.id) ? { ...t, done: true } : t));
      setTimers((list) => list.map((t) => (ids.has(t.id) ? { ...t, done: true } : t)));
      for (const t of due) doneRef.current({ ...t, done: true });
    };
    const handle = setInterval(tick, TICK_MS);
    return () => clearInterval(handle);
  }, [running]);

  const start = useCallback((label: string, seconds: number, step: number) => {
    const at = Date.now();
    setNow(at);
    const id = nextId.current++;
    setTimers((list) => [...list, { id, label, step, seconds, endsAt: at + seconds * 1000, done: false }]);
  }, []);

  const remove = useCallback((id: number) => setTimers((list) => list.filter((t) => t.id !== id)), []);

  return { timers, now, start, remove };
}
