import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'react-toastify';
import { CartPlusIcon } from '../../../components/icons.tsx';
import { useGetListQuery } from '../list-api.ts';
import { useAddToList } from '../use-add-to-list.ts';

const DUPLICATE_MESSAGE = msg`Recipe already in shopping list`;

interface Props {
  recipeId: number;
  /** The servings the cook chose on the recipe page; the list scales the recipe's amounts to them. */
  servings?: number;
  disabled?: boolean;
}

/** 'Add To List' on a recipe page: one request with the recipe and its servings; a recipe on the list warns. */
export function AddToListButton({ recipeId, servings, disabled }: Props) {
  const { addRecipes, adding } = useAddToList();
  const { t } = useLingui();
  // The list is read once, so a second add warns as spec §8 asks instead of silently doing nothing.
  const { data: list } = useGetListQuery('current', { refetchOnMountOrArgChange: true });
  const add = () => {
    if (list?.recipes.some((r) => r.id === recipeId)) {
      toast.warning(t(DUPLICATE_MESSAGE), { autoClose: 1500 });
      return;
    }
    void addRecipes([servings === undefined ? { id: recipeId } : { id: recipeId, servings }]);
  };
  return (
    <button type="button" className="btn btn-primary" disabled={disabled || adding} aria-busy={adding} onClick={add}>
      <CartPlusIcon /> <Trans>Add To List</Trans>
    </button>
  );
}
