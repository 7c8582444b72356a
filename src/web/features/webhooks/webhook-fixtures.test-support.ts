import type { Delivery, Endpoint } from '#domain/webhook.ts';

/** An endpoint as the API answers it. */
export const endpointFixture = (id: number, over: Partial<Endpoint> = {}): Endpoint => ({
  id,
  url: `https://hooks.example.com/${id}`,
  events: ['list.item.added'],
  description: null,
  enabled: true,
  disabledReason: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...over,
});

/** A delivery as the API answers it. */
export const deliveryFixture = (id: number, over: Partial<Delivery> = {}): Delivery => ({
  id,
  webhookId: `0b7e6a2c-0000-4000-8000-00000000000${id}`,
  type: 'webhook.test',
  status: 'succeeded',
  attempts: 1,
  lastStatus: 200,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2026-12-01T10:05:00.000Z',
  deliveredAt: '2026-12-01T10:05:01.000Z',
  ...over,
});

export const SECRET = 'whsec_MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3';
export const NEW_SECRET = 'whsec_ZmVkY2JhOTg3NjU0MzIxMGZlZGNiYTk4';
