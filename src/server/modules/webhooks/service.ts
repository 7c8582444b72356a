import { lookup } from 'node:dns/promises';
import { pageOffset } from '#domain/common.ts';
import { PAGE_SIZE } from '#domain/constants.ts';
import {
  isHouseholdEventType,
  WebhookLimits,
  type CreateEndpointInput,
  type Delivery,
  type Endpoint,
  type UpdateEndpointInput,
} from '#domain/webhook.ts';
import type { Db } from '../../db/client.ts';
import { notify } from '../../db/notifications.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  addressLiteral,
  isAllowedTarget,
  isMetadataAddress,
  outboundUrlProblem,
  type Cidr,
} from '../../lib/outbound-address.ts';
import { recordDirectEvent } from '../events/index.ts';
import type { HouseholdService } from '../households/index.ts';
import type { SessionUser } from '../sessions/index.ts';
import { DELIVERIES_CHANNEL } from './fan-out.ts';
import * as repo from './repository.ts';
import { newSecret } from './signing.ts';

export type Scope = repo.Scope;

const toEndpoint = (row: repo.EndpointRow): Endpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  createdAt: row.createdAt.toISOString(),
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** How long a host name may take to resolve when an endpoint is saved; unresolved names are checked at send. */
const RESOLVE_TIMEOUT_MS = 3000;

/**
 * Webhook endpoints of an admin (every event) or of a household (its list and plan events): the routes'
 * rules. Sending is the deliverer's; the fan-out is the outbox consumer's.
 */
