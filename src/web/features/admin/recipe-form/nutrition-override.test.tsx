import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nutritionFixture } from '../../../test/fixtures.ts';
import { bodyOf, fakeApi, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { NutritionOverride } from './nutrition-override.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const open = () =>
  renderPage(<NutritionOverride recipeId={3} servings={4} />, {
    url: '/admin/updaterecipe/3',
    path: '/admin/updaterecipe/:id',
  });

describe('Override nutrition on the admin recipe form', () => {
  it('sends all eight values of a serving, then shows them as set by hand', async () => {
    const user = userEvent.setup();
    let answer = nutritionFixture(3);
    const log = fakeApi({
      'GET /api/recipes/3/nutrition': () => ({ body: answer }),
      'PUT /api/recipes/3/nutrition': (init) => {
        const { perServing } = bodyOf(init) as { perServing: typeof answer.perServing };
        answer = { ...answer, perServing, overridden: true };
        return json(200, answer);
      },
    });
    open();
    const kcal = await screen.findByRole('spinbutton', { name: 'kcal' });
    expect((kcal as HTMLInputElement).value).toBe('412');
    expect(screen.queryByRole('button', { name: 'Use computed values' })).toBeNull();
    await user.clear(kcal);
    await user.type(kcal, '380');
    await user.click(screen.getByRole('button', { name: 'Override nutrition' }));
    await screen.findByRole('button', { name: 'Use computed values' });
    const put = log.mock.calls.find(([, init]) => init.method === 'PUT')!;
    expect(bodyOf(put[1])).toEqual({
      perServing: {
        kcal: 380,
        protein: 12.5,
        fat: 9.1,
        saturatedFat: 2.4,
        carbohydrate: 68.2,
        sugars: 3.1,
        fiber: 2.6,
        sodium: 380,
      },
    });
  });

  it('shows a refused value at its field, and "Use computed values" deletes the override', async () => {
    const user = userEvent.setup();
    let answer = { ...nutritionFixture(3), overridden: true };
    const log = fakeApi({
      'GET /api/recipes/3/nutrition': () => ({ body: answer }),
      'PUT /api/recipes/3/nutrition': json(400, {
        error: 'perServing.sodium must be a number from 0 to 100000',
        code: 'VALIDATION_FAILED',
        details: { 'perServing.sodium': 'perServing.sodium must be a number from 0 to 100000' },
      }),
      'DELETE /api/recipes/3/nutrition': () => {
        answer = { ...answer, overridden: false };
        return {};
      },
    });
    open();
    const sodium = await screen.findByRole('spinbutton', { name: 'Sodium (mg)' });
    await user.clear(sodium);
    await user.type(sodium, '200000');
    await user.click(screen.getByRole('button', { name: 'Override nutrition' }));
    await waitFor(() => expect(sodium.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a number from 0 to 100000.')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'kcal' }).getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use computed values' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Use computed values' })).toBeNull());
    expect(log.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toContain('DELETE /api/recipes/3/nutrition');
  });
});
