/** The recipe-migration feature's public entry (issue 19). */
export { ImportPage } from './pages/import-page.tsx';
export { migrationApi } from './migration-api.ts';
