import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EventStreamOptions {
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs: number;
  /** A client that reads nothing while this much is queued is dropped (it reconnects and catches up). */
  maxBufferedBytes?: number;
}

/**
 * Turns the reply into a Server-Sent Events stream. The reply is hijacked, so no onSend hook (no-store,
 * compression) ever sees or buffers it: each event is written to the socket at once. The headers that
 * the app's hooks set so far (security headers) are kept.
 */
export function startEventStream(request: FastifyRequest, reply: FastifyReply, options: EventStreamOptions) {
  const { heartbeatMs, maxBufferedBytes = 256 * 1024 } = options;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string | number | string[]>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and other proxies: pass each event on, do not buffer the answer.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  request.raw.socket?.setNoDelay(true);
  const write = (text: string) => {
    if (raw.destroyed) return;
    if (raw.writableLength > maxBufferedBytes) raw.destroy();
    else raw.write(text);
  };
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref();
  raw.once('close', () => clearInterval(heartbeat));
  // How long a client waits before reconnecting after a drop (EventSource and fetch-event-source read it).
  write('retry: 2000\n\n');
  return {
    send(event: string, data: unknown) {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
  };
}
