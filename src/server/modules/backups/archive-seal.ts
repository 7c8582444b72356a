import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { BackupError } from './backup-error.ts';

/**
 * The seal of a backup zip: the SHA-256 of every byte of the file but the zip comment, written into the
 * zip comment. The manifest's checksums cover what the entries hold; the seal covers everything else too
 * (headers, names, times, the central directory), so that any flipped byte is refused.
 */
const EOCD_BYTES = 22;
const EOCD_SIGNATURE = 0x06054b50;
const PREFIX = 'hello-kitchen-sha256:';
const COMMENT_BYTES = PREFIX.length + 64;

async function hashOf(path: string, end: number, eocdHead: Buffer): Promise<string> {
  const hash = createHash('sha256');
  if (end > 0)
    for await (const chunk of createReadStream(path, { start: 0, end: end - 1 })) hash.update(chunk as Buffer);
  return hash.update(eocdHead).digest('hex');
}

/** Writes the seal into a zip that yazl wrote without a comment. */
export async function sealArchive(path: string): Promise<void> {
  const file = await open(path, 'r+');
  try {
    const { size } = await file.stat();
    const eocd = Buffer.alloc(EOCD_BYTES);
    await file.read(eocd, 0, EOCD_BYTES, size - EOCD_BYTES);
    if (eocd.readUInt32LE(0) !== EOCD_SIGNATURE || eocd.readUInt16LE(20) !== 0)
      throw new Error('The archive does not end as expected');
    const digest = await hashOf(path, size - EOCD_BYTES, eocd.subarray(0, 20));
    const tail = Buffer.alloc(2 + COMMENT_BYTES);
    tail.writeUInt16LE(COMMENT_BYTES, 0);
    tail.write(`${PREFIX}${digest}`, 2, 'latin1');
    await file.write(tail, 0, tail.length, size - 2);
  } finally {
    await file.close();
  }
}

/** Refuses a file whose seal is missing or does not match its bytes. */
export async function checkSeal(path: string, label: string): Promise<void> {
  const file = await open(path, 'r');
  let eocd: Buffer;
  let size: number;
  try {
    size = (await file.stat()).size;
    if (size < EOCD_BYTES + COMMENT_BYTES)
      throw new BackupError(`${label} is damaged: it is too short to be a backup.`);
    eocd = Buffer.alloc(EOCD_BYTES + COMMENT_BYTES);
    await file.read(eocd, 0, eocd.length, size - eocd.length);
  } finally {
    await file.close();
  }
  const comment = eocd.subarray(EOCD_BYTES).toString('latin1');
  if (eocd.readUInt32LE(0) !== EOCD_SIGNATURE || eocd.readUInt16LE(20) !== COMMENT_BYTES || !comment.startsWith(PREFIX))
    throw new BackupError(`${label} is damaged: it is not a complete Hello Kitchen backup.`);
  const digest = await hashOf(path, size - eocd.length, eocd.subarray(0, 20));
  if (digest !== comment.slice(PREFIX.length))
    throw new BackupError(`${label} is damaged: its bytes do not match the checksum it was sealed with.`);
}
