import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Balancer {
  baseUrl: string;
  /** How many requests each backend answered, in the order of `backends`. */
  served: number[];
  close(): Promise<void>;
}

/** As nginx does: a refused connection always goes to the next backend; a reset one only for a safe method. */
function canRetry(method: string | undefined, code: string | undefined): boolean {
  if (code === 'ECONNREFUSED') return true;
  return (method === 'GET' || method === 'HEAD') && (code === 'ECONNRESET' || code === 'EPIPE');
}

/**
 * A round-robin reverse proxy on 127.0.0.1, as a load balancer in front of several instances would be.
 * A backend that refuses the connection (or resets it, for a safe method) is skipped for that request, so a
 * killed instance costs no request that the others could serve; streams are piped through unbuffered.
 * A backend that failed is taken out until its health check (GET /api/health, 503 while it starts)
 * answers 200 again, as the README tells a load balancer to do.
 */
export async function startBalancer(backends: string[]): Promise<Balancer> {
  let next = 0;
  let closed = false;
  const served = backends.map(() => 0);
  const down = new Set<number>();

  async function probeUntilHealthy(index: number) {
    while (!closed) {
      const ok = await fetch(`${backends[index]}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) {
        down.delete(index);
        return;
      }
      await sleep(100);
    }
  }
  function markDown(index: number) {
    if (down.has(index)) return;
    down.add(index);
    void probeUntilHealthy(index);
  }
  /** The next backend in turn that is up (any, when none is). */
  function pick(): number {
    for (let i = 0; i < backends.length; i++) {
      const index = next++ % backends.length;
      if (!down.has(index)) return index;
    }
    return next++ % backends.length;
  }

  function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, index: number, tries: number) {
    const target = new URL(req.url ?? '/', backends[index]);
    // A connection of its own per request (agent: false), as a proxy without upstream keep-alive: a request
    // sent after an instance died is refused and goes to the next, never onto a stale pooled socket.
    const upstream = request(target, { method: req.method, headers: req.headers, agent: false }, (answer) => {
      served[index]!++;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      markDown(index);
      if (!res.headersSent && canRetry(req.method, err.code) && tries < backends.length) {
        forward(req, res, body, (index + 1) % backends.length, tries + 1);
      } else if (!res.headersSent) {
        res.writeHead(502).end();
      } else {
        res.destroy();
      }
    });
    upstream.end(body);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), pick(), 1));
  });
  // Longer than any pause between two calls of a test on a busy machine, so a kept-alive client connection
  // is never closed by the balancer just as the client sends on it.
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    served,
    async close() {
      closed = true;
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
