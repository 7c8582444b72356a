import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PantryItem } from '#domain/pantry.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useLocationLabel } from '../location-label.ts';
import { useGetPantryQuery } from '../pantry-api.ts';
import { PantryItemRow } from './pantry-item-row.tsx';

/** The items of one location, by name, 25 a page. */
export function LocationSection({ name, onEdit }: { name: string; onEdit: (item: PantryItem) => void }) {
  const { t } = useLingui();
  const label = useLocationLabel()(name);
  const [page, setPage] = useState(1);
  const items = useGetPantryQuery({ page, location: name });
  const headingId = `pantry-location-${name.replace(/\W+/g, '-')}`;
  return (
    <section className="card pantry-location" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      {items.isError ? (
        <LoadFailure error={items.error} what={label} onRetry={() => void items.refetch()} />
      ) : items.isLoading ? (
        <Loading />
      ) : (
        <ul className="pantry-items">
          {items.data?.rows.map((item) => (
            <PantryItemRow key={item.id} item={item} onEdit={() => onEdit(item)} />
          ))}
        </ul>
      )}
      {(items.data?.count ?? 0) > 25 && (
        <Pager page={page} total={items.data!.count} noun={t`items`} onPage={setPage} />
      )}
    </section>
  );
}
