import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { AppError, badGateway, badRequest, gatewayTimeout } from './errors.ts';
import { isPublicAddress } from './guarded-fetch-address.ts';

export interface GuardedFetchOptions {
  /** Host names or addresses (lower case) that may be on loopback or a private network. */
  allowedHosts: string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  /** Content types taken as the page; others are refused (422). */
  acceptTypes: RegExp;
}

export interface FetchedPage {
  /** The address of the last response, after redirects. */
  url: string;
  body: string;
}

export const PRIVATE_ADDRESS = 'This link points to a private or local network address, which cannot be imported';
const seconds = (ms: number) => `${Math.round(ms / 1000)} second${Math.round(ms / 1000) === 1 ? '' : 's'}`;

class BlockedAddress extends Error {
  code = 'EBLOCKED';
}

/**
 * A DNS lookup that answers only public addresses (unless the host is allowed), handed to the socket
 * itself: the address checked is the address connected to, so a second DNS answer cannot slip in.
 */
function guardedLookup(allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      if (!allowed && (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))) {
        return callback(new BlockedAddress(`${hostname} resolves to a non-public address`), '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function checkTarget(url: URL, options: GuardedFetchOptions): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('Only http and https links can be imported');
  if (url.username || url.password) throw badRequest('Links with a user name or password cannot be imported');
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const allowed = options.allowedHosts.includes(host);
  // An address literal skips DNS (and so the lookup above): check it here.
  if (isIP(host) && !allowed && !isPublicAddress(host)) throw badRequest(PRIVATE_ADDRESS);
  return allowed;
}

function decoded(response: IncomingMessage): NodeJS.ReadableStream {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  if (!decoder) return response;
  return pipeline(response, decoder, () => {});
}

/** The charset named by the header or an early `<meta charset>`; utf-8 when none or unknown. */
function decodeText(bytes: Buffer, contentType: string): string {
  const label =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(bytes.subarray(0, 4096).toString('latin1'))?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

interface Hop {
  response: IncomingMessage;
}

function request(url: URL, allowed: boolean, options: GuardedFetchOptions, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(allowed),
      signal,
      headers: {
        'user-agent': options.userAgent,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    req.on('response', (response) => resolve({ response }));
    req.on('error', reject);
    req.end();
  });
}

function readBody(stream: NodeJS.ReadableStream, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const tooLarge = () => reject(badGateway(`The page is larger than ${maxBytes / 1024 / 1024} MiB`));
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        (stream as unknown as { destroy(): void }).destroy();
        tooLarge();
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', (err) =>
      reject(err instanceof AppError ? err : badGateway('The site sent a page that could not be read')),
    );
  });
}

/** The network error of a failed request, in words a person understands. */
function describeFailure(err: unknown, host: string, timeoutMs: number, timedOut: boolean): AppError {
  if (err instanceof AppError) return err;
  if (timedOut) return gatewayTimeout(`The site did not answer within ${seconds(timeoutMs)}`);
  const code = (err as { code?: string }).code;
  if (code === 'EBLOCKED') return badRequest(PRIVATE_ADDRESS);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return badGateway(`We could not find the site ${host}`);
  if (code === 'ECONNREFUSED') return badGateway(`The site ${host} refused the connection`);
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) {
    return badGateway(`The site ${host} has no valid secure connection`);
  }
  return badGateway(`The site ${host} could not be reached`);
}

/**
 * GETs a page from the public internet for import: http(s) only; every hop's address checked after DNS
 * and connected to as checked; redirects followed by hand; body capped after decompression; one
 * deadline for the whole fetch. Every failure is an AppError (400, 422, 502 or 504), never a hang.
 */
export async function guardedFetch(rawUrl: string, options: GuardedFetchOptions): Promise<FetchedPage> {
  const { url, bytes, contentType } = await guardedFetchBytes(rawUrl, options);
  return { url, body: decodeText(bytes, contentType) };
}

/** As guardedFetch, with the body as the bytes sent (pictures for the recipe migration: docs/decisions/recipe-migration.md). */
export async function guardedFetchBytes(
  rawUrl: string,
  options: GuardedFetchOptions,
): Promise<{ url: string; bytes: Buffer; contentType: string }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(gatewayTimeout(`The site did not answer within ${seconds(options.timeoutMs)}`));
  }, options.timeoutMs);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    clearTimeout(timer);
    throw badRequest('This is not a web address');
  }
  try {
    for (let hop = 0; ; hop++) {
      const allowed = checkTarget(url, options);
      let response: IncomingMessage;
      try {
        ({ response } = await request(url, allowed, options, controller.signal));
      } catch (err) {
        throw describeFailure(timedOut ? controller.signal.reason : err, url.hostname, options.timeoutMs, timedOut);
      }
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (hop >= options.maxRedirects) throw badGateway('The site redirected too many times');
        try {
          url = new URL(location, url);
        } catch {
          throw badGateway('The site redirected to an address that is not valid');
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw badGateway(`The site answered with an error (HTTP ${status})`);
      }
      const contentType = String(response.headers['content-type'] ?? '');
      if (contentType && !options.acceptTypes.test(contentType)) {
        response.destroy();
        throw new AppError(
          422,
          'NOT_A_PAGE',
          `This link leads to a file (${contentType.split(';')[0]}), not a web page`,
        );
      }
      const declared = Number(response.headers['content-length']);
      if (!response.headers['content-encoding'] && declared > options.maxBytes) {
        response.destroy();
        throw badGateway(`The page is larger than ${options.maxBytes / 1024 / 1024} MiB`);
      }
      try {
        const bytes = await readBody(decoded(response), options.maxBytes, controller.signal);
        return { url: url.href, bytes, contentType };
      } catch (err) {
        response.destroy();
        throw describeFailure(err, url.hostname, options.timeoutMs, timedOut);
      }
    }
  } finally {
    clearTimeout(timer);
  }
}
