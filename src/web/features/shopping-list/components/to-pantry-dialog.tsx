import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';

interface Props {
  /** The item as the list shows it, "3 onions". */
  itemText: string;
  onAdd: (bestBefore: string | undefined) => void;
  onClose: () => void;
}

/** "Add to pantry" of a ticked item: its amounts go to the pantry, with a best-before date if given. */
export function ToPantryDialog({ itemText, onAdd, onClose }: Props) {
  const { t } = useLingui();
  const [bestBefore, setBestBefore] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(bestBefore || undefined);
  };
  return (
    <Dialog title={t`Add ${itemText} to the pantry`} onClose={onClose}>
      <form className="list-dialog-form" onSubmit={submit} noValidate>
        <TextField
          label={t`Best before`}
          hint={t`Optional`}
          type="date"
          value={bestBefore}
          onChange={(e) => setBestBefore(e.target.value)}
        />
        <div className="row">
          <button type="submit" className="btn btn-primary">
            <Trans>Add</Trans>
          </button>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
