import { useState } from 'react';
import type { PlanEntry } from '#domain/meal-plan.ts';
import { usePlanToListMutation, type ToListResult, type WeekArgs } from '../plan-api.ts';
import { failureMessage } from '../plan-labels.ts';

/** "N recipes added to your shopping list": the week's recipes now on the list, then any skipped by name. */
export function toListSummary(entries: PlanEntry[], result: ToListResult): string {
  const onList = new Set(result.list.recipes.map((r) => r.id));
  const skipped = new Set(result.skipped.map((s) => s.id));
  const added = new Set(
    entries.flatMap((e) => (e.recipe && !skipped.has(e.recipe.id) && onList.has(e.recipe.id) ? [e.recipe.id] : [])),
  );
  const count = `${added.size} ${added.size === 1 ? 'recipe' : 'recipes'} added to your shopping list.`;
  if (result.skipped.length === 0) return count;
  return `${count} Skipped, no longer available: ${result.skipped.map((s) => s.name).join(', ')}.`;
}

/** "Add week to list": every recipe of the shown week onto the shopping list, in one request. */
export function WeekToList({ week, entries }: { week: WeekArgs; entries: PlanEntry[] }) {
  const [toList, state] = usePlanToListMutation();
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);

  async function run() {
    setStatus('');
    const result = await toList(week);
    setFailed('error' in result);
    setStatus(
      'error' in result
        ? `Adding the week to the list failed: ${failureMessage(result.error)}`
        : toListSummary(entries, result.data),
    );
  }

  return (
    <>
      <button type="button" className="btn btn-primary" disabled={state.isLoading} onClick={() => void run()}>
        Add week to list
      </button>
      <p className="plan-page__status" role={failed ? 'alert' : 'status'}>
        {status}
        {failed && (
          <button type="button" className="btn btn-small" onClick={() => void run()}>
            Try again
          </button>
        )}
      </p>
    </>
  );
}