export function createWebhookService({
  db,
  households,
  allowed,
  now,
  wake,
}: {
  db: Db;
  households: HouseholdService;
  allowed: readonly Cidr[];
  now: () => Date;
  /** Wakes this instance's deliverer (a test or replay is due now). */
  wake: () => void;
}) {
  const ownerOf = async (user: SessionUser, scope: Scope) =>
    scope === 'admin' ? user.id : households.ownerOf(user.id);

  async function requireEndpoint(scope: Scope, ownerId: number, id: number): Promise<repo.EndpointRow> {
    const row = await repo.findEndpoint(db, scope, ownerId, id);
    if (!row) throw notFound('Webhook endpoint not found');
    return row;
  }

  /** 400 naming `url` for an address that is not public (however written) and not allowed, or metadata. */
  async function checkUrl(raw: string): Promise<void> {
    const problem = outboundUrlProblem(raw, { maxLength: WebhookLimits.maxUrlLength, allowed });
    if (problem) throw badRequest(`url ${problem}`, { url: `url ${problem}` });
    const url = new URL(raw);
    if (addressLiteral(url) !== undefined) return;
    const addresses = await Promise.race([
      lookup(url.hostname, { all: true }).catch(() => []),
      new Promise<[]>((resolve) => setTimeout(resolve, RESOLVE_TIMEOUT_MS, []).unref()),
    ]);
    const refused = addresses.find((a) => !isAllowedTarget(a.address, allowed));
    if (refused) {
      const why = isMetadataAddress(refused.address) ? 'a cloud metadata address' : 'a non-public address';
      throw badRequest(`url resolves to ${why}`, { url: `url resolves to ${why} (${refused.address})` });
    }
  }

  function checkEvents(scope: Scope, events: readonly string[] | undefined): void {
    if (scope !== 'household' || !events) return;
    const other = events.filter((type) => !isHouseholdEventType(type));
    if (other.length > 0) {
      const message = `household webhooks receive list.* and plan.* events only, not ${other.join(', ')}`;
      throw badRequest(message, { events: message });
    }
  }

  return {
    async list(user: SessionUser, scope: Scope): Promise<{ rows: Endpoint[]; count: number }> {
      const rows = await repo.listEndpoints(db, scope, await ownerOf(user, scope));
      return { rows: rows.map(toEndpoint), count: rows.length };
    },

    async get(user: SessionUser, scope: Scope, id: number): Promise<Endpoint> {
      return toEndpoint(await requireEndpoint(scope, await ownerOf(user, scope), id));
    },

    /** A new endpoint with a new secret, shown only in this answer; 409 beyond 20 in the scope. */
    async create(user: SessionUser, scope: Scope, input: CreateEndpointInput): Promise<Endpoint & { secret: string }> {
      checkEvents(scope, input.events);
      await checkUrl(input.url);
      const ownerId = await ownerOf(user, scope);
      const secret = newSecret();
      const row = await inTransaction(db, async (tx) => {
        await repo.lockScope(tx, scope, ownerId);
        if ((await repo.countEndpoints(tx, scope, ownerId)) >= WebhookLimits.maxEndpointsPerScope) {
          throw conflict(`At most ${WebhookLimits.maxEndpointsPerScope} webhook endpoints are allowed here`);
        }
        return repo.insertEndpoint(tx, {
          scope,
          ownerId,
          url: input.url,
          events: [...new Set(input.events)],
          description: input.description ?? null,
          secret,
          createdAt: now(),
        });
      });
      return { ...toEndpoint(row), secret };
    },

    async update(user: SessionUser, scope: Scope, id: number, input: UpdateEndpointInput): Promise<Endpoint> {
      const ownerId = await ownerOf(user, scope);
      await requireEndpoint(scope, ownerId, id);
      checkEvents(scope, input.events);
      if (input.url !== undefined) await checkUrl(input.url);
      const row = await repo.updateEndpoint(db, id, {
        ...(input.url !== undefined && { url: input.url }),
        ...(input.events !== undefined && { events: [...new Set(input.events)] }),
        ...(input.description !== undefined && { description: input.description }),
        // Turned on or off by a person: no server reason stands.
        ...(input.enabled !== undefined && { enabled: input.enabled, disabledReason: null }),
      });
      return toEndpoint(row);
    },

    async remove(user: SessionUser, scope: Scope, id: number): Promise<void> {
      await requireEndpoint(scope, await ownerOf(user, scope), id);
      await repo.deleteEndpoint(db, id);
    },

    /** A new secret; the one it replaces keeps signing beside it for 24 hours. */
    async rotateSecret(user: SessionUser, scope: Scope, id: number): Promise<{ secret: string }> {
      const row = await requireEndpoint(scope, await ownerOf(user, scope), id);
      const secret = newSecret();
      await repo.updateEndpoint(db, id, {
        secret,
        previousSecret: row.secret,
        previousSecretUntil: new Date(now().getTime() + WebhookLimits.previousSecretHours * 3600_000),
      });
      return { secret };
    },

    /** Sends a `webhook.test` event to this endpoint only. */
    async test(user: SessionUser, scope: Scope, id: number): Promise<void> {
      const row = await requireEndpoint(scope, await ownerOf(user, scope), id);
      const at = now();
      await inTransaction(db, async (tx) => {
        const event = await recordDirectEvent(
          tx,
          {
            type: 'webhook.test',
            householdOwnerId: scope === 'household' ? row.ownerId : null,
            actor: null,
            data: { endpoint: { id: row.id }, message: 'A test event from Hello Kitchen' },
          },
          at,
        );
        await repo.insertDeliveries(tx, event.id, [row.id], at);
        await notify(tx, DELIVERIES_CHANNEL, event.id);
      });
      wake();
    },

    /** A page of the endpoint's deliveries, newest first. */
    async deliveries(user: SessionUser, scope: Scope, id: number, page: number) {
      await requireEndpoint(scope, await ownerOf(user, scope), id);
      const { rows, count } = await repo.findDeliveryPage(db, id, PAGE_SIZE, pageOffset(page));
      return {
        rows: rows.map((r): Delivery => ({
          id: r.id,
          webhookId: r.webhookId,
          type: r.type,
          status: r.status,
          attempts: r.attempts,
          lastStatus: r.lastStatus,
          lastError: r.lastError,
          nextAttemptAt: iso(r.nextAttemptAt),
          createdAt: r.createdAt.toISOString(),
          deliveredAt: iso(r.deliveredAt),
        })),
        count,
      };
    },

    /** Sends a delivery's event again, as a new delivery with the same `webhook-id`. */
    async replay(user: SessionUser, scope: Scope, id: number, deliveryId: number): Promise<void> {
      await requireEndpoint(scope, await ownerOf(user, scope), id);
      const delivery = await repo.findDelivery(db, id, deliveryId);
      if (!delivery) throw notFound('Delivery not found');
      await inTransaction(db, async (tx) => {
        await repo.insertDeliveries(tx, delivery.eventId, [id], now());
        await notify(tx, DELIVERIES_CHANNEL, delivery.eventId);
      });
      wake();
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
