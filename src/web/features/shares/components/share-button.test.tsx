import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CreatedShare } from '#domain/share.ts';
import { bodyOf, fakeApi, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { ShareButton } from './share-button.tsx';

const created = (over: Partial<CreatedShare> = {}): CreatedShare => ({
  id: 3,
  token: 'AbCdEfGhIjKlMnOpQrStUvWx',
  url: 'http://localhost/s/AbCdEfGhIjKlMnOpQrStUvWx',
  kind: 'recipe',
  target: { id: 7, name: 'Chili' },
  expiresAt: null,
  views: 0,
  lastViewedAt: null,
  createdAt: '2026-12-07T10:00:00.000Z',
  ...over,
});

function renderShare(target: Parameters<typeof ShareButton>[0]['target']) {
  localStorage.setItem('token', 't');
  return renderPage(<ShareButton target={target} />, { url: '/user/recipes/7', path: '/user/recipes/:id' });
}

describe('Share', () => {
  it('makes a link that never expires and shows it once, read-only, with Copy', async () => {
    const log = fakeApi({ 'POST /api/shares': json(201, created()) });
    // userEvent puts a clipboard of its own on navigator; the link is read back from it.
    const user = userEvent.setup();
    renderShare({ recipeId: 7 });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    const expires = within(dialog).getByLabelText<HTMLSelectElement>('Expires');
    expect([...expires.options].map((o) => o.text)).toEqual(['Never', '1 day', '7 days', '30 days']);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const link = await within(dialog).findByLabelText<HTMLInputElement>('Share link');
    expect(link.value).toBe('http://localhost/s/AbCdEfGhIjKlMnOpQrStUvWx');
    expect(link.readOnly).toBe(true);
    expect(within(dialog).getByText('Copy it now: it is shown only once')).toBeTruthy();
    expect(bodyOf(log.mock.calls[0][1])).toEqual({ recipeId: 7, expiresAt: null });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/s/AbCdEfGhIjKlMnOpQrStUvWx');
  });

  it('sends a collection and an expiry 7 days ahead', async () => {
    const log = fakeApi({ 'POST /api/shares': json(201, created({ kind: 'collection' })) });
    const user = userEvent.setup();
    renderShare({ collectionId: 4 });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    await user.selectOptions(within(dialog).getByLabelText('Expires'), '7 days');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByLabelText('Share link');
    const body = bodyOf(log.mock.calls[0][1]) as { collectionId: number; expiresAt: string };
    expect(body.collectionId).toBe(4);
    const ahead = Date.parse(body.expiresAt) - before;
    expect(ahead).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(ahead).toBeLessThan(7 * 86_400_000 + 60_000);
  });

  it('shows the error code’s text when the server refuses, and no link', async () => {
    fakeApi({
      'POST /api/shares': json(409, { error: 'You have 200 live links already', code: 'CONFLICT' }),
    });
    const user = userEvent.setup();
    renderShare({ recipeId: 7 });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('You have 200 live links already');
    expect(within(dialog).queryByLabelText('Share link')).toBeNull();
  });
});
