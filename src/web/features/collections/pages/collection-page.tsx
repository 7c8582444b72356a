import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ShareButton } from '../../shares/index.ts';
import { useDeleteCollectionMutation, useGetCollectionQuery } from '../collections-api.ts';
import { EditCollection } from '../components/edit-collection.tsx';
import { ManualRecipes } from '../components/manual-recipes.tsx';
import { SmartRecipes } from '../components/smart-recipes.tsx';
import { useCollectionId } from '../use-collection-id.ts';
import '../collections.css';

function BackLink() {
  return (
    <Link className="back-link" to={paths.collections}>
      <span aria-hidden="true" className="flips-in-rtl">
        ←
      </span>{' '}
      <Trans>All collections</Trans>
    </Link>
  );
}

/** /user/collections/:id: its recipes (reordered by hand, or a smart one's matches with "Sort"), Share, Print. */
export function CollectionPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = useCollectionId();
  const { data: collection, error } = useGetCollectionQuery(id, { skip: Number.isNaN(id) });
  const [remove, removing] = useDeleteCollectionMutation();

  if (Number.isNaN(id) || (error && collection?.id !== id)) {
    return (
      <main id="main" className="page">
        <BackLink />
        <div className="empty-state" role="alert">
          <p>
            <strong>
              <Trans>Collection not found</Trans>
            </strong>
          </p>
          {error && <p>{(error as ApiFailure).message}</p>}
        </div>
      </main>
    );
  }
  if (!collection || collection.id !== id) {
    return (
      <main id="main" className="page">
        <Loading />
      </main>
    );
  }

  const name = collection.name;
  const onDelete = async () => {
    const result = await remove(id);
    if (!('error' in result)) navigate(paths.collections);
  };
  return (
    <main id="main" className="page collection-page">
      <BackLink />
      <div className="page-header collection-head">
        <div>
          <h1>{name}</h1>
          {collection.description && <p className="collection-head__description">{collection.description}</p>}
          <p className="muted">{collection.kind === 'smart' ? t`Smart collection` : t`Manual collection`}</p>
        </div>
        <div className="collection-actions" role="group" aria-label={t`Collection actions`}>
          <ShareButton target={{ collectionId: id }} />
          <Link className="btn" to={paths.collectionPrint(id, true)}>
            <Trans>Print</Trans>
          </Link>
          <EditCollection collection={collection} />
          <ConfirmButton
            label={t`Delete ${name}`}
            question={t`Delete ${name}? Its recipes stay in the catalogue; its share links stop working.`}
            yes={t`Yes, delete`}
            busy={removing.isLoading}
            onConfirm={() => void onDelete()}
          />
        </div>
      </div>
      {removing.isError && (
        <p className="alert alert-danger" role="alert">
          {(removing.error as ApiFailure).message}
        </p>
      )}
      {collection.kind === 'smart' ? <SmartRecipes id={id} /> : <ManualRecipes id={id} />}
    </main>
  );
}
