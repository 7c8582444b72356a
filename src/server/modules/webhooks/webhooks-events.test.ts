import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBABLE_EVENT_TYPES } from '#domain/webhook.ts';
import { outboxEvents } from '../../db/schema.ts';
import {
  createAdmin,
  createRecipe,
  createUser,
  multipartBody,
  recipePayload,
  zipOf,
  type TestUser,
} from '../../test/factories.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { insertHouseholdMember } from '../households/index.ts';
import { startRecipeSite, startReceiver, verify, type Receiver, type Received } from './webhooks.test-support.ts';

/**
 * Each event type from each route and path that makes it, delivered to a real receiver on 127.0.0.1 and
 * verified with standardwebhooks' own verifier (docs/api/doors.md, "Webhooks").
 */
describe('webhook events from every path', () => {
  let t: TestApp;
  let receiver: Receiver;
  let site: Awaited<ReturnType<typeof startRecipeSite>>;
  let admin: TestUser;
  let alice: TestUser;
  let carol: TestUser;
  let bob: TestUser;
  let recipeId: number;
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    receiver = await startReceiver();
    site = await startRecipeSite();
    const notADir = join(mkdtempSync(join(tmpdir(), 'hk-webhooks-')), 'file');
    writeFileSync(notADir, 'not a folder');
    const base = testConfig();
    t = await createTestApp({
      webhooks: { allowedCidrs: ['127.0.0.1/32'], retrySchedule: [0, 0, 0] },
      import: { allowedHosts: ['127.0.0.1'], timeoutMs: 2000 },
      backups: { ...base.backups, dir: join(notADir, 'backups'), schedule: undefined },
    });
    admin = await createAdmin(t.app);
    alice = await createUser(t.app, { firstName: 'Alice' });
    carol = await createUser(t.app, { firstName: 'Carol' });
    bob = await createUser(t.app, { firstName: 'Bob' });
    await insertHouseholdMember(t.db, carol.id, alice.id);
    recipeId = await createRecipe(t.db, { details: { name: 'Leek Soup' } });
    const add = async (user: TestUser, scope: string, path: string, events: readonly string[]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/${scope}/webhooks`,
        headers: user.auth,
        payload: { url: `${receiver.origin}${path}`, events },
      });
      expect(res.statusCode, res.body).toBe(201);
      secrets[path] = res.json().secret;
    };
    await add(admin, 'admin', '/admin', SUBSCRIBABLE_EVENT_TYPES);
    await add(alice, 'household', '/alice', [
      'list.item.added',
      'list.item.ticked',
      'list.item.removed',
      'list.completed',
      'plan.entry.added',
      'plan.entry.changed',
    ]);
    await add(bob, 'household', '/bob', ['list.item.added', 'list.completed', 'plan.entry.added']);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await site.close();
  });

  const call = async (user: TestUser, method: string, url: string, payload?: object) => {
    const res = await t.app.inject({ method: method as 'POST', url, headers: user.auth, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.body ? res.json() : undefined;
  };

  /** Waits for the next `type` at `path` after `seen` requests there, verified with the path's secret. */
  async function next(path: string, type: string, after: number): Promise<Received> {
    let found: Received | undefined;
    await receiver.waitFor(path, after + 1);
    await (async () => {
      for (;;) {
        found = receiver
          .at(path)
          .slice(after)
          .find((r) => r.json.type === type);
        if (found) return;
        await receiver.waitFor(path, receiver.at(path).length + 1);
      }
    })();
    verify(secrets[path], found!);
    return found!;
  }
  const count = (path: string) => receiver.at(path).length;

  it('list events from the item routes reach the household and the admin, signed, with item and actor', async () => {
    const [a, adm] = [count('/alice'), count('/admin')];
    const list = await call(carol, 'POST', '/api/lists/current/items', { text: '2 litres milk' });
    const milk = list.items.find((i: { name: string }) => i.name === 'milk');
    const added = await next('/alice', 'list.item.added', a);
    expect(added.json.data).toMatchObject({
      item: { id: milk.id, name: 'milk' },
      actor: { id: carol.id, username: carol.username, firstName: 'Carol' },
    });
    expect(added.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await next('/admin', 'list.item.added', adm)).headers['webhook-id']).toBe(added.headers['webhook-id']);

    await call(alice, 'PATCH', `/api/lists/current/items/${milk.id}`, { checked: true });
    const ticked = await next('/alice', 'list.item.ticked', a);
    expect(ticked.json.data).toMatchObject({ item: { id: milk.id, name: 'milk' }, actor: { id: alice.id } });
    await call(alice, 'DELETE', `/api/lists/current/items/${milk.id}`);
    expect((await next('/alice', 'list.item.removed', a)).json.data).toMatchObject({ item: { id: milk.id } });
  });

  it('list events from recipes put on the list (new and older paths, the meal plan) and from completing', async () => {
    const a = count('/alice');
    await call(alice, 'POST', '/api/lists/current/recipes', { recipes: [{ id: recipeId }] });
    const fromRecipe = await next('/alice', 'list.item.added', a);
    expect(fromRecipe.json.data).toMatchObject({ item: { name: expect.any(String) }, actor: { id: alice.id } });
    const b = count('/alice');
    await call(alice, 'DELETE', `/api/lists/current/recipes/${recipeId}`);
    await next('/alice', 'list.item.removed', b);

    const c = count('/alice');
    await call(carol, 'PUT', '/api/user/me/addRecipe', { id: recipeId });
    expect((await next('/alice', 'list.item.added', c)).json.data).toMatchObject({ actor: { id: carol.id } });
    const d = count('/alice');
    await call(carol, 'PUT', '/api/user/me/removeRecipe', { id: recipeId });
    await next('/alice', 'list.item.removed', d);

    const e = count('/alice');
    await call(alice, 'POST', '/api/plan/entries', { date: '2026-12-20', meal: 'dinner', recipeId });
    await call(alice, 'POST', '/api/plan/to-list', { from: '2026-12-20', days: 1 });
    await next('/alice', 'list.item.added', e);

    const f = count('/alice');
    const open = await call(alice, 'GET', '/api/lists/current');
    await call(alice, 'POST', '/api/lists/current/complete');
    expect((await next('/alice', 'list.completed', f)).json.data).toMatchObject({
      list: { id: open.id },
      actor: { id: alice.id },
    });
    const g = count('/alice');
    await call(carol, 'POST', '/api/lists/current/items', { text: 'eggs' });
    const again = await call(carol, 'GET', '/api/lists/current');
    await call(carol, 'PUT', '/api/user/me/setCompleted', { id: again.id });
    expect((await next('/alice', 'list.completed', g)).json.data).toMatchObject({ actor: { id: carol.id } });
  });

  it('plan events from adding, changing and filling', async () => {
    const a = count('/alice');
    const entry = await call(carol, 'POST', '/api/plan/entries', {
      date: '2026-12-21',
      meal: 'lunch',
      note: 'Leftovers',
    });
    const added = await next('/alice', 'plan.entry.added', a);
    expect(added.json.data).toMatchObject({
      entry: { id: entry.id, date: '2026-12-21', meal: 'lunch', note: 'Leftovers', recipe: null },
      actor: { id: carol.id },
    });
    const b = count('/alice');
    await call(alice, 'PATCH', `/api/plan/entries/${entry.id}`, { note: 'Soup' });
    expect((await next('/alice', 'plan.entry.changed', b)).json.data).toMatchObject({
      entry: { id: entry.id, note: 'Soup' },
    });
    // The fill skips recipes planned in the days before: one more to pick.
    await createRecipe(t.db, { details: { name: 'Fill Me Pie' } });
    const c = count('/alice');
    const filled = await call(alice, 'POST', '/api/plan/fill', { from: '2026-12-22', days: 1, meals: ['dinner'] });
    expect(filled.created).toHaveLength(1);
    expect((await next('/alice', 'plan.entry.added', c)).json.data).toMatchObject({
      entry: { id: filled.created[0].id, recipe: { id: expect.any(Number) } },
    });
  });

  it("no household hears another's list or plan: Bob's endpoint gets Bob's events only", async () => {
    const before = count('/bob');
    await call(bob, 'POST', '/api/lists/current/items', { text: 'bread' });
    const own = await next('/bob', 'list.item.added', before);
    expect(own.json.data).toMatchObject({ actor: { id: bob.id } });
    const bobs = receiver.at('/bob');
    expect(bobs.every((r) => (r.json.data.actor as { id: number }).id === bob.id)).toBe(true);
    const ids = new Set(receiver.at('/alice').map((r) => r.headers['webhook-id']));
    expect(bobs.some((r) => ids.has(r.headers['webhook-id']))).toBe(false);
    expect(receiver.at('/alice').some((r) => r.headers['webhook-id'] === own.headers['webhook-id'])).toBe(false);
  });

  it('recipe.added from the recipe form, recipe.imported from another app’s export and from a bulk import', async () => {
    const a = count('/admin');
    const added = await call(
      admin,
      'POST',
      '/api/recipes/add-recipe',
      recipePayload({ details: { name: 'Hand Typed Stew' } }),
    );
    expect((await next('/admin', 'recipe.added', a)).json.data).toMatchObject({
      recipe: { id: added.id, name: 'Hand Typed Stew' },
      actor: { id: admin.id },
    });
    const b = count('/admin');
    const payload = recipePayload({ details: { name: 'From Mealie' } });
    payload.recipeDetails = { ...payload.recipeDetails, source: { app: 'mealie' } } as typeof payload.recipeDetails;
    const imported = await call(admin, 'POST', '/api/recipes/add-recipe', payload);
    expect((await next('/admin', 'recipe.imported', b)).json.data).toMatchObject({
      recipe: { id: imported.id, name: 'From Mealie' },
    });
    const c = count('/admin');
    await call(admin, 'POST', '/api/recipes/import/bulk', { urls: [`${site.origin}/r/Bulk%20Borscht`] });
    expect((await next('/admin', 'recipe.imported', c)).json.data).toMatchObject({
      recipe: { id: expect.any(Number), name: 'Bulk Borscht' },
    });
  });

  it('recipe.imported from a migration of another app’s export', async () => {
    const a = count('/admin');
    const zip = await zipOf([
      [
        'recipes/chili/chili.json',
        JSON.stringify({
          slug: 'chili',
          name: 'Migrated Chili',
          recipe_yield: '4 servings',
          recipe_ingredient: [{ note: '2 cups beans' }],
          recipe_instructions: [{ text: 'Simmer.' }],
        }),
      ],
    ]);
    const body = multipartBody({}, { name: 'mealie.zip', bytes: zip });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/migrations',
      payload: body.payload,
      headers: { ...body.headers, ...admin.auth },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect((await next('/admin', 'recipe.imported', a)).json.data).toMatchObject({
      recipe: { id: expect.any(Number), name: 'Migrated Chili' },
    });
  });

  it('suggestion.created and suggestion.reviewed; backup.failed when a backup cannot be written', async () => {
    const a = count('/admin');
    const suggestion = await call(bob, 'POST', '/api/userSuggestions', { url: 'https://example.com/soup' });
    expect((await next('/admin', 'suggestion.created', a)).json.data).toMatchObject({
      suggestion: { id: suggestion.id },
      actor: { id: bob.id },
    });
    const b = count('/admin');
    await call(admin, 'PUT', `/api/userSuggestions/${suggestion.id}`, { status: 'Approved' });
    expect((await next('/admin', 'suggestion.reviewed', b)).json.data).toMatchObject({
      suggestion: { id: suggestion.id, status: 'Approved' },
    });
    const c = count('/admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin.auth });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const failed = await next('/admin', 'backup.failed', c);
    expect(failed.json.data.error).toEqual(expect.any(String));
    expect(receiver.at('/alice').some((r) => !/^(list|plan)\./.test(r.json.type))).toBe(false);
  });

  it('keeps every event in the outbox, each dispatched once', async () => {
    const rows = await t.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'list.completed'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.dispatchedAt !== null)).toBe(true);
  });
});
