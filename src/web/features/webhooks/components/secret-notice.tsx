import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { copyText } from '../copy-text.ts';

interface Props {
  /** The endpoint's address, to say whose secret this is. */
  url: string;
  secret: string;
  /** Why it is shown: a new endpoint or a rotation. */
  reason: 'created' | 'rotated';
  onDone: () => void;
}

/** The signing secret, shown once (on creation and rotation) with "Copy" and the note that it will not be shown again. */
export function SecretNotice({ url, secret, reason, onDone }: Props) {
  const { t } = useLingui();
  const fieldId = useId();
  const noteId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  return (
    <section className="card webhook-secret" aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`}>
        {reason === 'created' ? <Trans>Endpoint created</Trans> : <Trans>Secret rotated</Trans>}
      </h3>
      <p className="webhook-url">{url}</p>
      <div className="field">
        <label htmlFor={fieldId}>
          <Trans>Signing secret</Trans>
        </label>
        <input
          ref={field}
          id={fieldId}
          className="input webhook-secret__value"
          readOnly
          value={secret}
          aria-describedby={noteId}
          onFocus={(e) => e.currentTarget.select()}
        />
        <p id={noteId} className="field-hint">
          {reason === 'created' ? (
            <Trans>Copy it now: it is shown only once. Your receiver checks each delivery's signature with it.</Trans>
          ) : (
            <Trans>Copy it now: it is shown only once. The old secret keeps signing beside it for 24 hours.</Trans>
          )}
        </p>
      </div>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void copyText(secret, field.current).then((ok) => setCopied(ok ? 'yes' : 'no'))}
        >
          <Trans>Copy</Trans>
        </button>
        <button type="button" className="btn" onClick={onDone}>
          <Trans>I have copied it</Trans>
        </button>
      </div>
      <p role="status" className="muted">
        {copied === 'yes' && t`Copied`}
        {copied === 'no' && t`Select the secret and copy it yourself.`}
      </p>
    </section>
  );
}
