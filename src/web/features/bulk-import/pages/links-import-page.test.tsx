import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BulkItem, BulkJob } from '#domain/bulk-import.ts';
import { bodyOf, fakeApi, type RequestLog } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { LinksImportPage } from './links-import-page.tsx';

const job = (over: Partial<BulkJob> = {}): BulkJob => ({
  id: 7,
  status: 'running',
  total: 4,
  done: 0,
  imported: 0,
  duplicate: 0,
  noRecipe: 0,
  unreachable: 0,
  refused: 0,
  createdAt: '2026-12-07T06:00:00.000Z',
  startedAt: '2026-12-07T06:00:00.000Z',
  finishedAt: null,
  ...over,
});

const item = (url: string, over: Partial<BulkItem> = {}): BulkItem => ({
  url,
  outcome: 'pending',
  reason: null,
  recipeId: null,
  warnings: [],
  ...over,
});

const LINKS = ['https://a.example/soup', 'https://b.example/cake', 'https://c.example/none', 'ftp://d.example/x'];
const finished: BulkItem[] = [
  item(LINKS[0], { outcome: 'imported', recipeId: 41 }),
  item(LINKS[1], { outcome: 'duplicate', reason: 'This recipe is already here', recipeId: 12 }),
  item(LINKS[2], { outcome: 'no_recipe', reason: 'This page has no recipe we can read' }),
  item(LINKS[3], { outcome: 'refused', reason: 'Only http and https links can be imported' }),
];
const doneJob = job({ status: 'done', done: 4, imported: 1, duplicate: 1, noRecipe: 1, refused: 1 });

function renderLinks() {
  localStorage.setItem('token', 't');
  return renderPage(<LinksImportPage />, { url: '/admin/import/links', path: '/admin/import/links' });
}

const calls = (log: RequestLog, method: string, path: string) =>
  log.mock.calls.filter(([url, init]) => url === path && init.method === method);

/** Answers the job's detail from a list of answers, one per poll, the last one repeated. */
function polls(answers: { job: BulkJob; items: BulkItem[] }[]) {
  let n = 0;
  return () => ({ body: answers[Math.min(n++, answers.length - 1)] });
}

