import type { CreateEndpointInput, Delivery, Endpoint, UpdateEndpointInput } from '#domain/webhook.ts';
import { apiSlice } from '../../app/api-slice.ts';

const api = apiSlice.enhanceEndpoints({ addTagTypes: ['Webhook', 'WebhookDelivery'] });

/** Whose endpoints: an admin's own (any event of the instance) or the caller's household's (its list and plan). */
export type WebhookScope = 'admin' | 'household';

const BASE: Record<WebhookScope, string> = {
  admin: '/api/admin/webhooks',
  household: '/api/household/webhooks',
};

interface Paged<T> {
  rows: T[];
  count: number;
}

interface One {
  scope: WebhookScope;
  id: number;
}

const listTag = (scope: WebhookScope) => ({ type: 'Webhook' as const, id: scope });
const deliveriesTag = ({ scope, id }: One) => ({ type: 'WebhookDelivery' as const, id: `${scope}-${id}` });

/** Webhooks (docs/api/doors.md, "Webhooks"): the same routes under both scopes. */
export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET …: every endpoint of the scope (at most 20), oldest first, never a secret. */
    getWebhooks: build.query<Paged<Endpoint>, WebhookScope>({
      query: (scope) => BASE[scope],
      providesTags: (_r, _e, scope) => [listTag(scope)],
    }),
    /** POST …: the only answer, with rotation's, that holds the secret. */
    createWebhook: build.mutation<Endpoint & { secret: string }, { scope: WebhookScope; input: CreateEndpointInput }>({
      query: ({ scope, input }) => ({ url: BASE[scope], method: 'POST', body: input }),
      invalidatesTags: (_r, _e, { scope }) => [listTag(scope)],
    }),
    /** PATCH …/{id}: url, events, description or enabled. */
    updateWebhook: build.mutation<Endpoint, One & { input: UpdateEndpointInput }>({
      query: ({ scope, id, input }) => ({ url: `${BASE[scope]}/${id}`, method: 'PATCH', body: input }),
      invalidatesTags: (_r, _e, { scope }) => [listTag(scope)],
    }),
    /** DELETE …/{id}: its delivery log goes with it. */
    deleteWebhook: build.mutation<null, One>({
      query: ({ scope, id }) => ({ url: `${BASE[scope]}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { scope }) => [listTag(scope)],
    }),
    /** POST …/{id}/rotate-secret: the new secret, shown once; the old one signs beside it for a day. */
    rotateWebhookSecret: build.mutation<{ secret: string }, One>({
      query: ({ scope, id }) => ({ url: `${BASE[scope]}/${id}/rotate-secret`, method: 'POST' }),
    }),
    /** POST …/{id}/test: a `webhook.test` event to this endpoint only, logged like any delivery. */
    testWebhook: build.mutation<null, One>({
      query: ({ scope, id }) => ({ url: `${BASE[scope]}/${id}/test`, method: 'POST' }),
      invalidatesTags: (_r, _e, arg) => [deliveriesTag(arg)],
    }),
    /** GET …/{id}/deliveries?page=N: newest first, 25 a page. */
    getWebhookDeliveries: build.query<Paged<Delivery>, One & { page: number }>({
      query: ({ scope, id, page }) => ({ url: `${BASE[scope]}/${id}/deliveries`, params: { page } }),
      providesTags: (_r, _e, arg) => [deliveriesTag(arg)],
    }),
    /** POST …/{id}/deliveries/{deliveryId}/replay: a new delivery of the same event (same webhook-id). */
    replayWebhookDelivery: build.mutation<null, One & { deliveryId: number }>({
      query: ({ scope, id, deliveryId }) => ({
        url: `${BASE[scope]}/${id}/deliveries/${deliveryId}/replay`,
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, arg) => [deliveriesTag(arg)],
    }),
  }),
});

export const {
  useGetWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useTestWebhookMutation,
  useGetWebhookDeliveriesQuery,
  useReplayWebhookDeliveryMutation,
} = webhooksApi;
