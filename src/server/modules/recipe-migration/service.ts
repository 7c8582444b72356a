import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Migration, MigrationItem } from '#domain/recipe-migration.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { MigrationFileError, type FileErrorCode } from './archive/limits.ts';
import { openUpload } from './archive/source-file.ts';
import { exportRecipes } from './export.ts';
import { runMigration, type JobDeps } from './job.ts';
import * as repo from './migrations-repository.ts';
import { chooseReader, type MigrationFormat } from './readers/index.ts';

export interface MigrationOptions {
  source: MigrationFormat | 'auto';
  duplicates: 'skip' | 'keep';
  activate: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const present = <T extends { startedAt: Date; finishedAt: Date | null; status: string }>(row: T) => ({
  ...row,
  status: row.status as Migration['status'],
  startedAt: row.startedAt.toISOString(),
  finishedAt: iso(row.finishedAt),
});

/** A refused file: its reason and its stable code (archive/limits.ts, FileErrorCode), also in `details.code`. */
const unprocessable = (message: string, code: FileErrorCode) => new AppError(422, code, message, { code });

/** Uploads of other apps' exports and their background imports (API.md, "Migration from other apps"). */
export function createMigrationService(deps: JobDeps) {
  const { db } = deps;
  const running = new Set<Promise<void>>();
  return {
    /** A folder of its own for one upload, under the system's temporary folder. */
    makeTempDir: () => mkdtemp(join(tmpdir(), 'hk-migration-')),

    /** Streams an upload to its file; never overwrites one. */
    saveUpload: (stream: Readable, path: string) => pipeline(stream, createWriteStream(path, { flags: 'wx' })),

    /** Checks the format, keeps the migration and starts it; the upload is removed when it ends. */
    async start(path: string, dir: string, fileName: string, options: MigrationOptions) {
      try {
        const views = await openUpload(path, fileName, { inflated: 0 });
        try {
          await chooseReader(views, options.source);
        } finally {
          views[0]?.zip?.close();
        }
      } catch (err) {
        await rm(dir, { recursive: true, force: true });
        if (err instanceof MigrationFileError) throw unprocessable(err.message, err.code);
        throw err;
      }
      const row = await repo.insertMigration(db, {
        source: options.source,
        fileName,
        filePath: path,
        duplicates: options.duplicates,
        activate: options.activate,
      });
      const job = runMigration(deps, row.id).finally(() => running.delete(job));
      running.add(job);
      return present(row);
    },

    async list() {
      await repo.failStaleMigrations(db);
      return (await repo.listMigrations(db)).map(present);
    },

    async get(id: number) {
      await repo.failStaleMigrations(db);
      const migration = await repo.findMigration(db, id);
      if (!migration) throw notFound('Migration not found');
      const items = await repo.findItems(db, id);
      return {
        migration: present(migration),
        items: items.map((i) => ({ ...i, outcome: i.outcome as MigrationItem['outcome'] })),
      };
    },

    async cancel(id: number) {
      if (!(await repo.requestCancel(db, id))) throw notFound('Migration not found');
    },

    picture: (sha256: string) => repo.findImage(db, sha256),

    /** The catalogue as a zip stream (API.md, "Export"). */
    exportZip: (format: 'hello-kitchen' | 'schema.org', active: 'yes' | 'no' | 'both', origin: string) =>
      exportRecipes(db, format, active, origin),

    /** Waits for this instance's running jobs (tests, shutdown). */
    idle: () => Promise.all([...running]).then(() => undefined),
  };
}
export type MigrationService = ReturnType<typeof createMigrationService>;
