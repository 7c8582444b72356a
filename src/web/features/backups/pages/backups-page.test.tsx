import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from 'react-toastify';
import type { BackupInfo } from '#domain/backup.ts';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { fakeApi } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { BackupsPage } from './backups-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const backup = (name: string, rows = 10): BackupInfo => ({
  name,
  size: 35_000,
  createdAt: '2026-11-24T03:00:00.000Z',
  counts: { users: 2, recipes: rows - 2 },
});
const okStatus = { schedule: '0 3 * * *', keep: 7, lastScheduled: null };
const render = () => renderPage(<BackupsPage />, { url: '/admin/backups', path: '/admin/backups' });

describe('Backups page', () => {
  it('lists the backups with size and rows, and makes one on "Back up now"', async () => {
    let stored = [backup('hello-kitchen-20261124-030000.zip', 1317)];
    const log = fakeApi({
      'GET /api/admin/backups': () => ({ body: stored }),
      'GET /api/admin/backups/status': { body: okStatus },
      'POST /api/admin/backups': () => {
        const made = backup('hello-kitchen-20261125-120000.zip');
        stored = [made, ...stored];
        return { status: 201, body: made };
      },
    });
    render();
    const first = await screen.findByRole('row', { name: /hello-kitchen-20261124-030000\.zip/ });
    expect(within(first).getByText('34 KB')).toBeTruthy();
    expect(within(first).getByText('1,317')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('row', { name: /hello-kitchen-20261125-120000\.zip/ })).toBeTruthy();
    expect(log.mock.calls.filter(([, init]) => init.method === 'POST')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Backup hello-kitchen-20261125-120000.zip is ready.');
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    let stored = [backup('hello-kitchen-20261124-030000.zip')];
    const log = fakeApi({
      'GET /api/admin/backups': () => ({ body: stored }),
      'GET /api/admin/backups/status': { body: okStatus },
      'DELETE /api/admin/backups/hello-kitchen-20261124-030000.zip': () => {
        stored = [];
        return { status: 204 };
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete hello-kitchen-20261124-030000.zip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(log.mock.calls.some(([, init]) => init.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete hello-kitchen-20261124-030000.zip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete hello-kitchen-20261124-030000.zip' }));
    expect(await screen.findByText('No backups yet.')).toBeTruthy();
  });

  it('warns when the last scheduled backup failed, and says why', async () => {
    fakeApi({
      'GET /api/admin/backups': { body: [] },
      'GET /api/admin/backups/status': {
        body: {
          ...okStatus,
          lastScheduled: { at: '2026-11-25T03:00:00.000Z', state: 'failed', error: 'ENOSPC: no space left on device' },
        },
      },
    });
    render();
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /last scheduled backup .* failed: ENOSPC: no space left on device/,
    );
  });

  it('shows a failed backup and a failed load, each with what went wrong', async () => {
    fakeApi({
      'GET /api/admin/backups': {
        status: 503,
        body: { error: 'We could not reach the database. Try again in a moment.', code: 'UNAVAILABLE' },
      },
      'GET /api/admin/backups/status': { body: okStatus },
      'POST /api/admin/backups': { status: 500, body: { error: 'Internal error', code: 'INTERNAL' } },
    });
    render();
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not load the backups/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/^The backup failed: /)));
  });

  it('speaks German: headings, buttons and numbers from the German catalog', async () => {
    await activateLanguage('de');
    fakeApi({
      'GET /api/admin/backups': { body: [backup('hello-kitchen-20261124-030000.zip', 1317)] },
      'GET /api/admin/backups/status': { body: okStatus },
    });
    render();
    const row = await screen.findByRole('row', { name: /hello-kitchen-20261124-030000\.zip/ });
    expect(screen.getByRole('heading', { name: 'Sicherungen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt sichern' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Größe' })).toBeTruthy();
    expect(within(row).getByText('1.317')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'hello-kitchen-20261124-030000.zip löschen' })).toBeTruthy();
    expect(screen.queryByText('Back up now')).toBeNull();
  });
});
