import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '#domain/common.ts';
import {
  NotificationSettingsSchema,
  NotificationTestResultSchema,
  PushSubscriptionInputSchema,
  RemovePushSubscriptionSchema,
  UpdateNotificationSettingsSchema,
  VapidPublicKeySchema,
} from '#domain/notification.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { NotificationSettingsService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['notifications'];
const security = [{ bearer: [] }];

/** Phone notifications under /api (docs/api/doors.md, "Phone notifications"). */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationSettingsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/user/me/notifications',
    {
      schema: {
        tags,
        security,
        summary: "The caller's ntfy address, list-change switch and number of browsers (never the token)",
        response: { 200: NotificationSettingsSchema, ...errors(401) },
      },
    },
    (request) => notifications.get(requireSessionUser(request).id),
  );

  app.put(
    '/user/me/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Changes any of ntfyUrl, ntfyToken (null clears) and listChanges',
        body: UpdateNotificationSettingsSchema,
        response: { 200: NotificationSettingsSchema, ...errors(400, 401) },
      },
    },
    (request) => notifications.update(requireSessionUser(request).id, request.body),
  );

  app.post(
    '/user/me/notifications/test',
    {
      schema: {
        tags,
        security,
        summary: 'Sends a test notification to the caller’s own ntfy topic and browsers, and says how each went',
        response: { 200: NotificationTestResultSchema, ...errors(401, 429) },
      },
    },
    (request) => notifications.sendTest(requireSessionUser(request).id),
  );

  app.get(
    '/push/vapid-public-key',
    {
      schema: {
        tags,
        security,
        summary: 'The VAPID public key (uncompressed P-256 point, base64url) for pushManager.subscribe',
        response: { 200: VapidPublicKeySchema, ...errors(401) },
      },
    },
    () => notifications.publicKey(),
  );

  app.post(
    '/user/me/push-subscriptions',
    {
      schema: {
        tags,
        security,
        summary: "Keeps a browser's PushSubscription for the caller; answers the settings",
        body: PushSubscriptionInputSchema,
        response: { 201: NotificationSettingsSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await notifications.subscribe(requireSessionUser(request).id, request.body)),
  );

  app.delete(
    '/user/me/push-subscriptions',
    {
      schema: {
        tags,
        security,
        summary: "Forgets one of the caller's browsers, by its endpoint",
        body: RemovePushSubscriptionSchema,
        response: { 204: z.null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await notifications.unsubscribe(requireSessionUser(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
