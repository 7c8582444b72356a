// The server builds and settings the bench measures (`--server`, `--compare`), and how it starts one.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Variant {
  server: string;
  logLevel?: string;
  /** Ask without Accept-Encoding (`#identity`): answers uncompressed. */
  identity?: boolean;
  /** More environment for the server (`%NAME=value`, e.g. `%RECIPE_CACHE_ENTRIES=0`). */
  env?: Record<string, string>;
}

/** `--compare`'s comma list, each `server[@LOG_LEVEL][#identity][%NAME=value…]`. */
export function parseVariants(list: string): Variant[] {
  return list
    .split(',')
    .filter(Boolean)
    .map((v) => {
      const [spec, ...settings] = v.split('%');
      const [head, encoding] = spec.split('#');
      const [server, logLevel] = head.split('@');
      const env = Object.fromEntries(settings.map((s) => [s.slice(0, s.indexOf('=')), s.slice(s.indexOf('=') + 1)]));
      return { server, logLevel: logLevel || undefined, identity: encoding === 'identity', env };
    });
}

export const variantLabel = (v: Variant) =>
  [
    v.server === 'dist/server/main.js' ? 'this build' : v.server,
    `LOG_LEVEL ${v.logLevel ?? 'default'}`,
    ...(v.identity ? ['uncompressed'] : []),
    ...Object.entries(v.env ?? {}).map(([name, value]) => `${name}=${value}`),
  ].join(', ');

/** The Node flags of `npm start` (package.json), so that the bench runs the server as it is run. */
const startFlags = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

/** Starts a variant on a port with the engine's environment; nothing else of this shell's leaks in. */
export function startServer(env: NodeJS.ProcessEnv, port: number, variant: Variant): ChildProcess {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
  };
  for (const name of ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'LOG_LEVEL', 'DATABASE_URL', 'DATABASE_ENGINE', 'DATA_DIR'])
    if (!(name in env)) delete merged[name];
  if (variant.logLevel) merged.LOG_LEVEL = variant.logLevel;
  Object.assign(merged, variant.env);
  return spawn(process.execPath, [...startFlags, variant.server], {
    env: merged,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
