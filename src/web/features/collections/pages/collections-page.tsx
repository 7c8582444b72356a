import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZE } from '#domain/constants.ts';
import type { Collection } from '#domain/collection.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { Pager, pageParam } from '../../../components/pager.tsx';
import { useGetCollectionsQuery } from '../collections-api.ts';
import { NewCollection } from '../components/new-collection.tsx';
import '../collections.css';

function CollectionItem({ collection }: { collection: Collection }) {
  const { t } = useLingui();
  const count = collection.recipeCount;
  return (
    <li className="card collection-card">
      <h2 className="collection-card__name">
        <Link to={paths.collection(collection.id)}>{collection.name}</Link>
      </h2>
      <p className="muted collection-card__facts">
        <span className="badge">{collection.kind === 'smart' ? t`Smart` : t`Manual`}</span>{' '}
        {t`${plural(count, { one: '# recipe', other: '# recipes' })}`}
      </p>
      {collection.description && <p className="collection-card__description">{collection.description}</p>}
    </li>
  );
}

/** /user/collections: the user's collections by name, 25 a page, and "New collection". */
export function CollectionsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const { data, error, isLoading } = useGetCollectionsQuery(page);
  return (
    <main id="main" className="page collections-page">
      <div className="page-header">
        <h1>
          <Trans>Collections</Trans>
        </h1>
        <NewCollection />
      </div>
      {isLoading && <Loading />}
      {error && (
        <p className="alert alert-danger" role="alert">
          {(error as ApiFailure).message}
        </p>
      )}
      {data && data.count === 0 && (
        <p className="empty-state">
          <Trans>No collections yet. Gather recipes into one with "New collection".</Trans>
        </p>
      )}
      {data && data.rows.length > 0 && (
        <ul className="collection-list">
          {data.rows.map((collection) => (
            <CollectionItem key={collection.id} collection={collection} />
          ))}
        </ul>
      )}
      {data && data.count > PAGE_SIZE && (
        <Pager page={page} total={data.count} noun={t`collections`} onPage={(p) => setParams({ page: String(p) })} />
      )}
    </main>
  );
}
