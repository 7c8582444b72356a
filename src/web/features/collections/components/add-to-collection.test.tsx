import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, fakeApiRoutes, json, type RequestLog } from '../../../test/fake-server.ts';
import { renderPage, WithI18n } from '../../../test/render.tsx';
import { collectionFixture } from '../collection-fixtures.test-support.ts';
import { AddToCollection } from './add-to-collection.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const collections = [
  collectionFixture(1, { name: 'Sunday dinners' }),
  collectionFixture(2, { name: 'Quick', kind: 'smart', filter: { cookTime: '30' } }),
  collectionFixture(3, { name: 'Picnic' }),
];

const posts = (log: RequestLog) => log.mock.calls.filter(([, init]) => init.method === 'POST');

function renderAdd() {
  localStorage.setItem('token', 't');
  return renderPage(<AddToCollection recipeId={7} recipeName="Chili" />, {
    url: '/user/recipes/7',
    path: '/user/recipes/:id',
  });
}

describe('Add to collection', () => {
  it('offers the manual collections only and appends the recipe under the section typed', async () => {
    const log = fakeApiRoutes((url, init) => {
      if (url.pathname === '/api/collections') return json(200, { rows: collections, count: 3 });
      if (url.pathname === '/api/collections/3/entries' && init.method === 'POST') return json(200, collections[2]);
      return undefined;
    });
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole('button', { name: 'Add to collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to collection' });
    const select = await within(dialog).findByLabelText<HTMLSelectElement>('Collection');
    expect([...select.options].map((o) => o.text)).toEqual(['Sunday dinners', 'Picnic']);
    await user.selectOptions(select, 'Picnic');
    await user.type(within(dialog).getByLabelText('Section (optional)'), ' Mains ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(bodyOf(posts(log)[0][1])).toEqual({ recipeId: 7, section: 'Mains' });
    expect(posts(log)[0][0]).toBe('/api/collections/3/entries');
    render(<MemoryRouter>{vi.mocked(toast.success).mock.calls[0][0] as ReactElement}</MemoryRouter>, {
      wrapper: WithI18n,
    });
    expect(isValidElement(vi.mocked(toast.success).mock.calls[0][0])).toBe(true);
    expect(screen.getByRole('link', { name: 'Picnic' }).getAttribute('href')).toBe('/user/collections/3');
  });

  it('sends no section when none is typed, and says when the recipe is there already', async () => {
    const log = fakeApiRoutes((url, init) => {
      if (url.pathname === '/api/collections') return json(200, { rows: collections, count: 3 });
      if (url.pathname === '/api/collections/1/entries' && init.method === 'POST') {
        return json(409, { error: 'This recipe is in the collection already', code: 'CONFLICT' });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole('button', { name: 'Add to collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to collection' });
    await within(dialog).findByLabelText('Collection');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Chili is in this collection already.');
    expect(bodyOf(posts(log)[0][1])).toEqual({ recipeId: 7 });
  });

  it('points to the collections page when the user has no manual collection', async () => {
    fakeApiRoutes((url) =>
      url.pathname === '/api/collections' ? json(200, { rows: [collections[1]], count: 1 }) : undefined,
    );
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole('button', { name: 'Add to collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to collection' });
    const link = await within(dialog).findByRole('link', { name: 'Make one' });
    expect(link.getAttribute('href')).toBe('/user/collections');
  });
});
