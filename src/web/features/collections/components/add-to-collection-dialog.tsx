import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { CollectionLimits } from '#domain/collection.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useAddToCollectionMutation, useGetAllCollectionsQuery } from '../collections-api.ts';

interface Props {
  recipeId: number;
  recipeName: string;
  onClose: () => void;
}

/** Picks one of the user's manual collections (and, if wanted, a section) and appends the recipe to it. */
export function AddToCollectionDialog({ recipeId, recipeName, onClose }: Props) {
  const { t } = useLingui();
  const selectId = useId();
  const { data, error: loadError, isLoading } = useGetAllCollectionsQuery();
  const manual = (data?.rows ?? []).filter((c) => c.kind === 'manual');
  const [chosen, setChosen] = useState<number | null>(null);
  const [section, setSection] = useState('');
  const [message, setMessage] = useState('');
  const [add, state] = useAddToCollectionMutation();
  const collectionId = chosen ?? manual[0]?.id;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (collectionId === undefined) return;
    const result = await add({ id: collectionId, recipeId, section: section.trim() || null });
    if ('error' in result) {
      const failure = result.error as ApiFailure;
      return setMessage(failure.status === 409 ? t`${recipeName} is in this collection already.` : failure.message);
    }
    onClose();
    const name = result.data.name;
    toast.success(
      <span>
        <Trans>
          {recipeName} added to <Link to={paths.collection(result.data.id)}>{name}</Link>
        </Trans>
      </span>,
    );
  }

  return (
    <Dialog title={t`Add to collection`} onClose={onClose}>
      {isLoading && <Loading />}
      {loadError && (
        <p className="alert alert-danger" role="alert">
          {(loadError as ApiFailure).message}
        </p>
      )}
      {data && manual.length === 0 && (
        <p>
          <Trans>
            You have no collection to add recipes to yet. <Link to={paths.collections}>Make one</Link> first.
          </Trans>
        </p>
      )}
      {manual.length > 0 && (
        <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
          <div className="field">
            <label htmlFor={selectId}>
              <Trans>Collection</Trans>
            </label>
            <select
              id={selectId}
              className="select"
              value={collectionId}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {manual.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t`Section (optional)`}
            value={section}
            maxLength={CollectionLimits.maxSectionLength}
            hint={t`A heading the recipe goes under, e.g. Starters.`}
            onChange={(e) => setSection(e.target.value)}
          />
          {message && (
            <p className="alert alert-danger" role="alert">
              {message}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={state.isLoading}>
              <Trans>Add</Trans>
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
