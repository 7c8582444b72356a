import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { BulkJobDetail } from '#domain/bulk-import.ts';
import { waitUntil } from '../../test/app-process.ts';

/** A recipe page in schema.org JSON-LD; `servings: false` leaves the yield out (an incomplete recipe). */
export function recipePage(name: string, options: { servings?: boolean; canonical?: string } = {}): string {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    description: `${name}, as the site tells it.`,
    recipeIngredient: ['2 cups stock', '1 onion, diced'],
    recipeInstructions: ['Chop the onion.', 'Simmer in the stock.'],
    ...(options.servings === false ? {} : { recipeYield: '4 servings' }),
    prepTime: 'PT10M',
    totalTime: 'PT30M',
    keywords: 'soup, easy',
  };
  const canonical = options.canonical ? `<link rel="canonical" href="${options.canonical}">` : '';
  return `<!doctype html><html><head><title>${name}</title>${canonical}
<script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body><h1>${name}</h1></body></html>`;
}

export interface LoopbackSite {
  origin: string;
  servers: Server[];
  /** Requests received per path. */
  hits: Map<string, number>;
  /** Requests to /hold/… still open, in all and per host (and the most seen at once). */
  open: { total: number; max: number; byHost: Map<string, number>; maxByHost: number };
  /** Answers every held request, and every later one at once. */
  release(): void;
  /** Holds /hold/… requests again until the next release. */
  hold(): void;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, path: string) => void;
const html = (res: ServerResponse, body: string) =>
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);

/**
 * A recipe site on loopback addresses (127.0.0.1, and 127.0.0.2 and 127.0.0.3 when `hosts` asks), each
 * path one behaviour: /r/<name> a recipe, /incomplete/<name> one without servings, /canon/<name> one
 * whose canonical address is /r/<name>-canonical, /go/<path> a redirect to /<path>, /hold/<n> a recipe
 * answered only once released, and the failures of the link importer.
 */
export async function startLoopbackSite(hosts = ['127.0.0.1']): Promise<LoopbackSite> {
  const hits = new Map<string, number>();
  const open = { total: 0, max: 0, byHost: new Map<string, number>(), maxByHost: 0 };
  let released = false;
  const held: (() => void)[] = [];
  const routes: [RegExp, Handler][] = [
    [/^\/r\/(.+)$/, (_q, res, p) => html(res, recipePage(decodeURIComponent(p.slice(3))))],
    [
      /^\/incomplete\/(.+)$/,
      (_q, res, p) => html(res, recipePage(decodeURIComponent(p.slice(12)), { servings: false })),
    ],
    [/^\/canon\/(.+)$/, (_q, res, p) => html(res, recipePage(p.slice(7), { canonical: `/r/${p.slice(7)}-canonical` }))],
    [/^\/go\//, (_q, res, p) => res.writeHead(302, { location: p.slice(3) }).end()],
    [/^\/plain$/, (_q, res) => html(res, '<!doctype html><html><body>No recipe here.</body></html>')],
    [/^\/image$/, (_q, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(10))],
    [/^\/error$/, (_q, res) => res.writeHead(500, { 'content-type': 'text/html' }).end('oops')],
    [/^\/loop$/, (_q, res) => res.writeHead(302, { location: '/loop' }).end()],
    [/^\/to-private$/, (_q, res) => res.writeHead(302, { location: 'http://10.0.0.1/r/x' }).end()],
    [
      /^\/huge$/,
      (_q, res) => res.writeHead(200, { 'content-type': 'text/html', 'content-length': '52428800' }).write('<html>'),
    ],
    [/^\/silent$/, () => {}],
    [
      /^\/hold\//,
      (req, res, p) => {
        const host = req.socket.localAddress ?? '';
        const answer = () => {
          open.total--;
          open.byHost.set(host, (open.byHost.get(host) ?? 1) - 1);
          html(res, recipePage(`Held ${p.slice(6)}`));
        };
        open.total++;
        open.byHost.set(host, (open.byHost.get(host) ?? 0) + 1);
        open.max = Math.max(open.max, open.total);
        open.maxByHost = Math.max(open.maxByHost, open.byHost.get(host)!);
        if (released) answer();
        else held.push(answer);
      },
    ],
  ];
  const servers = hosts.map(() =>
    createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      hits.set(path, (hits.get(path) ?? 0) + 1);
      const route = routes.find(([pattern]) => pattern.test(path));
      if (route) route[1](req, res, path);
      else res.writeHead(404).end();
    }),
  );
  // Every host on one port, so a link differs only by its host.
  await new Promise<void>((resolve) => servers[0].listen(0, hosts[0], resolve));
  const port = (servers[0].address() as AddressInfo).port;
  for (const [i, server] of servers.entries()) {
    if (i > 0) await new Promise<void>((resolve) => server.listen(port, hosts[i], resolve));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    servers,
    hits,
    open,
    release() {
      released = true;
      held.splice(0).forEach((answer) => answer());
    },
    hold() {
      released = false;
    },
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}

/** GET /api/recipes/import/bulk/{id}. */
export async function readJob(app: FastifyInstance, auth: Record<string, string>, id: number): Promise<BulkJobDetail> {
  const res = await app.inject({ method: 'GET', url: `/api/recipes/import/bulk/${id}`, headers: auth });
  if (res.statusCode !== 200) throw new Error(`GET job ${id}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Polls the job until `check` holds (a generous deadline, never a timing bar). */
export async function waitForJob(
  app: FastifyInstance,
  auth: Record<string, string>,
  id: number,
  what: string,
  check: (detail: BulkJobDetail) => boolean = (d) => d.job.status === 'done',
): Promise<BulkJobDetail> {
  let last: BulkJobDetail | undefined;
  await waitUntil(what, async () => check((last = await readJob(app, auth, id))));
  return last!;
}
