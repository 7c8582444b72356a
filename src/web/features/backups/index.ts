/** The backups feature's public entry. */
export { BackupsPage } from './pages/backups-page.tsx';
