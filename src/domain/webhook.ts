import { z } from 'zod';
import { IdParamSchema } from './common.ts';

/** Every event type of the outbox (docs/api/doors.md, "Webhooks"); `webhook.test` goes to one endpoint only. */
export const EVENT_TYPES = [
  'list.item.added',
  'list.item.ticked',
  'list.item.removed',
  'list.completed',
  'plan.entry.added',
  'plan.entry.changed',
  'recipe.added',
  'recipe.imported',
  'suggestion.created',
  'suggestion.reviewed',
  'backup.failed',
  'webhook.test',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The types an endpoint may subscribe to (`webhook.test` is sent on request, never subscribed). */
export const SUBSCRIBABLE_EVENT_TYPES = EVENT_TYPES.filter((t) => t !== 'webhook.test');

/** A household endpoint hears only its household's list and plan events. */
export function isHouseholdEventType(type: string): boolean {
  return type.startsWith('list.') || type.startsWith('plan.');
}

/** Who made a change, as list events carry it. */
export interface Actor {
  id: number;
  username: string;
  firstName: string;
}

export const WebhookLimits = {
  maxUrlLength: 2000,
  maxDescriptionLength: 500,
  maxEndpointsPerScope: 20,
  /** Random bytes of a secret: 24, so `whsec_` + 32 base64 characters. */
  secretBytes: 24,
  /** How long a rotated-out secret keeps signing beside the new one. */
  previousSecretHours: 24,
} as const;

const EventListSchema = z
  .array(z.enum(SUBSCRIBABLE_EVENT_TYPES, { error: 'events must be known event types' }), {
    error: 'events must be a list of event types',
  })
  .min(1, 'events must name at least one event type')
  .max(SUBSCRIBABLE_EVENT_TYPES.length * 2, 'events is too long');

/** An http(s) address; whether its host is public is the server's check (it needs the allow-list). */
const UrlSchema = z
  .string({ error: 'url is required' })
  .trim()
  .min(1, 'url is required')
  .max(WebhookLimits.maxUrlLength, `url must be at most ${WebhookLimits.maxUrlLength} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, 'url must be an absolute http(s) URL');

const DescriptionSchema = z
  .string({ error: 'description must be a string' })
  .max(
    WebhookLimits.maxDescriptionLength,
    `description must be at most ${WebhookLimits.maxDescriptionLength} characters`,
  );

/** Body of POST …/webhooks. */
export const CreateEndpointInputSchema = z.strictObject({
  url: UrlSchema,
  events: EventListSchema,
  description: DescriptionSchema.nullable().optional(),
});
export type CreateEndpointInput = z.infer<typeof CreateEndpointInputSchema>;

/** Body of PATCH …/webhooks/{id}: any of the fields. */
export const UpdateEndpointInputSchema = z.strictObject({
  url: UrlSchema.optional(),
  events: EventListSchema.optional(),
  description: DescriptionSchema.nullable().optional(),
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
});
export type UpdateEndpointInput = z.infer<typeof UpdateEndpointInputSchema>;

/** An endpoint as the API answers it: never its secrets. */
export const EndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Why the server turned it off (a 410 answer); null when enabled or turned off by a person. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Endpoint = z.infer<typeof EndpointSchema>;

/** The answer of POST: the endpoint with its secret, shown only here and on rotation. */
export const CreatedEndpointSchema = EndpointSchema.extend({ secret: z.string() });

export const SecretSchema = z.object({ secret: z.string() });

export const DeliveryStatusSchema = z.enum(['pending', 'succeeded', 'failed']);

/** One event's delivery to one endpoint. */
export const DeliverySchema = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the event's id, the same for every attempt and replay. */
  webhookId: z.string(),
  type: z.string(),
  status: DeliveryStatusSchema,
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const DeliveryParamsSchema = z.object({ id: IdParamSchema, deliveryId: IdParamSchema });
