import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { CreatedShare } from '#domain/share.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { useCreateShareMutation } from '../shares-api.ts';

/** What a link opens: one recipe of the catalogue or one of the user's collections. */
export type ShareTarget = { recipeId: number } | { collectionId: number };

/** The "Expires" choices: days ahead, 0 for never. */
const EXPIRY_DAYS = [0, 1, 7, 30] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The expiry sent for a choice: null (never) or that many days from now, as ISO 8601 UTC. */
const expiryFor = (days: number, now = Date.now()) => (days === 0 ? null : new Date(now + days * DAY_MS).toISOString());

/** Puts text on the clipboard; the selected field and the old command where the Clipboard API is missing. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  }
}

/** "Share" (contract §8): "Expires", "Create link", then the link once, read-only, with "Copy". */
export function ShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const { t } = useLingui();
  const selectId = useId();
  const linkId = useId();
  const noteId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [days, setDays] = useState(0);
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const [createShare, state] = useCreateShareMutation();

  const dayLabel = (n: number) => (n === 0 ? t`Never` : t`${plural(n, { one: '# day', other: '# days' })}`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await createShare({ ...target, expiresAt: expiryFor(days) });
    if ('data' in result && result.data) setCreated(result.data);
  }

  async function copy() {
    if (!created) return;
    setCopied((await copyText(created.url, field.current)) ? 'yes' : 'no');
  }

  return (
    <Dialog title={t`Share`} onClose={onClose}>
      {created ? (
        <div className="stack">
          <div className="field">
            <label htmlFor={linkId}>
              <Trans>Share link</Trans>
            </label>
            <input
              ref={field}
              id={linkId}
              className="input"
              readOnly
              value={created.url}
              aria-describedby={noteId}
              onFocus={(e) => e.currentTarget.select()}
            />
            <p id={noteId} className="field-hint">
              <Trans>Copy it now: it is shown only once</Trans>
            </p>
          </div>
          <div className="form-actions">
            <button type="button" className="btn btn-primary" onClick={() => void copy()}>
              <Trans>Copy</Trans>
            </button>
          </div>
          <p role="status" className="muted">
            {copied === 'yes' && t`Copied`}
            {copied === 'no' && t`Select the link and copy it yourself.`}
          </p>
        </div>
      ) : (
        <form className="stack" onSubmit={(e) => void submit(e)}>
          <div className="field">
            <label htmlFor={selectId}>
              <Trans>Expires</Trans>
            </label>
            <select id={selectId} className="select" value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {EXPIRY_DAYS.map((n) => (
                <option key={n} value={n}>
                  {dayLabel(n)}
                </option>
              ))}
            </select>
          </div>
          {state.isError && (
            <p className="alert alert-danger" role="alert">
              {(state.error as ApiFailure).message}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={state.isLoading}>
              <Trans>Create link</Trans>
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
