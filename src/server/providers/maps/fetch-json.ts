import type { z } from 'zod';
import { AppError, badGateway, gatewayTimeout } from '../../lib/errors.ts';
import type { MapsLogger } from './types.ts';

export interface FetchJsonOptions<S extends z.ZodType> {
  /** The service's name for messages, e.g. 'Overpass'. */
  service: string;
  url: string;
  schema: S;
  timeoutMs: number;
  userAgent: string;
  method?: 'GET' | 'POST';
  /** A form body (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  log?: MapsLogger;
}

const isTimeout = (err: unknown) => err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

/**
 * Fetches JSON from an outside service and checks its shape. A timeout (covering the whole body) becomes
 * 504; an unreachable service, a non-2xx status, malformed JSON or an unexpected shape become 502.
 */
export async function fetchJson<S extends z.ZodType>(options: FetchJsonOptions<S>): Promise<z.infer<S>> {
  const { service, url, timeoutMs, log } = options;
  const seconds = Math.round(timeoutMs / 100) / 10;
  const fail = (reason: string, err?: unknown) => {
    log?.warn({ service, url: redact(url), reason, err }, 'maps service failed');
  };
  let text: string;
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        'user-agent': options.userAgent,
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: options.form ? new URLSearchParams(options.form).toString() : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
    if (!response.ok) {
      fail(`status ${response.status}`);
      throw badGateway(`${service} answered with an error (HTTP ${response.status}), try again later`, 'PLACES_FAILED');
    }
  } catch (err) {
    if (isTimeout(err)) {
      fail('timeout');
      throw gatewayTimeout(`${service} did not answer within ${seconds} s, try again later`, 'PLACES_TIMEOUT');
    }
    if (err instanceof AppError) throw err;
    fail('unreachable', err);
    throw badGateway(`${service} is unreachable, try again later`, 'PLACES_FAILED');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    fail('malformed JSON');
    throw badGateway(`${service} sent a malformed answer, try again later`, 'PLACES_FAILED');
  }
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    fail('unexpected shape', parsed.error);
    throw badGateway(`${service} sent an unexpected answer, try again later`, 'PLACES_FAILED');
  }
  return parsed.data;
}

/** Keeps API keys out of logs. */
function redact(url: string): string {
  return url.replace(/([?&]key=)[^&]+/g, '$1…');
}
