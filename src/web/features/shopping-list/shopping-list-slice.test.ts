import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { fullRecipe } from '../../test/fixtures.ts';
import { bodyOf, fakeApiRoutes, json } from '../../test/fake-server.ts';
import {
  addRecipeToList,
  fetchCurrentList,
  ingredientTickToggled,
  markListComplete,
  recipeTickToggled,
  removeRecipeFromList,
} from './shopping-list-slice.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.warning).mockClear();
});
/** An in-memory current list, with the server's 409 on duplicates. */
function listServer() {
  let id = 1;
  let recipes: number[] = [];
  const list = () => ({ id, recipes: recipes.map((r) => fullRecipe(r)) });
  const current = () => json(200, list());
  return fakeApiRoutes((url, init) => {
    const body = init.body ? (bodyOf(init) as { id: number }) : undefined;
    switch (url.pathname) {
      case '/api/user/me/currentList':
        return current();
      case '/api/user/me/addRecipe':
        if (recipes.includes(body!.id)) return json(409, { error: 'Recipe already in shopping list' });
        recipes = [...recipes, body!.id];
        return current();
      case '/api/user/me/removeRecipe':
        recipes = recipes.filter((r) => r !== body!.id);
        return current();
      case '/api/user/me/setCompleted': {
        const completed = {
          ...list(),
          isCompleted: true,
          updatedAt: '2025-03-01T10:00:00.000Z',
          completedAt: '2025-03-01T10:00:00.000Z',
        };
        id += 1;
        recipes = [];
        return json(200, completed);
      }
      default:
        return undefined;
    }
  });
}

describe('shoppingList slice', () => {
  it('adds a recipe with a 1500 ms success toast and counts it', async () => {
    listServer();
    const store = makeStore();
    await store.dispatch(addRecipeToList(4));
    expect(toast.success).toHaveBeenCalledWith('Added recipe to shopping list!', { autoClose: 1500 });
    const state = store.getState().shoppingList;
    expect(state.recipes.map((r) => r.id)).toEqual([4]);
    expect(state.addedCount).toBe(1);
    expect(state.id).toBe(1);
  });

  it('warns on a duplicate', async () => {
    listServer();
    const store = makeStore();
    await store.dispatch(addRecipeToList(4));
    const result = await store.dispatch(addRecipeToList(4));
    expect(addRecipeToList.rejected.match(result)).toBe(true);
    expect(toast.warning).toHaveBeenCalledWith('Recipe already in shopping list', { autoClose: 1500 });
    expect(store.getState().shoppingList.recipes).toHaveLength(1);
  });

  it('ticks a recipe with its ingredients, and drops ticks of a removed recipe', async () => {
    listServer();
    const store = makeStore();
    await store.dispatch(addRecipeToList(1));
    await store.dispatch(addRecipeToList(2));
    store.dispatch(recipeTickToggled(1));
    store.dispatch(ingredientTickToggled({ recipeId: 2, lineItemId: 21 }));
    expect(Object.keys(store.getState().shoppingList.checked).sort()).toEqual([
      '1:11',
      '1:12',
      '1:13',
      '1:recipe',
      '2:21',
    ]);
    store.dispatch(ingredientTickToggled({ recipeId: 2, lineItemId: 21 }));
    expect(store.getState().shoppingList.checked['2:21']).toBeUndefined();
    await store.dispatch(removeRecipeFromList(1));
    expect(store.getState().shoppingList.checked).toEqual({});
  });

  it('marks the list complete, then refetches the new empty list', async () => {
    const fetchMock = listServer();
    const store = makeStore();
    await store.dispatch(fetchCurrentList());
    await store.dispatch(addRecipeToList(3));
    store.dispatch(recipeTickToggled(3));
    await store.dispatch(markListComplete(1));
    const paths = fetchMock.mock.calls.map((c) => new URL(c[0], 'http://x').pathname);
    expect(paths.slice(-2)).toEqual(['/api/user/me/setCompleted', '/api/user/me/currentList']);
    const state = store.getState().shoppingList;
    expect(state).toMatchObject({ id: 2, recipes: [], checked: {}, addedCount: 0, status: 'succeeded' });
  });
});
