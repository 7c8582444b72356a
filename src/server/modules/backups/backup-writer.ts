import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { Db } from '../../db/client.ts';
import { countRows, listCarriedTables, readTableRows } from './backup-repository.ts';
import { sealArchive } from './archive-seal.ts';
import { encryptingStream } from './encryption.ts';
import { MANIFEST_NAME, PICTURES_PREFIX, tableEntryName, type Manifest } from './manifest.ts';

export interface WriteBackupOptions {
  db: Db;
  /** The file to write (mode 0600); written under a temporary name and renamed when complete. */
  path: string;
  appVersion: string;
  schemaVersion: number;
  /** Stored pictures to carry (DATA_DIR/pictures), if the folder exists. */
  picturesDir?: string;
  passphrase?: string;
  now?: Date;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

async function write(stream: Writable, chunk: string) {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/**
 * Writes a backup: every carried table's rows as NDJSON, read in one snapshot (a repeatable-read, read-only
 * transaction), every stored picture, and the manifest with counts and SHA-256s; then the seal over the
 * whole file, and encryption when a passphrase is given. Rows stream through a cursor into the zip, so a
 * large catalogue never sits in memory.
 */
export async function writeBackup(options: WriteBackupOptions): Promise<Manifest> {
  const { db, path } = options;
  const partial = `${path}.partial`;
  const zip = new yazl.ZipFile();
  const output = createWriteStream(partial, { mode: 0o600 });
  const written = pipeline(zip.outputStream, output);
  // When the file cannot be written, the entry being filled fails too, so the reads stop at once.
  let current: PassThrough | undefined;
  let writeError: Error | undefined;
  written.catch((err: Error) => {
    writeError = err;
    current?.destroy(err);
  });
  const files: Record<string, string> = {};
  const counts: Record<string, number> = {};
  try {
    const tables = await db.transaction(
      async (tx) => {
        const names = await listCarriedTables(tx);
        for (const table of names) {
          if (writeError) throw writeError;
          const entry = new PassThrough();
          // Its failure is the file's (writeError), reported by the transaction; not an event to crash on.
          entry.on('error', () => {});
          current = entry;
          const hash = createHash('sha256');
          zip.addReadStream(entry, tableEntryName(table));
          let rows = 0;
          for await (const batch of readTableRows(tx, table)) {
            const text = `${batch.join('\n')}\n`;
            hash.update(text);
            rows += batch.length;
            await write(entry, text);
          }
          entry.end();
          counts[table] = rows;
          files[tableEntryName(table)] = hash.digest('hex');
        }
        // Counted again in the same snapshot: a mismatch would mean the snapshot did not hold.
        for (const table of names)
          if ((await countRows(tx, table)) !== counts[table]) throw new Error(`${table} moved`);
        return names;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (options.picturesDir) {
      for (const file of await listFiles(options.picturesDir)) {
        const name = `${PICTURES_PREFIX}${relative(options.picturesDir, file).split('\\').join('/')}`;
        files[name] = createHash('sha256')
          .update(await readFile(file))
          .digest('hex');
        zip.addReadStream(createReadStream(file), name);
      }
    }
    const manifest: Manifest = {
      app: 'hello-kitchen',
      appVersion: options.appVersion,
      schemaVersion: options.schemaVersion,
      createdAt: (options.now ?? new Date()).toISOString(),
      counts,
      files,
      tables,
    };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_NAME);
    zip.end();
    await written;
    await sealArchive(partial);
    if (options.passphrase) {
      await pipeline(
        createReadStream(partial),
        await encryptingStream(options.passphrase),
        createWriteStream(`${partial}.enc`, { mode: 0o600 }),
      );
      await rm(partial);
      await rename(`${partial}.enc`, path);
    } else {
      await rename(partial, path);
    }
    return manifest;
  } catch (err) {
    (zip.outputStream as Readable).destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    await rm(`${partial}.enc`, { force: true });
    throw err;
  }
}
