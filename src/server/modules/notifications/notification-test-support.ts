import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

/** One request a fake received. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

type Server = http.Server | https.Server;

function recorder(statusOf: (path: string) => number) {
  const received: Received[] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = statusOf(path);
      res.end();
    });
  };
  return { received, handler };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A fake ntfy server on 127.0.0.1 (plain HTTP, as a LAN ntfy is): every topic answers 200. */
export async function startFakeNtfy() {
  const { received, handler } = recorder(() => 200);
  const server = http.createServer(handler);
  const port = await listen(server);
  return {
    url: (topic: string) => `http://127.0.0.1:${port}/${topic}`,
    /** The texts a topic received, in order. */
    texts: (topic: string) => received.filter((r) => r.path === `/${topic}`).map((r) => r.body.toString('utf8')),
    received,
    close: () => close(server),
  };
}

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/**
 * A fake Web Push service over HTTPS on 127.0.0.1, its certificate the throwaway one in fixtures/ that the
 * test workers trust through NODE_EXTRA_CA_CERTS (vitest.config.ts). A path in `gone` answers 410.
 */
export async function startFakePushService() {
  const gone = new Set<string>();
  const { received, handler } = recorder((path) => (gone.has(path) ? 410 : 201));
  const server = https.createServer(
    { cert: fixture('push-service.cert.pem'), key: fixture('push-service.key.pem') },
    handler,
  );
  const port = await listen(server);
  const origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    endpoint: (id: string) => `${origin}/push/${id}`,
    /** From now on this subscription answers 410 Gone. */
    forget: (id: string) => gone.add(`/push/${id}`),
    messagesTo: (id: string) => received.filter((r) => r.path === `/push/${id}`),
    received,
    close: () => close(server),
  };
}

/**
 * A browser's side of Web Push: its P-256 key pair and auth secret, the subscription it hands the app, and
 * the decryption of a message (RFC 8291, aes128gcm) written here with node:crypto, apart from web-push.
 */
export function makeTestBrowser(endpoint: string) {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const subscription = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  return {
    subscription,
    /** The plaintext of an aes128gcm body (one record) sent to this browser. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(-16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and any zero padding.
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Checks a Web Push request's `Authorization: vapid t=<JWT>, k=<key>`: the key is `publicKey`, the ES256
 * signature verifies with it, and answers the JWT's claims.
 */
export function verifyVapid(authorization: string | undefined, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, k] = match;
  if (k !== publicKey) throw new Error('the VAPID key is not the app’s');
  const [header, payload, signature] = jwt.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg: string };
  if (head.alg !== 'ES256') throw new Error(`VAPID alg ${head.alg}`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A clock the test moves by hand: no test waits on wall time. */
export function manualClock(start = new Date('2026-12-07T12:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}
