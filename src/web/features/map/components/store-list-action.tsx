import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { HouseholdListLimits } from '#domain/constants.ts';
import type { ListSummary } from '#domain/household-lists.ts';
import type { Store } from '#domain/store.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { listPagePath, useCreateListMutation } from '../../shopping-list/index.ts';

interface Props {
  store: Store;
  /** The household's lists; a list bound to this store shows as "Open list". */
  lists: readonly ListSummary[];
  /** The id of the store card's name, which names what the link or button is for. */
  describedBy: string;
}

/** A store card's list: "Open list" when one is bound to the store, else "Make a list for this store". */
export function StoreListAction({ store, lists, describedBy }: Props) {
  const { t } = useLingui();
  const [create, creating] = useCreateListMutation();
  const [made, setMade] = useState<{ listId: number; isDefault: boolean }>();
  const [failure, setFailure] = useState<string>();
  const bound = lists.find((list) => list.store?.placeId === store.place_id) ?? made;

  if (bound)
    return (
      <Link className="btn btn-small store-card-list" to={listPagePath(bound)} aria-describedby={describedBy}>
        <Trans>Open list</Trans>
      </Link>
    );

  const make = async () => {
    const name = store.name.trim().slice(0, HouseholdListLimits.maxNameLength);
    const result = await create({ name, store: { placeId: store.place_id, name: store.name } });
    if ('error' in result) {
      const reason = (result.error as ApiFailure).message || t`the server did not answer`;
      return setFailure(t`Could not make the list: ${reason}`);
    }
    setFailure(undefined);
    setMade(result.data);
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-small store-card-list"
        aria-describedby={describedBy}
        disabled={creating.isLoading}
        onClick={() => void make()}
      >
        <Trans>Make a list for this store</Trans>
      </button>
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
