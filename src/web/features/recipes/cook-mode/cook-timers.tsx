import { formatCountdown } from '#domain/step-durations.ts';
import type { CookTimer } from './use-cook-timers.ts';

interface Props {
  timers: CookTimer[];
  now: number;
  onRemove: (id: number) => void;
}

/** The running and finished timers, each with its time left and a button to stop or dismiss it. */
export function CookTimers({ timers, now, onRemove }: Props) {
  if (timers.length === 0) return null;
  return (
    <section className="cook-timers" aria-label="Timers">
      <ul>
        {timers.map((t) => {
          const left = formatCountdown((t.endsAt - now) / 1000);
          return (
            <li key={t.id} className={t.done ? 'cook-timer cook-timer--done' : 'cook-timer'}>
              <span className="cook-timer__label">
                Step {t.step}: {t.label}
              </span>
              <span className="cook-timer__time" role="timer" aria-label={`${t.label} timer`}>
                {t.done ? 'Done!' : left}
              </span>
              <button type="button" className="btn btn-small" onClick={() => onRemove(t.id)}>
                {t.done ? 'Dismiss' : 'Stop'}
                <span className="visually-hidden"> timer {t.label}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="assertive">
        {timers
          .filter((t) => t.done)
          .map((t) => `Timer ${t.label} for step ${t.step} is done.`)
          .join(' ')}
      </p>
    </section>
  );
}
