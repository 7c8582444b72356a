import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
// The ES build: the CommonJS 'lib/storage' default export does not survive Vite 8's interop.
import storage from 'redux-persist/es/storage';
import user from '../features/user/user-slice.ts';
import recipes from '../features/recipes/recipes-slice.ts';
import profile from '../features/profile/profile-slice.ts';
import shoppingList from '../features/shopping-list/shopping-list-slice.ts';
import admin from '../features/admin/admin-slice.ts';
import userSuggestions from '../features/user-suggestions/user-suggestions-slice.ts';
import { userLoggedOut } from './session-events.ts';

const slices = combineReducers({ user, recipes, profile, shoppingList, admin, userSuggestions });
export type RootState = ReturnType<typeof slices>;

/** Logout resets every slice to its initial state (spec §4). */
function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  return slices(userLoggedOut.match(action) ? undefined : state, action);
}

/** The whole state persists under 'persist:root' (spec §3). */
export const persistConfig = { key: 'root', storage, timeout: 5000 };

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: persistReducer(persistConfig, rootReducer as typeof slices),
    preloadedState: preloadedState as (RootState & PersistPartial) | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
  });
}

export const store = makeStore();
export const persistor = persistStore(store);
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
