/** The notifications feature's public entry: the household's "Notifications" page. */
export { NotificationsPage } from './pages/notifications-page.tsx';
