import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeDraft } from '#domain/recipe-draft.ts';
import { fullRecipe, meFixture } from '../../../test/fixtures.ts';
import { bodyOf, fakeApi, sentBody } from '../../../test/fake-server.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AddRecipePage } from './add-recipe-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const draft = (over: Partial<RecipeDraft> = {}): RecipeDraft => ({
  recipeDetails: {
    name: 'Lemon Cake',
    url: 'https://cakes.example/lemon',
    img: 'https://cakes.example/lemon.jpg',
    servings: 8,
    cookTime: 50,
    prepTime: 15,
    totalTime: 50,
    description: null,
    yieldText: null,
  },
  cuisines: ['american'],
  restrictions: [],
  appliances: ['oven'],
  ingredients: [
    { text: '1 1/2 cups flour, sifted', name: 'flour', qty: 1.5, qtyMax: null, measurement: 'cup', comment: 'sifted' },
    { text: 'salt, to taste', name: 'salt', qty: null, qtyMax: null, measurement: null, comment: 'to taste' },
  ],
  instructions: ['Heat the oven.', 'Bake for 35 minutes.'],
  keywords: [],
  ingredientSections: [],
  instructionSections: [],
  ...over,
});

function renderAdd(url = '/admin/addrecipe') {
  localStorage.setItem('token', 't');
  return renderRoutes(
    [
      { path: '/admin/addrecipe', Component: AddRecipePage },
      { path: '/admin/updaterecipe/:id', element: <h1>Edit page</h1> },
    ],
    { path: url, toasts: false },
  );
}

const value = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label).value;

describe('Import from link', () => {
  it('fills the form with the draft and saves nothing until Submit', async () => {
    const log = fakeApi({
      'POST /api/recipes/import': { body: { recipe: draft() } },
      'POST /api/recipes/add-recipe': { status: 201, body: fullRecipe(42, { name: 'Lemon Cake' }) },
      'GET /api/user/me': { body: meFixture({ isAdmin: true }) },
    });
    const user = userEvent.setup();
    const { router } = renderAdd();
    await user.type(screen.getByLabelText('Recipe page link'), 'https://cakes.example/lemon');
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByDisplayValue('Lemon Cake')).toBeTruthy();
    expect(bodyOf(log.mock.calls[0][1])).toEqual({ url: 'https://cakes.example/lemon' });
    expect(value('Line 1')).toBe('1 1/2 cups flour, sifted');
    expect(value('Ingredient 1')).toBe('flour');
    expect(value('Line 2')).toBe('salt, to taste');
    expect(value('Step 2')).toBe('Bake for 35 minutes.');
    expect(value(/^Prep Time/)).toBe('15');
    expect(value(/^Total Time/)).toBe('50');
    const parsed = screen.getByLabelText('Parsed line 1');
    expect(parsed.textContent).toContain('Amount: 1 1/2');
    expect(parsed.textContent).toContain('Unit: cup');
    expect(parsed.textContent).toContain('Food: flour');
    expect(log.mock.calls.map(([path]) => path)).not.toContain('/api/recipes/add-recipe');

    // The steps stay editable before saving.
    await user.clear(screen.getByLabelText('Step 1'));
    await user.type(screen.getByLabelText('Step 1'), 'Heat the oven to 180 °C.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/updaterecipe/42'));
    const saved = log.mock.calls.findIndex(([path]) => path === '/api/recipes/add-recipe');
    expect(sentBody(log, saved)).toMatchObject({
      recipeDetails: { name: 'Lemon Cake', servings: 8, cookTime: 50, prepTime: 15, totalTime: 50 },
      ingredients: [
        { text: '1 1/2 cups flour, sifted', name: 'flour', qty: 1.5, measurement: 'cup', comment: 'sifted' },
        { text: 'salt, to taste', name: 'salt', comment: 'to taste' },
      ],
      instructions: ['Heat the oven to 180 °C.', 'Bake for 35 minutes.'],
    });
    expect(sentBody(log, saved).ingredients).toEqual([
      expect.anything(),
      expect.not.objectContaining({ qty: expect.anything() }),
    ]);
  });

  it.each([
    [422, 'NO_RECIPE_DATA', 'This page has no recipe we can read'],
    [504, 'FETCH_TIMEOUT', 'The site did not answer within 10 seconds'],
  ])('shows the server’s plain words for a %i', async (status, code, error) => {
    fakeApi({ 'POST /api/recipes/import': { status, body: { error, code } } });
    const user = userEvent.setup();
    renderAdd();
    await user.type(screen.getByLabelText('Recipe page link'), 'https://cakes.example/none');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe(error);
    expect(value('Ingredient 1')).toBe('');
  });
});

