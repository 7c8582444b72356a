/** The shares feature's public entry: "Share" on recipe and collection pages, "Shared links" on the profile. */
export { ShareButton } from './components/share-button.tsx';
export { SharedLinks } from './components/shared-links.tsx';
