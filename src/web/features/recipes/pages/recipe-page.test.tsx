import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { fullRecipe } from '../../../test/fixtures.ts';
import { bodyOf, fakeApi } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { RecipePage } from './recipe-page.tsx';
import { mainListIdentity } from '../../../test/list-fixture.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const open = (url = '/user/recipes/3') => renderPage(<RecipePage />, { url, path: '/user/recipes/:recipeId' });

const serve = (recipe = fullRecipe(3)) =>
  fakeApi({
    'GET /api/recipes/3': { body: recipe },
    'GET /api/user/me/favoritedrecipes': { body: [] },
    'GET /api/user/me/dislikedrecipes': { body: [] },
  });

const ingredientLines = () =>
  within(screen.getByRole('heading', { name: 'Ingredients' }).closest('section')!)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('RecipePage', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the lines as written, with their notes, and the method as numbered steps', async () => {
    const recipe = fullRecipe(3);
    recipe.lineItems[0] = { ...recipe.lineItems[0], text: '1 1/2 cups all-purpose flour', comment: 'sifted' };
    serve(recipe);
    open();
    const method = await screen.findByRole('heading', { name: 'Method' });
    const steps = within(method.closest('section')!).getAllByRole('listitem');
    expect(method.closest('section')!.querySelector('ol')).toBeTruthy();
    expect(steps.map((li) => li.textContent)).toEqual(['Mix everything.', 'Bake for 30 minutes.']);
    expect(ingredientLines()).toEqual(['1 1/2 cups all-purpose flour, sifted', '2 eggs', 'sea salt, to taste']);
  });

  it("names the link to the recipe's url Instructions, as spec §2 does, and opens it in a new tab", async () => {
    serve();
    open();
    const link = await screen.findByRole('link', { name: 'Instructions' });
    expect(link.getAttribute('href')).toBe('https://example.com/recipes/3');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('aria-describedby')).toBe('instructions-new-tab');
    expect(document.getElementById('instructions-new-tab')?.textContent).toMatch(/new tab/);
    expect(within(screen.getByRole('group', { name: 'Recipe actions' })).queryByText(/Original recipe/)).toBeNull();
  });

  it('shows no Instructions link for a recipe without a url', async () => {
    serve(fullRecipe(3, { url: '' }));
    open();
    await screen.findByRole('heading', { name: 'Method' });
    expect(screen.queryByRole('link', { name: 'Instructions' })).toBeNull();
  });

  it('has no Method section and no cook mode for a recipe without steps', async () => {
    serve(fullRecipe(3, { instructions: [] }));
    open();
    expect(await screen.findByRole('heading', { name: 'Ingredients' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Method' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cook mode' })).toBeNull();
  });

  it('scales every amount to the servings chosen, keeps lines without a number, and keeps them in the URL', async () => {
    serve();
    const { router } = open();
    const field = await screen.findByRole('spinbutton', { name: 'Servings' });
    expect((field as HTMLInputElement).value).toBe('4');
    fireEvent.change(field, { target: { value: '8' } });
    expect(ingredientLines()).toEqual(['3 cups all-purpose flour', '4 eggs', 'sea salt, to taste']);
    expect(router.state.location.search).toBe('?servings=8');
    fireEvent.change(field, { target: { value: '' } });
    expect(ingredientLines()[0]).toBe('3 cups all-purpose flour');
    fireEvent.change(field, { target: { value: '4' } });
    expect(ingredientLines()[0]).toBe('1 1/2 cups all-purpose flour');
    expect(router.state.location.search).toBe('');
  });

  it('adds the recipe to the list with the servings shown', async () => {
    serve();
    const emptyList = {
      ...mainListIdentity,
      id: 1,
      version: 0,
      completedAt: null,
      recipes: [],
      items: [],
      members: [{ username: 'cook' }],
    };
    const log = fakeApi({
      'GET /api/lists/current': { body: emptyList },
      'POST /api/lists/current/recipes': { body: { ...emptyList, version: 1 } },
    });
    open('/user/recipes/3?servings=6');
    await userEvent.click(await screen.findByRole('button', { name: /Add To List/ }));
    await vi.waitFor(() =>
      expect(
        log.mock.calls.filter(([path]) => path === '/api/lists/current/recipes').map(([, init]) => bodyOf(init)),
      ).toEqual([{ recipes: [{ id: 3, servings: 6 }] }]),
    );
  });

  it('starts at the servings in the URL', async () => {
    serve();
    open('/user/recipes/3?servings=2');
    expect(((await screen.findByRole('spinbutton', { name: 'Servings' })) as HTMLInputElement).value).toBe('2');
    expect(ingredientLines()).toEqual(['¾ cup all-purpose flour', '1 eggs', 'sea salt, to taste']);
  });

  it('cook mode shows one step at a time, moves by buttons and keys, and leaves on Escape', async () => {
    const user = userEvent.setup();
    serve(fullRecipe(3, { instructions: ['Heat the oven.', 'Mix everything.', 'Bake for 25 minutes.'] }));
    open();
    await user.click(await screen.findByRole('button', { name: 'Cook mode' }));
    const dialog = screen.getByRole('dialog', { name: 'Recipe Number 3' });
    expect(within(dialog).getByText('Step 1 of 3')).toBeTruthy();
    expect(within(dialog).getByText('Heat the oven.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Previous step/ })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: /Next step/ }));
    expect(within(dialog).getByText('Mix everything.')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Step 3 of 3')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Step 3 of 3')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Step 2 of 3')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ingredients' }));
    expect(within(within(dialog).getByRole('region', { name: 'Ingredients' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cook mode moves by a swipe', async () => {
    serve(fullRecipe(3, { instructions: ['One.', 'Two.', 'Three.'] }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cook mode' }));
    const dialog = within(screen.getByRole('dialog'));
    const stage = dialog.getByText('One.').closest('.cook-mode__stage')!;
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 100, clientY: 110 });
    expect(dialog.getByText('Two.')).toBeTruthy();
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 300, clientY: 100 });
    expect(dialog.getByText('One.')).toBeTruthy();
    // A mostly vertical move is a scroll, not a swipe.
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 200, clientY: 400 });
    expect(dialog.getByText('One.')).toBeTruthy();
  });

  it('starts timers from the durations in a step; they keep counting on another step and ring once', async () => {
    serve(fullRecipe(3, { instructions: ['Simmer for 2 minutes.', 'Rest 1 minute, then serve.'] }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cook mode' }));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    fireEvent.click(screen.getByRole('button', { name: 'Start timer 2 minutes' }));
    expect(screen.getByRole('timer', { name: '2 minutes timer' }).textContent).toBe('2:00');
    fireEvent.click(screen.getByRole('button', { name: /Next step/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start timer 1 minute' }));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('timer', { name: '2 minutes timer' }).textContent).toBe('1:30');
    expect(screen.getByRole('timer', { name: '1 minute timer' }).textContent).toBe('0:30');
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(screen.getByRole('timer', { name: '1 minute timer' }).textContent).toBe('Done!');
    expect(screen.getByText(/Timer 1 minute for step 2 is done/)).toBeTruthy();
    expect(screen.getByRole('timer', { name: '2 minutes timer' }).textContent).toBe('0:59');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss timer 1 minute' }));
    expect(screen.queryByRole('timer', { name: '1 minute timer' })).toBeNull();
  });

  it('speaks German: headings, servings, actions and the tags by their key; the recipe as written', async () => {
    await activateLanguage('de');
    serve();
    open();
    expect(await screen.findByRole('heading', { name: 'Zutaten' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Zubereitung' })).toBeTruthy();
    expect(screen.getByLabelText('Portionen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Auf die Liste' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Alle Rezepte/ })).toBeTruthy();
    const tags = within(screen.getByRole('list', { name: 'Schlagwörter' }));
    expect(tags.getByText('amerikanisch')).toBeTruthy();
    expect(tags.getByText('Backofen')).toBeTruthy();
    expect(screen.getByText('Mix everything.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kochmodus' }));
    const cook = screen.getByRole('dialog');
    expect(within(cook).getByText('Schritt 1 von 2')).toBeTruthy();
    expect(within(cook).getByRole('button', { name: 'Nächster Schritt' })).toBeTruthy();
  });
});
