/** The phone notifications module's public entry (docs/api/doors.md, "Phone notifications"). */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { parseCidrList } from '../../lib/outbound-address.ts';
import { createRateLimiter } from '../users/index.ts';
import { createNotificationConsumer } from './consumer.ts';
import { createNotificationSender } from './sender.ts';
import { createNotificationSettingsService } from './service.ts';
import { createVapidKeys } from './vapid.ts';

export { notificationRoutes } from './routes.ts';

/** Where a push notification opens the app: the shopping list. */
const LIST_PATH = '/user/shoppingList';

/**
 * Everything phone notifications need, built once per app: the outbox consumer that queues list changes,
 * the sender that tells them (start/stop with the app), and the settings service of the routes.
 */
export function createNotifications(deps: {
  db: Db;
  config: Pick<AppConfig, 'push' | 'webhooks'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const allowed = parseCidrList(deps.config.webhooks.allowedCidrs.join(','));
  const vapid = createVapidKeys(deps.db);
  const sender = createNotificationSender({
    db: deps.db,
    log: deps.log,
    vapid,
    vapidSubject: deps.config.push.vapidSubject,
    allowed,
    cooldownSeconds: deps.config.push.cooldownSeconds,
    pollMs: deps.config.push.pollMs,
    now: deps.now ?? (() => new Date()),
    listPath: LIST_PATH,
  });
  return {
    consumer: createNotificationConsumer(),
    sender,
    settings: createNotificationSettingsService({
      db: deps.db,
      vapid,
      sender,
      allowed,
      limiter: createRateLimiter(deps.db),
    }),
  };
}
