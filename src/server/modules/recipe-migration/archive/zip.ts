import yauzl from 'yauzl';
import { decodeEntryName, isIgnoredName, isSymlink, unsafeNameReason } from './entry-names.ts';
import { recoverZip } from './recover.ts';
import { ArchiveLimits as L, EntryError, mib, MigrationFileError } from './limits.ts';

export interface ZipEntry {
  /** The name as written (NFC), with no wrapping folder removed. */
  name: string;
  size: number;
  packed: number;
  /** The entry in the central directory; or, in an archive read from its local headers, its file. */
  raw?: yauzl.Entry;
  file?: string;
}

/** An entry that is refused outright: a failed item naming it. */
export interface BadEntry {
  name: string;
  reason: string;
}

/** Bytes inflated so far by one migration, across nested archives. */
export interface InflateBudget {
  inflated: number;
}

export interface ZipArchive {
  depth: number;
  entries: ZipEntry[];
  bad: BadEntry[];
  /** Why the archive is incomplete when it was read up to damage (recover.ts), else null. */
  damage: string | null;
  read(entry: ZipEntry, maxBytes?: number): Promise<Buffer>;
  /** The entry's bytes as they come, within the same limits as `read`. */
  stream(entry: ZipEntry, maxBytes?: number): AsyncIterable<Buffer>;
  /** A zip inside this one (Tandoor's per-recipe zips). */
  openNested(entry: ZipEntry): Promise<ZipArchive>;
  close(): void;
}

const OPTIONS = { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false } as const;

const DAMAGED = 'The file is not a complete zip archive';
const damaged = (err: unknown) =>
  new MigrationFileError(`${DAMAGED}: it may be truncated or damaged (${(err as Error).message}).`, {
    cause: (err as Error).message,
  });

/** A zip upload; one whose central directory is cut or damaged is read up to the damage (recover.ts). */
export async function openZipFile(path: string, budget: InflateBudget): Promise<ZipArchive> {
  try {
    const zip = await yauzl.openPromise(path, OPTIONS).catch((err) => {
      throw damaged(err);
    });
    return await listArchive(zip, 1, budget);
  } catch (err) {
    if (!(err instanceof MigrationFileError) || !err.message.startsWith(DAMAGED)) throw err;
    const recovered = await recoverZip(path, budget, err.cause as string, openZipBuffer);
    if (!recovered) throw err;
    return recovered;
  }
}

export async function openZipBuffer(buffer: Buffer, depth: number, budget: InflateBudget): Promise<ZipArchive> {
  const zip = await yauzl.fromBufferPromise(buffer, OPTIONS).catch((err) => {
    throw new EntryError(`it is not a readable zip archive (${(err as Error).message})`);
  });
  return listArchive(zip, depth, budget);
}

async function listArchive(zip: yauzl.ZipFile, depth: number, budget: InflateBudget): Promise<ZipArchive> {
  if (zip.entryCount > L.maxEntries) {
    zip.close();
    throw new MigrationFileError(
      `The archive holds ${zip.entryCount} entries; at most ${L.maxEntries.toLocaleString('en')} are read.`,
    );
  }
  const entries: ZipEntry[] = [];
  const bad: BadEntry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (raw: yauzl.Entry) => {
      const name = decodeEntryName(
        raw.fileNameRaw ?? Buffer.from(raw.fileName),
        (raw.generalPurposeBitFlag & 0x800) !== 0,
      );
      const unsafe = unsafeNameReason(name);
      if (unsafe) bad.push({ name, reason: `The entry was not read: ${unsafe}.` });
      else if (isSymlink(raw.externalFileAttributes))
        bad.push({
          name,
          reason: 'The entry was not read: it is a symbolic link, which could point outside the archive.',
        });
      else if (!name.endsWith('/') && !isIgnoredName(name))
        entries.push({ name, size: raw.uncompressedSize, packed: raw.compressedSize, raw });
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', (err) => reject(depth === 1 ? damaged(err) : new EntryError(`it is damaged (${err.message})`)));
    zip.readEntry();
  }).catch((err) => {
    zip.close();
    throw err;
  });

  const isBomb = (bytes: number, packed: number) => bytes > L.bombBytes && bytes > L.bombRatio * Math.max(packed, 1);

  /** An entry's bytes as they inflate, within every limit; a JSON entry is tokenized from these. */
  async function* stream(entry: ZipEntry, maxBytes: number = L.maxEntryBytes): AsyncGenerator<Buffer> {
    if (!entry.raw) throw new EntryError('it is not in the archive');
    const raw = entry.raw;
    if (raw.isEncrypted()) throw new EntryError('it is encrypted');
    if (isBomb(entry.size, entry.packed))
      throw new EntryError(
        `it would inflate to ${mib(entry.size)} from ${mib(entry.packed)}, more than ${L.bombRatio} times its packed size (a zip bomb)`,
      );
    if (entry.size > maxBytes) throw new EntryError(`it is too large (${mib(entry.size)}; at most ${mib(maxBytes)})`);
    const input = await zip.openReadStreamPromise(raw).catch((err: Error) => {
      throw new EntryError(`it cannot be read (${err.message})`);
    });
    let bytes = 0;
    const chunks = (input as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    try {
      for (;;) {
        let next: IteratorResult<Buffer>;
        try {
          next = await chunks.next();
        } catch (err) {
          throw new EntryError(`it is damaged (${(err as Error).message})`);
        }
        if (next.done) return;
        const chunk = next.value;
        bytes += chunk.length;
        budget.inflated += chunk.length;
        if (budget.inflated > L.maxTotalBytes)
          throw new MigrationFileError(`The file inflates past ${mib(L.maxTotalBytes)} in all; the rest was not read.`);
        if (isBomb(bytes, entry.packed))
          throw new EntryError(`it inflates past ${L.bombRatio} times its packed size (a zip bomb)`);
        if (bytes > maxBytes) throw new EntryError(`it is too large (more than ${mib(maxBytes)})`);
        yield chunk;
      }
    } finally {
      input.destroy();
    }
  }

  async function read(entry: ZipEntry, maxBytes: number = L.maxEntryBytes): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream(entry, maxBytes)) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  return {
    depth,
    entries,
    bad,
    damage: null,
    read,
    stream,
    async openNested(entry) {
      if (depth >= L.maxDepth)
        throw new MigrationFileError(
          `The file nests archives more than ${L.maxDepth} levels deep ("${entry.name}"); Tandoor's export has two.`,
        );
      const inner = await openZipBuffer(await read(entry), depth + 1, budget);
      return inner;
    },
    close: () => zip.close(),
  };
}
