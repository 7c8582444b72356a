import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { fakeApi } from '../../../test/fake-server.ts';
import { listRow } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { AdminRecipesPage } from './admin-recipes-page.tsx';

const rows = [listRow(1), listRow(2, { isActive: false, cuisines: [{ name: 'mexican' }] })];
const render = () => renderPage(<AdminRecipesPage />, { url: '/admin/recipes?page=1', path: '/admin/recipes' });

describe('Admin recipes page', () => {
  it('lists every recipe with its cuisines, cook time and status, in English', async () => {
    fakeApi({ 'GET /api/recipes': { body: { rows, count: 2 } } });
    render();
    const row = await screen.findByRole('row', { name: /Recipe Number 2/ });
    expect(screen.getByRole('heading', { name: 'All Recipes' })).toBeTruthy();
    expect(within(row).getByText('mexican')).toBeTruthy();
    expect(within(row).getByText('30 min')).toBeTruthy();
    expect(within(row).getByText('inactive')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit Recipe Number 2' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'American' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Glutan-Free' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Active only' })).toBeTruthy();
  });

  it('speaks German: headings, filters, fixed keys and the status from the German catalog; names as written', async () => {
    await activateLanguage('de');
    fakeApi({ 'GET /api/recipes': { body: { rows, count: 2 } } });
    render();
    const row = await screen.findByRole('row', { name: /Recipe Number 2/ });
    expect(screen.getByRole('heading', { name: 'Alle Rezepte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rezept hinzufügen' })).toBeTruthy();
    expect(screen.getByLabelText('Küche')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Nur aktive' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Mexikanisch' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Portionen' })).toBeTruthy();
    expect(within(row).getByText(/^mexikanisch$/i)).toBeTruthy();
    expect(within(row).getByText('inaktiv')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Recipe Number 2 bearbeiten' })).toBeTruthy();
    expect(screen.queryByText('All Recipes')).toBeNull();
  });
});
