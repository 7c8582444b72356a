import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/user/me/export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (user: TestUser, method: 'PUT' | 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, headers: user.auth, payload });

  async function cookWithData(label: string) {
    const cook = await createUser(t.app, { password: `${label}-password` });
    const [liked, disliked, listed] = [await createRecipe(t.db), await createRecipe(t.db), await createRecipe(t.db)];
    await send(cook, 'PUT', '/api/user/me/updateFavorites', { action: 'add', id: liked });
    await send(cook, 'PUT', '/api/user/me/updatedislikes', { action: 'add', id: disliked });
    await send(cook, 'POST', '/api/lists/current/recipes', { recipes: [{ id: listed }] });
    await send(cook, 'POST', '/api/lists/current/items', { text: `${label} paper towels` });
    await send(cook, 'POST', '/api/lists/current/complete', {});
    await send(cook, 'POST', '/api/lists/current/items', { text: `${label} oat milk` });
    await send(cook, 'POST', '/api/userSuggestions', { url: `https://example.com/${label}-dish` });
    await send(cook, 'POST', '/api/plan/entries', { date: '2026-11-30', meal: 'dinner', note: `${label} eats out` });
    await send(cook, 'POST', `/api/recipes/${listed}/cooked`, {
      date: '2026-11-29',
      rating: 4,
      note: `${label} cooked`,
    });
    return { cook, liked, disliked, listed };
  }

  it("holds all of the caller's data, as an attachment, and nothing of anyone else's", async () => {
    const mine = await cookWithData('alice');
    const theirs = await cookWithData('bob');
    const calendar = await t.app.inject({ method: 'GET', url: '/api/plan/calendar', headers: mine.cook.auth });
    const calendarToken = /\/([^/]+)\.ics$/.exec(calendar.json().url)![1]!;
    const res = await t.app.inject({ method: 'GET', url: '/api/user/me/export', headers: mine.cook.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hello-kitchen-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ id: mine.cook.id, username: mine.cook.username, email: mine.cook.email });
    expect(data.likes.map((r: { id: number }) => r.id)).toEqual([mine.liked]);
    expect(data.dislikes.map((r: { id: number }) => r.id)).toEqual([mine.disliked]);
    expect(data.list.items.map((i: { name: string }) => i.name)).toEqual(['alice oat milk']);
    expect(data.history).toHaveLength(1);
    expect(data.history[0].recipes.map((r: { id: number }) => r.id)).toEqual([mine.listed]);
    expect(data.plan.map((e: { note: string }) => e.note)).toEqual(['alice eats out']);
    expect(data.suggestions.map((s: { url: string }) => s.url)).toEqual(['https://example.com/alice-dish']);
    expect(data.cookLog.entries).toEqual([
      expect.objectContaining({
        recipe: expect.objectContaining({ id: mine.listed }),
        note: 'alice cooked',
        rating: 4,
      }),
    ]);
    expect(data.cookLog.ratings).toEqual([{ recipeId: mine.listed, rating: 4 }]);

    for (const secret of [
      theirs.cook.username,
      theirs.cook.email,
      'bob',
      mine.cook.token,
      calendarToken,
      'passwordHash',
      '$argon2',
    ])
      expect(res.body).not.toContain(secret);
  });
});
