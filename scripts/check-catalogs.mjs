// Fails when the catalogs (src/locales/*.po) are not what `lingui extract --clean` makes of the code: a text
// added, changed or removed in the web app without its catalogs following (docs/decisions/languages.md).
// Extracts, compares, and puts every catalog back as it was, so running it changes nothing.
//
//   node scripts/check-catalogs.mjs        (npm test's `catalogs` stage)
//
// To fix a failure: `npx lingui extract --clean`, translate the new entries (msgstr ""), commit.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'src/locales';
const files = readdirSync(dir).filter((file) => file.endsWith('.po'));
const before = new Map(files.map((file) => [file, readFileSync(join(dir, file), 'utf8')]));

const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' });
const changed = [];
try {
  if (extract.status !== 0) {
    console.error(extract.stdout, extract.stderr);
    throw new Error('lingui extract failed');
  }
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    const now = readFileSync(join(dir, file), 'utf8');
    if (now !== before.get(file)) changed.push(file);
  }
  for (const file of changed) {
    console.log(`${dir}/${file} is not up to date with the code:`);
    const was = new Set(before.get(file)?.split('\n'));
    const now = readFileSync(join(dir, file), 'utf8').split('\n');
    const kept = new Set(now);
    const lines = [
      ...[...was].filter((line) => line && !kept.has(line)).map((line) => `- ${line}`),
      ...now.filter((line) => line && !was.has(line)).map((line) => `+ ${line}`),
    ];
    console.log(lines.slice(0, 40).join('\n'));
  }
} finally {
  for (const [file, text] of before) writeFileSync(join(dir, file), text);
}
if (changed.length > 0) {
  console.log('Run `npx lingui extract --clean`, translate the new entries and commit the catalogs.');
  process.exit(1);
}
console.log(`catalogs: all ${files.length} up to date with the code`);
