/** The sessions module's public entry: what the app and other modules may use. */
export { createSessionService, type SessionService, type SessionUser } from './service.ts';
