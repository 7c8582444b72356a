import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSync } from '../../../app/i18n/language-sync.tsx';
import { bodyOf, fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { meFixture } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { initialState } from '../user-slice.ts';
import { LanguageUnitsSection } from './language-units-section.tsx';

/** The section with a signed-in user and a settings route that refuses the first `failures` saves. */
function renderSection({ failures = 0 } = {}) {
  localStorage.setItem('token', 'tok');
  let settings = { language: null as string | null, units: null as string | null };
  let refusals = failures;
  const log = fakeApiRoutes((url, init) => {
    const route = `${init.method} ${url.pathname}`;
    if (route === 'GET /api/user/me') return json(200, meFixture(settings as Parameters<typeof meFixture>[0]));
    if (route !== 'PATCH /api/user/me/settings') return undefined;
    if (refusals-- > 0) return json(500, { error: 'Internal error', code: 'INTERNAL' });
    settings = { ...settings, ...(bodyOf(init) as object) };
    return json(200, settings);
  });
  const state = { user: { ...initialState, isLogged: true, info: { name: 'homecook', isAdmin: false } } };
  const element = (
    <>
      <LanguageSync />
      <LanguageUnitsSection />
    </>
  );
  renderRoutes([{ path: '*', element }], { path: '/user/profile/edit', state });
  const saves = () => log.mock.calls.filter(([, init]) => init.method === 'PATCH').map(([, init]) => bodyOf(init));
  return { saves };
}

describe('Language and units (profile)', () => {
  it('offers Automatic then the languages by their own names, and the three unit choices', async () => {
    renderSection();
    const language = await screen.findByLabelText('Language');
    await waitFor(() => expect(language.querySelectorAll('option')).toHaveLength(7));
    expect([...language.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Automatic',
      'English',
      'Deutsch',
      'Français',
      'Español',
      'العربية',
      'עברית',
    ]);
    const units = screen.getByLabelText('Units');
    expect([...units.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Automatic',
      'Metric',
      'US customary',
    ]);
  });

  it('a language applies at once and is saved to the account', async () => {
    const user = userEvent.setup();
    const { saves } = renderSection();
    await screen.findByRole('option', { name: 'Deutsch' });
    await user.selectOptions(screen.getByLabelText('Language'), 'Deutsch');
    expect(await screen.findByRole('heading', { name: 'Sprache und Einheiten' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(saves()).toEqual([{ language: 'de' }]);
    await user.selectOptions(screen.getByLabelText('Einheiten'), 'US-Maßeinheiten');
    await waitFor(() => expect(saves()).toEqual([{ language: 'de' }, { units: 'us' }]));
    expect((screen.getByLabelText('Einheiten') as HTMLSelectElement).value).toBe('us');
  });

  it('a failed save says so and is sent again by Try again', async () => {
    const user = userEvent.setup();
    const { saves } = renderSection({ failures: 1 });
    await user.selectOptions(await screen.findByLabelText('Units'), 'Metric');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your language and units could not be saved.');
    // The choice stays shown meanwhile.
    expect((screen.getByLabelText('Units') as HTMLSelectElement).value).toBe('metric');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(saves()).toEqual([{ units: 'metric' }, { units: 'metric' }]);
  });
});
