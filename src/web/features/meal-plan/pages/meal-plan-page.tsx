import { Trans, useLingui } from '@lingui/react/macro';
import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { Meal, PlanEntry } from '#domain/meal-plan.ts';
import { addPlanDays, isCalendarDate, isInPlanRange, localToday, mondayOf, planDates } from '#domain/plan-dates.ts';
import { useFormat } from '../../../app/i18n/format.ts';
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
import { DAY_FORMAT, entryName, failureMessage, planDate, SHORT_FORMAT } from '../plan-labels.ts';
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
  const { t } = useLingui();
  const f = useFormat();
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

  /** Runs a change; a refusal (already rolled back) is said, in words made from the reason, with a way to try again. */
  async function attempt(say: (reason: string) => string, run: () => Promise<unknown>) {
    setFailure(null);
    try {
      await run();
    } catch (error) {
      const message = say(failureMessage(error));
      toast.error(message);
      setFailure({ message, retry: () => void attempt(say, run) });
    }
  }

  const add = (entry: NewPlanEntry) => {
    const name = entry.recipe?.name ?? entry.note ?? '';
    void attempt(
      (reason) => t`Adding ${name} failed: ${reason}`,
      () => addEntry({ entry, week: weekWithEnd }).unwrap(),
    );
  };
  const change = (entry: PlanEntry, fields: Omit<PlanEntryChange, 'id'>, say: (reason: string) => string) =>
    void attempt(say, () => changeEntry({ change: { id: entry.id, ...fields }, week }).unwrap());
  const move = (entry: PlanEntry, date: string, meal: Meal) => {
    const name = entryName(entry);
    change(entry, { date, meal }, (reason) => t`Moving ${name} failed: ${reason}`);
  };
  const remove = (entry: PlanEntry) => {
    const name = entryName(entry);
    void attempt(
      (reason) => t`Removing ${name} failed: ${reason}`,
      () => removeEntry({ id: entry.id, week }).unwrap(),
    );
  };

  function onDragEnd(event: DragEndEvent) {
    const entry = plan.data?.entries.find((e) => e.id === event.active.id);
    if (!entry || !event.over) return;
    const [date, meal] = String(event.over.id).split('|') as [string, Meal];
    if (date !== entry.date || meal !== entry.meal) move(entry, date, meal);
  }

  const entries = plan.data?.entries ?? [];
  const first = f.date(planDate(from), SHORT_FORMAT);
  const last = f.date(planDate(addPlanDays(from, 6)), SHORT_FORMAT);
  const reason = plan.isError ? failureMessage(plan.error) : '';
  return (
    <main id="main" className="page plan-page">
      <header className="plan-page__head">
        <h1>
          <Trans>Meal plan</Trans>
        </h1>
        <p className="plan-page__range">
          <Trans>
            {first} – {last}
          </Trans>
        </p>
        <nav className="plan-page__weeks" aria-label={t`Weeks`}>
          <button type="button" className="btn btn-small" onClick={() => go(addPlanDays(from, -7))}>
            <Trans>Previous week</Trans>
          </button>
          <button type="button" className="btn btn-small" onClick={() => go(mondayOf(today))}>
            <Trans>This week</Trans>
          </button>
          <button type="button" className="btn btn-small" onClick={() => go(addPlanDays(from, 7))}>
            <Trans>Next week</Trans>
          </button>
        </nav>
        <div className="plan-page__tools">
          <button type="button" className="btn" onClick={() => setOpen({ kind: 'fill' })}>
            <Trans>Fill the week</Trans>
          </button>
          <WeekToList week={week} entries={entries} />
          <button type="button" className="btn" onClick={() => setOpen({ kind: 'calendar' })}>
            <Trans>Calendar</Trans>
          </button>
        </div>
      </header>
      {failure && (
        <div className="alert alert-danger" role="alert">
          <p>{failure.message}</p>
          <button type="button" className="btn btn-small" onClick={failure.retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {plan.isError ? (
        <div className="alert alert-danger" role="alert">
          <p>
            <Trans>We could not load the plan. {reason}</Trans>
          </p>
          <button type="button" className="btn" onClick={() => void plan.refetch()}>
            <Trans>Try again</Trans>
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
                    onServings={(servings) => {
                      const name = entryName(entry);
                      change(entry, { servings }, (reason) => t`Changing the servings of ${name} failed: ${reason}`);
                    }}
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
        <AddMealDialog
          date={open.date}
          dayLabel={f.date(planDate(open.date), DAY_FORMAT)}
          onAdd={add}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'move' && (
        <MoveDialog
          entry={open.entry}
          onMove={(date, meal) => move(open.entry, date, meal)}
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
            const reason = failureMessage(result.error);
            toast.error(t`Filling the week failed: ${reason}`);
            return undefined;
          }}
        />
      )}
      {open?.kind === 'calendar' && <CalendarDialog onClose={() => setOpen(null)} />}
    </main>
  );
}
