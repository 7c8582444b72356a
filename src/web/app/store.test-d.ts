import { expectTypeOf, test } from 'vitest';
import type { RecipesState } from '../features/recipes/recipes-slice.ts';
import type { UserState } from '../features/user/user-slice.ts';
import { makeStore, type AppDispatch, type RootState } from './store.ts';

// Checked by `tsc` (npm run typecheck): a cast that widens the store to `any` fails the build.
test('the store state is typed, slice by slice', () => {
  const state = makeStore().getState();
  expectTypeOf(state).not.toBeAny();
  expectTypeOf(state.user).toEqualTypeOf<UserState>();
  expectTypeOf(state.recipes).toEqualTypeOf<RecipesState>();
  expectTypeOf(state).toExtend<RootState>();
  expectTypeOf<RootState>().not.toBeAny();
  expectTypeOf<RootState['api']>().not.toBeAny();
  expectTypeOf<AppDispatch>().not.toBeAny();
});

test('a preloaded state is any subset of the slices', () => {
  expectTypeOf(makeStore).parameter(0).toEqualTypeOf<Partial<RootState> | undefined>();
});
