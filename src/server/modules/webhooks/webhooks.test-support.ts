import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { waitUntil } from '../../test/app-process.ts';

/** One request the receiver got. */
export interface Received {
  path: string;
  headers: { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };
  body: string;
  json: { type: string; timestamp: string; data: Record<string, unknown> };
  /** The status it answered. */
  answered: number;
}

export interface Receiver {
  /** http://127.0.0.1:<port> */
  origin: string;
  received: Received[];
  /** The statuses to answer next at a path, in turn; 204 once they run out. */
  answers: Record<string, number[]>;
  /** How many of the next requests at a path to leave unanswered until `release` (a hanging receiver). */
  hold: Record<string, number>;
  /** Answers every held request (204). */
  release(): void;
  /** Every received request of this path. */
  at(path: string): Received[];
  /** Waits until `count` requests came to `path`. */
  waitFor(path: string, count: number): Promise<Received[]>;
  /** Stops listening (the receiver is down), keeping the port for `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A webhook receiver on 127.0.0.1, recording each request as sent. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: Record<string, number[]> = {};
  const hold: Record<string, number> = {};
  const held: (() => void)[] = [];
  let server: Server;
  let port = 0;
  const listen = async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const path = req.url ?? '/';
        if ((hold[path] ?? 0) > 0) {
          hold[path]--;
          received.push({
            path,
            headers: req.headers as unknown as Received['headers'],
            body,
            json: JSON.parse(body),
            answered: 0,
          });
          held.push(() => res.writeHead(204).end());
          return;
        }
        const answered = answers[req.url ?? '/']?.shift() ?? 204;
        received.push({
          path: req.url ?? '/',
          headers: req.headers as unknown as Received['headers'],
          body,
          json: JSON.parse(body),
          answered,
        });
        res.writeHead(answered).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  await listen();
  const at = (path: string) => received.filter((r) => r.path === path);
  const stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answers,
    hold,
    release: () => held.splice(0).forEach((answer) => answer()),
    at,
    async waitFor(path, count) {
      await waitUntil(`${count} webhook(s) at ${path}`, () => at(path).length >= count);
      return at(path);
    },
    stop,
    start: listen,
    close: stop,
  };
}

/** Verifies a received request with the reference verifier (standardwebhooks' Webhook.verify); throws if it fails. */
export function verify(secret: string, request: Received): unknown {
  return new Webhook(secret).verify(request.body, request.headers as unknown as Record<string, string>);
}

/** A recipe site on 127.0.0.1: /r/<name> answers a schema.org Recipe page of that name (the bulk import's source). */
export async function startRecipeSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const name = decodeURIComponent((req.url ?? '').replace(/^\/r\//, ''));
    const recipe = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name,
      recipeIngredient: ['2 cups stock', '1 onion, diced'],
      recipeInstructions: ['Chop the onion.', 'Simmer in the stock.'],
      recipeYield: '4 servings',
      totalTime: 'PT30M',
    };
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html><head><title>${name}</title><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
