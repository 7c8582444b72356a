import { useDroppable } from '@dnd-kit/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { MEALS, type Meal } from '#domain/constants.ts';
import type { PlanEntry } from '#domain/meal-plan.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { DAY_FORMAT, MEAL_LABELS, planDate } from '../plan-labels.ts';

export const slotId = (date: string, meal: Meal) => `${date}|${meal}`;

function MealSlot({ date, meal, children }: { date: string; meal: Meal; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: slotId(date, meal) });
  return (
    <div ref={setNodeRef} className={`plan-slot${isOver ? ' is-over' : ''}`}>
      {children}
    </div>
  );
}

/** A day of the week: a region named "Monday, November 30", its entries by meal, and "Add a meal". */
export function PlanDay({
  date,
  isToday,
  entries,
  renderEntry,
  onAdd,
}: {
  date: string;
  isToday: boolean;
  entries: PlanEntry[];
  renderEntry: (entry: PlanEntry) => ReactNode;
  onAdd: () => void;
}) {
  const { t } = useLingui();
  const f = useFormat();
  const headingId = useId();
  return (
    <section
      className={`plan-day${isToday ? ' is-today' : ''}`}
      aria-labelledby={headingId}
      // The head, a row per meal and "Add a meal": rows of the week's grid (meal-plan.css).
      style={{ gridRow: `span ${MEALS.length + 2}` }}
    >
      <header className="plan-day__head">
        <h2 id={headingId} aria-current={isToday ? 'date' : undefined}>
          {f.date(planDate(date), DAY_FORMAT)}
        </h2>
        {isToday && (
          <span className="badge">
            <Trans>Today</Trans>
          </span>
        )}
      </header>
      {MEALS.map((meal) => {
        const ofMeal = entries.filter((e) => e.meal === meal);
        return (
          <MealSlot key={meal} date={date} meal={meal}>
            <h3 className="plan-slot__meal">{t(MEAL_LABELS[meal])}</h3>
            {ofMeal.length > 0 && <ul className="plan-slot__entries">{ofMeal.map(renderEntry)}</ul>}
          </MealSlot>
        );
      })}
      <button type="button" className="btn btn-small plan-day__add" onClick={onAdd}>
        <Trans>Add a meal</Trans>
      </button>
    </section>
  );
}
