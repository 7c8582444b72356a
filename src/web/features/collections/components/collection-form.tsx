import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { CollectionLimits, type Collection, type CollectionFilter } from '#domain/collection.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { TextField } from '../../../components/text-field.tsx';
import { ANY_FILTER, CollectionFilterFields, filterOf, valuesOf } from './collection-filter-fields.tsx';

/** What the form sends: the name, the description (null: none) and, for a smart one, its filter. */
export interface CollectionFormValues {
  name: string;
  description: string | null;
  filter?: CollectionFilter;
}

interface Props {
  /** The collection edited; none for "New collection". */
  collection?: Collection;
  submitLabel: string;
  busy: boolean;
  /** Saves; answers the failure to show, or nothing once saved. */
  onSubmit: (values: CollectionFormValues) => Promise<ApiFailure | undefined>;
}

/** Name, Description and, when new or smart, "Smart collection" with the recipe list's filters. */
export function CollectionForm({ collection, submitLabel, busy, onSubmit }: Props) {
  const { t } = useLingui();
  const descriptionId = useId();
  const [name, setName] = useState(collection?.name ?? '');
  const [description, setDescription] = useState(collection?.description ?? '');
  const [smart, setSmart] = useState(collection?.kind === 'smart');
  const [filter, setFilter] = useState(collection ? valuesOf(collection.filter) : ANY_FILTER);
  const [failure, setFailure] = useState<ApiFailure>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim())
      return setFailure({ status: 400, message: '', details: { name: t`Give the collection a name.` } });
    setFailure(
      await onSubmit({
        name: name.trim(),
        description: description.trim() || null,
        ...(smart ? { filter: filterOf(filter) } : {}),
      }),
    );
  }

  const details = failure?.details ?? {};
  const nameTaken = failure?.status === 409 && details.name !== undefined;
  const nameError = nameTaken ? t`A collection with this name exists` : details.name;
  const fieldError = nameError || details.description;
  return (
    <form className="stack collection-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t`Name`}
        value={name}
        maxLength={CollectionLimits.maxNameLength}
        required
        error={nameError}
        onChange={(e) => setName(e.target.value)}
      />
      <div className="field">
        <label htmlFor={descriptionId}>
          <Trans>Description</Trans>
        </label>
        <textarea
          id={descriptionId}
          className="input"
          rows={3}
          value={description}
          maxLength={CollectionLimits.maxDescriptionLength}
          onChange={(e) => setDescription(e.target.value)}
        />
        {details.description && <p className="field-error">{details.description}</p>}
      </div>
      {!collection && (
        <label className="checkbox">
          <input type="checkbox" checked={smart} onChange={(e) => setSmart(e.target.checked)} />
          <Trans>Smart collection</Trans>
        </label>
      )}
      {smart && <CollectionFilterFields values={filter} onChange={setFilter} errors={details} />}
      {failure && !fieldError && (
        <p className="alert alert-danger" role="alert">
          {failure.message}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
