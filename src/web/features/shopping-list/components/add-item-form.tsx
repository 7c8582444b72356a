import { useState, type FormEvent } from 'react';
import { ListLimits } from '#domain/constants.ts';

/** 'Add an item': free text ("2 lb chicken thighs", "paper towels"), parsed and merged by the server. */
export function AddItemForm({ onAdd }: { onAdd: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
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
        Add an item
      </label>
      <input
        id="add-item"
        className="input"
        value={text}
        maxLength={ListLimits.maxTextLength}
        placeholder="Add an item, e.g. 2 lb chicken thighs"
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn" disabled={busy || !text.trim()} aria-busy={busy}>
        Add
      </button>
    </form>
  );
}
