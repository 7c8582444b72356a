import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { HouseholdListLimits } from '#domain/constants.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';

interface Props {
  title: string;
  submitLabel: string;
  initialName?: string;
  busy: boolean;
  /** Sends the name; answers why it was refused, or nothing once it is done. */
  save: (name: string) => Promise<string | undefined>;
  onClose: () => void;
}

/** A list's name asked in a dialog ("New list", "Rename"); the server's refusal (a taken name) is shown. */
export function ListNameDialog({ title, submitLabel, initialName = '', busy, save, onClose }: Props) {
  const { t } = useLingui();
  const [name, setName] = useState(initialName);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setFailure(t`Give the list a name.`);
    setFailure(await save(name.trim()));
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <form className="list-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t`Name`}
          value={name}
          maxLength={HouseholdListLimits.maxNameLength}
          autoFocus
          required
          onChange={(e) => setName(e.target.value)}
        />
        {failure && (
          <p className="alert alert-danger" role="alert">
            {failure}
          </p>
        )}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {submitLabel}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
