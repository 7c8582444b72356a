import { setupI18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../../components/site-footer.tsx';
import { initialState } from '../../features/user/index.ts';
import { fakeApi } from '../../test/fake-server.ts';
import { meFixture } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import type { PreloadedState } from '../store.ts';
import { ERROR_TEXTS } from './error-texts.ts';
import { initialLanguage, LanguageSync } from './language-sync.tsx';
import { compiledWithout } from './compiled-without.test-support.ts';

const browserLanguages = (tags: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
const html = () => document.documentElement;

function renderShell(state?: PreloadedState) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <LanguageSync />
            <SiteFooter />
          </>
        ),
      },
    ],
    { path: '/', state },
  );
}

const signedIn = () => {
  localStorage.setItem('token', 'tok');
  return { user: { ...initialState, isLogged: true, info: { name: 'homecook', isAdmin: false } } };
};

afterEach(() => vi.restoreAllMocks());

describe('the language shown', () => {
  it("a visitor sees the browser's language, with <html lang> and dir to match", async () => {
    browserLanguages(['de-AT', 'en']);
    renderShell();
    expect(await screen.findByLabelText('Sprache')).toBeTruthy();
    expect(html().lang).toBe('de');
    expect(html().dir).toBe('ltr');
  });

  it('a language picked in the footer shows at once, right to left for Arabic, with no reload', async () => {
    browserLanguages(['en-US']);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    const user = userEvent.setup();
    renderShell();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'About' })).toBeTruthy();
    // The options come with the list of languages, which may answer after the select shows.
    await screen.findByRole('option', { name: 'العربية' });
    await user.selectOptions(screen.getByLabelText('Language'), 'العربية');
    expect(await within(footer).findByRole('link', { name: 'من نحن' })).toBeTruthy();
    expect(html().lang).toBe('ar');
    expect(html().dir).toBe('rtl');
    // The same footer element, re-rendered: the page was not loaded again.
    expect(footer.isConnected).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    // Kept by this browser for the next visit, as a visitor's choice.
    expect(localStorage.getItem('language')).toBe('ar');
    expect(initialLanguage()).toBe('ar');
    vi.unstubAllGlobals();
  });

  it("a signed-in user's setting wins over the browser's kept choice", async () => {
    browserLanguages(['en-US']);
    localStorage.setItem('language', 'de');
    const state = signedIn();
    fakeApi({ 'GET /api/user/me': { body: meFixture({ language: 'fr' }) } });
    const { store } = renderShell(state);
    await waitFor(() => expect(html().lang).toBe('de'));
    // The user's language arrives with the user.
    const { fetchMe } = await import('../../features/user/index.ts');
    await store.dispatch(fetchMe());
    await waitFor(() => expect(html().lang).toBe('fr'));
    expect(await screen.findByLabelText('Langue')).toBeTruthy();
    // Kept for the next visit of this signed-in browser, so the page opens in French at once.
    expect(initialLanguage()).toBe('fr');
  });
});

describe('a text a catalog lacks', () => {
  it('shows in English, never as an id or empty, in the catalog compiled as the build compiles it', async () => {
    const shipped = setupI18n({
      locale: 'ar',
      messages: { ar: await compiledWithout('ar', ERROR_TEXTS.RECIPE_NOT_FOUND.message!) },
    });
    // The production build strips the English from the code: only the id reaches i18n._().
    expect(shipped._({ id: ERROR_TEXTS.RECIPE_NOT_FOUND.id })).toBe('Recipe not found');
    // The texts the catalog has stay translated.
    expect(shipped._({ id: ERROR_TEXTS.UNAVAILABLE.id })).not.toBe(
      'We could not reach the server. Try again in a moment.',
    );
  });

  it('shows in English at run time too, from the descriptor', () => {
    const empty = setupI18n({ locale: 'he', messages: { he: {} } });
    expect(empty._(ERROR_TEXTS.LIST_EMPTY)).toBe('Shopping list is empty');
  });
});
