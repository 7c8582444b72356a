/** The bulk-import feature's public entry: "Import many links" (docs/api/bring-in.md). */
export { LinksImportPage } from './pages/links-import-page.tsx';
