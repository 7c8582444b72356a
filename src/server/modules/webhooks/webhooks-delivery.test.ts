import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema.ts';
import { createAdmin, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startReceiver, verify, type Receiver } from './webhooks.test-support.ts';

/** Sending: retries with one id, 410, replay, the test event, a rotation's two signatures, the allow-list. */
describe('webhook deliveries', () => {
  let t: TestApp;
  let receiver: Receiver;
  let admin: TestUser;
  beforeAll(async () => {
    receiver = await startReceiver();
    // Everything is allowed here, so that only the metadata rule can refuse.
    t = await createTestApp({
      webhooks: { allowedCidrs: ['0.0.0.0/0', '::/0'], retrySchedule: [0, 0, 0] },
    });
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const req = async (method: string, url: string, payload?: object) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url: `/api/admin/webhooks${url}`,
      headers: admin.auth,
      payload,
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.body ? res.json() : undefined;
  };
  const endpoint = (path: string, events = ['recipe.added']) =>
    req('POST', '', { url: `${receiver.origin}${path}`, events });
  const addRecipe = (name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recipes/add-recipe',
      headers: admin.auth,
      payload: recipePayload({ details: { name } }),
    });
  const deliveries = async (id: number) => (await req('GET', `/${id}/deliveries`)).rows;
  const settled = async (id: number, n = 1) => {
    for (;;) {
      const rows = await deliveries(id);
      if (rows.length >= n && rows.every((r: { status: string }) => r.status !== 'pending')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('retries other answers with the same webhook-id and signature scheme until a 2xx', async () => {
    const hook = await endpoint('/retry');
    receiver.answers['/retry'] = [500, 503];
    await addRecipe('Retried Rice');
    const got = await receiver.waitFor('/retry', 3);
    expect(got.map((r) => r.answered)).toEqual([500, 503, 204]);
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(new Set(got.map((r) => r.body)).size).toBe(1);
    for (const r of got) verify(hook.secret, r);
    const [row] = await settled(hook.id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, lastStatus: 204, type: 'recipe.added' });
    expect(row.webhookId).toBe(got[0].headers['webhook-id']);
    expect(row.deliveredAt).not.toBeNull();
  });

  it('fails a delivery once the schedule is used up', async () => {
    const hook = await endpoint('/down');
    receiver.answers['/down'] = [500, 500, 500];
    await addRecipe('Failed Fennel');
    await receiver.waitFor('/down', 3);
    const [row] = await settled(hook.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastStatus: 500, nextAttemptAt: null });
    expect(row.lastError).toContain('500');
  });

  it('disables the endpoint on a 410 and sends it nothing more', async () => {
    const hook = await endpoint('/gone');
    receiver.answers['/gone'] = [410];
    await addRecipe('Gone Gnocchi');
    await receiver.waitFor('/gone', 1);
    const [row] = await settled(hook.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastStatus: 410 });
    const after = await req('GET', `/${hook.id}`);
    expect(after.enabled).toBe(false);
    expect(after.disabledReason).toMatch(/410/);
    const other = await endpoint('/still-here');
    await addRecipe('After Gone');
    await receiver.waitFor('/still-here', 1);
    expect(receiver.at('/gone')).toHaveLength(1);
    expect(await deliveries(hook.id)).toHaveLength(1);
    await req('DELETE', `/${other.id}`);
  });

  it('replays a delivery with the same webhook-id, as a new row of the log, newest first', async () => {
    const hook = await endpoint('/replay');
    await addRecipe('Replayed Ragu');
    const [first] = await receiver.waitFor('/replay', 1);
    const [row] = await settled(hook.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${hook.id}/deliveries/${row.id}/replay`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(202);
    const [, again] = await receiver.waitFor('/replay', 2);
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(again.body).toBe(first.body);
    verify(hook.secret, again);
    const log = await settled(hook.id, 2);
    expect(log[0].id).toBeGreaterThan(log[1].id);
    expect(log[0].webhookId).toBe(log[1].webhookId);
  });

  it('sends webhook.test to the tested endpoint only', async () => {
    const tested = await endpoint('/tested', ['recipe.added', 'backup.failed']);
    await endpoint('/bystander', ['recipe.added', 'backup.failed']);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${tested.id}/test`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(202);
    const [got] = await receiver.waitFor('/tested', 1);
    expect(got.json).toMatchObject({ type: 'webhook.test', data: { endpoint: { id: tested.id } } });
    verify(tested.secret, got);
    await addRecipe('Marker');
    await receiver.waitFor('/bystander', 1);
    expect(receiver.at('/bystander').map((r) => r.json.type)).toEqual(['recipe.added']);
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    const hook = await endpoint('/rotated');
    const { secret } = await req('POST', `/${hook.id}/rotate-secret`);
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(hook.secret);
    await addRecipe('Rotated Risotto');
    const [during] = await receiver.waitFor('/rotated', 1);
    expect(during.headers['webhook-signature'].split(' ')).toHaveLength(2);
    verify(secret, during);
    verify(hook.secret, during);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(row.previousSecret).toBe(hook.secret);
    // The day is over: move the old secret's end into the past.
    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, hook.id));
    await addRecipe('After The Day');
    const [, after] = await receiver.waitFor('/rotated', 2);
    expect(after.headers['webhook-signature'].split(' ')).toHaveLength(1);
    verify(secret, after);
    expect(() => verify(hook.secret, after)).toThrow();
  });

  it('takes private targets the allow-list holds, never metadata addresses', async () => {
    expect((await endpoint('/allowed')).url).toContain('127.0.0.1');
    for (const url of [
      'http://169.254.169.254/x',
      'http://[fd00:ec2::254]/x',
      'http://0xa9fea9fe/x',
      'http://[::ffff:a9fe:a9fe]/x',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/webhooks',
        headers: admin.auth,
        payload: { url, events: ['recipe.added'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details.url, url).toMatch(/metadata/);
    }
  });
});
