import type { FastifyBaseLogger } from 'fastify';
import type { ListRef } from '#domain/household-lists.ts';
import type { Notifications } from '../../db/notifications.ts';
import { HOUSEHOLD_CHANGES_CHANNEL, type MemberMove } from '../households/index.ts';
import { LIST_CHANGES_CHANNEL } from './repository.ts';

/** One open event stream: whose it is, which list (`current` follows the default), and how to reach it. */
interface Subscriber {
  userId: number;
  ownerId: number;
  list: ListRef;
  send(version: number): void;
}

export interface ListEventHubOptions {
  notifications: Notifications;
  /** The owner of the household a user belongs to. */
  ownerOf(userId: number): Promise<number>;
  /** The current version of one of a household's lists; 404 for another household's. */
  versionOf(ownerId: number, list: ListRef): Promise<number>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

function parse(payload: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fans list changes out to the event streams of this process. Changes arrive only through PostgreSQL
 * NOTIFY (one LISTEN connection per process), whichever instance made them, so every instance behind a
 * load balancer tells its own subscribers. Streams are indexed by household owner, each on one list; a member who joins,
 * leaves or is removed is moved to their new household at once.
 */
export function createListEventHub({ notifications, ownerOf, versionOf, log }: ListEventHubOptions) {
  const byOwner = new Map<number, Set<Subscriber>>();
  const byUser = new Map<number, Set<Subscriber>>();
  let listening: Promise<void> | undefined;

  const index = (map: Map<number, Set<Subscriber>>, key: number, sub: Subscriber) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(sub);
  };
  const unindex = (map: Map<number, Set<Subscriber>>, key: number, sub: Subscriber) => {
    const set = map.get(key);
    set?.delete(sub);
    if (set?.size === 0) map.delete(key);
  };

  const move = (sub: Subscriber, ownerId: number) => {
    if (ownerId === sub.ownerId || !byUser.get(sub.userId)?.has(sub)) return;
    unindex(byOwner, sub.ownerId, sub);
    sub.ownerId = ownerId;
    index(byOwner, ownerId, sub);
  };

  /** Sends the subscriber its household's current version (after a move, or after notifications were lost). */
  const refresh = async (sub: Subscriber, knownOwnerId?: number) => {
    try {
      move(sub, knownOwnerId ?? (await ownerOf(sub.userId)));
      sub.send(await versionOf(sub.ownerId, sub.list));
    } catch (err) {
      log.warn(`list events: could not refresh a stream: ${(err as Error).message}`);
    }
  };

  const onListChange = (payload: string) => {
    const message = parse(payload);
    const { ownerId, listId, isDefault, version } = message ?? {};
    if (typeof ownerId !== 'number' || typeof version !== 'number') return;
    // One list's change reaches only its own streams: by id, or `current` while it is the default.
    for (const sub of byOwner.get(ownerId) ?? [])
      if (sub.list === 'current' ? isDefault !== false : sub.list === listId) sub.send(version);
  };

  const onMembersMoved = (payload: string) => {
    const moves = parse(payload)?.moves;
    if (!Array.isArray(moves)) return;
    for (const { userId, ownerId } of moves as MemberMove[]) {
      // Moved at once, so a change notified after this one already reaches the new household's streams.
      for (const sub of byUser.get(userId) ?? []) void refresh(sub, ownerId);
    }
  };

  const start = () =>
    (listening ??= (async () => {
      await notifications.listen(LIST_CHANGES_CHANNEL, onListChange);
      await notifications.listen(HOUSEHOLD_CHANGES_CHANNEL, onMembersMoved);
      // Whatever changed while the connection was down is unknown: everyone gets their current version.
      notifications.onReconnect(() => {
        for (const set of byUser.values()) for (const sub of set) void refresh(sub);
      });
    })().catch((err) => {
      listening = undefined;
      throw err;
    }));

  return {
    /**
     * Registers a stream of `userId` on one of their household's lists; `send` gets the current version at once (so a reconnecting client
     * catches up), then every change. Returns the unsubscribe function.
     */
    async subscribe(userId: number, list: ListRef, send: (version: number) => void): Promise<() => void> {
      await start();
      const sub: Subscriber = { userId, ownerId: await ownerOf(userId), list, send };
      index(byOwner, sub.ownerId, sub);
      index(byUser, userId, sub);
      const unsubscribe = () => {
        unindex(byOwner, sub.ownerId, sub);
        unindex(byUser, userId, sub);
      };
      try {
        // Read after subscribing, so a change committed meanwhile is never missed (at worst sent twice).
        send(await versionOf(sub.ownerId, list));
      } catch (err) {
        unsubscribe();
        throw err;
      }
      return unsubscribe;
    },
    /** Open streams in this process (for tests and the benchmark). */
    size: () => [...byUser.values()].reduce((n, set) => n + set.size, 0),
  };
}

export type ListEventHub = ReturnType<typeof createListEventHub>;
