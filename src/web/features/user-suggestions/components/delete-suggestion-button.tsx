import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

interface Props {
  /** The suggestion's id, to name the row for screen readers ('Delete suggestion 12'). */
  id: number;
  onConfirm: () => void;
  disabled?: boolean;
}

/** Delete with a confirmation step in place: Delete, then 'Delete?' with Yes, delete / Cancel. */
export function DeleteSuggestionButton({ id, onConfirm, disabled }: Props) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    // Keep the keyboard focus on the control that replaced the one just pressed.
    if (asking) cancelRef.current?.focus();
    else if (wasAsking.current) deleteRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={deleteRef}
        type="button"
        className="btn btn-small btn-danger"
        aria-label={t`Delete suggestion ${id}`}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        <Trans>Delete</Trans>
      </button>
    );
  }
  return (
    <span className="row-actions" role="group" aria-label={t`Confirm deleting suggestion ${id}`}>
      <span className="confirm-text">
        <Trans>Delete?</Trans>
      </span>
      <button
        type="button"
        className="btn btn-small btn-danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        <Trans>Yes, delete</Trans>
      </button>
      <button ref={cancelRef} type="button" className="btn btn-small" onClick={() => setAsking(false)}>
        <Trans>Cancel</Trans>
      </button>
    </span>
  );
}
