import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { currentSchemaVersion } from '../../db/migration-steps.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { readTableRows } from './backup-repository.ts';
import { openVerifiedBackup } from './backup-reader.ts';
import { backupFolders } from './backup-test-support.ts';
import { writeBackup } from './backup-writer.ts';

const PICTURES = 30;
const PICTURE_BYTES = 300 * 1024;

// Large rows (pictures) are read and loaded a few at a time, so that a backup or a restore never holds many.
describe('batches of large rows', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.execute(
      sql`insert into recipe_images (sha256, mime, bytes)
          select lpad(g::text, 64, '0'), 'image/webp', convert_to(repeat('x', ${PICTURE_BYTES}), 'UTF8')
          from generate_series(1, ${PICTURES}) g`,
    );
  });
  afterAll(() => handle.close());

  it('the backup sizes its fetches by the rows it has seen', async () => {
    const sizes = await handle.db.transaction(async (tx) => {
      const seen: number[] = [];
      for await (const batch of readTableRows(tx as never, 'recipe_images', 1000, 1024 * 1024)) seen.push(batch.length);
      return seen;
    });
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(PICTURES);
    // Each row is about 600 KB of JSON (bytea as hex): after the first small fetch, one row a fetch.
    expect(sizes[0]).toBeLessThanOrEqual(10);
    expect(Math.max(...sizes.slice(1))).toBe(1);
  });

  it('the restore reads a table of large rows in batches of about 4 MB', async () => {
    const folders = backupFolders();
    const file = join(folders.root, 'pictures.zip');
    await writeBackup({ db: handle.db, path: file, appVersion: 't', schemaVersion: currentSchemaVersion() });
    const backup = await openVerifiedBackup(file, 'pictures.zip');
    try {
      const sizes: number[] = [];
      for await (const batch of backup.tableRows('recipe_images', 2000)) sizes.push(batch.length);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(PICTURES);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(7);
    } finally {
      backup.close();
    }
  });
});
