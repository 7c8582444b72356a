import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { StepDuration } from '#domain/step-durations.ts';
import { CookTimers } from './cook-timers.tsx';
import { StepText } from './step-text.tsx';
import type { CookTimer } from './use-cook-timers.ts';
import { useSwipe } from './use-swipe.ts';
import { useWakeLock } from './use-wake-lock.ts';

interface Props {
  title: string;
  steps: string[];
  /** The ingredient lines as shown on the page (scaled to its servings). */
  ingredients: string[];
  timers: { timers: CookTimer[]; now: number; remove: (id: number) => void };
  onStartTimer: (duration: StepDuration, step: number) => void;
  onClose: () => void;
}

/**
 * Cook mode (issue 9): a full-screen dialog with one step at a time in large text. Next and previous by
 * buttons, the arrow keys and a swipe; Escape leaves. The ingredients are one tap away and the screen
 * stays on while it is open.
 */
export function CookMode({ title, steps, ingredients, timers, onStartTimer, onClose }: Props) {
  const [index, setIndex] = useState(0);
  const [showIngredients, setShowIngredients] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  const last = steps.length - 1;
  const next = () => setIndex((i) => Math.min(i + 1, last));
  const previous = () => setIndex((i) => Math.max(i - 1, 0));
  const swipe = useSwipe(next, previous);
  useWakeLock(true);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      } else if (e.key === 'ArrowRight' || e.key === 'ArrowDown' || e.key === 'PageDown') {
        e.preventDefault();
        setIndex((i) => Math.min(i + 1, last));
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp' || e.key === 'PageUp') {
        e.preventDefault();
        setIndex((i) => Math.max(i - 1, 0));
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, last]);

  // Focus stays inside the dialog: Tab from the last control goes back to the first.
  const trapTab = (e: React.KeyboardEvent) => {
    if (e.key !== 'Tab' || !dialog.current) return;
    const focusable = dialog.current.querySelectorAll<HTMLElement>('button:not([disabled])');
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const lastEl = focusable[focusable.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      lastEl.focus();
    } else if (!e.shiftKey && document.activeElement === lastEl) {
      e.preventDefault();
      first.focus();
    }
  };

  const stepNumber = index + 1;
  const stepCount = steps.length;
  return createPortal(
    <div
      ref={dialog}
      className="cook-mode"
      role="dialog"
      aria-modal="true"
      aria-labelledby="cook-mode-title"
      tabIndex={-1}
      onKeyDown={trapTab}
    >
      <header className="cook-mode__bar">
        <div>
          <h2 id="cook-mode-title">{title}</h2>
          <p className="cook-mode__progress">
            <Trans>
              Step {stepNumber} of {stepCount}
            </Trans>
          </p>
        </div>
        <div className="cook-mode__tools">
          <button
            type="button"
            className="btn"
            aria-expanded={showIngredients}
            aria-controls="cook-mode-ingredients"
            onClick={() => setShowIngredients((v) => !v)}
          >
            <Trans>Ingredients</Trans>
          </button>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Leave cook mode</Trans>
          </button>
        </div>
      </header>
      {showIngredients && (
        <section id="cook-mode-ingredients" className="cook-mode__ingredients" aria-label={t`Ingredients`}>
          <ul>
            {ingredients.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <div className="cook-mode__stage" {...swipe}>
        <p className="cook-mode__step" aria-live="polite">
          <StepText key={index} step={steps[index] ?? ''} onStartTimer={(d) => onStartTimer(d, index + 1)} />
        </p>
      </div>
      <CookTimers timers={timers.timers} now={timers.now} onRemove={timers.remove} />
      <footer className="cook-mode__nav">
        <button type="button" className="btn" onClick={previous} disabled={index === 0}>
          <span aria-hidden="true" className="flips-in-rtl">
            ←
          </span>{' '}
          <Trans>Previous step</Trans>
        </button>
        <button type="button" className="btn btn-primary" onClick={next} disabled={index === last}>
          <Trans>Next step</Trans>{' '}
          <span aria-hidden="true" className="flips-in-rtl">
            →
          </span>
        </button>
      </footer>
    </div>,
    document.body,
  );
}
