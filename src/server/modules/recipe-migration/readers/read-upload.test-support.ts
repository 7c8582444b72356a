import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openUpload } from '../archive/source-file.ts';
import { chooseReader, type ReadItem } from './index.ts';

/**
 * For the readers' tests: reads an upload as the migration job does (the chosen reader, every item),
 * from a temporary folder made before the file's tests and removed after them.
 */
export function uploadReader() {
  let dir = '';
  let n = 0;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hk-readers-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** `inflated`: bytes counted as inflated already, as if by earlier entries. */
  return async function readAll(bytes: Buffer, name = 'upload', inflated = 0) {
    const path = join(dir, `f${n++}`);
    await writeFile(path, bytes);
    const views = await openUpload(path, name, { inflated });
    const { reader, view } = await chooseReader(views, 'auto');
    try {
      const opened = await reader.open(view);
      const items: ReadItem[] = [];
      for await (const item of opened.items) items.push(item);
      return { format: reader.format, total: opened.total, items, bad: view.bad };
    } finally {
      view.zip?.close();
    }
  };
}

export const recipesOf = (items: ReadItem[]) => items.flatMap((i) => ('recipe' in i ? [i.recipe] : []));
