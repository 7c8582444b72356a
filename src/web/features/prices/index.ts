/** The prices feature's public entry: the food search its form uses, for other forms that pick a food. */
export { FoodSearch } from './components/food-search.tsx';
