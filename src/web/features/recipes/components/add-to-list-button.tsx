import { CartPlusIcon } from '../../../components/icons.tsx';

interface Props {
  onAdd: () => void;
  disabled: boolean;
  /** The servings shown on the recipe page, which the list adds the recipe with. */
  servings: number;
}

/** 'Add To List' on the recipe page (spec §2). */
export function AddToListButton({ onAdd, disabled, servings }: Props) {
  return (
    <button type="button" className="btn btn-primary" disabled={disabled} onClick={onAdd} data-servings={servings}>
      <CartPlusIcon /> Add To List
    </button>
  );
}
