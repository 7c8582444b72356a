import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-server.ts';
import { WithI18n } from '../../../test/render.tsx';
import { DownloadMyData } from './download-my-data.tsx';

describe('Download my data', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the export with the sign-in token, named as the server names it', async () => {
    localStorage.setItem('token', 'my-token');
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('hello-kitchen-my-data-2026-11-25.json');
    });
    const log = fakeApi({
      'GET /api/user/me/export': () =>
        new Response(JSON.stringify({ exportedAt: '2026-11-25T10:00:00.000Z' }), {
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="hello-kitchen-my-data-2026-11-25.json"',
          },
        }),
    });
    render(<DownloadMyData />, { wrapper: WithI18n });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(created).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![1].headers.authorization).toBe('Bearer my-token');
  });

  it('says what went wrong and offers to try again', async () => {
    fakeApi({
      'GET /api/user/me/export': {
        status: 503,
        body: { error: 'We could not reach the database.', code: 'UNAVAILABLE' },
      },
    });
    render(<DownloadMyData />, { wrapper: WithI18n });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not download your data: /);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
