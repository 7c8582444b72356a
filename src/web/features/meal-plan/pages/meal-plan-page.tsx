import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { Meal, PlanEntry } from '#domain/meal-plan.ts';
import {
  addPlanDays,
  isCalendarDate,
  isInPlanRange,
  localToday,
  mondayOf,
  planDates,
  shortLabel,
  weekdayLabel,
} from '#domain/plan-dates.ts';
import { Loading } from '../../../components/loading.tsx';
import { AddMealDialog } from '../components/add-meal-dialog.tsx';
import { CalendarDialog } from '../components/calendar-dialog.tsx';
import { FillDialog } from '../components/fill-dialog.tsx';
import { MoveDialog } from '../components/move-dialog.tsx';
import { PlanDay } from '../components/plan-day.tsx';
import { PlanEntryItem } from '../components/plan-entry-item.tsx';
import { WeekToList } from '../components/week-to-list.tsx';
import {
  useAddPlanEntryMutation,
  useChangePlanEntryMutation,
  useFillPlanMutation,
  useGetPlanQuery,
  useRemovePlanEntryMutation,
  type NewPlanEntry,
  type PlanEntryChange,
} from '../plan-api.ts';
import { entryName, failureMessage } from '../plan-labels.ts';
import '../meal-plan.css';

type Open =
  { kind: 'add'; date: string } | { kind: 'move'; entry: PlanEntry } | { kind: 'fill' } | { kind: 'calendar' };

/** The week (Monday to Sunday) holding ?from=, by default this week on the browser's own calendar. */
function useShownWeek() {
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const asked = params.get('from') ?? '';
  const from = isCalendarDate(asked) && isInPlanRange(asked) ? mondayOf(asked) : mondayOf(today);
  return { from, today, go: (monday: string) => setParams({ from: monday }) };
}

/** /user/plan: the household's meal plan, a week at a time. */
export function MealPlanPage() {
  const { from, today, go } = useShownWeek();
  const week = { from, days: 7 };
  const weekWithEnd = { ...week, to: addPlanDays(from, 7) };
  const plan = useGetPlanQuery(week);
  const [addEntry] = useAddPlanEntryMutation();
  const [changeEntry] = useChangePlanEntryMutation();
  const [removeEntry] = useRemovePlanEntryMutation();
  const [fillPlan] = useFillPlanMutation();
  const [open, setOpen] = useState<Open | null>(null);
  const [failure, setFailure] = useState<{ message: string; retry: () => void } | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 8 } }));

  /** Runs a change; a refusal (already rolled back) is said with a way to try again. */
  async function attempt(what: string, run: () => Promise<unknown>) {
    setFailure(null);
    try {
      await run();
    } catch (error) {
      const message = `${what} failed: ${failureMessage(error)}`;
      toast.error(message);
      setFailure({ message, retry: () => void attempt(what, run) });
    }
  }

  const add = (entry: NewPlanEntry) =>
    void attempt(`Adding ${entry.recipe?.name ?? entry.note}`, () => addEntry({ entry, week: weekWithEnd }).unwrap());
  const change = (entry: PlanEntry, fields: Omit<PlanEntryChange, 'id'>, what: string) =>
    void attempt(`${what} ${entryName(entry)}`, () =>
      changeEntry({ change: { id: entry.id, ...fields }, week }).unwrap(),
    );
  const remove = (entry: PlanEntry) =>
    void attempt(`Removing ${entryName(entry)}`, () => removeEntry({ id: entry.id, week }).unwrap());

  function onDragEnd(event: DragEndEvent) {
    const entry = plan.data?.entries.find((e) => e.id === event.active.id);
    if (!entry || !event.over) return;
    const [date, meal] = String(event.over.id).split('|') as [string, Meal];
    if (date !== entry.date || meal !== entry.meal) change(entry, { date, meal }, 'Moving');
  }

  const entries = plan.data?.entries ?? [];
  return (
    <main id="main" className="page plan-page">
      <header className="plan-page__head">
        <h1>Meal plan</h1>
        <p className="plan-page__range">
          {shortLabel(from)} – {shortLabel(addPlanDays(from, 6))}
        </p>
        <nav className="plan-page__weeks" aria-label="Weeks">
          <button type="button" className="btn btn-small" onClick={() => go(addPlanDays(from, -7))}>
            Previous week
          </button>
          <button type="button" className="btn btn-small" onClick={() => go(mondayOf(today))}>
            This week
          </button>
          <button type="button" className="btn btn-small" onClick={() => go(addPlanDays(from, 7))}>
            Next week
          </button>
        </nav>
        <div className="plan-page__tools">
          <button type="button" className="btn" onClick={() => setOpen({ kind: 'fill' })}>
            Fill the week
          </button>
          <WeekToList week={week} entries={entries} />
          <button type="button" className="btn" onClick={() => setOpen({ kind: 'calendar' })}>
            Calendar
          </button>
        </div>
      </header>
      {failure && (
        <div className="alert alert-danger" role="alert">
          <p>{failure.message}</p>
          <button type="button" className="btn btn-small" onClick={failure.retry}>
            Try again
          </button>
        </div>
      )}
      {plan.isError ? (
        <div className="alert alert-danger" role="alert">
          <p>We could not load the plan. {failureMessage(plan.error)}</p>
          <button type="button" className="btn" onClick={() => void plan.refetch()}>
            Try again
          </button>
        </div>
      ) : plan.isLoading ? (
        <Loading />
      ) : (
        <DndContext sensors={sensors} onDragEnd={onDragEnd}>
          <div className="plan-week">
            {planDates(from, 7).map((date) => (
              <PlanDay
                key={date}
                date={date}
                isToday={date === today}
                entries={entries.filter((e) => e.date === date)}
                onAdd={() => setOpen({ kind: 'add', date })}
                renderEntry={(entry) => (
                  <PlanEntryItem
                    key={entry.id}
                    entry={entry}
                    onServings={(servings) => change(entry, { servings }, 'Changing the servings of')}
                    onMove={() => setOpen({ kind: 'move', entry })}
                    onRemove={() => remove(entry)}
                  />
                )}
              />
            ))}
          </div>
        </DndContext>
      )}
      {open?.kind === 'add' && (
        <AddMealDialog date={open.date} dayLabel={weekdayLabel(open.date)} onAdd={add} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'move' && (
        <MoveDialog
          entry={open.entry}
          onMove={(date, meal) => change(open.entry, { date, meal }, 'Moving')}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'fill' && (
        <FillDialog
          week={week}
          onClose={() => setOpen(null)}
          onFill={async (args) => {
            const result = await fillPlan(args);
            if ('data' in result) return result.data;
            toast.error(`Filling the week failed: ${failureMessage(result.error)}`);
            return undefined;
          }}
        />
      )}
      {open?.kind === 'calendar' && <CalendarDialog onClose={() => setOpen(null)} />}
    </main>
  );
}
