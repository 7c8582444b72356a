/**
 * Writes the bundled demo pictures into public/images. Run after changing the catalogue:
 *   npx tsx src/server/db/seed/pictures/generate.ts
 * pictures.test.ts fails while the files on disk are out of date.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pictureSpecs } from './pictures.ts';
import { renderPicture } from './render.ts';

const publicDir = join(import.meta.dirname, '../../../../../public');
for (const { path, spec } of pictureSpecs()) {
  const file = join(publicDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderPicture(spec));
}
console.log(`wrote ${pictureSpecs().length} pictures to ${publicDir}/images`);
