import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { NotificationLimits, type NotificationSettings } from '#domain/notification.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { TextField } from '../../../components/text-field.tsx';
import { fieldErrorsOf } from '../../webhooks/index.ts';
import { useUpdateNotificationSettingsMutation } from '../notifications-api.ts';

/**
 * The ntfy topic address and its optional token. The token is never shown back: an empty field keeps the one
 * stored, "Forget the stored token" clears it.
 */
export function NtfySettings({ settings }: { settings: NotificationSettings }) {
  const { t } = useLingui();
  const [url, setUrl] = useState(settings.ntfyUrl ?? '');
  const [token, setToken] = useState('');
  const [forgetToken, setForgetToken] = useState(false);
  const [update, state] = useUpdateNotificationSettingsMutation();
  const [failure, setFailure] = useState<ApiFailure>();
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const ntfyUrl = url.trim() || null;
    const tokenChange = token.trim() ? { ntfyToken: token.trim() } : forgetToken ? { ntfyToken: null } : {};
    const result = await update({ ntfyUrl, ...(ntfyUrl ? tokenChange : {}) });
    if ('error' in result) return setFailure(result.error as ApiFailure);
    setFailure(undefined);
    setToken('');
    setForgetToken(false);
    setSaved(true);
  }

  const errors = fieldErrorsOf(failure);
  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t`ntfy topic address`}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={url}
        maxLength={NotificationLimits.maxUrlLength}
        error={errors.ntfyUrl}
        hint={t`Such as https://ntfy.sh/your-secret-topic. Subscribe to the same topic in the ntfy app. Empty: no ntfy.`}
        onChange={(e) => setUrl(e.target.value)}
      />
      <TextField
        label={t`Access token (optional)`}
        type="password"
        autoComplete="off"
        value={token}
        maxLength={NotificationLimits.maxTokenLength}
        error={errors.ntfyToken}
        hint={t`Only if your ntfy server needs one. It is never shown again: leave this empty to keep the stored one.`}
        onChange={(e) => setToken(e.target.value)}
      />
      <label className="checkbox">
        <input type="checkbox" checked={forgetToken} onChange={(e) => setForgetToken(e.target.checked)} />
        <Trans>Forget the stored token</Trans>
      </label>
      {failure && failure.message && (
        <p className="alert alert-danger" role="alert">
          {failure.message}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={state.isLoading}>
          <Trans>Save</Trans>
        </button>
      </div>
      <p role="status" className="muted">
        {saved && t`Saved`}
      </p>
    </form>
  );
}
