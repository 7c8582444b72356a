import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { fullRecipe } from '../../../test/fixtures.ts';
import { bodyOf, fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
const NO_MATCH_MESSAGE = 'Sorry, no recipes matched your criteria';
const INSUFFICIENT_MESSAGE =
  'We apologize, the chef is unable to accomodate your total number of desired meals that match your criteria.';
import { ChefsChoicePage } from './chefs-choice-page.tsx';
import { mainListIdentity } from '../../../test/list-fixture.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));
const result = (n: number, matched = n, insufficient = false) => ({
  recipes: Array.from({ length: n }, (_, i) => fullRecipe(i + 1)),
  matched,
  totalServings: n * 4,
  target: 140,
  insufficient,
});

const open = () => renderPage(<ChefsChoicePage />, { url: '/user/chefschoice', path: '/user/chefschoice' });

describe('ChefsChoicePage', () => {
  it("asks for a choice when a 'Yes' box is ticked, and for at least one person", async () => {
    const fetchMock = fakeApiRoutes(() => json(200, result(1)));
    const user = userEvent.setup();
    open();
    const people = screen.getByLabelText('Number of people');
    await user.clear(people);
    await user.type(people, '0');
    const [cuisinesYes] = screen.getAllByRole('checkbox', { name: 'Yes' });
    await user.click(cuisinesYes);
    await user.click(screen.getByRole('button', { name: "Get the Chef's Choice" }));
    expect(await screen.findByText('Choose at least one cuisine')).toBeTruthy();
    expect(screen.getByText('The number of people must be at least 1')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks German: labels, cuisines by key, the validation messages and the results', async () => {
    await activateLanguage('de');
    fakeApiRoutes(() => json(200, result(2, 2)));
    const user = userEvent.setup();
    open();
    const people = screen.getByLabelText('Anzahl der Personen');
    await user.clear(people);
    await user.type(people, '0');
    const [cuisinesYes] = screen.getAllByRole('checkbox', { name: 'Ja' });
    await user.click(cuisinesYes);
    expect(screen.getByRole('checkbox', { name: 'Suppe' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Chefkoch-Auswahl holen' }));
    expect(await screen.findByText('Wähle mindestens eine Küche')).toBeTruthy();
    expect(screen.getByText('Die Anzahl der Personen muss mindestens 1 sein')).toBeTruthy();
    await user.click(cuisinesYes);
    await user.clear(people);
    await user.type(people, '2');
    await user.click(screen.getByRole('button', { name: 'Chefkoch-Auswahl holen' }));
    expect(await screen.findByText('Nur 2 Rezepte passen zu deinen Kriterien:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alle auf die Liste' })).toBeTruthy();
  });

  it('sends the answers and shows the insufficient message, then adds all to the list', async () => {
    const fetchMock = fakeApiRoutes((url) => {
      if (url.pathname === '/api/recipes/chefs-choice') return json(200, result(2, 2, true));
      if (url.pathname === '/api/lists/current/recipes')
        return json(200, {
          ...mainListIdentity,
          id: 1,
          version: 1,
          completedAt: null,
          recipes: [],
          items: [],
          members: [],
        });
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = open();
    await user.clear(screen.getByLabelText('Number of people'));
    await user.type(screen.getByLabelText('Number of people'), '20');
    await user.clear(screen.getByLabelText('Number of meals'));
    await user.type(screen.getByLabelText('Number of meals'), '7');
    const [cuisinesYes] = screen.getAllByRole('checkbox', { name: 'Yes' });
    await user.click(cuisinesYes);
    await user.click(screen.getByRole('checkbox', { name: 'soup' }));
    await user.selectOptions(screen.getByLabelText('Cook time'), '30');
    await user.click(screen.getByRole('button', { name: "Get the Chef's Choice" }));

    expect(await screen.findByText('Only 2 recipe(s) matched your critera:')).toBeTruthy();
    expect(screen.getByText(INSUFFICIENT_MESSAGE)).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls[0][1])).toEqual({ people: 20, meals: 7, cuisines: ['soup'], cookTime: '30' });

    await user.click(screen.getByRole('button', { name: 'Add All to List' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/shoppinglist'));
    // One request for all the picks.
    const added = fetchMock.mock.calls.filter((c) => c[0] === '/api/lists/current/recipes').map((c) => bodyOf(c[1]));
    expect(added).toEqual([{ recipes: [{ id: 1 }, { id: 2 }] }]);
  });

  it("shows 'Recipes matched' when more than 3 match, and the no-match message", async () => {
    let answer = result(4, 9);
    fakeApiRoutes(() => json(200, answer));
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: "Get the Chef's Choice" }));
    expect(await screen.findByRole('heading', { name: 'Recipes matched' })).toBeTruthy();
    expect(screen.queryByText(INSUFFICIENT_MESSAGE)).toBeNull();

    answer = result(0, 0, true);
    await user.click(screen.getByRole('button', { name: "Get the Chef's Choice" }));
    expect(await screen.findByText(NO_MATCH_MESSAGE)).toBeTruthy();
  });
});
