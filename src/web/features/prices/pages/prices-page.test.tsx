import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Price } from '#domain/price.ts';
import { bodyOf, fakeApi, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { PricesPage } from './prices-page.tsx';

const eggs = { id: 1123, ndb: '01123', name: 'Egg, whole, raw, fresh' };
const flour = { id: 20081, ndb: '20081', name: 'Wheat flour, white, all-purpose' };
const price = (id: number, over: Partial<Price> = {}): Price => ({
  id,
  food: eggs,
  amount: 3.49,
  currency: 'USD',
  packSize: 12,
  packUnit: 'piece',
  store: 'Corner shop',
  date: '2026-11-30',
  createdAt: '2026-11-30T10:00:00.000Z',
  ...over,
});
const food = (ref: typeof eggs) => ({
  ...ref,
  per100g: { kcal: 1, protein: 1, fat: 1, saturatedFat: 1, carbohydrate: 1, sugars: null, fiber: 0, sodium: 1 },
  measures: [],
});

const open = () => renderPage(<PricesPage />, { url: '/user/prices', path: '/user/prices' });

describe('PricesPage', () => {
  it("lists the household's prices with the money in the currency and the pack", async () => {
    fakeApi({ 'GET /api/prices': { body: { rows: [price(1)], count: 1 } } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Prices' })).toBeTruthy();
    const row = (await screen.findByText('Egg, whole, raw, fresh')).closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent)).toEqual([
      'Egg, whole, raw, fresh',
      '$3.49',
      '12 piece',
      'Corner shop',
    ]);
    expect(within(row).getByRole('button', { name: 'Edit Egg, whole, raw, fresh' })).toBeTruthy();
  });

  it('adds a price: the food picked from the search, numbers sent as numbers', async () => {
    const user = userEvent.setup();
    const log = fakeApi({
      'GET /api/prices': { body: { rows: [], count: 0 } },
      'GET /api/foods': (_init, url) => ({
        body: { rows: url.searchParams.get('q') === 'flour' ? [food(flour)] : [], count: 1 },
      }),
      'POST /api/prices': (init) => json(201, price(2, { food: flour, ...(bodyOf(init) as object), currency: 'USD' })),
    });
    open();
    await screen.findByText('No prices yet. Add the first one above.');
    await user.type(screen.getByRole('searchbox', { name: 'Food' }), 'flour');
    await user.click(await screen.findByRole('button', { name: flour.name }, { timeout: 3000 }));
    await user.type(screen.getByRole('spinbutton', { name: 'Price' }), '2.5');
    await user.type(screen.getByRole('spinbutton', { name: 'Pack size' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'kg');
    await user.type(screen.getByRole('textbox', { name: 'Store' }), 'Market');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('button', { name: 'Add price' }));
    await waitFor(() => expect(log.mock.calls.some(([, init]) => init.method === 'POST')).toBe(true));
    const post = log.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(bodyOf(post[1])).toEqual({
      foodId: flour.id,
      amount: 2.5,
      packSize: 1,
      packUnit: 'kilogram',
      store: 'Market',
      date: '2026-12-01',
    });
  });

  it('shows a refused field at its field, in words, and sends nothing without a food', async () => {
    const user = userEvent.setup();
    const log = fakeApi({
      'GET /api/prices': { body: { rows: [price(1)], count: 1 } },
      'PATCH /api/prices/1': json(400, {
        error: 'amount may have at most 2 decimals',
        code: 'VALIDATION_FAILED',
        details: { amount: 'amount may have at most 2 decimals' },
      }),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit Egg, whole, raw, fresh' }));
    expect(screen.getByRole('heading', { name: 'Edit price' })).toBeTruthy();
    const amount = screen.getByRole('spinbutton', { name: 'Price' });
    expect((amount as HTMLInputElement).value).toBe('3.49');
    await user.clear(amount);
    await user.type(amount, '3.499');
    await user.click(screen.getByRole('button', { name: 'Save price' }));
    await screen.findByText('Enter a price from 0 to 100000, with at most 2 decimals.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(bodyOf(log.mock.calls.find(([, init]) => init.method === 'PATCH')![1])).toMatchObject({ amount: 3.499 });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add price' }));
    expect(await screen.findByText('Choose a food from the search.')).toBeTruthy();
    expect(log.mock.calls.filter(([, init]) => init.method === 'POST')).toEqual([]);
  });

  it('deletes a price and asks for the prices again', async () => {
    let rows = [price(1), price(2, { food: flour, packUnit: 'kilogram', packSize: 1, amount: 1.2 })];
    const log = fakeApi({
      'GET /api/prices': () => ({ body: { rows, count: rows.length } }),
      'DELETE /api/prices/1': () => {
        rows = rows.filter((p) => p.id !== 1);
        return {};
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Egg, whole, raw, fresh' }));
    await waitFor(() => expect(screen.queryByText('Egg, whole, raw, fresh')).toBeNull());
    expect(screen.getByText(flour.name)).toBeTruthy();
    expect(log.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toContain('DELETE /api/prices/1');
  });
});
