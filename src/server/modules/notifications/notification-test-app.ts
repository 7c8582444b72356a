import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { AppConfig } from '../../config.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { createNotifications } from './index.ts';
import { manualClock } from './notification-test-support.ts';

/**
 * The real app on a fresh database, its clock moved by hand, 127.0.0.1 allowed (the fakes listen there) and
 * its own sender off (unless `pollMs` is given): the test sends through a sender built on the same database, as another instance's
 * would be, and calls it when it wants.
 */
export async function createNotificationTestApp(
  options: { allowedCidrs?: string[]; cooldownSeconds?: number; pollMs?: number } = {},
) {
  const clock = manualClock();
  const handle = await createTestDatabase();
  const base = testConfig();
  const config: AppConfig = {
    ...base,
    webhooks: { ...base.webhooks, allowedCidrs: options.allowedCidrs ?? ['127.0.0.1/32'] },
    push: {
      cooldownSeconds: options.cooldownSeconds ?? 60,
      vapidSubject: 'mailto:kitchen@example.com',
      pollMs: options.pollMs ?? 0,
    },
  };
  const app: FastifyInstance = await buildApp({
    config,
    db: handle.db,
    notifications: handle.notifications,
    now: clock.now,
  });
  await app.ready();
  const { sender } = createNotifications({ db: handle.db, config, log: app.log, now: clock.now });
  return {
    app,
    db: handle.db,
    clock,
    sender,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export type NotificationTestApp = Awaited<ReturnType<typeof createNotificationTestApp>>;
