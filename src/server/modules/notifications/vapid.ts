import type { Db } from '../../db/client.ts';
import { findVapidKeys, insertVapidKeysIfMissing, type VapidKeyPair } from './settings-repository.ts';

/**
 * The instance's VAPID key pair: read from the database, made there on first use. Every instance reads the
 * same row, so a subscription made through one instance is signed for by all of them.
 */
export function createVapidKeys(db: Db) {
  let loading: Promise<VapidKeyPair> | undefined;

  async function load(): Promise<VapidKeyPair> {
    const found = await findVapidKeys(db);
    if (found) return found;
    // Two instances starting together may both make a pair: the first insert wins and both read it back.
    const { default: webpush } = await import('web-push');
    await insertVapidKeysIfMissing(db, webpush.generateVAPIDKeys());
    return (await findVapidKeys(db))!;
  }

  return {
    /** The key pair, cached once read. */
    get(): Promise<VapidKeyPair> {
      loading ??= load().catch((err: unknown) => {
        loading = undefined;
        throw err;
      });
      return loading;
    },
  };
}

export type VapidKeys = ReturnType<typeof createVapidKeys>;
