import { createCipheriv, createDecipheriv, randomBytes, scrypt as scryptCallback } from 'node:crypto';
import { open } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { BackupError } from './backup-error.ts';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** An encrypted backup: this magic, a scrypt salt and a GCM nonce, the ciphertext, then the GCM tag. */
const MAGIC = Buffer.from('HKENC001');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

const deriveKey = (passphrase: string, salt: Buffer) => scrypt(passphrase, salt, 32, SCRYPT);

/** A stream that encrypts whole what is written to it (AES-256-GCM, key from scrypt), header first, tag last. */
export async function encryptingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt), iv);
  let headerSent = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!headerSent) {
        this.push(Buffer.concat([MAGIC, salt, iv]));
        headerSent = true;
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!headerSent) this.push(Buffer.concat([MAGIC, salt, iv]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/** Whether a file starts with the encrypted-backup magic. */
export async function isEncrypted(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await file.read(head, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && head.equals(MAGIC);
  } finally {
    await file.close();
  }
}

/**
 * Decrypts an encrypted backup into `target` (mode 0600). The GCM tag is checked at the end, so a wrong
 * passphrase or a changed byte is refused; the caller deletes `target` then.
 */
export async function decryptFile(source: string, target: string, passphrase: string | undefined, label: string) {
  if (!passphrase)
    throw new BackupError(`${label} is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.`);
  const file = await open(source, 'r');
  let header: Buffer;
  let tag: Buffer;
  let size: number;
  try {
    size = (await file.stat()).size;
    if (size < HEADER_BYTES + TAG_BYTES) throw new BackupError(`${label} is damaged: it is too short.`);
    header = Buffer.alloc(HEADER_BYTES);
    await file.read(header, 0, HEADER_BYTES, 0);
    tag = Buffer.alloc(TAG_BYTES);
    await file.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await file.close();
  }
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const iv = header.subarray(MAGIC.length + SALT_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', await deriveKey(passphrase, salt), iv);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(source, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      createWriteStream(target, { mode: 0o600 }),
    );
  } catch {
    throw new BackupError(
      `The passphrase is wrong for ${label}, or the file is damaged: check BACKUP_PASSPHRASE and try again.`,
    );
  }
}
