import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

/**
 * A modal dialog named by its heading: the native <dialog> (focus trap, Escape, inert page) opened with
 * showModal when it mounts. Closing it (Escape or "Close") calls onClose; the parent unmounts it.
 */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => dialog.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className="app-dialog"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="app-dialog__head">
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="btn btn-small" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      {children}
    </dialog>
  );
}
