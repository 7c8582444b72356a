/** The collections feature's public entry: "Add to collection" on the recipe page (its pages are routes). */
export { AddToCollection } from './components/add-to-collection.tsx';
