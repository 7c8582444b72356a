import type { Db } from '../client.ts';

// TODO(foundation stub): the demo catalogue and accounts.
export async function seedDemoData(_db: Db): Promise<{ recipes: number; users: number } | undefined> {
  return undefined;
}
