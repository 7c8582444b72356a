import { Trans, useLingui } from '@lingui/react/macro';
import type { PantryItem } from '#domain/pantry.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useRemovePantryItemMutation } from '../pantry-api.ts';
import { useShownPantryItem } from '../use-shown-pantry-item.ts';
import { BestBefore } from './best-before.tsx';

/** One item: amount and name, best-before, "Staple", and "Edit" and "Remove" named with its name. */
export function PantryItemRow({ item, onEdit }: { item: PantryItem; onEdit: () => void }) {
  const { t } = useLingui();
  const shown = useShownPantryItem();
  const [remove, removing] = useRemovePantryItemMutation();
  const error = removing.error as ApiFailure | undefined;
  const name = item.name;
  return (
    <li className="pantry-item">
      <span className="pantry-item__what">{shown(item)}</span>
      {item.qty === 0 && (
        <span className="badge">
          <Trans>Ran out</Trans>
        </span>
      )}
      {item.staple && (
        <span className="badge">
          <Trans>Staple</Trans>
        </span>
      )}
      {item.bestBefore && <BestBefore date={item.bestBefore} />}
      <span className="pantry-item__actions">
        <button type="button" className="btn btn-small" aria-label={t`Edit ${name}`} onClick={onEdit}>
          {t`Edit`}
        </button>
        <button
          type="button"
          className="btn btn-small btn-danger"
          aria-label={t`Remove ${name}`}
          disabled={removing.isLoading}
          onClick={() => void remove(item.id)}
        >
          {t`Remove`}
        </button>
      </span>
      {error && (
        <span role="alert" className="field-error">
          {error.message}
        </span>
      )}
    </li>
  );
}
