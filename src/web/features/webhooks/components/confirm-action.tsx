import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

interface Props {
  /** What the button says ("Delete"): short, as the endpoint's address is the card's heading. */
  label: string;
  /** The button's accessible name, naming the endpoint ("Delete https://…"). */
  name: string;
  /** The question asked first. */
  question: string;
  /** The go-ahead ("Yes, delete"). */
  yes: string;
  busy?: boolean;
  onConfirm: () => void;
}

/** A small button that asks first, in place (as the shared ConfirmButton, with a short visible label). */
export function ConfirmAction({ label, name, question, yes, busy, onConfirm }: Props) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="btn btn-small" aria-label={name} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
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
