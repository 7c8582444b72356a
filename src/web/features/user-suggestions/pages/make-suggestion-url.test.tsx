import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { MakeSuggestionPage } from './make-suggestion-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('the suggestion form opened with ?url=', () => {
  it('starts with the link filled in, as the bookmarklet’s “Suggest this recipe” opens it', async () => {
    const url = 'https://members.example/soup?x=1&y=2';
    renderRoutes([{ path: '/user/userRecipeSuggestion', Component: MakeSuggestionPage }], {
      path: `/user/userRecipeSuggestion?url=${encodeURIComponent(url)}`,
      toasts: false,
    });
    expect((await screen.findByLabelText<HTMLInputElement>('Recipe link')).value).toBe(url);
  });

  it('starts empty without it', async () => {
    renderRoutes([{ path: '/user/userRecipeSuggestion', Component: MakeSuggestionPage }], {
      path: '/user/userRecipeSuggestion',
      toasts: false,
    });
    expect((await screen.findByLabelText<HTMLInputElement>('Recipe link')).value).toBe('');
  });
});
