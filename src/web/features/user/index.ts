/** The user feature's public entry: what other features and shared components may use. */
export { fetchMe, initialState, logout, selectIsAdmin, selectIsLogged, type UserState } from './user-slice.ts';
