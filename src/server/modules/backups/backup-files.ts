import { once } from 'node:events';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupInfo } from '#domain/backup.ts';
import { isBackupFileName, type Manifest } from './manifest.ts';
import { notFound } from '../../lib/errors.ts';

/** The backups folder: archives and their small info files, all mode 0600. */
export function createBackupFolder(dir: string) {
  const pathOf = (name: string) => {
    if (!isBackupFileName(name)) throw notFound('Backup not found');
    return join(dir, name);
  };
  return {
    dir,
    pathOf,
    async prepare() {
      await mkdir(dir, { recursive: true, mode: 0o700 });
    },
    async record(name: string, manifest: Manifest): Promise<BackupInfo> {
      const info: BackupInfo = {
        name,
        size: (await stat(pathOf(name))).size,
        createdAt: manifest.createdAt,
        counts: manifest.counts,
      };
      await writeFile(`${pathOf(name)}.json`, JSON.stringify(info), { mode: 0o600 });
      return info;
    },
    /** Newest first. */
    async list(): Promise<BackupInfo[]> {
      const names = (await readdir(dir).catch(() => [] as string[])).filter(isBackupFileName);
      const infos = await Promise.all(
        names.map(async (name) => {
          try {
            return JSON.parse(await readFile(`${pathOf(name)}.json`, 'utf8')) as BackupInfo;
          } catch {
            const { size, mtime } = await stat(pathOf(name));
            return { name, size, createdAt: mtime.toISOString(), counts: {} };
          }
        }),
      );
      return infos.sort((a, b) => b.name.localeCompare(a.name));
    },
    /** A backup's bytes; 404 when there is no such backup. */
    async open(name: string): Promise<ReadStream> {
      const stream = createReadStream(pathOf(name));
      await once(stream, 'open').catch(() => {
        throw notFound('Backup not found');
      });
      return stream;
    },
    async remove(name: string) {
      await stat(pathOf(name)).catch(() => {
        throw notFound('Backup not found');
      });
      await rm(pathOf(name), { force: true });
      await rm(`${pathOf(name)}.json`, { force: true });
    },
    /** Deletes all but the newest `keep` backups. */
    async prune(keep: number) {
      for (const old of (await this.list()).slice(keep)) await this.remove(old.name);
    },
  };
}
