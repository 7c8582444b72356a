// Fails when the schema (src/server/db/schema.ts) and the committed migrations have drifted: runs
// `drizzle-kit generate` into a copy of the migrations folder and fails if it writes a new migration.
// drizzle-kit exits 0 even on errors, so the verdict comes from the files and its "No schema changes" line.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const migrations = 'src/server/db/migrations';
// drizzle-kit only takes an output folder relative to the project.
const copy = `.tmp/check-migrations-${process.pid}`;
const sqlFiles = (dir) => readdirSync(dir).filter((f) => f.endsWith('.sql'));

mkdirSync('.tmp', { recursive: true });
cpSync(migrations, copy, { recursive: true });
try {
  const run = spawnSync(
    'npx',
    ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './src/server/db/schema.ts', '--out', copy],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = `${run.stdout}${run.stderr}`;
  const added = sqlFiles(copy).filter((f) => !sqlFiles(migrations).includes(f));
  if (added.length > 0) {
    console.error(
      `The schema has changes without a migration; \`npm run db:generate\` would add ${added.join(', ')}:\n`,
    );
    for (const file of added) console.error(readFileSync(join(copy, file), 'utf8'));
    process.exitCode = 1;
  } else if (run.status !== 0 || !output.includes('No schema changes')) {
    console.error(`drizzle-kit generate did not confirm the migrations match the schema:\n${output}`);
    process.exitCode = 1;
  } else {
    console.log('The migrations match the schema.');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
