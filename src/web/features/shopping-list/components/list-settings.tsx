import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useGetHouseholdSettingsQuery, useSetHouseholdSettingsMutation } from '../lists-api.ts';

/** The household's list settings: "Ticked items go to the pantry" (docs/api/kitchen-loop.md). */
export function ListSettings() {
  const { t } = useLingui();
  const { data, error, refetch } = useGetHouseholdSettingsQuery();
  const [save, saving] = useSetHouseholdSettingsMutation();
  const failed = saving.error as ApiFailure | undefined;
  const reason = failed?.message || t`the server did not answer`;
  return (
    <section className="card list-settings" aria-labelledby="list-settings-title">
      <h2 id="list-settings-title">
        <Trans>Settings</Trans>
      </h2>
      {error ? (
        <LoadFailure error={error} what={t`the list settings`} onRetry={() => void refetch()} />
      ) : (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={data?.tickedToPantry ?? false}
            disabled={!data}
            onChange={(e) => void save({ tickedToPantry: e.target.checked })}
          />{' '}
          <Trans>Ticked items go to the pantry</Trans>
        </label>
      )}
      {failed && (
        <p className="alert alert-danger" role="alert">
          <Trans>Saving the setting failed: {reason}</Trans>{' '}
          <button type="button" className="btn btn-small" onClick={() => void save(saving.originalArgs!)}>
            <Trans>Retry</Trans>
          </button>
        </p>
      )}
    </section>
  );
}
