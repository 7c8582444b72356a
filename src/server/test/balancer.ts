import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';

export interface Balancer {
  baseUrl: string;
  /** How many requests each backend answered, in the order of `backends`. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A round-robin reverse proxy on 127.0.0.1, as a load balancer in front of several instances would be.
 * A backend that refuses the connection (or resets it, for a safe method) is skipped for that request, so a
 * killed instance costs no request that the others could serve; streams are piped through unbuffered.
 */
/** As nginx does: a refused connection always goes to the next backend; a reset one only for a safe method. */
function canRetry(method: string | undefined, code: string | undefined): boolean {
  if (code === 'ECONNREFUSED') return true;
  return (method === 'GET' || method === 'HEAD') && (code === 'ECONNRESET' || code === 'EPIPE');
}

export async function startBalancer(backends: string[]): Promise<Balancer> {
  let next = 0;
  const served = backends.map(() => 0);

  function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, index: number, tries: number) {
    const target = new URL(req.url ?? '/', backends[index]);
    const upstream = request(target, { method: req.method, headers: req.headers }, (answer) => {
      served[index]!++;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (err: NodeJS.ErrnoException) => {
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
    req.on('end', () => forward(req, res, Buffer.concat(chunks), next++ % backends.length, 1));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    served,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
