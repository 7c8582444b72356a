import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { localToday, mondayOf } from '#domain/plan-dates.ts';
import { bodyOf, fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { renderPage, WithI18n } from '../../../test/render.tsx';
import { AddToPlan } from './add-to-plan.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const recipe = { id: 7, name: 'Chili', img: '/images/x.jpg', servings: 6, cookTime: 30, isActive: true };

describe('AddToPlan', () => {
  it('plans today’s dinner with the servings shown, and the toast links to that week', async () => {
    const calls = fakeApiRoutes((url) =>
      url.pathname === '/api/plan/entries'
        ? json(201, { id: 1, date: localToday(), meal: 'dinner', servings: 3, note: null, recipe })
        : undefined,
    );
    const user = userEvent.setup();
    renderPage(<AddToPlan recipe={recipe} servings={3} />, { url: '/user/recipes/7', path: '/user/recipes/:id' });
    await user.click(screen.getByRole('button', { name: 'Add to plan' }));
    // The dialog's code loads on the first press.
    const dialog = await screen.findByRole('dialog', { name: 'Add to plan' });
    expect(within(dialog).getByLabelText('Date')).toHaveProperty('value', localToday());
    expect(within(dialog).getByLabelText('Meal')).toHaveProperty('value', 'dinner');
    expect(within(dialog).getByLabelText('Servings')).toHaveProperty('value', '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(bodyOf(calls.mock.calls[0][1])).toEqual({ date: localToday(), meal: 'dinner', recipeId: 7, servings: 3 });
    const message = vi.mocked(toast.success).mock.calls[0][0];
    expect(isValidElement(message)).toBe(true);
    render(<MemoryRouter>{message as ReactElement}</MemoryRouter>, { wrapper: WithI18n });
    expect(screen.getByRole('link', { name: 'See the week' }).getAttribute('href')).toBe(
      `/user/plan?from=${mondayOf(localToday())}`,
    );
  });

  it('keeps the dialog open with the error when the server refuses', async () => {
    fakeApiRoutes((url) =>
      url.pathname === '/api/plan/entries'
        ? json(404, { error: 'Recipe not found', code: 'RECIPE_NOT_FOUND' })
        : undefined,
    );
    const user = userEvent.setup();
    renderPage(<AddToPlan recipe={recipe} servings={3} />, { url: '/user/recipes/7', path: '/user/recipes/:id' });
    await user.click(screen.getByRole('button', { name: 'Add to plan' }));
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Recipe not found');
    expect(screen.getByRole('dialog', { name: 'Add to plan' })).toBeTruthy();
  });
});
