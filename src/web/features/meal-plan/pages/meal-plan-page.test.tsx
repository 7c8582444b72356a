import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlanEntry } from '#domain/meal-plan.ts';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { listRow } from '../../../test/fixtures.ts';
import { bodyOf, fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { MealPlanPage } from './meal-plan-page.tsx';
import { mainListIdentity } from '../../../test/list-fixture.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const summary = (id: number, name: string) => ({
  id,
  name,
  img: '/images/x.jpg',
  servings: 4,
  cookTime: 30,
  isActive: true,
});
const entry = (id: number, date: string, meal: PlanEntry['meal'], name: string, servings = 4): PlanEntry => ({
  id,
  date,
  meal,
  servings,
  note: null,
  recipe: summary(id * 10, name),
});
const week = (entries: PlanEntry[]) => json(200, { from: '2026-11-30', days: 7, entries });
const open = () => renderPage(<MealPlanPage />, { url: '/user/plan?from=2026-12-02', path: '/user/plan' });
const emptyList = {
  ...mainListIdentity,
  id: 1,
  version: 3,
  completedAt: null,
  items: [],
  members: [{ username: 'cook' }],
};

describe('MealPlanPage', () => {
  it('speaks German: the title, the days by Intl and the meals by key', async () => {
    fakeApiRoutes((url) =>
      url.pathname === '/api/plan' ? week([entry(1, '2026-11-30', 'dinner', 'Chicken Tikka Masala')]) : undefined,
    );
    await activateLanguage('de');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Essensplan' })).toBeTruthy();
    const monday = await screen.findByRole('region', { name: /^Montag, 30\. November$/ });
    expect(within(monday).getByRole('heading', { level: 3, name: 'Abendessen' })).toBeTruthy();
    expect(within(monday).getByRole('heading', { level: 3, name: 'Frühstück' })).toBeTruthy();
    expect(within(monday).getByRole('link', { name: 'Chicken Tikka Masala' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Mahlzeit hinzufügen' })).toHaveLength(7);
  });

  it('shows the week from Monday holding ?from=, each day a region with its entries and servings', async () => {
    const calls = fakeApiRoutes((url) =>
      url.pathname === '/api/plan' ? week([entry(1, '2026-11-30', 'dinner', 'Chicken Tikka Masala')]) : undefined,
    );
    open();
    const monday = await screen.findByRole('region', { name: 'Monday, November 30' });
    expect(screen.getByRole('region', { name: 'Sunday, December 6' })).toBeTruthy();
    expect(within(monday).getByRole('link', { name: 'Chicken Tikka Masala' }).getAttribute('href')).toBe(
      '/user/recipes/10',
    );
    expect(within(monday).getByRole('spinbutton', { name: 'Servings for Chicken Tikka Masala' })).toHaveProperty(
      'value',
      '4',
    );
    expect(calls.mock.calls[0][0]).toBe('/api/plan?from=2026-11-30&days=7');
  });

  it('adds a recipe found by name; the entry shows before the server answers', async () => {
    let answer: (value: unknown) => void = () => {};
    const calls = fakeApiRoutes(async (url, init) => {
      if (url.pathname === '/api/plan' && init.method === 'GET') return week([]);
      if (url.pathname === '/api/recipes') return json(200, { rows: [listRow(7, { name: 'Chicken Soup' })], count: 1 });
      if (url.pathname === '/api/plan/entries') {
        await new Promise((resolve) => (answer = resolve));
        return json(201, entry(70, '2026-12-01', 'dinner', 'Chicken Soup', 2));
      }
      return undefined;
    });
    const user = userEvent.setup();
    open();
    const tuesday = await screen.findByRole('region', { name: 'Tuesday, December 1' });
    await user.click(within(tuesday).getByRole('button', { name: 'Add a meal' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a meal' });
    await user.type(within(dialog).getByLabelText('Recipe'), 'chick');
    await user.click(await within(dialog).findByRole('radio', { name: 'Chicken Soup' }));
    const servings = within(dialog).getByLabelText('Servings');
    await user.clear(servings);
    await user.type(servings, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await within(tuesday).findByText('Chicken Soup')).toBeTruthy();
    answer(undefined);
    const post = calls.mock.calls.find(([path]) => path === '/api/plan/entries')!;
    expect(bodyOf(post[1])).toEqual({ date: '2026-12-01', meal: 'dinner', recipeId: 7, servings: 2 });
  });

  it('rolls a refused removal back and says what went wrong, with a way to retry', async () => {
    let refuse = true;
    fakeApiRoutes((url, init) => {
      if (url.pathname === '/api/plan') return week([entry(1, '2026-11-30', 'dinner', 'Chili')]);
      if (init.method === 'DELETE')
        return refuse ? json(409, { error: 'The plan changed meanwhile', code: 'CONFLICT' }) : json(204);
      return undefined;
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Remove Chili' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Removing Chili failed: The plan changed meanwhile');
    expect(screen.getByRole('link', { name: 'Chili' })).toBeTruthy();
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('moves an entry with the Move dialog', async () => {
    let chili = entry(1, '2026-11-30', 'dinner', 'Chili');
    const calls = fakeApiRoutes((url, init) => {
      if (url.pathname === '/api/plan') return week([chili]);
      if (init.method === 'PATCH') return json(200, (chili = entry(1, '2026-12-03', 'lunch', 'Chili')));
      return undefined;
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Move Chili' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Chili' });
    const date = within(dialog).getByLabelText('Date');
    // A date input takes a whole value at once, as a browser's date picker gives it.
    fireEvent.change(date, { target: { value: '2026-12-03' } });
    await user.selectOptions(within(dialog).getByLabelText('Meal'), 'lunch');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    const thursday = screen.getByRole('region', { name: 'Thursday, December 3' });
    expect(await within(thursday).findByRole('link', { name: 'Chili' })).toBeTruthy();
    const patch = calls.mock.calls.find(([, init]) => init.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/plan/entries/1');
    expect(bodyOf(patch[1])).toEqual({ date: '2026-12-03', meal: 'lunch' });
  });

  it('fills the week and says how many meals were planned and why slots stayed empty', async () => {
    const calls = fakeApiRoutes((url) => {
      if (url.pathname === '/api/plan') return week([]);
      if (url.pathname === '/api/plan/fill')
        return json(200, { created: [entry(5, '2026-11-30', 'dinner', 'Soup')], unfilled: 6 });
      return undefined;
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Fill the week' }));
    const dialog = screen.getByRole('dialog', { name: 'Fill the week' });
    expect(within(dialog).getByRole('checkbox', { name: 'Dinner' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('checkbox', { name: 'Breakfast' })).toHaveProperty('checked', false);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lunch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fill' }));
    expect((await within(dialog).findByText(/1 meal planned/)).textContent).toContain('6 slots stayed empty');
    const fill = calls.mock.calls.find(([path]) => path === '/api/plan/fill')!;
    expect(bodyOf(fill[1])).toMatchObject({ from: '2026-11-30', days: 7, meals: ['lunch', 'dinner'] });
  });

  it('adds the week to the list and counts the recipes now on it, naming skipped ones', async () => {
    fakeApiRoutes((url) => {
      if (url.pathname === '/api/plan')
        return week([
          entry(1, '2026-11-30', 'dinner', 'Chili'),
          entry(2, '2026-12-01', 'dinner', 'Stew'),
          entry(3, '2026-12-02', 'dinner', 'Old pie'),
        ]);
      if (url.pathname === '/api/plan/to-list')
        return json(200, {
          list: {
            ...emptyList,
            recipes: [10, 20].map((id) => ({ id, name: `r${id}`, img: '/x.jpg', servings: 4, recipeServings: 4 })),
          },
          skipped: [{ id: 30, name: 'Old pie' }],
        });
      return undefined;
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add week to list' }));
    expect(
      await screen.findByText('2 recipes added to your shopping list. Skipped, no longer available: Old pie.'),
    ).toBeTruthy();
  });

  it('shows the calendar address and asks before making a new one', async () => {
    const calls = fakeApiRoutes((url) => {
      if (url.pathname === '/api/plan') return week([]);
      if (url.pathname === '/api/plan/calendar')
        return json(200, { url: 'http://localhost/api/plan/calendar/old.ics' });
      if (url.pathname === '/api/plan/calendar/reset')
        return json(200, { url: 'http://localhost/api/plan/calendar/new.ics' });
      return undefined;
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Calendar' }));
    const dialog = screen.getByRole('dialog', { name: 'Calendar' });
    const address = within(dialog).getByLabelText('Calendar address');
    await waitFor(() => expect(address).toHaveProperty('value', 'http://localhost/api/plan/calendar/old.ics'));
    await user.click(within(dialog).getByRole('button', { name: 'New address' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('The old address will stop working');
    expect(calls.mock.calls.some(([path]) => path === '/api/plan/calendar/reset')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => expect(address).toHaveProperty('value', 'http://localhost/api/plan/calendar/new.ics'));
  });
});
