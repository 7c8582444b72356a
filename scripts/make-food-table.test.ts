import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { compress, DEFAULT_OUTPUT, foodRow, foodTableText } from './make-food-table.ts';

const FIXTURES = fileURLToPath(new URL('../test-fixtures/food-table/', import.meta.url));

/** A jar as cronometer ships it, from the fixture's text files: a manifest, the index and one XML a food. */
async function fixtureJar(order: 'sorted' | 'reversed'): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('Manifest-Version: 1.0\n'), 'META-INF/MANIFEST.MF', { mtime: new Date(0) });
  const names = (await readdir(join(FIXTURES, 'usda_sr24'))).sort();
  if (order === 'reversed') names.reverse();
  for (const name of names)
    zip.addBuffer(await readFile(join(FIXTURES, 'usda_sr24', name)), `usda_sr24/${name}`, { mtime: new Date(0) });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('make-food-table', () => {
  it('reproduces the committed expected table byte for byte from the fixture jar, whatever the entry order', async () => {
    const expected = await readFile(join(FIXTURES, 'expected.json'), 'utf8');
    const text = await foodTableText(await fixtureJar('sorted'));
    expect(text).toBe(expected);
    expect(await foodTableText(await fixtureJar('reversed'))).toBe(expected);
    // The committed form round-trips and is the same bytes on each run.
    expect(gunzipSync(compress(text)).toString('utf8')).toBe(expected);
    expect(compress(text).equals(compress(text))).toBe(true);
  });

  it('reads the foods as SR24 gives them: names decoded, 3 decimals, a missing nutrient null', async () => {
    const table = JSON.parse(await foodTableText(await fixtureJar('sorted'))) as {
      meta: { foods: number; measures: number; nutrients: string[] };
      rows: [string, string, (number | null)[], [number, string, number][]][];
    };
    expect(table.meta.foods).toBe(8);
    expect(table.meta.nutrients).toEqual([
      'kcal',
      'protein',
      'fat',
      'saturatedFat',
      'carbohydrate',
      'sugars',
      'fiber',
      'sodium',
    ]);
    const byNdb = new Map(table.rows.map((r) => [r[0], r]));
    expect(table.rows.map((r) => r[0])).toEqual([...byNdb.keys()].sort());
    expect(byNdb.get('01123')).toEqual([
      '01123',
      'Egg, whole, raw, fresh',
      [143, 12.56, 9.51, 3.126, 0.72, 0.37, 0, 142],
      [
        [1, 'cup (4.86 large eggs)', 243],
        [1, 'extra large', 56],
        [1, 'jumbo', 63],
        [1, 'large', 50],
        [1, 'medium', 44],
        [1, 'small', 38],
      ],
    ]);
    expect(byNdb.get('01197')![1]).toBe('KRAFT BREYERS Smooth & Creamy Lowfat Strawberry Yogurt (1% Milkfat)');
    expect(byNdb.get('11353')![3]).toContainEqual([1, 'Potato medium (2-1/4" to 3-1/4" dia)', 213]);
    expect(byNdb.get('11353')![3]).toContainEqual([0.5, 'cup, diced', 75]);
    expect(byNdb.get('01008')![2][5]).toBeNull(); // SR24 gives no sugars for it
  });

  it('refuses a food file without a 5-digit uid or a number that is not one', () => {
    expect(() => foodRow('<food uid="1" name="x"></food>', 'a.xml')).toThrow(/5-digit/);
    expect(() => foodRow('<food uid="01001" name="x"><nutrient amount="abc" name="Energy"/></food>', 'a.xml')).toThrow(
      /bad number/,
    );
  });

  it('the committed table holds all 8,858 foods and 15,274 measures of SR24', async () => {
    const gz = await readFile(DEFAULT_OUTPUT);
    expect(gz.length).toBeLessThanOrEqual(1024 * 1024);
    const table = JSON.parse(gunzipSync(gz).toString('utf8')) as {
      meta: { foods: number; measures: number; source: string };
      rows: [string, string, (number | null)[], [number, string, number][]][];
    };
    expect(table.meta).toMatchObject({ source: 'USDA SR24', foods: 8858, measures: 15274 });
    expect(table.rows).toHaveLength(8858);
    expect(table.rows.reduce((n, r) => n + r[3].length, 0)).toBe(15274);
    const onion = table.rows.find((r) => r[0] === '11282')!;
    expect(onion[1]).toBe('Onions, raw');
    expect(onion[2].slice(0, 5)).toEqual([40, 1.1, 0.1, 0.042, 9.34]);
    expect(onion[3]).toContainEqual([1, 'cup, chopped', 160]);
  });
});
