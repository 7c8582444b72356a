import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { findProjectRoot } from '../project-root.ts';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface AppProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  isAlive(): boolean;
  /** Polls `check` until it returns true; fails at once when the process has exited. */
  waitUntil(what: string, check: () => Promise<boolean> | boolean): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs src/server/main.ts as its own process, as `npm start` would, with the given environment; on `port`
 * when given (a restart behind the same balancer entry).
 */
export async function spawnApp(env: Record<string, string>, port?: number): Promise<AppProcess> {
  port ??= await freePort();
  const root = findProjectRoot(fileURLToPath(import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WEB_DIST: './does-not-exist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const isAlive = () => child.exitCode === null && child.signalCode === null;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    isAlive,
    waitUntil: (what, check) =>
      waitUntil(what, async () => {
        if (!isAlive())
          throw new AppExited(`the app exited (${child.exitCode ?? child.signalCode}):\n${output.slice(-2000)}`);
        return check();
      }),
    async stop() {
      if (!isAlive()) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

class AppExited extends Error {}

/** Polls `check` until it returns true (a throw counts as not yet); fails with `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const done = await Promise.resolve()
      .then(check)
      .catch((err) => {
        if (err instanceof AppExited) throw err;
        return false;
      });
    if (done) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}
