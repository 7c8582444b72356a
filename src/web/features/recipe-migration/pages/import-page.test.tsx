import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Migration, MigrationDetail } from '#domain/recipe-migration.ts';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { fakeApi } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { ImportPage } from './import-page.tsx';

const migration = (over: Partial<Migration> = {}): Migration => ({
  id: 7,
  source: 'auto',
  fileName: 'mealie.zip',
  status: 'done',
  total: 2,
  done: 2,
  imported: 1,
  skipped: 0,
  failed: 1,
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:01:00.000Z',
  error: null,
  ...over,
});
const detail: MigrationDetail = {
  migration: migration(),
  items: [
    {
      name: 'Chili',
      entry: 'recipes/chili/chili.json',
      outcome: 'imported',
      reason: 'Imported.',
      recipeId: 3,
      warnings: [],
    },
    {
      name: 'Broken',
      entry: 'recipes/b/b.json',
      outcome: 'failed',
      reason: 'The entry is not valid JSON.',
      recipeId: null,
      warnings: [],
    },
  ],
};

describe('Import from another app', () => {
  it('uploads the file, shows progress then the report with a filter, and lists past imports', async () => {
    const log = fakeApi({
      'GET /api/admin/migrations': { body: [migration({ id: 6, fileName: 'old.zip' })] },
      'POST /api/admin/migrations': { status: 202, body: migration({ status: 'queued', done: 0 }) },
      'GET /api/admin/migrations/7': { body: detail },
    });
    renderPage(<ImportPage />, { url: '/admin/import', path: '/admin/import' });
    expect(await screen.findByText(/old\.zip/)).toBeTruthy();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Export file'), new File(['zip'], 'mealie.zip'));
    expect((screen.getByLabelText('Source') as HTMLSelectElement).options[0].textContent).toBe('Detect automatically');
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText('1 imported, 0 skipped, 1 failed')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    expect(log.mock.calls.some(([url, init]) => url.endsWith('/api/admin/migrations') && init.method === 'POST')).toBe(
      true,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Chili' }).getAttribute('href')).toContain('/3');
    await user.selectOptions(screen.getByLabelText('Outcome'), 'failed');
    expect(within(table).queryByText('Chili')).toBeNull();
    expect(within(table).getByText('The entry is not valid JSON.')).toBeTruthy();
  });

  it('speaks German: the form, the report and the outcomes from the German catalog; names and reasons as written', async () => {
    await activateLanguage('de');
    fakeApi({
      'GET /api/admin/migrations': { body: [migration({ id: 6, fileName: 'old.zip' })] },
      'POST /api/admin/migrations': { status: 202, body: migration({ status: 'queued', done: 0 }) },
      'GET /api/admin/migrations/7': { body: detail },
    });
    renderPage(<ImportPage />, { url: '/admin/import', path: '/admin/import' });
    expect(await screen.findByText(/1 importiert, 0 übersprungen, 1 fehlgeschlagen/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aus einer anderen App importieren' })).toBeTruthy();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Exportdatei'), new File(['zip'], 'mealie.zip'));
    await user.click(screen.getByRole('button', { name: 'Import starten' }));
    expect(await screen.findByRole('heading', { name: 'Bericht' })).toBeTruthy();
    expect(screen.getByText('fertig: 2 von 2')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('fehlgeschlagen')).toBeTruthy();
    expect(within(table).getByText('The entry is not valid JSON.')).toBeTruthy();
    expect(screen.queryByText('Start import')).toBeNull();
  });
});
