import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullRecipe, meFixture } from '../../../test/fixtures.ts';
import { fakeApi } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { fetchMe } from '../../user/index.ts';
import { RecipePage } from './recipe-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const line = (id: number, qty: number, measurement: string, name: string, text: string) => ({
  id,
  qty,
  qtyMax: null,
  measurement,
  comment: '',
  text,
  ingredient: { name },
});

/** A recipe written in US units, and one written in metric. */
const usRecipe = fullRecipe(3, {
  lineItems: [
    line(31, 2, 'cups', 'sugar', '2 cups sugar'),
    line(32, 1, 'lb', 'ground beef', '1 lb ground beef'),
    line(33, 2, 'tbsp', 'olive oil', '2 tbsp olive oil'),
  ],
});
const metricRecipe = fullRecipe(3, {
  lineItems: [line(31, 1, 'l', 'milk', '1 l milk'), line(32, 227, 'g', 'butter', '227 g butter')],
});

const browser = (tags: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);

function open(
  recipe = usRecipe,
  { me, url = '/user/recipes/3' }: { me?: ReturnType<typeof meFixture>; url?: string } = {},
) {
  fakeApi({
    'GET /api/recipes/3': { body: recipe },
    'GET /api/user/me/favoritedrecipes': { body: [] },
    'GET /api/user/me/dislikedrecipes': { body: [] },
    ...(me ? { 'GET /api/user/me': { body: me } } : {}),
  });
  const page = renderPage(<RecipePage />, { url, path: '/user/recipes/:recipeId' });
  if (me) {
    localStorage.setItem('token', 't');
    void page.store.dispatch(fetchMe());
  }
  return page;
}

const ingredientLines = async () => {
  const heading = await screen.findByRole('heading', { name: 'Ingredients' });
  return within(heading.closest('section')!)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
};

describe('RecipePage in the reader\'s units (api/languages.md, "Units")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a US recipe as written for an en-US browser', async () => {
    browser(['en-US', 'en']);
    open();
    expect(await ingredientLines()).toEqual(['2 cups sugar', '1 lb ground beef', '2 tbsp olive oil']);
  });

  it('shows cups and pounds in metric for a de-DE browser, spoons kept', async () => {
    browser(['de-DE', 'de']);
    open();
    expect(await ingredientLines()).toEqual(['473 ml sugar', '454 g ground beef', '2 tbsp olive oil']);
  });

  it("shows them in metric for a user whose units are 'metric', on an en-US browser", async () => {
    browser(['en-US']);
    open(usRecipe, { me: meFixture({ units: 'metric' }) });
    expect(await screen.findByText('473 ml sugar')).toBeTruthy();
    expect(await ingredientLines()).toEqual(['473 ml sugar', '454 g ground beef', '2 tbsp olive oil']);
  });

  it('converts after scaling by servings', async () => {
    browser(['de-DE']);
    open(usRecipe, { url: '/user/recipes/3?servings=8' });
    expect((await ingredientLines())[0]).toBe('946 ml sugar');
  });

  it('shows a metric recipe in US units for an en-US browser', async () => {
    browser(['en-US']);
    open(metricRecipe);
    expect(await ingredientLines()).toEqual(['4¼ cups milk', '8 oz butter']);
  });
  it('cook mode lists the converted lines too', async () => {
    browser(['de-DE']);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Cook mode' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Ingredients' }));
    const region = within(dialog.getByRole('region', { name: 'Ingredients' }));
    expect(region.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '473 ml sugar',
      '454 g ground beef',
      '2 tbsp olive oil',
    ]);
  });

  it("keeps the arrows out of the buttons' and link's names, in spans that flip in right to left", async () => {
    const user = userEvent.setup();
    open();
    const back = await screen.findByRole('link', { name: 'All recipes' });
    await user.click(await screen.findByRole('button', { name: 'Cook mode' }));
    const dialog = within(screen.getByRole('dialog'));
    const buttons = [
      dialog.getByRole('button', { name: 'Previous step' }),
      dialog.getByRole('button', { name: 'Next step' }),
    ];
    for (const element of [back, ...buttons]) {
      const arrow = element.querySelector('.flips-in-rtl');
      expect(arrow?.getAttribute('aria-hidden')).toBe('true');
      expect(arrow?.textContent).toMatch(/^[←→]$/);
    }
  });
});
