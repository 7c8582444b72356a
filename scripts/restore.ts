// `npm run restore -- FILE [--replace]`: restores a backup into the configured database (the embedded one
// in DATA_DIR, or DATABASE_URL), with the server stopped. The database must be empty unless --replace is
// given. An encrypted backup needs BACKUP_PASSPHRASE. Exits non-zero with one sentence when it refuses.
import { existsSync } from 'node:fs';
import { BackupError, restoreBackup } from '../src/server/modules/backups/index.ts';
import { withConfiguredDatabase } from './lib/configured-database.ts';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const files = args.filter((a) => a !== '--replace');
if (files.length !== 1) {
  console.error('Usage: npm run restore -- FILE [--replace]');
  process.exit(2);
}
const file = files[0]!;
if (!existsSync(file)) {
  console.error(`${file} does not exist.`);
  process.exit(1);
}

try {
  const manifest = await withConfiguredDatabase(({ db }, config) =>
    restoreBackup({ db, file, replace, passphrase: config.backups.passphrase, picturesDir: config.picturesDir }),
  );
  const rows = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
  console.log(`Restored ${file}: ${rows} rows from ${manifest.createdAt} (schema ${manifest.schemaVersion}).`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : `The restore failed: ${(err as Error).message}`);
  process.exit(1);
}
