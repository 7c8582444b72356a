import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PantryItem } from '#domain/pantry.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ExpiringSoon } from '../components/expiring-soon.tsx';
import { LocationSection } from '../components/location-section.tsx';
import { LocationsManager } from '../components/locations-manager.tsx';
import { PantryAddForm } from '../components/pantry-add-form.tsx';
import { PantryEditDialog } from '../components/pantry-edit-dialog.tsx';
import { useGetPantryLocationsQuery } from '../pantry-api.ts';
import '../pantry.css';

/** /user/pantry "Pantry": what the household has, by location, with what expires soon. */
export function PantryPage() {
  const { t } = useLingui();
  const locations = useGetPantryLocationsQuery();
  const [editing, setEditing] = useState<PantryItem | null>(null);
  const all = locations.data?.rows ?? [];
  const holding = all.filter((location) => location.itemCount > 0);

  return (
    <main id="main" className="page pantry-page">
      <h1>
        <Trans>Pantry</Trans>
      </h1>
      <section className="card" aria-labelledby="pantry-add-title">
        <h2 id="pantry-add-title">
          <Trans>Add to pantry</Trans>
        </h2>
        <PantryAddForm locations={all} />
      </section>
      {locations.isError ? (
        <LoadFailure error={locations.error} what={t`the pantry`} onRetry={() => void locations.refetch()} />
      ) : locations.isLoading ? (
        <Loading />
      ) : (
        <>
          <ExpiringSoon />
          {holding.length === 0 && (
            <p className="empty-state">
              <Trans>Your pantry is empty. Add what you have above.</Trans>
            </p>
          )}
          {holding.map((location) => (
            <LocationSection key={location.id} name={location.name} onEdit={setEditing} />
          ))}
          <LocationsManager locations={all} />
        </>
      )}
      {editing && <PantryEditDialog item={editing} locations={all} onClose={() => setEditing(null)} />}
    </main>
  );
}
