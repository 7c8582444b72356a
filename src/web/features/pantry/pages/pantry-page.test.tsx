import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PantryItem, PantryLocation } from '#domain/pantry.ts';
import { addPlanDays, localToday } from '#domain/plan-dates.ts';
import { bodyOf, fakeApi, fakeApiRoutes, json, type RequestLog } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { PantryPage } from './pantry-page.tsx';

const item = (id: number, over: Partial<PantryItem> = {}): PantryItem => ({
  id,
  name: 'beef mince',
  qty: 2,
  unit: 'pound',
  location: 'fridge',
  bestBefore: null,
  staple: false,
  updatedAt: '2026-12-01T10:00:00.000Z',
  ...over,
});
const locations = (counts: Record<string, number>): { rows: PantryLocation[]; count: number } => {
  const rows = Object.entries(counts).map(([name, itemCount], i) => ({ id: i + 1, name, itemCount }));
  return { rows, count: rows.length };
};

/** A pantry answering from `items`, filtered by location and sorted as the server does. */
function fakePantry(items: PantryItem[], extra: Record<string, number> = {}): RequestLog {
  return fakeApiRoutes((url, init) => {
    if (init.method === 'GET' && url.pathname === '/api/pantry/locations') {
      const counts: Record<string, number> = { fridge: 0, freezer: 0, cupboard: 0, ...extra };
      for (const row of items) counts[row.location] = (counts[row.location] ?? 0) + 1;
      return json(200, locations(counts));
    }
    if (init.method === 'GET' && url.pathname === '/api/pantry') {
      const location = url.searchParams.get('location');
      let rows = items.filter((row) => !location || row.location === location);
      if (url.searchParams.get('sort') === 'bestBefore')
        rows = [...rows].sort((a, b) => (a.bestBefore ?? '9999').localeCompare(b.bestBefore ?? '9999'));
      return json(200, { rows, count: rows.length });
    }
    return undefined;
  });
}

const open = () => renderPage(<PantryPage />, { url: '/user/pantry', path: '/user/pantry' });

describe('PantryPage', () => {
  it('groups items by location with amount, best-before and Staple, each with Edit and Remove named', async () => {
    fakePantry([
      item(1, { bestBefore: '2026-12-24' }),
      item(2, { name: 'salt', qty: null, unit: null, location: 'cupboard', staple: true }),
    ]);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pantry' })).toBeTruthy();
    const fridge = (await screen.findByRole('heading', { level: 2, name: 'Fridge' })).closest('section')!;
    const mince = within(fridge).getByText('2 pounds beef mince').closest('li')!;
    expect(mince.textContent).toContain('Best before Dec 24, 2026');
    expect(within(mince).getByRole('button', { name: 'Edit beef mince' })).toBeTruthy();
    expect(within(mince).getByRole('button', { name: 'Remove beef mince' })).toBeTruthy();
    const cupboard = screen.getByRole('heading', { level: 2, name: 'Cupboard' }).closest('section')!;
    expect(within(cupboard).getByText('salt').closest('li')!.textContent).toContain('Staple');
    // A location with nothing in it has no section.
    expect(screen.queryByRole('heading', { level: 2, name: 'Freezer' })).toBeNull();
  });

  it('lists what expires in the next 7 days, soonest first, and not what keeps longer', async () => {
    const today = localToday();
    fakePantry([
      item(1, { name: 'milk', qty: 4, unit: 'cup', bestBefore: addPlanDays(today, 5) }),
      item(2, { name: 'yoghurt', qty: 2, unit: null, bestBefore: addPlanDays(today, 1) }),
      item(3, { name: 'cheese', qty: 200, unit: 'gram', bestBefore: addPlanDays(today, 8) }),
    ]);
    open();
    const soon = (await screen.findByRole('heading', { name: 'Expiring soon' })).closest('section')!;
    await waitFor(() => expect(within(soon).getAllByRole('listitem')).toHaveLength(2));
    const names = within(soon)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.pantry-item__what')!.textContent);
    expect(names).toEqual(['2 yoghurts', '4 cups milk']);
  });

  it('adds the typed line with its location, date and staple, and says what is now in the pantry', async () => {
    const user = userEvent.setup();
    const log = fakePantry([]);
    let sent: unknown;
    fakeApi({
      'POST /api/pantry': (init) => {
        sent = bodyOf(init);
        return json(201, item(7, { ...pick(init) }));
      },
    });
    open();
    await screen.findByText('Your pantry is empty. Add what you have above.');
    await user.type(screen.getByRole('textbox', { name: 'Item' }), '2 lb beef mince');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'fridge');
    await user.type(screen.getByLabelText('Best before'), '2026-12-24');
    await user.click(screen.getByRole('checkbox', { name: 'Staple' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('status')).textContent).toBe('In the pantry: 2 pounds beef mince');
    expect(sent).toEqual({ text: '2 lb beef mince', location: 'fridge', bestBefore: '2026-12-24', staple: true });
    // The form is empty again for the next item.
    expect((screen.getByRole('textbox', { name: 'Item' }) as HTMLInputElement).value).toBe('');
    void log;
  });

  it('shows a refused field at its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    fakePantry([]);
    fakeApi({
      'POST /api/pantry': json(400, {
        error: 'bestBefore must be a date that exists',
        code: 'VALIDATION_FAILED',
        details: { bestBefore: 'bestBefore must be a date that exists, written YYYY-MM-DD' },
      }),
    });
    open();
    await user.type(await screen.findByRole('textbox', { name: 'Item' }), '2 eggs');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter a date that exists, between 2000 and 2100.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Item' }) as HTMLInputElement).value).toBe('2 eggs');
  });

  it('edits an item in a dialog and sends the fields as the API takes them', async () => {
    const user = userEvent.setup();
    fakePantry([item(1)]);
    let sent: unknown;
    fakeApi({
      'PATCH /api/pantry/1': (init) => {
        sent = bodyOf(init);
        return json(200, item(1, { qty: 750 }));
      },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit beef mince' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit beef mince' });
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '750');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({
      name: 'beef mince',
      qty: 750,
      unit: 'pound',
      location: 'fridge',
      bestBefore: null,
      staple: false,
    });
  });

  it('removes an item by its named button', async () => {
    const user = userEvent.setup();
    fakePantry([item(1)]);
    const log = fakeApi({ 'DELETE /api/pantry/1': { status: 204 } });
    open();
    await user.click(await screen.findByRole('button', { name: 'Remove beef mince' }));
    await waitFor(() =>
      expect(log.mock.calls.some(([url, init]) => init.method === 'DELETE' && url === '/api/pantry/1')).toBe(true),
    );
  });

  it('says why the pantry did not load and offers to try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApiRoutes((url, init) => {
      if (init.method !== 'GET' || url.pathname !== '/api/pantry/locations') return undefined;
      calls += 1;
      return calls === 1
        ? json(503, { error: 'We could not reach the database. Try again in a moment.', code: 'UNAVAILABLE' })
        : json(200, locations({ fridge: 0, freezer: 0, cupboard: 0 }));
    });
    fakeApi({ 'GET /api/pantry': { body: { rows: [], count: 0 } } });
    open();
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not load the pantry: We could not reach/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your pantry is empty. Add what you have above.')).toBeTruthy();
  });
});

/** The location, date and staple the form sent, for the fake's answer. */
function pick(init: Parameters<typeof bodyOf>[0]) {
  const body = bodyOf(init) as { location: string; bestBefore: string | null; staple: boolean };
  return { location: body.location, bestBefore: body.bestBefore, staple: body.staple };
}
