import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fullRecipe } from '../../../test/fixtures.ts';
import { fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { collectionFixture, collectionRecipe } from '../collection-fixtures.test-support.ts';
import { CollectionPrintPage } from './collection-print-page.tsx';

function fakePrint() {
  return fakeApiRoutes((url) => {
    if (url.pathname === '/api/collections/4') return json(200, collectionFixture(4, { name: 'Sunday dinners' }));
    if (url.pathname === '/api/collections/4/recipes') {
      const rows = [
        collectionRecipe(1, 'chili', 'Mains'),
        collectionRecipe(2, 'soup', 'Mains'),
        collectionRecipe(3, 'cake', 'Desserts'),
      ];
      return json(200, { rows, count: 3 });
    }
    const recipe = /^\/api\/recipes\/(\d+)$/.exec(url.pathname);
    if (recipe) {
      const id = Number(recipe[1]);
      const name = { 1: 'chili', 2: 'soup', 3: 'cake' }[id] ?? 'x';
      return json(200, fullRecipe(id, { name, instructions: [`Cook the ${name}.`, 'Serve.'] }));
    }
    return undefined;
  });
}

function renderPrint(url = '/user/collections/4/print') {
  localStorage.setItem('token', 't');
  return renderPage(<CollectionPrintPage />, { url, path: '/user/collections/:collectionId/print' });
}

describe('The print view of a collection', () => {
  it('has "Contents" in order by section, then each recipe with its ingredients and steps, and no buttons', async () => {
    const log = fakePrint();
    const { container } = renderPrint();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday dinners' })).toBeTruthy();
    const contents = screen.getByRole('region', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Mains', 'Desserts']);
    expect(
      within(contents)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Chili', '#print-recipe-1'],
      ['Soup', '#print-recipe-2'],
      ['Cake', '#print-recipe-3'],
    ]);
    await vi.waitFor(() => expect(container.querySelector('[data-print-ready="true"]')).not.toBeNull());
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => a.id)).toEqual(['print-recipe-1', 'print-recipe-2', 'print-recipe-3']);
    const chili = within(articles[0]);
    expect(chili.getByRole('heading', { level: 2, name: 'Chili' })).toBeTruthy();
    expect(chili.getByText('1 1/2 cups all-purpose flour')).toBeTruthy();
    expect(chili.getByText('Cook the chili.')).toBeTruthy();
    expect(articles.every((a) => a.classList.contains('printed-recipe'))).toBe(true);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('navigation')).toHaveLength(0);
    expect(log.mock.calls.filter(([url]) => /^\/api\/recipes\/\d+$/.test(url))).toHaveLength(3);
  });

  it('opens the browser’s print dialog once everything is there when asked to', async () => {
    fakePrint();
    // happy-dom has no window.print.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { container } = renderPrint('/user/collections/4/print?print=1');
    await vi.waitFor(() => expect(container.querySelector('[data-print-ready="true"]')).not.toBeNull());
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.getAllByText('Serve.')).toHaveLength(3);
    vi.unstubAllGlobals();
  });
});
