import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { fakeApi } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { AboutPage } from './about-page.tsx';
import { AgreementPage } from './agreement-page.tsx';

describe('the info pages', () => {
  it('About us, in English', () => {
    fakeApi({});
    renderPage(<AboutPage />, { url: '/about', path: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'Good food starts with a good plan' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shopping made simple' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start cooking' })).toBeTruthy();
  });

  it('About us and the terms, in German, with the date in German', async () => {
    await activateLanguage('de');
    fakeApi({});
    renderPage(<AboutPage />, { url: '/about', path: '/about' });
    expect(screen.getByRole('heading', { name: 'Unsere Geschichte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt loskochen' })).toBeTruthy();
    renderPage(<AgreementPage />, { url: '/agreement', path: '/agreement' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeTruthy();
    expect(screen.getByText(/^Zuletzt aktualisiert: 1\. Januar 2025$/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '5. Deine Daten' })).toBeTruthy();
  });
});
