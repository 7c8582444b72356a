import { open, stat } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { JsonReadError, readJsonBytes, readJsonStream } from './bounded-json.ts';
import { ArchiveLimits as L, EntryError, mib, MigrationFileError } from './limits.ts';
import { openZipFile, type BadEntry, type InflateBudget, type ZipArchive, type ZipEntry } from './zip.ts';

/** An entry seen from the file's base folder: `path` has any wrapping folder removed. */
export interface ViewEntry {
  path: string;
  entry: ZipEntry;
}

/** What a reader sees of an upload: a zip's entries, or the bytes of a single file. */
export interface FileView {
  fileName: string;
  zip: ZipArchive | null;
  entries: ViewEntry[];
  bad: BadEntry[];
  /** A single (not zipped) file, gunzipped when it was gzip. */
  bytes: Buffer | null;
}

const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];
const isGzip = (b: Buffer) => b[0] === 0x1f && b[1] === 0x8b;

/** Gunzips with a ceiling, so a gzip bomb stops at the limit instead of filling memory. */
export function gunzipCapped(bytes: Buffer, maxBytes: number = L.maxEntryBytes): Buffer {
  try {
    return gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch (err) {
    if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new EntryError(`it inflates past ${mib(maxBytes)} (a gzip bomb)`);
    throw new EntryError(`it is not complete gzip data (${(err as Error).message})`);
  }
}

async function head(path: string, n: number): Promise<Buffer> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await fh.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/**
 * The views a reader may detect on: the file as it is, and, when every entry sits in one folder (a
 * zip made from a folder), the same entries seen from inside it.
 */
export async function openUpload(path: string, fileName: string, budget: InflateBudget): Promise<FileView[]> {
  const start = await head(path, 4);
  if (start.length === 0) throw new MigrationFileError('The file is empty.');
  if (ZIP_MAGIC.some((m) => start.subarray(0, 4).equals(m))) {
    const zip = await openZipFile(path, budget);
    const asIs: FileView = {
      fileName,
      zip,
      entries: zip.entries.map((entry) => ({ path: entry.name, entry })),
      bad: zip.bad,
      bytes: null,
    };
    const tops = new Set(zip.entries.map((e) => e.name.split('/')[0]));
    const [top] = tops;
    const wrapped = tops.size === 1 && zip.entries.every((e) => e.name.startsWith(`${top}/`));
    if (!wrapped) return [asIs];
    const inside = { ...asIs, entries: asIs.entries.map((v) => ({ ...v, path: v.path.slice(top.length + 1) })) };
    return [inside, asIs];
  }
  const { size } = await stat(path);
  if (size > L.maxEntryBytes)
    throw new MigrationFileError(
      `The file is ${mib(size)} and is no zip archive; a single recipe file is at most ${mib(L.maxEntryBytes)}.`,
    );
  let bytes = await head(path, size);
  if (isGzip(bytes)) {
    try {
      bytes = gunzipCapped(bytes);
    } catch (err) {
      throw new MigrationFileError(`The gzip file cannot be read: ${(err as Error).message}.`);
    }
  }
  return [{ fileName, zip: null, entries: [], bad: [], bytes }];
}

/** Text of bytes in UTF-8 (a byte-order mark dropped); null when they are not text. */
export function asText(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return null;
  }
}

const read = new WeakMap<Buffer, { value: unknown } | { error: JsonReadError }>();

/** JSON of bytes, read within the limits (bounded-json.ts) once per buffer, however many readers ask. */
export function jsonOf(bytes: Buffer): { value: unknown } | { error: JsonReadError } {
  let result = read.get(bytes);
  if (!result) {
    try {
      result = { value: readJsonBytes(bytes) };
    } catch (err) {
      if (!(err instanceof JsonReadError)) throw err;
      result = { error: err };
    }
    read.set(bytes, result);
  }
  return result;
}

/** JSON of bytes, or undefined when they are not JSON or pass a limit. */
export function asJson(bytes: Buffer): unknown {
  const result = jsonOf(bytes);
  return 'value' in result ? result.value : undefined;
}

/** JSON of an entry, with a reason a person understands when it is not. */
export function parseJsonEntry(bytes: Buffer): unknown {
  const result = jsonOf(bytes);
  if ('error' in result) throw new EntryError(result.error.message);
  return result.value;
}

/** JSON of a zip entry, tokenized as it inflates: its bytes are never held whole. */
export async function readJsonEntry(zip: ZipArchive, entry: ZipEntry): Promise<unknown> {
  try {
    return await readJsonStream(zip.stream(entry));
  } catch (err) {
    if (err instanceof JsonReadError) throw new EntryError(err.message);
    throw err;
  }
}
