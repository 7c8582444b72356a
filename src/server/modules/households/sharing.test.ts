import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, expireListInvites, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createHouseholdService } from './service.ts';

describe('sharing a list', () => {
  let t: TestApp;
  let recipeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    recipeId = await createRecipe(t.db);
  });
  afterAll(() => t?.close());

  const ownerOf = (user: TestUser) => createHouseholdService(t.db).ownerOf(user.id);
  const members = (owner: TestUser) => createHouseholdService(t.db).usernames(owner.id);
  const invite = (user: TestUser) =>
    t.app.inject({ method: 'POST', url: '/api/lists/current/invite', headers: user.auth });
  const join = (user: TestUser, code: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/lists/join', headers: user.auth, payload: { code } });
  const remove = (user: TestUser, username: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/lists/current/members/${username}`, headers: user.auth });
  const current = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/me/currentList', headers: user.auth })).json();

  async function codeOf(owner: TestUser): Promise<string> {
    const res = await invite(owner);
    expect(res.statusCode).toBe(200);
    return res.json().code;
  }

  it('an owner gets a one-use code of 128 random bits, valid 24 hours', async () => {
    const owner = await createUser(t.app);
    const before = Date.now();
    const res = await invite(owner);
    expect(res.statusCode).toBe(200);
    const { code, expiresAt } = res.json();
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const ttl = Date.parse(expiresAt) - before;
    expect(ttl).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    expect((await invite(owner)).json().code).not.toBe(code);
  });

  it('a user who joins shares the owner’s list; the code works once', async () => {
    const owner = await createUser(t.app);
    const joiner = await createUser(t.app);
    const other = await createUser(t.app);
    const code = await codeOf(owner);
    const version = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/lists/current', headers: owner.auth })).json().version;
    const before = await version();

    const res = await join(joiner, code);
    expect(res.statusCode).toBe(200);
    // The members are part of the list: its version grows by one.
    expect(res.json().version).toBe(before + 1);
    expect(await version()).toBe(before + 1);
    expect(res.json().id).toBe((await current(owner)).id);
    expect(await ownerOf(joiner)).toBe(owner.id);
    expect(await members(owner)).toEqual([owner.username, joiner.username]);

    const again = await join(other, code);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'This invite is unknown or already used', code: 'INVITE_NOT_FOUND' });
    expect(await ownerOf(other)).toBe(other.id);
  });

  it('404 for an unknown code, 410 for an expired one, 400 for none; nothing changes', async () => {
    const owner = await createUser(t.app);
    const joiner = await createUser(t.app);
    expect((await join(joiner, 'no-such-code-at-all-123')).statusCode).toBe(404);
    const code = await codeOf(owner);
    await expireListInvites(t.db, owner.id);
    const expired = await join(joiner, code);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: 'This invite has expired', code: 'INVITE_EXPIRED' });
    const empty = await join(joiner, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toHaveProperty('code');
    expect(await ownerOf(joiner)).toBe(joiner.id);
  });

  it('a member cannot invite (403); the owner’s own code and a second join are 409 and keep the code', async () => {
    const owner = await createUser(t.app);
    const member = await createUser(t.app);
    await join(member, await codeOf(owner));
    const res = await invite(member);
    expect(res.statusCode).toBe(403);

    const code = await codeOf(owner);
    expect((await join(owner, code)).statusCode).toBe(409);
    expect((await join(member, code)).statusCode).toBe(409);
    const newcomer = await createUser(t.app);
    expect((await join(newcomer, code)).statusCode).toBe(200);
    expect(await members(owner)).toEqual([owner.username, member.username, newcomer.username]);
  });

  it('an owner with members who joins another list brings them along', async () => {
    const a = await createUser(t.app);
    const aMember = await createUser(t.app);
    const b = await createUser(t.app);
    await join(aMember, await codeOf(a));
    const codeOfA = await codeOf(a);
    expect((await join(a, await codeOf(b))).statusCode).toBe(200);
    expect(await ownerOf(a)).toBe(b.id);
    expect(await ownerOf(aMember)).toBe(b.id);
    expect(await members(b)).toEqual([b.username, a.username, aMember.username]);
    // A no longer owns a list, so A's old code is dead.
    const late = await createUser(t.app);
    expect((await join(late, codeOfA)).statusCode).toBe(404);
  });

  it('the owner removes a member; a member leaves; others get 403 or 404', async () => {
    const owner = await createUser(t.app);
    const m1 = await createUser(t.app);
    const m2 = await createUser(t.app);
    const stranger = await createUser(t.app);
    await join(m1, await codeOf(owner));
    await join(m2, await codeOf(owner));

    expect((await remove(m1, m2.username)).statusCode).toBe(403);
    expect((await remove(stranger, m1.username)).statusCode).toBe(404);
    expect((await remove(owner, stranger.username)).statusCode).toBe(404);
    expect((await remove(owner, owner.username)).statusCode).toBe(409);
    expect(await members(owner)).toEqual([owner.username, m1.username, m2.username]);

    const removed = await remove(owner, m1.username);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().id).toBe((await current(owner)).id);
    expect(await ownerOf(m1)).toBe(m1.id);

    const left = await remove(m2, m2.username.toUpperCase());
    expect(left.statusCode).toBe(200);
    expect(await ownerOf(m2)).toBe(m2.id);
    expect(left.json().id).not.toBe((await current(owner)).id);
    expect(await members(owner)).toEqual([owner.username]);
  });

  it('a leaver starts an empty list; what they had before joining is kept in their history', async () => {
    const owner = await createUser(t.app);
    const joiner = await createUser(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/me/addRecipe',
      headers: joiner.auth,
      payload: { id: recipeId },
    });
    await join(joiner, await codeOf(owner));
    const left = await remove(joiner, joiner.username);
    expect(left.statusCode).toBe(200);
    expect(left.json().recipes).toEqual([]);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/user/me/allLists?completed=true',
      headers: joiner.auth,
    });
    expect(history.json().rows.map((l: { recipes: { id: number }[] }) => l.recipes.map((r) => r.id))).toEqual([
      [recipeId],
    ]);
  });

  it('members see and change the same list; a non-member gets 404 for its items', async () => {
    const owner = await createUser(t.app);
    const member = await createUser(t.app);
    const stranger = await createUser(t.app);
    await join(member, await codeOf(owner));
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/lists/current/items',
      headers: owner.auth,
      payload: { text: 'paper towels' },
    });
    const item = typed.json().items[0];
    const seen = await t.app.inject({ method: 'GET', url: '/api/lists/current', headers: member.auth });
    expect(seen.json().items.map((i: { name: string }) => i.name)).toEqual([item.name]);
    expect(seen.json().members).toEqual([{ username: owner.username }, { username: member.username }]);

    const ticked = await t.app.inject({
      method: 'PATCH',
      url: `/api/lists/current/items/${item.id}`,
      headers: member.auth,
      payload: { checked: true },
    });
    expect(ticked.statusCode).toBe(200);
    const strangerTick = await t.app.inject({
      method: 'PATCH',
      url: `/api/lists/current/items/${item.id}`,
      headers: stranger.auth,
      payload: { checked: false },
    });
    expect(strangerTick.statusCode).toBe(404);
    const after = await t.app.inject({ method: 'GET', url: '/api/lists/current', headers: owner.auth });
    expect(after.json().items[0].checked).toBe(true);
  });

  it('one code, many joiners at once: exactly one gets in', async () => {
    const owner = await createUser(t.app);
    const joiners = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.app)));
    const code = await codeOf(owner);
    const answers = await Promise.all(joiners.map((j) => join(j, code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    expect(await members(owner)).toHaveLength(2);
  });
});
