// `npm run backup`: writes a backup of the configured database into BACKUP_DIR (default DATA_DIR/backups),
// encrypted when BACKUP_PASSPHRASE is set. Run it with the server stopped (the embedded database has one
// user at a time); while the server runs, use the admin page or POST /api/admin/backups.
import { pino } from 'pino';
import { createBackupService } from '../src/server/modules/backups/index.ts';
import { withConfiguredDatabase } from './lib/configured-database.ts';

const version = (await import('../package.json', { with: { type: 'json' } })).default.version;

try {
  const info = await withConfiguredDatabase(async ({ db }, config) => {
    const backups = createBackupService({ db, config, appVersion: version, log: pino({ level: 'warn' }) });
    return backups.create();
  });
  const rows = Object.values(info.counts).reduce((a, b) => a + b, 0);
  console.log(`Backup written: ${info.name} (${info.size} bytes, ${rows} rows)`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
