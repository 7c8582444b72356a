/**
 * Writes the food table (docs/decisions/food-table.md) from USDA SR24 as Debian's `cronometer` package ships
 * it: `usda_sr24.jar`, a zip of one XML file per food (`usda_sr24/01123.xml`: `<food uid name>` with its
 * `<measure amount name grams>` and `<nutrient amount name>` elements).
 *
 *   cd /tmp && apt-get download cronometer && dpkg-deb -x cronometer_*.deb cronometer
 *   npx tsx scripts/make-food-table.ts /tmp/cronometer/usr/share/cronometer/usda_sr24.jar
 *
 * Output (default src/server/modules/foods/foods-sr24.json.gz): JSON, one food a line, sorted by NDB number, numbers
 * rounded to 3 decimals and written the shortest way, gzip level 9 with no name or time in its header, so
 * the same jar gives the same bytes. `--check` compares with the committed table instead of writing it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import yauzl from 'yauzl';

export const DEFAULT_OUTPUT = fileURLToPath(new URL('../src/server/modules/foods/foods-sr24.json.gz', import.meta.url));

/** SR24's nutrient names, in the table's order: kcal, protein … sodium (docs/api/know.md "Nutrients"). */
export const NUTRIENT_SOURCES = ['Energy', 'Protein', 'Fat', 'Saturated', 'Carbs', 'Sugars', 'Fiber', 'Sodium'];
export const NUTRIENT_KEYS = ['kcal', 'protein', 'fat', 'saturatedFat', 'carbohydrate', 'sugars', 'fiber', 'sodium'];

type Measure = [amount: number, name: string, grams: number];
type FoodRow = [ndb: string, name: string, per100g: (number | null)[], measures: Measure[]];

const ENTITIES: Record<string, string> = { quot: '"', amp: '&', apos: "'", lt: '<', gt: '>' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code] ?? whole;
  });

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w-]+)="([^"]*)"/g)) out[m[1]!] = decode(m[2]!);
  return out;
}

/** '0.10200000000000001' → 0.102; SR24 gives at most 3 decimals. */
function number(text: string | undefined, what: string): number {
  const value = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isFinite(value)) throw new Error(`bad number for ${what}`);
  return Math.round(value * 1000) / 1000 + 0; // + 0: no -0
}

/** One food file of the jar as a table row. */
export function foodRow(xml: string, fileName: string): FoodRow {
  const open = /<food\s[^>]*>/.exec(xml);
  if (!open) throw new Error(`${fileName}: no <food> element`);
  const food = attributes(open[0]);
  const ndb = food.uid;
  if (!ndb || !/^\d{5}$/.test(ndb) || !food.name) throw new Error(`${fileName}: a food needs a 5-digit uid and a name`);
  const measures: Measure[] = [];
  for (const m of xml.matchAll(/<measure\s[^>]*>/g)) {
    const a = attributes(m[0]);
    measures.push([number(a.amount, `${ndb} measure`), a.name ?? '', number(a.grams, `${ndb} measure`)]);
  }
  const values = new Map<string, number>();
  for (const m of xml.matchAll(/<nutrient\s[^>]*>/g)) {
    const a = attributes(m[0]);
    if (a.name && NUTRIENT_SOURCES.includes(a.name)) values.set(a.name, number(a.amount, `${ndb} ${a.name}`));
  }
  // A nutrient SR24 does not report for a food (sugars of about a quarter of them) stays null: unknown, not 0.
  return [ndb, food.name.trim(), NUTRIENT_SOURCES.map((n) => values.get(n) ?? null), measures];
}

/** The food files of a jar, by name. */
async function foodFiles(jar: Buffer): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(jar, { lazyEntries: true });
  const out = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!/^usda_sr24\/\d{5}\.xml$/.test(entry.fileName)) return zip.readEntry();
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', reject);
        stream.on('end', () => {
          out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return out;
}

/** The table's JSON text (not compressed) from the jar's bytes. */
export async function foodTableText(jar: Buffer): Promise<string> {
  const rows = [...(await foodFiles(jar))].map(([name, xml]) => foodRow(xml, name));
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  for (let i = 1; i < rows.length; i++) if (rows[i]![0] === rows[i - 1]![0]) throw new Error(`twice: ${rows[i]![0]}`);
  const head = JSON.stringify({
    source: 'USDA SR24',
    release: 2011,
    licence: 'public domain (U.S. Department of Agriculture, Agricultural Research Service)',
    nutrients: NUTRIENT_KEYS,
    foods: rows.length,
    measures: rows.reduce((n, r) => n + r[3].length, 0),
  });
  return `{"meta":${head},"rows":[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`;
}

/** The committed form: gzip level 9, no file name or time in the header. */
export const compress = (text: string) => gzipSync(Buffer.from(text, 'utf8'), { level: 9 });

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string', default: DEFAULT_OUTPUT }, check: { type: 'boolean', default: false } },
  });
  const jarPath = positionals[0];
  if (!jarPath) {
    console.error('usage: npx tsx scripts/make-food-table.ts path/to/usda_sr24.jar [--out file.json.gz] [--check]');
    process.exit(2);
  }
  const text = await foodTableText(await readFile(jarPath));
  if (values.check) {
    const committed = gunzipSync(await readFile(values.out)).toString('utf8');
    const same = committed === text;
    console.log(same ? `${values.out}: same table` : `${values.out}: differs from ${jarPath}`);
    process.exit(same ? 0 : 1);
  }
  const gz = compress(text);
  await writeFile(values.out, gz);
  const meta = (JSON.parse(text) as { meta: { foods: number; measures: number } }).meta;
  console.log(
    `${values.out}: ${meta.foods} foods, ${meta.measures} measures, ${text.length} bytes, ${gz.length} gzipped`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
