import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
// The ES build: the CommonJS 'lib/storage' default export does not survive Vite 8's interop.
import storage from 'redux-persist/es/storage';
import user from '../features/user/user-slice.ts';
import recipes from '../features/recipes/recipes-slice.ts';
import { apiSlice } from './api-slice.ts';
import { userLoggedOut } from './session-events.ts';

const slices = combineReducers({
  user,
  recipes,
  [apiSlice.reducerPath]: apiSlice.reducer,
});
export type RootState = ReturnType<typeof slices>;
/** What a test or a restore may preload: any subset of the slices. */
export type PreloadedState = Partial<RootState>;

/** Logout resets every slice, the api cache included, to its initial state (spec §4). */
function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  return slices(userLoggedOut.match(action) ? undefined : state, action);
}

/**
 * The client-state slices persist under 'persist:root' (spec §3): the session and the filters. Server
 * answers live only in the api cache, which is refetched, never stored: no e-mail address or list
 * content is written to localStorage.
 */
export const persistConfig = {
  key: 'root',
  storage,
  timeout: 5000,
  blacklist: [apiSlice.reducerPath],
};

const persistedReducer = persistReducer<RootState>(persistConfig, rootReducer);

/**
 * A store; a preloaded one (tests) starts from the given slices, the others at their initial state, and
 * counts as already rehydrated, so browser storage never overwrites what the caller gave.
 */
export function makeStore(preloadedState?: PreloadedState) {
  return configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState && {
      ...slices(preloadedState, { type: 'store/preloaded' }),
      _persist: { version: -1, rehydrated: true },
    },
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
        apiSlice.middleware,
      ),
  });
}

export const store = makeStore();
export const persistor = persistStore(store);
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
