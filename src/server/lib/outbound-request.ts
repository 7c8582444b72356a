import http from 'node:http';
import https from 'node:https';
import { addressLiteral, isAllowedTarget, outboundLookup, type Cidr } from './outbound-address.ts';

export interface OutboundPost {
  url: string;
  headers: Record<string, string>;
  body: Buffer | string;
  /** Non-public addresses the allow-list lets through (WEBHOOK_ALLOWED_CIDRS). */
  allowed: readonly Cidr[];
  timeoutMs: number;
}

/** What came back: the status, or why nothing did (a refused address, a timeout, a network error). */
export type OutboundResult = { ok: true; status: number; body: string } | { ok: false; error: string };

const MAX_ANSWER_BYTES = 16 * 1024;

/**
 * POSTs to a user-given address, once: the address literal and every resolved address are checked against
 * the outbound rules (outbound-address.ts) and connected to as checked; redirects are not followed; the
 * answer's first 16 KiB are kept. Never throws.
 */
export function outboundPost(request: OutboundPost): Promise<OutboundResult> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return resolve({ ok: false, error: 'not a URL' });
    }
    const literal = addressLiteral(url);
    if (literal !== undefined && !isAllowedTarget(literal, request.allowed)) {
      return resolve({ ok: false, error: `${literal} is not an allowed address` });
    }
    const client = url.protocol === 'https:' ? https : http;
    const body = typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
    const req = client.request(url, {
      method: 'POST',
      agent: false,
      lookup: outboundLookup(request.allowed),
      timeout: request.timeoutMs,
      headers: { ...request.headers, 'content-length': String(body.length) },
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${request.timeoutMs} ms`)));
    req.on('error', (err) => resolve({ ok: false, error: err.message }));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () =>
        resolve({
          ok: true,
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8'),
        }),
      );
      res.on('error', (err) => resolve({ ok: false, error: err.message }));
    });
    req.end(body);
  });
}