describe('Import many links', () => {
  it('counts the links typed, blank lines left out, and refuses more than 500', async () => {
    fakeApi({ 'GET /api/recipes/import/bulk': { body: [] } });
    const user = userEvent.setup();
    renderLinks();
    const box = screen.getByLabelText('Recipe links, one per line');
    const start = screen.getByRole<HTMLButtonElement>('button', { name: 'Start import' });
    expect(screen.getByText('0 links')).toBeTruthy();
    expect(start.disabled).toBe(true);
    await user.type(box, 'https://a.example/1{enter}{enter}   {enter}https://a.example/2{enter}');
    expect(screen.getByText('2 links')).toBeTruthy();
    expect(start.disabled).toBe(false);
    await user.clear(box);
    await user.type(box, 'https://a.example/1');
    expect(screen.getByText('1 link')).toBeTruthy();

    const many = (n: number) => Array.from({ length: n }, (_, i) => `https://a.example/${i}`).join('\n');
    fireEvent.change(box, { target: { value: `${many(500)}\n\n` } });
    expect(screen.getByText('500 links')).toBeTruthy();
    expect(start.disabled).toBe(false);
    expect(screen.queryByText('At most 500 links at once')).toBeNull();
    fireEvent.change(box, { target: { value: many(501) } });
    expect(screen.getByText('501 links')).toBeTruthy();
    expect(screen.getByText('At most 500 links at once')).toBeTruthy();
    expect(start.disabled).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('501 links').parentElement?.id);
  });

  it('starts the import, shows its progress as it is polled, then the counts and every link', async () => {
    const log = fakeApi({
      'GET /api/recipes/import/bulk': { body: [] },
      'POST /api/recipes/import/bulk': { status: 202, body: job({ status: 'queued', startedAt: null }) },
      'GET /api/recipes/import/bulk/7': polls([
        { job: job({ done: 1, imported: 1 }), items: [finished[0], ...LINKS.slice(1).map((u) => item(u))] },
        {
          job: job({ done: 2, imported: 1, duplicate: 1 }),
          items: [...finished.slice(0, 2), item(LINKS[2]), item(LINKS[3])],
        },
        { job: doneJob, items: finished },
      ]),
    });
    const user = userEvent.setup();
    renderLinks();
    await user.type(screen.getByLabelText('Recipe links, one per line'), `${LINKS.join('{enter}')}{enter}{enter}`);
    await user.click(screen.getByRole('button', { name: 'Start import' }));

    const bar = await screen.findByRole('progressbar');
    expect(bodyOf(calls(log, 'POST', '/api/recipes/import/bulk')[0][1])).toEqual({ urls: LINKS });
    await vi.waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('1'));
    expect(bar.getAttribute('aria-valuemax')).toBe('4');
    expect(screen.getByText('1 of 4 links done')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2'), {
      timeout: 2500,
    });

    expect(
      await screen.findByText(
        '1 imported, 1 duplicate, 1 without a recipe, 0 unreachable, 1 refused',
        {},
        { timeout: 2500 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Imported',
      'Duplicate',
      'No recipe',
      'Refused',
    ]);
    expect(within(rows[2]).getByText('This page has no recipe we can read')).toBeTruthy();
    expect(within(rows[0]).getByRole('link', { name: 'Recipe #41' }).getAttribute('href')).toBe(
      '/admin/updaterecipe/41',
    );
    expect(within(rows[1]).getByRole('link', { name: 'Recipe #12' }).getAttribute('href')).toBe(
      '/admin/updaterecipe/12',
    );
    expect(within(rows[2]).queryByRole('link')).toBeNull();

    // Polling stops once the job is done.
    const polled = calls(log, 'GET', '/api/recipes/import/bulk/7').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls(log, 'GET', '/api/recipes/import/bulk/7')).toHaveLength(polled);

    // The table filters by outcome.
    await user.selectOptions(screen.getByLabelText('Show'), 'Refused');
    const shown = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(shown).toHaveLength(1);
    expect(shown[0].textContent).toContain('ftp://d.example/x');
    await user.selectOptions(screen.getByLabelText('Show'), 'Unreachable');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1);
    expect(screen.getByText('No link has this outcome.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Show'), 'All outcomes');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
  }, 15000);

  it('shows a job already running when the page opens, and Cancel stops it', async () => {
    let cancelled = false;
    const running = job({ id: 9, total: 3, done: 1, imported: 1 });
    const items = [item(LINKS[0], { outcome: 'imported', recipeId: 41 }), item(LINKS[1]), item(LINKS[2])];
    const log = fakeApi({
      'GET /api/recipes/import/bulk': {
        body: [running, job({ id: 8, status: 'done', total: 1, done: 1, imported: 1 })],
      },
      'GET /api/recipes/import/bulk/9': () => ({
        body: cancelled ? { job: { ...running, status: 'cancelled' }, items } : { job: running, items },
      }),
      'DELETE /api/recipes/import/bulk/9': () => {
        cancelled = true;
        return { status: 202, body: null };
      },
    });
    const user = userEvent.setup();
    renderLinks();
    const bar = await screen.findByRole('progressbar');
    await vi.waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('1'));
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('heading', { name: 'Import cancelled' })).toBeTruthy();
    expect(calls(log, 'DELETE', '/api/recipes/import/bulk/9')).toHaveLength(1);
    expect(screen.getByText('1 imported, 0 duplicates, 0 without a recipe, 0 unreachable, 0 refused')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Imported',
      'Pending',
      'Pending',
    ]);
  });

  it('shows the server’s refusal of a start as an alert', async () => {
    fakeApi({
      'GET /api/recipes/import/bulk': { body: [] },
      'POST /api/recipes/import/bulk': {
        status: 400,
        body: {
          error: 'urls must hold at least one link',
          code: 'VALIDATION_FAILED',
          details: { urls: 'urls must hold at least one link' },
        },
      },
    });
    const user = userEvent.setup();
    renderLinks();
    await user.type(screen.getByLabelText('Recipe links, one per line'), 'x');
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect((await screen.findByRole('alert')).textContent).toBe('urls must hold at least one link');
  });
});
