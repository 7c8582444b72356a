/** The user feature's public entry: what other features and shared components may use. */
export { fetchMe, useGetMeQuery } from './user-api.ts';
export { useLogout } from './use-logout.ts';
export { useSettingsSave } from './use-settings-save.ts';
export { initialState, selectIsAdmin, selectIsLogged, selectMe, type UserState } from './user-slice.ts';
