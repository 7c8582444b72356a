import { mkdtemp, rename, rm, mkdir } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/client.ts';
import { appliedSchemaVersion, applyMigrationSteps, currentSchemaVersion } from '../../db/migration-steps.ts';
import {
  countRows,
  dropAppSchema,
  listCarriedTables,
  resetSequences,
  rowInserter,
  setAsideIndexesAndForeignKeys,
} from './backup-repository.ts';
import { BackupError } from './backup-error.ts';
import { openVerifiedBackup } from './backup-reader.ts';
import { decryptFile, isEncrypted } from './encryption.ts';
import type { Manifest } from './manifest.ts';

export interface RestoreOptions {
  db: Db;
  file: string;
  replace?: boolean;
  passphrase?: string;
  /** Where stored pictures go (DATA_DIR/pictures); replaced as a whole after the database commits. */
  picturesDir?: string;
}

/** Whether the app's tables hold no row (a database where the app never started counts as empty). */
async function isEmpty(db: Db): Promise<boolean> {
  if ((await appliedSchemaVersion(db)) === 0) return true;
  for (const table of await listCarriedTables(db)) if ((await countRows(db, table)) > 0) return false;
  return true;
}

/**
 * Restores a backup: checks all of it first (passphrase, checksums, schema version, an empty database
 * unless `replace`), then in one transaction rebuilds the schema the backup was made with, loads every
 * row, and brings the schema forward with the later migrations. All or nothing.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const label = basename(options.file);
  const work = await mkdtemp(join(tmpdir(), 'hk-restore-'));
  try {
    let zipPath = options.file;
    if (await isEncrypted(options.file)) {
      zipPath = join(work, 'backup.zip');
      await decryptFile(options.file, zipPath, options.passphrase, label);
    }
    const backup = await openVerifiedBackup(zipPath, label);
    try {
      const { manifest } = backup;
      const current = currentSchemaVersion();
      if (manifest.schemaVersion > current)
        throw new BackupError(
          `${label} was made by a newer version of Hello Kitchen (schema ${manifest.schemaVersion}; this one has ${current}): upgrade Hello Kitchen first.`,
        );
      if (!options.replace && !(await isEmpty(options.db)))
        throw new BackupError(
          'The database is not empty: restore into an empty database, or use --replace to overwrite everything in it.',
        );
      await options.db.transaction(async (tx) => {
        await dropAppSchema(tx);
        await applyMigrationSteps(tx, 0, manifest.schemaVersion);
        const putBack = await setAsideIndexesAndForeignKeys(tx);
        for (const table of manifest.tables) {
          const insert = await rowInserter(tx, table);
          for await (const rows of backup.tableRows(table, 2000)) await insert(rows);
          await resetSequences(tx, table);
        }
        await putBack();
        await applyMigrationSteps(tx, manifest.schemaVersion, current);
      });
      if (options.picturesDir) await restorePictures(backup, resolve(options.picturesDir));
      return manifest;
    } finally {
      backup.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function restorePictures(
  backup: Awaited<ReturnType<typeof openVerifiedBackup>>,
  picturesDir: string,
): Promise<void> {
  // Staged beside the folder, so that the final rename stays on one file system.
  const staged = `${picturesDir}.incoming`;
  await rm(staged, { recursive: true, force: true });
  await mkdir(staged, { recursive: true });
  for await (const picture of backup.pictures()) {
    const target = resolve(staged, picture.path);
    // The checksums held, but a name still never leaves the folder.
    if (!target.startsWith(staged + sep)) continue;
    await mkdir(dirname(target), { recursive: true });
    await pipeline(await picture.open(), createWriteStream(target, { mode: 0o600 }));
  }
  await rm(picturesDir, { recursive: true, force: true });
  await rename(staged, picturesDir);
}
