import { useEffect, useRef, useState } from 'react';

interface Props {
  /** Names the row for screen readers, e.g. 'suggestion 12'. */
  label: string;
  onConfirm: () => void;
  disabled?: boolean;
}

/** Delete with a confirmation step in place: Delete, then 'Delete?' with Yes, delete / Cancel. */
export function DeleteSuggestionButton({ label, onConfirm, disabled }: Props) {
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
        aria-label={`Delete ${label}`}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        Delete
      </button>
    );
  }
  return (
    <span className="row-actions" role="group" aria-label={`Confirm deleting ${label}`}>
      <span className="confirm-text">Delete?</span>
      <button
        type="button"
        className="btn btn-small btn-danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Yes, delete
      </button>
      <button ref={cancelRef} type="button" className="btn btn-small" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}
