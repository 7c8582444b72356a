import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

interface ConfirmButtonProps {
  /** The button's text, naming what it acts on ("Revoke Lentil soup"). */
  label: string;
  /** The accessible name when the text is short because a heading nearby says what it acts on ("Delete https://…"). */
  name?: string;
  /** The question asked first ("Revoke the link to Lentil soup?"). */
  question: string;
  /** The button that goes ahead ("Yes, revoke"). */
  yes: string;
  busy?: boolean;
  onConfirm: () => void;
}

/** A button that asks first, in place: the question with the go-ahead and "Cancel". */
export function ConfirmButton({ label, name, question, yes, busy, onConfirm }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="btn btn-small" aria-label={name} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="confirm-ask" role="group" aria-label={question}>
      <span>{question}</span>{' '}
      <button
        type="button"
        className="btn btn-small btn-danger"
        disabled={busy}
        onClick={() => {
          onConfirm();
          setAsking(false);
        }}
      >
        {yes}
      </button>{' '}
      <button type="button" className="btn btn-small" onClick={() => setAsking(false)}>
        <Trans>Cancel</Trans>
      </button>
    </span>
  );
}
