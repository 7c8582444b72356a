import { Trans } from '@lingui/react/macro';
import { Fragment } from 'react';
import { findDurations, type StepDuration } from '#domain/step-durations.ts';
import { ClockIcon } from '../../../components/icons.tsx';

interface Props {
  step: string;
  onStartTimer: (duration: StepDuration) => void;
}

/** A method step with each duration in it ('bake for 25 minutes') as a button that starts a timer. */
export function StepText({ step, onStartTimer }: Props) {
  const durations = findDurations(step);
  return (
    <>
      {durations.map((d, i) => {
        const before = step.slice(i === 0 ? 0 : durations[i - 1]!.end, d.start);
        return (
          <Fragment key={d.start}>
            {before}
            <button type="button" className="timer-chip" onClick={() => onStartTimer(d)}>
              <ClockIcon />
              <span className="visually-hidden">
                <Trans>Start timer</Trans>{' '}
              </span>
              {d.text}
            </button>
          </Fragment>
        );
      })}
      {step.slice(durations.at(-1)?.end ?? 0)}
    </>
  );
}
