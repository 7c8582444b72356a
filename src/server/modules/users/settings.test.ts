import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('the user settings (docs/api/languages.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stored = async (id: number) => {
    const [row] = await t.db
      .select({ language: users.language, units: users.units })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };
  const patch = (user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/me/settings', headers: user.auth, payload: payload as object });
  const editMe = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/editMe', headers: user.auth, payload });
  const get = async (user: TestUser, url: string) => (await t.app.inject({ url, headers: user.auth })).json();

  it('are both null for a new user, on both paths', async () => {
    const user = await createUser(t.app);
    expect(await get(user, '/api/user/me/settings')).toEqual({ language: null, units: null });
    expect(await get(user, '/api/user/me')).toMatchObject({ language: null, units: null });
    expect(await stored(user.id)).toEqual({ language: null, units: null });
  });

  it('are changed one field at a time and read back through settings and the user', async () => {
    const user = await createUser(t.app);
    const first = await patch(user, { language: 'de' });
    expect([first.statusCode, first.json()]).toEqual([200, { language: 'de', units: null }]);
    const second = await patch(user, { units: 'us' });
    expect(second.json()).toEqual({ language: 'de', units: 'us' });
    expect(await get(user, '/api/user/me/settings')).toEqual({ language: 'de', units: 'us' });
    expect(await get(user, '/api/user/me')).toMatchObject({ id: user.id, language: 'de', units: 'us' });
    expect(await stored(user.id)).toEqual({ language: 'de', units: 'us' });

    const back = await patch(user, { language: null, units: 'metric' });
    expect(back.json()).toEqual({ language: null, units: 'metric' });
    expect(await stored(user.id)).toEqual({ language: null, units: 'metric' });
  });

  it('are accepted by PUT /api/user/editMe, whose answer carries them', async () => {
    const user = await createUser(t.app);
    const res = await editMe(user, { firstName: 'Grace', language: 'fr', units: 'metric' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Grace', language: 'fr', units: 'metric' });
    expect(await get(user, '/api/user/me/settings')).toEqual({ language: 'fr', units: 'metric' });
    const untouched = await editMe(user, { lastName: 'Hopper' });
    expect(untouched.json()).toMatchObject({ language: 'fr', units: 'metric' });
  });

  it('takes every language of the catalogs', async () => {
    const user = await createUser(t.app);
    const { rows } = (await t.app.inject({ url: '/api/languages' })).json() as { rows: { code: string }[] };
    for (const { code } of rows) expect((await patch(user, { language: code })).json().language).toBe(code);
  });

  it('refuses an unknown language or units with 400 naming the field, and stores nothing', async () => {
    const user = await createUser(t.app);
    await patch(user, { language: 'es', units: 'metric' });
    const bad: [object, string][] = [
      ...['xx', 'de-DE', 'DE', '', 5, true, ['de']].map((language): [object, string] => [{ language }, 'language']),
      ...['imperial', 'US', '', 1].map((units): [object, string] => [{ units }, 'units']),
      [{ language: 'de', units: 'imperial' }, 'units'],
      [{ language: 'xx', units: 'us' }, 'language'],
    ];
    for (const [body, field] of bad) {
      const res = await patch(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { [field]: expect.any(String) } });
    }
    const viaEdit = await editMe(user, { firstName: 'Changed', language: 'de-DE' });
    expect([viaEdit.statusCode, Object.keys(viaEdit.json().details)]).toEqual([400, ['language']]);
    const viaEditUnits = await editMe(user, { units: 'imperial' });
    expect([viaEditUnits.statusCode, Object.keys(viaEditUnits.json().details)]).toEqual([400, ['units']]);
    expect(await stored(user.id)).toEqual({ language: 'es', units: 'metric' });
    expect((await get(user, '/api/user/me')).firstName).toBe(user.firstName);
  });

  it('refuses a body with neither field, naming both, and ignores unknown fields', async () => {
    const user = await createUser(t.app);
    for (const body of [{}, { theme: 'dark' }]) {
      const res = await patch(user, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(Object.keys(res.json().details).sort()).toEqual(['language', 'units']);
    }
    expect(await stored(user.id)).toEqual({ language: null, units: null });
    const extra = await patch(user, { language: 'he', theme: 'dark' });
    expect([extra.statusCode, extra.json()]).toEqual([200, { language: 'he', units: null }]);
  });

  it('need a signed-in user', async () => {
    const get401 = await t.app.inject({ url: '/api/user/me/settings' });
    const patch401 = await t.app.inject({ method: 'PATCH', url: '/api/user/me/settings', payload: { units: 'us' } });
    const badToken = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/me/settings',
      headers: { authorization: 'Bearer nope' },
      payload: { units: 'us' },
    });
    for (const res of [get401, patch401, badToken])
      expect([res.statusCode, res.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('are documented in OpenAPI, the language as an enum of the catalogs', async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
    const patchBody = paths['/api/user/me/settings'].patch.requestBody.content['application/json'].schema;
    expect(patchBody.properties.language).toMatchObject({ nullable: true, type: 'string' });
    expect(patchBody.properties.language.enum).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'es', 'ar', 'he']));
    expect(patchBody.properties.units.enum).toEqual(['metric', 'us']);
    expect(paths['/api/user/me/settings'].get.responses['200']).toBeDefined();
    expect(paths['/api/languages'].get.responses['200']).toBeDefined();
  });

  it("are one user's own: another user's settings never change", async () => {
    const [one, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
    await patch(other, { language: 'fr', units: 'metric' });
    await patch(one, { language: 'de', units: 'us' });
    expect(await get(other, '/api/user/me/settings')).toEqual({ language: 'fr', units: 'metric' });
    expect(await stored(other.id)).toEqual({ language: 'fr', units: 'metric' });
    expect(await get(one, '/api/user/me/settings')).toEqual({ language: 'de', units: 'us' });
  });
});
