import { createStore, del, delMany, get, keys, set, update, type UseStore } from 'idb-keyval';
import type { ItemList } from '#domain/shopping-list.ts';
import type { ListRef } from '../list-ref.ts';

/**
 * A change made with no network, sent later with its own Idempotency-Key, in the order it was made, to the
 * list it was made on (`list`; changes queued before there were several lists have none: the default list).
 */
export type QueuedChange = { key: string; list?: ListRef } & (
  { kind: 'tick'; itemId: number; checked: boolean } | { kind: 'add'; text: string }
);

/** The changes queued for one list. */
export const changesOf = (queue: QueuedChange[], ref: ListRef) =>
  queue.filter((change) => (change.list ?? 'current') === ref);

/** Where a user's last seen copy of a list is kept: the default list under today's key. */
export const listKey = (user: string, ref: ListRef) => (ref === 'current' ? user : `${user}:${ref}`);

/** Where the list page keeps what it needs offline: the last list seen, and the changes not sent yet. */
export interface OfflineStore {
  /** `at` is listKey(user, list). */
  getList(at: string): Promise<ItemList | undefined>;
  saveList(at: string, list: ItemList): Promise<void>;
  getQueue(user: string): Promise<QueuedChange[]>;
  enqueue(user: string, change: QueuedChange): Promise<void>;
  /** Drops the change with this key once the server has it. */
  dequeue(user: string, key: string): Promise<void>;
  clear(user: string): Promise<void>;
}

/** IndexedDB through idb-keyval: survives a reload and a restart of the browser. */
export function indexedDbStore(store: UseStore = createStore('hello-kitchen', 'offline-list')): OfflineStore {
  return {
    getList: (user) => get<ItemList>(`list:${user}`, store),
    saveList: (user, list) => set(`list:${user}`, list, store),
    getQueue: async (user) => (await get<QueuedChange[]>(`queue:${user}`, store)) ?? [],
    // One read-modify-write transaction each, so changes queued quickly one after another are all kept.
    enqueue: (user, change) => update<QueuedChange[]>(`queue:${user}`, (q = []) => [...q, change], store),
    dequeue: (user, key) => update<QueuedChange[]>(`queue:${user}`, (q = []) => q.filter((c) => c.key !== key), store),
    clear: async (user) => {
      const mine = (await keys(store)).filter((k) => k === `list:${user}` || String(k).startsWith(`list:${user}:`));
      await delMany(mine, store);
      await del(`queue:${user}`, store);
    },
  };
}

/** Kept in memory: for tests, and browsers without IndexedDB. */
export function memoryStore(): OfflineStore {
  const lists = new Map<string, ItemList>();
  const queues = new Map<string, QueuedChange[]>();
  return {
    getList: async (user) => lists.get(user),
    saveList: async (user, list) => void lists.set(user, list),
    getQueue: async (user) => [...(queues.get(user) ?? [])],
    enqueue: async (user, change) => void queues.set(user, [...(queues.get(user) ?? []), change]),
    dequeue: async (user, key) =>
      void queues.set(
        user,
        (queues.get(user) ?? []).filter((c) => c.key !== key),
      ),
    clear: async (user) => {
      for (const at of [...lists.keys()]) if (at === user || at.startsWith(`${user}:`)) lists.delete(at);
      queues.delete(user);
    },
  };
}

let shared: OfflineStore | undefined;
/** The app's store; tests put a memory store in its place. */
export function offlineStore(): OfflineStore {
  return (shared ??= typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore());
}
export function setOfflineStoreForTests(store: OfflineStore) {
  shared = store;
}

/** The list as it will be once the queued ticks are sent (typed lines are shown apart until the server merges them). */
export function withQueuedTicks(list: ItemList, queue: QueuedChange[]): ItemList {
  const ticks = new Map<number, boolean>();
  for (const change of queue) if (change.kind === 'tick') ticks.set(change.itemId, change.checked);
  if (ticks.size === 0) return list;
  return { ...list, items: list.items.map((i) => (ticks.has(i.id) ? { ...i, checked: ticks.get(i.id)! } : i)) };
}
