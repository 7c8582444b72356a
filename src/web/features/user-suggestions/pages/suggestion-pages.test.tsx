import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store.ts';
import { MakeSuggestionPage } from './make-suggestion-page.tsx';
import { ReviewSuggestionPage } from './review-suggestion-page.tsx';
import { UserSuggestionsPage } from './user-suggestions-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const base = {
  url: 'https://example.com/soup',
  status: 'Pending',
  adminResponse: '',
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.500Z',
  user: { username: 'homecook' },
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/user/userRecipeSuggestion', Component: MakeSuggestionPage },
      { path: '/user/profile/userSuggestions', Component: UserSuggestionsPage },
      { path: '/user/reviewUserSuggestion/:id', Component: ReviewSuggestionPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('suggestion pages', () => {
  it("lists the user's suggestions with 'N/A' or the response date", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          rows: [
            { ...base, id: 1 },
            {
              ...base,
              id: 2,
              status: 'Approved',
              adminResponse: 'Added it',
              updatedAt: '2024-05-04T09:00:00.000Z',
            },
          ],
          count: 2,
        }),
      ),
    );
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

  it('shows the empty state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { rows: [], count: 0 })),
    );
    renderAt('/user/profile/userSuggestions');
    expect(await screen.findByText('No suggestions at this time')).toBeTruthy();
    expect(screen.getByText('Want to suggest a recipe?')).toBeTruthy();
  });

  it('clears the input after sending a suggestion', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(201, { ...base, id: 3 })),
    );
    const user = userEvent.setup();
    renderAt('/user/userRecipeSuggestion');
    const input = screen.getByPlaceholderText<HTMLInputElement>('Enter URL here');
    await user.type(input, 'https://example.com/soup');
    await user.click(screen.getByRole('button', { name: 'Send Suggestion' }));
    await vi.waitFor(() => expect(input.value).toBe(''));
  });

  it('pre-fills the review form and marks the current status', async () => {
    localStorage.setItem('token', 't');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/user/me'
          ? json(200, { id: 1, username: 'chefadmin', isAdmin: true, isLogged: true })
          : json(200, { ...base, id: 4, status: 'Denied', adminResponse: 'Not a recipe', user: null }),
      ),
    );
    renderAt('/user/reviewUserSuggestion/4');
    const response = await screen.findByLabelText<HTMLInputElement>('Admin Response');
    expect(response.value).toBe('Not a recipe');
    expect(screen.getByLabelText<HTMLInputElement>('Denied (current)').checked).toBe(true);
    expect(screen.getByText(/Suggested by:/).parentElement?.textContent).toBe('Suggested by: N/A');
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });
});
