import { once } from 'node:events';
import { spawnApp, type AppProcess } from './app-process.ts';
import { startBalancer, type Balancer } from './balancer.ts';

export interface Cluster {
  instances: AppProcess[];
  balancer: Balancer;
  /** JSON over HTTP through the balancer (or straight to one instance with `via`). */
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; via?: AppProcess },
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /** SIGKILLs instance `index` and waits until the process is gone. */
  kill(index: number): Promise<void>;
  /** Starts instance `index` again on its port (so the balancer sends it requests again), once it serves. */
  restart(index: number): Promise<AppProcess>;
  close(): Promise<void>;
}

const serving = (app: AppProcess) =>
  app.waitUntil('the instance serves', async () => (await fetch(`${app.baseUrl}/api/health`)).ok);

/** `count` real app processes on one PostgreSQL database, started at the same moment, behind a round-robin balancer. */
export async function startCluster(count: number, env: Record<string, string>): Promise<Cluster> {
  const instances = await Promise.all(Array.from({ length: count }, () => spawnApp(env)));
  await Promise.all(instances.map(serving));
  const balancer = await startBalancer(instances.map((app) => app.baseUrl));
  return {
    instances,
    balancer,
    async call(method, path, { token, body, via } = {}) {
      const send = () =>
        fetch(`${via?.baseUrl ?? balancer.baseUrl}${path}`, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      // As a browser does: a read whose kept-alive connection was reset before any answer is sent again.
      // A write is never sent twice.
      const res = await send().catch((err: Error) => {
        if (method !== 'GET' || (err.cause as NodeJS.ErrnoException | undefined)?.code !== 'ECONNRESET') throw err;
        return send();
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    async kill(index) {
      const victim = instances[index]!;
      if (!victim.isAlive()) return;
      const exited = once(victim.child, 'exit');
      victim.child.kill('SIGKILL');
      await exited;
    },
    async restart(index) {
      const port = Number(new URL(instances[index]!.baseUrl).port);
      const app = await spawnApp(env, port);
      instances[index] = app;
      await serving(app);
      return app;
    },
    async close() {
      await balancer.close();
      await Promise.all(instances.map((app) => app.stop()));
    },
  };
}
