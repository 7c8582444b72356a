import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CookEntry, CookedAnswer } from '#domain/cook-log.ts';
import { localToday } from '#domain/plan-dates.ts';
import { bodyOf, fakeApi, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { CookLogSection } from './cook-log-section.tsx';
import { CookedItButton } from './cooked-it-button.tsx';

const entry = (id: number, over: Partial<CookEntry> = {}): CookEntry => ({
  id,
  recipe: { id: 3, name: 'Beef Chili' },
  date: '2026-12-05',
  servings: 4,
  rating: 4,
  note: 'A bit more cumin next time',
  photo: null,
  user: { username: 'alice' },
  createdAt: '2026-12-05T19:00:00.000Z',
  ...over,
});
const answer = (over: Partial<CookedAnswer> = {}): CookedAnswer => ({
  entry: entry(9),
  deducted: [{ pantryItemId: 1, name: 'beef mince', qty: 1, unit: 'pound' }],
  short: [{ name: 'kidney bean', qty: 2, unit: 'cup' }],
  recipe: {
    id: 3,
    name: 'Beef Chili',
    lastCooked: '2026-12-05',
    timesCooked: 1,
    averageRating: 4,
    ratingCount: 1,
    myRating: 4,
  },
  ...over,
});

const openButton = () =>
  renderPage(<CookedItButton recipeId={3} servings={6} />, { url: '/user/recipes/3', path: '/user/recipes/:id' });

describe('Cooked it', () => {
  it("opens with today's local date and the page's servings, sends what was chosen, and reports what was taken and short", async () => {
    const user = userEvent.setup();
    let sent: unknown;
    fakeApi({
      'POST /api/recipes/3/cooked': (init) => {
        sent = bodyOf(init);
        return json(201, answer());
      },
    });
    openButton();
    await user.click(screen.getByRole('button', { name: 'Cooked it' }));
    const dialog = screen.getByRole('dialog', { name: 'Cooked it' });
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe(localToday());
    expect((within(dialog).getByRole('spinbutton', { name: 'Servings' }) as HTMLInputElement).value).toBe('6');
    expect(within(dialog).getByRole('checkbox', { name: 'Take from pantry' })).toHaveProperty('checked', true);
    const rating = within(dialog).getByRole('group', { name: 'Rating' });
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent!.trim()),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    await user.click(within(rating).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'A bit more cumin next time');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const report = await within(dialog).findByRole('status');
    expect(report.textContent).toContain('Took 1 pound beef mince from the pantry');
    expect(report.textContent).toContain('Not enough in the pantry: 2 cups kidney bean');
    expect(sent).toEqual({
      date: localToday(),
      servings: 6,
      rating: 4,
      note: 'A bit more cumin next time',
      deduct: true,
    });
  });

  it('sends deduct: false when "Take from pantry" is unchecked, and says a refused field at its field', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    fakeApi({
      'POST /api/recipes/3/cooked': (init) => {
        seen.push(bodyOf(init));
        return json(400, {
          error: 'Invalid cooking',
          code: 'VALIDATION_FAILED',
          details: { date: 'date may not be after tomorrow' },
        });
      },
    });
    openButton();
    await user.click(screen.getByRole('button', { name: 'Cooked it' }));
    const dialog = screen.getByRole('dialog', { name: 'Cooked it' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Take from pantry' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a day from 2000-01-01 up to tomorrow.')).toBeTruthy();
    expect(seen).toEqual([{ date: localToday(), servings: 6, rating: null, note: '', deduct: false }]);
    // Still the form: nothing was logged.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('sends the photo after the entry, as its own type, and refuses another type before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const photos: string[] = [];
    fakeApi({
      'POST /api/recipes/3/cooked': json(201, answer()),
      'PUT /api/cooklog/9/photo': (init) => {
        photos.push(init.headers['content-type']);
        return json(200, entry(9, { photo: '/images/imported/abc.webp' }));
      },
    });
    openButton();
    await user.click(screen.getByRole('button', { name: 'Cooked it' }));
    const dialog = screen.getByRole('dialog', { name: 'Cooked it' });
    const input = within(dialog).getByLabelText('Photo') as HTMLInputElement;
    await user.upload(input, new File(['gif'], 'chili.gif', { type: 'image/gif' }));
    expect(within(dialog).getByText('Choose a JPEG, PNG or WebP photo.')).toBeTruthy();
    await user.upload(input, new File(['jpeg'], 'chili.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByRole('status');
    await waitFor(() => expect(photos).toEqual(['image/jpeg']));
  });
});

describe('Cook log', () => {
  it("shows a recipe's entries: date, cook, stars and note", async () => {
    fakeApi({
      'GET /api/recipes/3/cooklog': { body: { rows: [entry(1), entry(2, { rating: null, note: '' })], count: 2 } },
    });
    renderPage(<CookLogSection recipeId={3} />, { url: '/user/recipes/3', path: '/user/recipes/:id' });
    const log = (await screen.findByRole('heading', { name: 'Cook log' })).closest('section')!;
    const rows = await within(log).findAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Dec 5, 2026');
    expect(rows[0]!.textContent).toContain('by alice');
    expect(within(rows[0]!).getByLabelText('4 stars')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('A bit more cumin next time');
    expect(within(rows[1]!).queryByLabelText(/star/)).toBeNull();
  });

  it("shows the cook's own log with each recipe's name, and a failed load with Try again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      'GET /api/user/me/cooklog': () => {
        calls += 1;
        return calls === 1
          ? json(503, { error: 'We could not reach the database.', code: 'UNAVAILABLE' })
          : json(200, { rows: [entry(1)], count: 1 });
      },
    });
    renderPage(<CookLogSection />, { url: '/user/profile', path: '/user/profile' });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the cook log');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('listitem')).textContent).toContain('Beef Chili, by alice');
  });
});
