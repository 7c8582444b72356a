// `npm start`: builds once when the build is missing or older than the sources, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outputs = ['dist/server/main.js', 'dist/web/index.html'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const built = outputs.every((file) => existsSync(file));
const stale =
  built && Math.min(...outputs.map((f) => statSync(f).mtimeMs)) < Math.max(newestMtime('src'), newestMtime('public'));
if (!built || stale) {
  console.log(built ? 'Sources changed since the last build, rebuilding…' : 'No build yet, building…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/main.js');
