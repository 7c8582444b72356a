import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Stored data never changes with a language (docs/api/languages.md): every answer but the calendar feed is
 * byte for byte the same whatever the caller's settings or Accept-Language, error texts included.
 */
describe('answers whatever the language', () => {
  let t: TestApp;
  let plain: TestUser;
  let german: TestUser;
  let recipeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    recipeId = await createRecipe(t.db, { details: { name: 'Chili', servings: 4 } });
    [plain, german] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/me/settings',
      headers: german.auth,
      payload: { language: 'de', units: 'us' },
    });
    expect(settings.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const LANGUAGES = [undefined, 'de', 'de-DE,de;q=0.9,en;q=0.8', 'fr', 'ar', 'he'];
  const requests = () => [
    { method: 'GET' as const, url: '/api/recipes?page=1' },
    { method: 'GET' as const, url: `/api/recipes/${recipeId}` },
    { method: 'GET' as const, url: '/api/recipes/999999' },
    { method: 'GET' as const, url: '/api/recipes?page=0' },
    { method: 'GET' as const, url: '/api/lists/current' },
    { method: 'GET' as const, url: '/api/no-such-route' },
    { method: 'POST' as const, url: '/api/ingredients/parse', payload: { lines: ['2 cups flour, sifted'] } },
    { method: 'POST' as const, url: '/api/user/login', payload: { username: 'nobody_here', password: 'wrong' } },
    { method: 'POST' as const, url: '/api/user/signup', payload: { username: 'ab' } },
  ];
  const answer = async (
    user: TestUser | null,
    language: string | undefined,
    request: ReturnType<typeof requests>[0],
  ) => {
    const res = await t.app.inject({
      ...request,
      headers: { ...(user ? user.auth : {}), ...(language ? { 'accept-language': language } : {}) },
    });
    return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
  };

  it('gives the same bytes under any Accept-Language, and for a user whose settings are German and US units', async () => {
    for (const request of requests()) {
      const reference = await answer(plain, undefined, request);
      for (const language of LANGUAGES) {
        const label = `${request.method} ${request.url} (${language ?? 'no header'})`;
        expect(await answer(plain, language, request), label).toEqual(reference);
        // A list is its owner's own (its id and members differ); everything else must match the plain user's.
        if (request.url !== '/api/lists/current')
          expect(await answer(german, language, request), label).toEqual(reference);
      }
    }
    const anonymous = await answer(null, undefined, { method: 'GET', url: '/api/recipes?page=1' });
    expect(await answer(null, 'de', { method: 'GET', url: '/api/recipes?page=1' })).toEqual(anonymous);
    expect(anonymous.body).toContain('Authentication required');
  });

  it("keeps the English texts of errors and the user's own answer the same under any Accept-Language", async () => {
    const me = await answer(german, undefined, { method: 'GET', url: '/api/user/me' });
    for (const language of LANGUAGES)
      expect(await answer(german, language, { method: 'GET', url: '/api/user/me' })).toEqual(me);
    const missing = JSON.parse((await answer(german, 'de', { method: 'GET', url: '/api/recipes/999999' })).body);
    expect(missing).toEqual({ error: 'Recipe not found', code: 'RECIPE_NOT_FOUND' });
    const login = JSON.parse(
      (
        await answer(null, 'fr', {
          method: 'POST',
          url: '/api/user/login',
          payload: { username: 'nobody_here', password: 'x' },
        })
      ).body,
    );
    expect(login).toEqual({ error: 'Invalid username or password', code: 'INVALID_CREDENTIALS' });
  });
});
