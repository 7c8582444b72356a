/** The users module's public entry: what the app and other modules may use. */
export { userRoutes } from './routes.ts';
export { createUserService, type UserService } from './service.ts';
export { createAccountLookupLimit, createLoginThrottle } from './login-throttle.ts';
export { createRateLimiter } from './rate-limit-repository.ts';
export { createPasswordAccess } from './password-access.ts';
