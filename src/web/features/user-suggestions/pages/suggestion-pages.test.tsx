import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '#domain/suggestion.ts';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { makeStore } from '../../../app/store.ts';
import { meFixture, suggestionFixture } from '../../../test/fixtures.ts';
import { fakeApi } from '../../../test/fake-server.ts';
import { MakeSuggestionPage } from './make-suggestion-page.tsx';
import { ReviewSuggestionPage } from './review-suggestion-page.tsx';
import { UserSuggestionsPage } from './user-suggestions-page.tsx';
import { WithI18n } from '../../../test/render.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const base = (id: number, over: Partial<Suggestion> = {}) =>
  suggestionFixture(id, {
    url: 'https://example.com/soup',
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.500Z',
    ...over,
  });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/user/userRecipeSuggestion', Component: MakeSuggestionPage },
      { path: '/user/profile/userSuggestions', Component: UserSuggestionsPage },
      { path: '/user/reviewUserSuggestion/:id', Component: ReviewSuggestionPage },
      { path: '/admin/addrecipe', Component: () => <p>add form for {location.search}</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
    { wrapper: WithI18n },
  );
  return router;
}

describe('suggestion pages', () => {
  it("lists the user's suggestions with 'N/A' or the response date", async () => {
    fakeApi({
      'GET /api/userSuggestions/me': {
        body: {
          rows: [
            base(1),
            base(2, { status: 'Approved', adminResponse: 'Added it', updatedAt: '2024-05-04T09:00:00.000Z' }),
          ],
          count: 2,
        },
      },
    });
    renderAt('/user/profile/userSuggestions');
    expect(await screen.findByText('N/A')).toBeTruthy();
    expect(screen.getByText('2024-05-04')).toBeTruthy();
    expect(screen.getByText('Added it')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'URL',
      'Status',
      'Admin Response',
      'Response Date',
    ]);
    expect(screen.getByRole('link', { name: 'Make a suggestion' }).getAttribute('href')).toBe(
      '/user/userRecipeSuggestion',
    );
  });

  it("speaks German: headings, columns, statuses and 'N/A'", async () => {
    await activateLanguage('de');
    fakeApi({
      'GET /api/userSuggestions/me': {
        body: {
          rows: [base(1), base(2, { status: 'Approved', updatedAt: '2024-05-04T09:00:00.000Z' })],
          count: 2,
        },
      },
    });
    renderAt('/user/profile/userSuggestions');
    expect(await screen.findByRole('heading', { name: 'Deine Vorschläge' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'URL',
      'Status',
      'Antwort des Admins',
      'Antwortdatum',
    ]);
    expect(screen.getByText('Ausstehend')).toBeTruthy();
    expect(screen.getByText('Angenommen')).toBeTruthy();
    expect(screen.getByText('k. A.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rezept vorschlagen' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    fakeApi({ 'GET /api/userSuggestions/me': { body: { rows: [], count: 0 } } });
    renderAt('/user/profile/userSuggestions');
    expect(await screen.findByText('No suggestions at this time')).toBeTruthy();
    expect(screen.getByText('Want to suggest a recipe?')).toBeTruthy();
  });

  it('clears the input after sending a suggestion', async () => {
    fakeApi({ 'POST /api/userSuggestions': { status: 201, body: base(3) } });
    const user = userEvent.setup();
    renderAt('/user/userRecipeSuggestion');
    const input = screen.getByPlaceholderText<HTMLInputElement>('Enter URL here');
    await user.type(input, 'https://example.com/soup');
    await user.click(screen.getByRole('button', { name: 'Send Suggestion' }));
    await vi.waitFor(() => expect(input.value).toBe(''));
  });

  it('pre-fills the review form and marks the current status', async () => {
    localStorage.setItem('token', 't');
    fakeApi({
      'GET /api/user/me': { body: meFixture({ id: 1, username: 'chefadmin', isAdmin: true }) },
      'GET /api/userSuggestions/4': { body: base(4, { status: 'Denied', adminResponse: 'Not a recipe', user: null }) },
    });
    renderAt('/user/reviewUserSuggestion/4');
    const response = await screen.findByLabelText<HTMLInputElement>('Admin Response');
    expect(response.value).toBe('Not a recipe');
    expect(screen.getByLabelText<HTMLInputElement>('Denied (current)').checked).toBe(true);
    expect(screen.getByText(/Suggested by:/).parentElement?.textContent).toBe('Suggested by: N/A');
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });

  it('Import opens the add form filled from the suggested page', async () => {
    localStorage.setItem('token', 't');
    fakeApi({
      'GET /api/user/me': { body: meFixture({ id: 1, username: 'chefadmin', isAdmin: true }) },
      'GET /api/userSuggestions/4': { body: base(4) },
    });
    const router = renderAt('/user/reviewUserSuggestion/4');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Import' }));
    expect(router.state.location.pathname).toBe('/admin/addrecipe');
    expect(router.state.location.search).toBe('?suggestion=4');
  });
});
