import { CartPlusIcon } from '../../../components/icons.tsx';
import { useAddToList } from '../use-add-to-list.ts';

interface Props {
  recipeId: number;
  /** The servings the cook chose on the recipe page; the list scales the recipe's amounts to them. */
  servings?: number;
  disabled?: boolean;
}

/** 'Add To List' on a recipe page: one request with the recipe and its servings. */
export function AddToListButton({ recipeId, servings, disabled }: Props) {
  const { addRecipes, adding } = useAddToList();
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={disabled || adding}
      aria-busy={adding}
      onClick={() => void addRecipes([servings === undefined ? { id: recipeId } : { id: recipeId, servings }])}
    >
      <CartPlusIcon /> Add To List
    </button>
  );
}
