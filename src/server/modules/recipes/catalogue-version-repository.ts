import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogueVersion } from '../../db/schema.ts';

// Read on every list request: prepared once per database.
const preparedReads = new WeakMap<Db, ReturnType<typeof prepareRead>>();
const prepareRead = (db: Db) =>
  db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare('catalogue_version');

/** The catalogue's version: bumped by triggers in every transaction that writes recipes or their tags. */
export async function readCatalogueVersion(db: Db): Promise<number> {
  let read = preparedReads.get(db);
  if (!read) {
    read = prepareRead(db);
    preparedReads.set(db, read);
  }
  const [row] = await read.execute();
  return row ? Number(row.version) : -1;
}
