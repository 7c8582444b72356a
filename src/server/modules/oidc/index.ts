/** The OIDC module's public entry: sign-in with an OpenID provider beside passwords. */
export { authRoutes } from './routes.ts';
export { createOidcService } from './service.ts';
