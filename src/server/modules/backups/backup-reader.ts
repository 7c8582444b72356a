import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { checkSeal } from './archive-seal.ts';
import { BackupError } from './backup-error.ts';
import { MANIFEST_NAME, ManifestSchema, PICTURES_PREFIX, tableEntryName, type Manifest } from './manifest.ts';

const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;
/** A batch of rows to insert holds about this much text at most (a table of pictures has large rows). */
const BATCH_MAX_BYTES = 4 * 1024 * 1024;

export interface VerifiedBackup {
  manifest: Manifest;
  /** The rows of a table, as JSON texts, in batches. */
  tableRows(table: string, batchSize?: number): AsyncGenerator<string[]>;
  /** The stored pictures: their path under pictures/ and a stream of their bytes. */
  pictures(): AsyncGenerator<{ path: string; open: () => Promise<Readable> }>;
  close(): void;
}

const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
      (err, zip) => (err ? reject(err) : resolve(zip)),
    ),
  );

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
  );

async function readEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

async function hashEntry(zip: ZipFile, entry: Entry): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await openEntry(zip, entry)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function readManifest(zip: ZipFile, entry: Entry | undefined, label: string): Promise<Manifest> {
  if (!entry)
    throw new BackupError(`${label} is damaged: it has no manifest.json, so it is not a Hello Kitchen backup.`);
  if (entry.uncompressedSize > MANIFEST_MAX_BYTES)
    throw new BackupError(`${label} is damaged: its manifest is too large.`);
  const chunks: Buffer[] = [];
  for await (const chunk of await openEntry(zip, entry)) chunks.push(chunk as Buffer);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BackupError(`${label} is damaged: its manifest is not valid JSON.`);
  }
  const manifest = ManifestSchema.safeParse(parsed);
  if (!manifest.success) throw new BackupError(`${label} is damaged: its manifest is not a Hello Kitchen manifest.`);
  return manifest.data;
}

/**
 * Opens a backup and checks all of it before anything is written: the manifest, that every entry is
 * listed with the right SHA-256 and every listed entry is there, and that every table has its data.
 */
export async function openVerifiedBackup(path: string, label: string): Promise<VerifiedBackup> {
  await checkSeal(path, label);
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    throw new BackupError(`${label} is damaged: it is not a readable zip archive.`);
  }
  try {
    const entries = await readEntries(zip);
    const manifest = await readManifest(zip, entries.get(MANIFEST_NAME), label);
    for (const name of entries.keys()) {
      if (name !== MANIFEST_NAME && !(name in manifest.files))
        throw new BackupError(`${label} is damaged: ${name} is not listed in its manifest.`);
    }
    for (const [name, sha256] of Object.entries(manifest.files)) {
      const entry = entries.get(name);
      if (!entry) throw new BackupError(`${label} is damaged: ${name} is missing.`);
      if ((await hashEntry(zip, entry)) !== sha256)
        throw new BackupError(`${label} is damaged: ${name} does not match its checksum.`);
    }
    for (const table of manifest.tables)
      if (!entries.has(tableEntryName(table)))
        throw new BackupError(`${label} is damaged: the table ${table} is missing.`);
    return {
      manifest,
      async *tableRows(table, batchSize = 500) {
        const lines = createInterface({
          input: await openEntry(zip, entries.get(tableEntryName(table))!),
          crlfDelay: Infinity,
        });
        let batch: string[] = [];
        let bytes = 0;
        for await (const line of lines) {
          if (line === '') continue;
          batch.push(line);
          bytes += line.length;
          if (batch.length >= batchSize || bytes >= BATCH_MAX_BYTES) {
            yield batch;
            batch = [];
            bytes = 0;
          }
        }
        if (batch.length > 0) yield batch;
      },
      async *pictures() {
        for (const [name, entry] of entries) {
          if (!name.startsWith(PICTURES_PREFIX)) continue;
          yield { path: name.slice(PICTURES_PREFIX.length), open: () => openEntry(zip, entry) };
        }
      },
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    if (err instanceof BackupError) throw err;
    throw new BackupError(`${label} is damaged: ${(err as Error).message}.`);
  }
}
