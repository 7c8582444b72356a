import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationHandler, Notifications } from '../../db/notifications.ts';
import { nextListVersion, openEventStream } from '../../test/factories.ts';
import { listEventRoutes } from './events-routes.ts';
import { createListEventHub } from './list-events.ts';
import { LIST_CHANGES_CHANNEL } from './repository.ts';

/** Notifications that the test sends itself. */
function fakeNotifications() {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const notifications: Notifications = {
    async listen(channel, handler) {
      if (!handlers.has(channel)) handlers.set(channel, new Set());
      handlers.get(channel)!.add(handler);
      return () => handlers.get(channel)?.delete(handler);
    },
    onReconnect: () => () => {},
    close: async () => {},
  };
  const emit = (channel: string, payload: unknown) =>
    handlers.get(channel)?.forEach((handler) => handler(JSON.stringify(payload)));
  return { notifications, emit };
}

/** The events route alone, with a hub the test can watch: heartbeats and what happens when clients go. */
describe('the event stream itself', () => {
  let app: FastifyInstance;
  let base: string;
  const { notifications, emit } = fakeNotifications();
  const hub = createListEventHub({
    notifications,
    ownerOf: async (userId) => userId,
    versionOf: async () => 3,
    log: { warn: () => {} },
  });
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRequest', async (request) => {
      request.user = { id: Number(request.headers['x-user']) } as NonNullable<typeof request.user>;
    });
    await app.register(listEventRoutes, { prefix: '/api/lists', listEvents: hub, heartbeatMs: 20 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/lists/current/events`;
  });
  afterAll(() => app?.close());

  it('closing the app ends open streams', async () => {
    const other = Fastify();
    other.setValidatorCompiler(validatorCompiler);
    other.setSerializerCompiler(serializerCompiler);
    await other.register(listEventRoutes, { prefix: '/api/lists', listEvents: hub });
    other.addHook('onRequest', async (request) => {
      request.user = { id: 7 } as NonNullable<typeof request.user>;
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(
      `http://127.0.0.1:${(other.server.address() as AddressInfo).port}/api/lists/current/events`,
    );
    await nextListVersion(stream);
    await other.close();
    await expect(stream.next((e) => e.event === 'never')).rejects.toThrow('the event stream ended');
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const stream = await openEventStream(base, { 'x-user': '1' });
    expect(await nextListVersion(stream)).toBe(3);
    expect((await stream.next((e) => e.event === ':')).data).toBe(': heartbeat');
    stream.close();
  });

  it('forgets every stream whose client went away', async () => {
    await expect.poll(() => hub.size(), { timeout: 10_000 }).toBe(0);
    const streams = await Promise.all(
      Array.from({ length: 50 }, (_, i) => openEventStream(base, { 'x-user': String(100 + (i % 5)) })),
    );
    await Promise.all(streams.map((s) => nextListVersion(s)));
    expect(hub.size()).toBe(50);

    emit(LIST_CHANGES_CHANNEL, { ownerId: 102, version: 9 });
    const of102 = streams.filter((_, i) => i % 5 === 2);
    expect(await Promise.all(of102.map((s) => nextListVersion(s)))).toEqual(of102.map(() => 9));

    streams.forEach((s) => s.close());
    await expect.poll(() => hub.size(), { timeout: 10_000 }).toBe(0);
  });
});
