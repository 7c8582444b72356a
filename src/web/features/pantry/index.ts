/** The pantry feature's public entry: the page (/user/pantry). */
export { PantryPage } from './pages/pantry-page.tsx';
