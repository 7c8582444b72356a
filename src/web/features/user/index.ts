/** The user feature's public entry: what other features and shared components may use. */
export { fetchMe, useGetMeQuery } from './user-api.ts';
export { useLogout } from './use-logout.ts';
export { initialState, selectIsAdmin, selectIsLogged, type UserState } from './user-slice.ts';