describe('a line typed into the form', () => {
  it('is parsed once the admin pauses, and its parts fill the row and stay editable', async () => {
    const log = fakeApi({
      'POST /api/ingredients/parse': (init) => {
        const [line] = (bodyOf(init) as { lines: string[] }).lines;
        return {
          body: {
            ingredients: [
              line === '1 1/2 cups flour, sifted'
                ? { text: line, qty: 1.5, qtyMax: null, unit: 'cup', name: 'flour', comment: 'sifted' }
                : line === '2 eggs'
                  ? { text: line, qty: 2, qtyMax: null, unit: null, name: 'eggs', comment: null }
                  : { text: line, qty: null, qtyMax: null, unit: null, name: null, comment: null },
            ],
          },
        };
      },
    });
    const user = userEvent.setup();
    renderAdd();
    await user.type(screen.getByLabelText('Line 1'), '1 1/2 cups flour, sifted');

    const parsed = screen.getByLabelText('Parsed line 1');
    await vi.waitFor(() => expect(parsed.textContent).toContain('Food: flour'), { timeout: 5000 });
    expect(parsed.textContent).toContain('Amount: 1 1/2');
    expect(parsed.textContent).toContain('Unit: cup');
    expect(within(parsed).getByText('sifted')).toBeTruthy();
    expect(value('Ingredient 1')).toBe('flour');
    expect(
      screen.getByLabelText<HTMLInputElement>('Measurement', { selector: '#ingredient-0-measurement' }).value,
    ).toBe('cup');
    // Debounced: the full line is what was parsed, not one call per key.
    const sent = log.mock.calls.map(([, init]) => (bodyOf(init) as { lines: string[] }).lines[0]);
    expect(sent).toContain('1 1/2 cups flour, sifted');
    expect(sent.length).toBeLessThan('1 1/2 cups flour, sifted'.length);

    // A part edited by hand rewrites the line, and is not parsed over.
    await user.clear(screen.getByLabelText('Ingredient 1'));
    await user.type(screen.getByLabelText('Ingredient 1'), 'cake flour');
    expect(value('Ingredient 1')).toBe('cake flour');
    expect(value('Line 1')).toBe('1 1/2 cup cake flour, sifted');
    // A second line typed later is parsed; by then a re-parse of line 1 would have been sent too.
    await user.click(screen.getByRole('button', { name: '+ Add ingredient' }));
    await user.type(screen.getByLabelText('Line 2'), '2 eggs');
    await vi.waitFor(() => expect(screen.getByLabelText('Parsed line 2').textContent).toContain('Food: eggs'), {
      timeout: 5000,
    });
    expect(value('Ingredient 1')).toBe('cake flour');
    expect(log.mock.calls.map(([, init]) => (bodyOf(init) as { lines: string[] }).lines[0])).not.toContain(
      '1 1/2 cup cake flour, sifted',
    );
  });
});

describe('Import from a suggestion', () => {
  it('fills the form from the suggested page, and Submit saves the recipe and approves the suggestion', async () => {
    const log = fakeApi({
      'POST /api/userSuggestions/5/import': { body: { recipe: draft() } },
      'POST /api/recipes/add-recipe': { status: 201, body: fullRecipe(42, { name: 'Lemon Cake' }) },
      'PUT /api/userSuggestions/5': (init) => ({
        body: {
          id: 5,
          url: 'https://cakes.example/lemon',
          status: 'Approved',
          adminResponse: (bodyOf(init) as { adminResponse: string }).adminResponse,
          user: { username: 'baker' },
          createdAt: '2024-05-01T10:00:00.000Z',
          updatedAt: '2024-05-02T10:00:00.000Z',
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderAdd('/admin/addrecipe?suggestion=5');
    expect(await screen.findByDisplayValue('Lemon Cake')).toBeTruthy();
    expect(screen.queryByLabelText('Recipe page link')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/updaterecipe/42'));
    const paths = log.mock.calls.map(([path, init]) => `${init.method} ${path}`);
    expect(paths).toEqual([
      'POST /api/userSuggestions/5/import',
      'POST /api/recipes/add-recipe',
      'PUT /api/userSuggestions/5',
    ]);
    expect(sentBody(log, 2)).toEqual({
      status: 'Approved',
      adminResponse: expect.stringMatching(/\/user\/recipes\/42$/),
    });
  });

  it('says in plain words when the suggested page cannot be read, and leaves the form to fill by hand', async () => {
    fakeApi({
      'POST /api/userSuggestions/5/import': {
        status: 422,
        body: { error: 'This page has no recipe we can read', code: 'NO_RECIPE_DATA' },
      },
    });
    renderAdd('/admin/addrecipe?suggestion=5');
    expect((await screen.findByRole('alert')).textContent).toContain('This page has no recipe we can read');
    expect(screen.getByLabelText('Ingredient 1')).toBeTruthy();
  });
});
