import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ListLimits } from '#domain/constants.ts';

/** 'Add an item': free text ("2 lb chicken thighs", "paper towels"), parsed and merged by the server. */
export function AddItemForm({ onAdd }: { onAdd: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setBusy(true);
    if (await onAdd(value)) setText('');
    setBusy(false);
  };
  return (
    <form className="add-item-form row" onSubmit={(e) => void submit(e)}>
      <label className="visually-hidden" htmlFor="add-item">
        <Trans>Add an item</Trans>
      </label>
      <input
        id="add-item"
        className="input"
        value={text}
        maxLength={ListLimits.maxTextLength}
        placeholder={t`Add an item, e.g. 2 lb chicken thighs`}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn" disabled={busy || !text.trim()} aria-busy={busy}>
        <Trans>Add</Trans>
      </button>
    </form>
  );
}
