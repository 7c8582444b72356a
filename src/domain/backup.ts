import { z } from 'zod';

/** A backup as GET /api/admin/backups lists it. */
export const BackupInfoSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  counts: z.record(z.string(), z.number().int()),
});
export type BackupInfo = z.infer<typeof BackupInfoSchema>;

/** GET /api/admin/backups/status: the schedule and how its last run went. */
export const BackupStatusSchema = z.object({
  schedule: z.string().nullable(),
  keep: z.number().int(),
  lastScheduled: z
    .object({ at: z.string(), state: z.enum(['running', 'ok', 'failed']), error: z.string().nullable() })
    .nullable(),
});
export type BackupStatus = z.infer<typeof BackupStatusSchema>;
