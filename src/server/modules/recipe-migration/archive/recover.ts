import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type unzipper from 'unzipper';
import { decodeEntryName, isIgnoredName, unsafeNameReason } from './entry-names.ts';
import { ArchiveLimits as L, EntryError, mib, MigrationFileError } from './limits.ts';
import type { BadEntry, InflateBudget, ZipArchive, ZipEntry } from './zip.ts';

/** Past this, an entry stops: an EntryError for it, a MigrationFileError for the whole file. */
type Stop = EntryError | MigrationFileError;

/** zip.ts's `openZipBuffer`, handed in by its caller so that the two files do not import each other. */
type OpenZipBuffer = (buffer: Buffer, depth: number, budget: InflateBudget) => Promise<ZipArchive>;

/**
 * A zip whose central directory is missing or cut (a truncated download, a copy that stopped): its
 * entries read from their local headers, front to back, until the damage. Each complete entry is
 * inflated once, within the same limits as a whole zip, into a file of its own in a folder beside the
 * upload (inside the migration's temporary folder; its names are numbers, never the entries' names).
 * Null when not one entry can be read. The local headers carry no Unix mode, so links cannot be told
 * apart here; nothing is ever written under an entry's name, so a link is only its text. A zip inside it
 * opens with `openZipBuffer`.
 */
export async function recoverZip(
  path: string,
  budget: InflateBudget,
  cause: string,
  openZipBuffer: OpenZipBuffer,
): Promise<ZipArchive | null> {
  const dir = await mkdtemp(join(dirname(path), 'recovered-'));
  const slots: (ZipEntry | undefined)[] = [];
  const bad: BadEntry[] = [];
  let spilled = 0;
  /** The entry whose bytes are still coming (the parser's next entry waits for its end). */
  let reading: { name: string; entry: unzipper.Entry; skipped: boolean } | null = null;
  let ended = false;
  const end: { cut: string | null; stopped: MigrationFileError | null } = { cut: null, stopped: null };
  /** Entries read to their end whose file is still being written: waited for before handing on. */
  const finishing = new Set<Promise<void>>();
  const { Parse } = (await import('unzipper')).default;
  const source = createReadStream(path);
  const parser = source.pipe(Parse());

  const onEntry = async (entry: unzipper.Entry) => {
    const raw = (entry.props as { pathBuffer?: Buffer }).pathBuffer ?? Buffer.from(entry.path);
    const name = decodeEntryName(raw, (entry.vars.flags & 0x800) !== 0);
    const unsafe = unsafeNameReason(name);
    if (slots.length + bad.length >= L.maxEntries)
      throw new MigrationFileError(`The archive holds more than ${L.maxEntries.toLocaleString('en')} entries.`);
    const skipped = Boolean(unsafe) || entry.type === 'Directory' || name.endsWith('/') || isIgnoredName(name);
    reading = { name, entry, skipped };
    entry.once('end', () => {
      if (reading?.entry === entry) reading = null;
    });
    if (skipped) {
      if (unsafe) bad.push({ name, reason: `The entry was not read: ${unsafe}.` });
      await entry.autodrain().promise();
      return;
    }
    const at = slots.push(undefined) - 1;
    const packed = entry.vars.compressedSize;
    const file = join(dir, String(at));
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        budget.inflated += chunk.length;
        spilled += chunk.length;
        let stop: Stop | null = null;
        if (budget.inflated > L.maxTotalBytes)
          stop = new MigrationFileError(
            `The file inflates past ${mib(L.maxTotalBytes)} in all; the rest was not read.`,
          );
        else if (spilled > L.maxRecoveredBytes)
          stop = new MigrationFileError(
            `The archive is damaged and more than ${mib(L.maxRecoveredBytes)} of it were read before the damage; the rest was not read.`,
          );
        else if (bytes > L.bombBytes && bytes > L.bombRatio * Math.max(packed, 1))
          stop = new EntryError(`it inflates past ${L.bombRatio} times its packed size (a zip bomb)`);
        else if (bytes > L.maxEntryBytes) stop = new EntryError(`it is too large (more than ${mib(L.maxEntryBytes)})`);
        done(stop, chunk);
      },
    });
    try {
      await pipeline(entry, count, createWriteStream(file, { flags: 'wx' }));
      slots[at] = { name, size: bytes, packed, file };
    } catch (err) {
      await rm(file, { force: true });
      if (ended && (name === end.cut || !(err instanceof EntryError))) return;
      if (!(err instanceof EntryError)) throw err;
      bad.push({ name, reason: `The entry was not read: ${err.message}.` });
      spilled -= bytes;
    }
  };

  // The parser stops with an error where the file ends or the damage starts; entries already read are
  // still being written, so they are waited for before the archive is handed on.
  await new Promise<void>((resolve) => {
    const stop = (err?: unknown) => {
      if (ended) return;
      ended = true;
      const cut = reading as { name: string; entry: unzipper.Entry; skipped: boolean } | null;
      if (err instanceof MigrationFileError) end.stopped = err;
      else if (err) end.stopped = new MigrationFileError('The damaged archive could not be read further.');
      // The entry the file ends inside; a limit that stopped the reading is its own reason.
      if (!end.stopped && cut && !cut.skipped) end.cut = cut.name;
      cut?.entry.destroy();
      source.destroy();
      void Promise.allSettled([...finishing]).then(() => resolve());
    };
    parser.on('entry', (entry: unzipper.Entry) => {
      const job = onEntry(entry).catch(stop);
      entry.once('end', () => {
        finishing.add(job);
        void job.finally(() => finishing.delete(job));
      });
    });
    parser.on('error', () => stop());
    parser.on('close', () => stop());
  });
  const entries = slots.filter((e): e is ZipEntry => e !== undefined);

  if (entries.length === 0) {
    await rm(dir, { recursive: true, force: true });
    return null;
  }
  const where = end.cut ? `inside the entry "${end.cut}"` : `after the entry "${entries.at(-1)!.name}"`;
  if (end.cut) bad.push({ name: end.cut, reason: 'The entry was not read: the file ends inside it (it is cut off).' });
  const damage = end.stopped
    ? end.stopped.message
    : `The file is not a complete zip archive: it is truncated or damaged ${where} (${cause}). The ${entries.length} entries before the damage were read.`;

  const read = async (entry: ZipEntry, maxBytes: number = L.maxEntryBytes) => {
    if (entry.size > maxBytes) throw new EntryError(`it is too large (${mib(entry.size)}; at most ${mib(maxBytes)})`);
    return readFile(entry.file!);
  };
  async function* stream(entry: ZipEntry, maxBytes: number = L.maxEntryBytes): AsyncGenerator<Buffer> {
    if (entry.size > maxBytes) throw new EntryError(`it is too large (${mib(entry.size)}; at most ${mib(maxBytes)})`);
    yield* createReadStream(entry.file!) as AsyncIterable<Buffer>;
  }
  return {
    depth: 1,
    entries,
    bad,
    damage,
    read,
    stream,
    openNested: async (entry) => openZipBuffer(await read(entry), 2, budget),
    close: () => void rm(dir, { recursive: true, force: true }).catch(() => undefined),
  };
}
