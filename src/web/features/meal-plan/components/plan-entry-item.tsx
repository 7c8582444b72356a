import { useDraggable } from '@dnd-kit/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PlanEntry } from '#domain/meal-plan.ts';
import { paths } from '../../../app/paths.ts';
import { entryName } from '../plan-labels.ts';

/**
 * One planned meal: the recipe (a link) or the note, its servings field, "Move" and "Remove". On a
 * pointer device the grip drags it to another day and meal; the buttons serve keyboards and phones.
 */
export function PlanEntryItem({
  entry,
  onServings,
  onMove,
  onRemove,
}: {
  entry: PlanEntry;
  onServings: (servings: number) => void;
  onMove: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const name = entryName(entry);
  const pending = entry.id < 0;
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id: entry.id, disabled: pending });
  const [servings, setServings] = useState(String(entry.servings ?? ''));
  const [shown, setShown] = useState(entry.servings);
  if (shown !== entry.servings) {
    // The server's (or a rolled-back) value replaces what was typed.
    setShown(entry.servings);
    setServings(String(entry.servings ?? ''));
  }

  function commitServings() {
    const n = Number(servings);
    if (!Number.isInteger(n) || n < 1 || n > 100) return setServings(String(entry.servings ?? ''));
    if (n !== entry.servings) onServings(n);
  }

  return (
    <li
      ref={setNodeRef}
      className={`plan-entry${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform) }}
      aria-busy={pending || undefined}
    >
      <span className="plan-entry__grip" aria-hidden="true" {...listeners}>
        ⠿
      </span>
      <span className="plan-entry__name">
        {entry.recipe ? <Link to={paths.recipe(entry.recipe.id)}>{name}</Link> : name}
      </span>
      {entry.recipe && (
        <label className="plan-entry__servings">
          <span className="visually-hidden">
            <Trans>Servings for {name}</Trans>
          </span>
          <input
            className="input"
            type="number"
            min={1}
            max={100}
            step={1}
            value={servings}
            aria-label={t`Servings for ${name}`}
            onChange={(e) => setServings(e.target.value)}
            onBlur={commitServings}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commitServings();
            }}
          />
          <span aria-hidden="true">
            <Trans context="the unit after an entry's servings field">servings</Trans>
          </span>
        </label>
      )}
      <span className="plan-entry__actions">
        <button
          type="button"
          className="btn btn-small"
          aria-label={t`Move ${name}`}
          disabled={pending}
          onClick={onMove}
        >
          <Trans>Move</Trans>
        </button>
        <button
          type="button"
          className="btn btn-small"
          aria-label={t`Remove ${name}`}
          disabled={pending}
          onClick={onRemove}
        >
          <Trans>Remove</Trans>
        </button>
      </span>
    </li>
  );
}
