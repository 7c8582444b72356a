/** The flow cookie's name: scoped to /api/auth/oidc, HttpOnly, SameSite=Lax (routes.ts). */
export const FLOW_COOKIE = 'hk_oidc_flow';
/** A flow older than this ends with `oidcError=expired`. */
export const FLOW_MAX_AGE_SECONDS = 600;
