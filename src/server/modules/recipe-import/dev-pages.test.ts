import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../project-root.ts';
import { extractRecipe } from './extract/extract-recipe.ts';

const ROOT = join(findProjectRoot(import.meta.filename), 'test-fixtures/import-pages');

interface Expected {
  title: string;
  ingredients: string[] | string;
  canonical_url?: string;
}

/** Pages with no schema.org Recipe at all (an Article, or recipe text in plain HTML only): 422. */
const NO_RECIPE_DATA = new Set([
  '30seconds',
  'costco',
  'dishnz',
  'meatchurch',
  'paninihappy',
  'picnic_1',
  'picnic_2',
  'picnic_3',
  'rosannapansino',
]);

/**
 * Pages whose expected lines come from recipe-scrapers' per-site HTML scraping, not from the page's
 * schema.org data: the schema lines lack the amounts (drinkoteket, przepisy, aldisued_vue_nuxt), the
 * expected lines glue words ("tablespooncream") and stop after the first group (sharkninja), or stop
 * after 8 of 12 comma-joined lines (cookingcircle). The title is still checked.
 */
const LINES_FROM_SITE_HTML = new Set([
  'aldisued_vue_nuxt',
  'drinkoteket_1',
  'drinkoteket_2',
  'przepisy',
  'sharkninja_1',
  'sharkninja_2',
  'cookingcircle',
]);

/** Capitalisation taken from the site's HTML where the schema data is lower case. */
const CASE_FROM_SITE_HTML = new Set(['arla_1', 'arla_2', 'heb']);

/** The expected lines as this importer's rules define them: group headers are dropped on purpose. */
function expectedLines(expected: Expected): string[] {
  const lines = typeof expected.ingredients === 'string' ? expected.ingredients.split('\n') : expected.ingredients;
  return lines.filter((line) => !/^[^\d]{1,60}:$/.test(line));
}

const pages = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(ROOT, d.name))
      .filter((f) => f.endsWith('.testhtml.gz'))
      .map((f) => ({ host: d.name, name: f.replace('.testhtml.gz', ''), dir: join(ROOT, d.name) })),
  );

describe('development pages (test-fixtures/import-pages)', () => {
  it('holds every page of the development set', () => {
    expect(pages.length).toBe(113);
  });

  describe.each(pages)('$host/$name', ({ host, name, dir }) => {
    const html = gunzipSync(readFileSync(join(dir, `${name}.testhtml.gz`))).toString('utf8');
    const expected = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Expected;
    const pageUrl = URL.canParse(expected.canonical_url ?? '') ? expected.canonical_url! : `https://${host}/`;

    if (NO_RECIPE_DATA.has(name)) {
      it('has no recipe we can read', () => {
        expect(extractRecipe(html, pageUrl)).toBeNull();
      });
      return;
    }

    it('gives the expected title and ingredient lines', () => {
      const recipe = extractRecipe(html, pageUrl);
      expect(recipe?.name).toBe(expected.title);
      if (LINES_FROM_SITE_HTML.has(name)) return;
      const lines = expectedLines(expected);
      if (CASE_FROM_SITE_HTML.has(name)) {
        expect(recipe?.ingredients.map((l) => l.toLowerCase())).toEqual(lines.map((l) => l.toLowerCase()));
      } else {
        expect(recipe?.ingredients).toEqual(lines);
      }
    });
  });
});
