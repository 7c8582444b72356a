import { i18n } from '@lingui/core';
import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PlanEntry } from '#domain/meal-plan.ts';
import { usePlanToListMutation, type ToListResult, type WeekArgs } from '../plan-api.ts';
import { formatterFor, formattingLocale } from '../../../app/i18n/format.ts';
import { failureMessage } from '../plan-labels.ts';

/** "N recipes added to your shopping list": the week's recipes now on the list, then any skipped by name. */
export function toListSummary(entries: PlanEntry[], result: ToListResult): string {
  const onList = new Set(result.list.recipes.map((r) => r.id));
  const skipped = new Set(result.skipped.map((s) => s.id));
  const added = new Set(
    entries.flatMap((e) => (e.recipe && !skipped.has(e.recipe.id) && onList.has(e.recipe.id) ? [e.recipe.id] : [])),
  );
  const size = added.size;
  const count = translate`${plural(size, {
    one: '# recipe added to your shopping list.',
    other: '# recipes added to your shopping list.',
  })}`;
  if (result.skipped.length === 0) return count;
  // Names as written, separated as the language separates a plain list ("a, b, c" in English).
  const names = formatterFor(formattingLocale(i18n.locale)).list(
    result.skipped.map((s) => s.name),
    { type: 'unit', style: 'short' },
  );
  return `${count} ${translate`Skipped, no longer available: ${names}.`}`;
}

/** "Add week to list": every recipe of the shown week onto the shopping list, in one request. */
export function WeekToList({ week, entries }: { week: WeekArgs; entries: PlanEntry[] }) {
  const { t } = useLingui();
  const [toList, state] = usePlanToListMutation();
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);

  async function run() {
    setStatus('');
    const result = await toList(week);
    setFailed('error' in result);
    if ('error' in result) {
      const reason = failureMessage(result.error);
      setStatus(t`Adding the week to the list failed: ${reason}`);
    } else setStatus(toListSummary(entries, result.data));
  }

  return (
    <>
      <button type="button" className="btn btn-primary" disabled={state.isLoading} onClick={() => void run()}>
        <Trans>Add week to list</Trans>
      </button>
      <p className="plan-page__status" role={failed ? 'alert' : 'status'}>
        {status}
        {failed && (
          <button type="button" className="btn btn-small" onClick={() => void run()}>
            <Trans>Try again</Trans>
          </button>
        )}
      </p>
    </>
  );
}
