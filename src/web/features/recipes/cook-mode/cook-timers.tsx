import { Trans, useLingui } from '@lingui/react/macro';
import { formatCountdown } from '#domain/step-durations.ts';
import type { CookTimer } from './use-cook-timers.ts';

interface Props {
  timers: CookTimer[];
  now: number;
  onRemove: (id: number) => void;
}

/** The running and finished timers, each with its time left and a button to stop or dismiss it. */
export function CookTimers({ timers, now, onRemove }: Props) {
  const { t } = useLingui();
  if (timers.length === 0) return null;
  return (
    <section className="cook-timers" aria-label={t`Timers`}>
      <ul>
        {timers.map((timer) => {
          const left = formatCountdown((timer.endsAt - now) / 1000);
          const { step, label } = timer;
          return (
            <li key={timer.id} className={timer.done ? 'cook-timer cook-timer--done' : 'cook-timer'}>
              <span className="cook-timer__label">
                <Trans>
                  Step {step}: {label}
                </Trans>
              </span>
              <span className="cook-timer__time" role="timer" aria-label={t`${label} timer`}>
                {timer.done ? t`Done!` : left}
              </span>
              <button type="button" className="btn btn-small" onClick={() => onRemove(timer.id)}>
                {timer.done ? (
                  <Trans>
                    Dismiss<span className="visually-hidden"> timer {label}</span>
                  </Trans>
                ) : (
                  <Trans>
                    Stop<span className="visually-hidden"> timer {label}</span>
                  </Trans>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="assertive">
        {timers
          .filter((timer) => timer.done)
          .map(({ label, step }) => t`Timer ${label} for step ${step} is done.`)
          .join(' ')}
      </p>
    </section>
  );
}
