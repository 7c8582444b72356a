import { Trans } from '@lingui/react/macro';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useUpdateNotificationSettingsMutation } from '../notifications-api.ts';

/** "List changes": whether others' changes to the household's list are told to this user at all. */
export function ListChangesSwitch({ on }: { on: boolean }) {
  const [update, state] = useUpdateNotificationSettingsMutation();
  return (
    <div className="field">
      <label className="checkbox">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={state.isLoading}
          onChange={(e) => void update({ listChanges: e.target.checked })}
        />
        <Trans>Tell me when someone else changes our shopping list</Trans>
      </label>
      {state.isError && (
        <p className="field-error" role="alert">
          {(state.error as ApiFailure).message}
        </p>
      )}
    </div>
  );
}
