import { z } from 'zod';

/** `manifest.json` at the root of every backup (API.md, "Backup and restore"). */
export const ManifestSchema = z.object({
  app: z.literal('hello-kitchen'),
  appVersion: z.string(),
  schemaVersion: z.number().int().min(1),
  createdAt: z.string(),
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
  /** The tables in the order they are restored (parents first). */
  tables: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const MANIFEST_NAME = 'manifest.json';
export const tableEntryName = (table: string) => `tables/${table}.ndjson`;
export const PICTURES_PREFIX = 'pictures/';

const BACKUP_NAME = /^hello-kitchen-\d{8}-\d{6}(-\d+)?\.zip$/;

/** A backup's file name: hello-kitchen-YYYYMMDD-HHMMSS.zip (UTC). */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `hello-kitchen-${stamp}.zip`;
}

/** Whether a name is one this app gave a backup (so a path never reaches the file system). */
export const isBackupFileName = (name: string) => BACKUP_NAME.test(name);
