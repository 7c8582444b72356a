import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupInfo, BackupStatus } from '#domain/backup.ts';
import { Cron } from 'croner';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { appliedSchemaVersion } from '../../db/migration-steps.ts';
import { BackupError } from './backup-error.ts';
import { createBackupFolder } from './backup-files.ts';
import { writeBackup } from './backup-writer.ts';
import { backupFileName } from './manifest.ts';
import { claimScheduledRun, finishScheduledRun, lastScheduledRun } from './scheduled-runs-repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordEvent } from '../events/index.ts';

const JOB = 'backup';
/** A scheduled run not finished after this long died with its instance. */
const RUN_GIVE_UP_MS = 60 * 60 * 1000;

export function createBackupService(deps: {
  db: Db;
  config: Pick<AppConfig, 'backups' | 'picturesDir'>;
  appVersion: string;
  log: FastifyBaseLogger;
}) {
  const { db, config } = deps;
  const folder = createBackupFolder(config.backups.dir);
  const instance = `${hostname()}:${process.pid}`;

  async function create(now = new Date()): Promise<BackupInfo> {
    const schemaVersion = await appliedSchemaVersion(db);
    if (schemaVersion === 0)
      throw new BackupError('There is nothing to back up: Hello Kitchen has not yet set up this database.');
    await folder.prepare();
    const name = backupFileName(now);
    const manifest = await writeBackup({
      db,
      path: folder.pathOf(name),
      appVersion: deps.appVersion,
      schemaVersion,
      picturesDir: config.picturesDir,
      passphrase: config.backups.passphrase,
      now,
    });
    return folder.record(name, manifest);
  }

  /** Writes `backup.failed` to the outbox (docs/api/doors.md, "Webhooks"), in `tx` when given. */
  const recordFailure = (tx: Db, reason: string, trigger: 'scheduled' | 'manual', at: Date) =>
    recordEvent(tx, {
      type: 'backup.failed',
      householdOwnerId: null,
      actor: null,
      data: { error: reason, backup: { trigger, at: at.toISOString() } },
    });

  /** A backup asked for now (the route): a failure is reported as an event too, then thrown. */
  async function createNow(now = new Date()): Promise<BackupInfo> {
    try {
      return await create(now);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await recordFailure(db, reason, 'manual', now).catch((e) => deps.log.error({ err: e }, 'backup.failed lost'));
      throw err;
    }
  }

  /** One scheduled backup: run by the one instance that claims the slot, then the old ones pruned. */
  async function runScheduled(slot: Date): Promise<boolean> {
    if (!(await claimScheduledRun(db, JOB, slot, instance))) return false;
    try {
      const info = await create(slot);
      await folder.prune(config.backups.keep);
      await finishScheduledRun(db, JOB, slot, null);
      deps.log.info({ backup: info.name }, 'scheduled backup written');
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await inTransaction(db, async (tx) => {
        await finishScheduledRun(tx, JOB, slot, reason);
        await recordFailure(tx, reason, 'scheduled', slot);
      }).catch(() => {});
      deps.log.error({ err }, `scheduled backup failed: ${reason}`);
    }
    return true;
  }

  return {
    create: createNow,
    list: () => folder.list(),
    open: folder.open,
    remove: folder.remove,
    runScheduled,
    async status(now = new Date()): Promise<BackupStatus> {
      const last = await lastScheduledRun(db, JOB);
      let lastScheduled: BackupStatus['lastScheduled'] = null;
      if (last) {
        const died = !last.finishedAt && now.getTime() - last.startedAt.getTime() > RUN_GIVE_UP_MS;
        lastScheduled = {
          at: last.slot.toISOString(),
          state: last.finishedAt ? (last.error ? 'failed' : 'ok') : died ? 'failed' : 'running',
          error: last.error ?? (died ? 'The instance that ran it stopped before it finished.' : null),
        };
      }
      return { schedule: config.backups.schedule ?? null, keep: config.backups.keep, lastScheduled };
    },
    /** Starts the schedule; returns a stop function. Each tick's planned time is the slot instances share. */
    startSchedule(): () => void {
      if (!config.backups.schedule) return () => {};
      const job = new Cron(config.backups.schedule, { protect: true, timezone: 'UTC' }, async (self: Cron) => {
        const slot = self.currentRun() ?? new Date();
        slot.setUTCMilliseconds(0);
        await runScheduled(slot);
      });
      return () => job.stop();
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
