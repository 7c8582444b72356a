import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecipeDraft } from '#domain/recipe-draft.ts';
import { meFixture } from '../../../test/fixtures.ts';
import { bodyOf, fakeApi } from '../../../test/fake-server.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AdminLayout } from '../components/admin-layout.tsx';
import { AddRecipePage } from '../pages/add-recipe-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PAGE_URL = 'https://members.example/soup';
const HTML = '<html><body><h1>Lentil Soup</h1></body></html>';
const CODE = 'javascript:(function%20(app)%20%7B%7D)(%22http%3A%2F%2Flocalhost%22)';

const draft: RecipeDraft = {
  recipeDetails: {
    name: 'Members-only Lentil Soup',
    url: PAGE_URL,
    img: null,
    servings: 4,
    cookTime: null,
    prepTime: null,
    totalTime: null,
    description: null,
    yieldText: null,
  },
  cuisines: [],
  restrictions: [],
  appliances: [],
  keywords: [],
  ingredients: [{ text: '2 cups lentils', name: 'lentils', qty: 2, qtyMax: null, measurement: 'cup', comment: null }],
  ingredientSections: [],
  instructions: ['Simmer the lentils.'],
  instructionSections: [],
};
const reply = { recipe: draft, format: 'json-ld' as const, hazards: [] };

function renderAdd(url: string) {
  localStorage.setItem('token', 't');
  return renderRoutes(
    [{ path: '/admin', Component: AdminLayout, children: [{ path: 'addrecipe', Component: AddRecipePage }] }],
    { path: url, toasts: false },
  );
}

/** A stand-in for the visited page's window: it records what this window posts to it. */
function fakeOpener() {
  const opener = { postMessage: vi.fn() };
  vi.stubGlobal('opener', opener);
  return opener;
}
const send = (data: unknown, source: unknown) =>
  window.dispatchEvent(
    new MessageEvent('message', { data, source: source as Window, origin: 'https://members.example' }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('a page handed over by the bookmarklet', () => {
  it('says ready to its opener, reads only the opener’s page message and fills the form with its draft', async () => {
    const opener = fakeOpener();
    const log = fakeApi({
      'GET /api/user/me': { body: meFixture({ isAdmin: true }) },
      'GET /api/recipes/import/bookmarklet': { body: { code: CODE } },
      'POST /api/recipes/import/text': { body: reply },
    });
    renderAdd('/admin/addrecipe?from=bookmarklet');
    await waitFor(() => expect(opener.postMessage).toHaveBeenCalledWith({ type: 'hello-kitchen:ready' }, '*'));
    expect(await screen.findByText('Waiting for the recipe page…')).toBeTruthy();

    // Another window's message, and a message of the wrong shape, are ignored.
    send({ type: 'hello-kitchen:page', html: '<p>forged</p>', url: 'https://evil.example/' }, {});
    send({ type: 'hello-kitchen:page', html: HTML, url: 'javascript:alert(1)' }, opener);
    send({ type: 'hello-kitchen:page', html: HTML, url: PAGE_URL }, opener);

    expect(await screen.findByDisplayValue('Members-only Lentil Soup')).toBeTruthy();
    const reads = log.mock.calls.filter(([path]) => path === '/api/recipes/import/text');
    expect(reads).toHaveLength(1);
    expect(bodyOf(reads[0][1])).toEqual({ text: HTML, url: PAGE_URL, format: 'auto' });
  });

  it('claims a form hand-over once and fills the form', async () => {
    const log = fakeApi({
      'GET /api/user/me': { body: meFixture({ isAdmin: true }) },
      'GET /api/recipes/import/bookmarklet': { body: { code: CODE } },
      'GET /api/recipes/import/handoff/abc123': { body: reply },
    });
    renderAdd('/admin/addrecipe?handoff=abc123');
    expect(await screen.findByDisplayValue('Members-only Lentil Soup')).toBeTruthy();
    expect(log.mock.calls.filter(([path]) => path === '/api/recipes/import/handoff/abc123')).toHaveLength(1);
  });

  it('shows the server’s words as an alert when the hand-over is gone', async () => {
    fakeApi({
      'GET /api/user/me': { body: meFixture({ isAdmin: true }) },
      'GET /api/recipes/import/bookmarklet': { body: { code: CODE } },
      'GET /api/recipes/import/handoff/gone': {
        status: 404,
        body: { error: 'This hand-over is unknown, used or expired', code: 'NOT_FOUND' },
      },
    });
    renderAdd('/admin/addrecipe?handoff=gone');
    expect((await screen.findByRole('alert')).textContent).toContain('This hand-over is unknown, used or expired');
  });

  it('offers the bookmarklet as a link whose href is the server’s code', async () => {
    fakeApi({
      'GET /api/user/me': { body: meFixture({ isAdmin: true }) },
      'GET /api/recipes/import/bookmarklet': { body: { code: CODE } },
    });
    renderAdd('/admin/addrecipe');
    const link = await screen.findByRole('link', { name: 'Save to Hello Kitchen' });
    await waitFor(() => expect(link.getAttribute('href')).toBe(CODE));
    expect(screen.getByText('Drag this link to your bookmarks bar')).toBeTruthy();
  });

  it('tells a user who is no admin to suggest the page, with its address', async () => {
    const opener = fakeOpener();
    const log = fakeApi({ 'GET /api/user/me': { body: meFixture({ isAdmin: false }) } });
    renderAdd('/admin/addrecipe?from=bookmarklet');
    expect((await screen.findByRole('alert')).textContent).toBe('Only admins can import recipes');
    await waitFor(() => expect(opener.postMessage).toHaveBeenCalled());
    send({ type: 'hello-kitchen:page', html: HTML, url: PAGE_URL }, opener);
    const link = await screen.findByRole('link', { name: 'Suggest this recipe' });
    await waitFor(() =>
      expect(link.getAttribute('href')).toBe(`/user/userRecipeSuggestion?url=${encodeURIComponent(PAGE_URL)}`),
    );
    expect(log.mock.calls.map(([path]) => path)).not.toContain('/api/recipes/import/text');
  });
});
