/** The backups module's public entry: archives of the whole database, their schedule and restore. */
export { backupRoutes } from './routes.ts';
export { createBackupService, type BackupService } from './service.ts';
export { restoreBackup } from './restore.ts';
export { BackupError } from './backup-error.ts';
