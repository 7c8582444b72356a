import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { WebhookLimits, type Endpoint } from '#domain/webhook.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { TextField } from '../../../components/text-field.tsx';
import { EVENT_TEXTS, eventTypesOf, fieldErrorsOf, type SubscribableType } from '../webhook-texts.ts';
import type { WebhookScope } from '../webhooks-api.ts';

/** What the form sends: the address, the chosen events in the listed order, the description (null: none). */
export interface WebhookFormValues {
  url: string;
  events: SubscribableType[];
  description: string | null;
}

interface Props {
  scope: WebhookScope;
  /** The endpoint edited; none for a new one. */
  endpoint?: Endpoint;
  submitLabel: string;
  busy: boolean;
  /** Saves; answers the failure to show, or nothing once saved. */
  onSubmit: (values: WebhookFormValues) => Promise<ApiFailure | undefined>;
  onCancel: () => void;
}

/** "URL", "Description" and the events the scope may hear; the server's refusals shown at their fields. */
export function WebhookForm({ scope, endpoint, submitLabel, busy, onSubmit, onCancel }: Props) {
  const { t } = useLingui();
  const descriptionId = useId();
  const eventsId = useId();
  const types = eventTypesOf(scope);
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState(() => types.filter((type) => endpoint?.events.includes(type)));
  const [failure, setFailure] = useState<ApiFailure>();

  const toggle = (type: SubscribableType, on: boolean) =>
    setEvents((chosen) => types.filter((each) => (each === type ? on : chosen.includes(each))));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) return setFailure({ status: 400, message: '', details: { url: t`Give the receiver's address.` } });
    if (events.length === 0)
      return setFailure({ status: 400, message: '', details: { events: t`Choose at least one event.` } });
    setFailure(await onSubmit({ url: url.trim(), events, description: description.trim() || null }));
  }

  const errors = fieldErrorsOf(failure);
  const tooMany = failure?.status === 409;
  return (
    <form className="stack webhook-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t`Receiver URL`}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={url}
        maxLength={WebhookLimits.maxUrlLength}
        required
        error={errors.url}
        hint={t`Where each event is POSTed, e.g. https://example.com/hooks/kitchen`}
        onChange={(e) => setUrl(e.target.value)}
      />
      <div className="field">
        <label htmlFor={descriptionId}>
          <Trans>Description (optional)</Trans>
        </label>
        <textarea
          id={descriptionId}
          className="input"
          rows={2}
          value={description}
          maxLength={WebhookLimits.maxDescriptionLength}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          onChange={(e) => setDescription(e.target.value)}
        />
        {errors.description && (
          <p id={`${descriptionId}-error`} className="field-error">
            {errors.description}
          </p>
        )}
      </div>
      <fieldset
        className="webhook-events"
        aria-invalid={errors.events ? true : undefined}
        aria-describedby={errors.events ? `${eventsId}-error` : undefined}
      >
        <legend>
          <Trans>Events</Trans>
        </legend>
        {scope === 'household' && (
          <p className="field-hint">
            <Trans>A household endpoint hears only its own shopping list and meal plan.</Trans>
          </p>
        )}
        <ul className="webhook-events__list">
          {types.map((type) => (
            <li key={type}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={events.includes(type)}
                  onChange={(e) => toggle(type, e.target.checked)}
                />
                <span>
                  <code>{type}</code> <span className="muted webhook-event__text">{t(EVENT_TEXTS[type])}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.events && (
          <p id={`${eventsId}-error`} className="field-error">
            {errors.events}
          </p>
        )}
      </fieldset>
      {failure && (tooMany || failure.message) && (
        <p className="alert alert-danger" role="alert">
          {tooMany ? t`There are already 20 endpoints here: delete one first.` : failure.message}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
