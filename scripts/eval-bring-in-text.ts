/**
 * How well pasted text is sectioned, on the captured pages of ../shared/import-dev (fixtures only):
 * - `html`: each page's visible text (no schema.org data used), read as pasted HTML without Recipe data;
 * - `plain`: each page's expected title, lines and steps written out as plain text in three layouts
 *   (headed, markdown with bullets and numbers, no headings at all).
 * A line or step counts as landed when its text (case, spaces, punctuation and fraction glyphs folded)
 * is in the right list; a step
 * also when it is part of one read step (a page's steps may sit in one paragraph).
 * `npx tsx scripts/eval-bring-in-text.ts`
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { htmlText } from '../src/server/modules/recipe-import/text/html-text.ts';
import { sectionPlainText } from '../src/server/modules/recipe-import/text/plain-text-sectioner.ts';

const root = resolve(import.meta.dirname, '..');
const pagesDir = resolve(process.env.IMPORT_DEV_DIR ?? join(root, '../shared/import-dev'), 'pages');

interface Expected {
  title: string;
  ingredients: string[] | string;
  instructions_list?: string[];
}

const GLYPHS: Record<string, string> = { '½': ' 1/2', '¼': ' 1/4', '¾': ' 3/4', '⅓': ' 1/3', '⅔': ' 2/3', '⅛': ' 1/8' };
/** Case, spaces, bullets, punctuation and fraction glyphs folded: the page's card and its data differ in these. */
const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[½¼¾⅓⅔⅛]/g, (g) => GLYPHS[g])
    .replace(/[^\p{L}\p{N}/]+/gu, ' ')
    .trim();
const NUMBERING = /^(?:step\s*\d+\s*[:.)\-–]?\s*|\d+[.)]\s+)/i;
const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)}%`;

function pages(): { html: string; expected: Expected }[] {
  const found: { html: string; expected: Expected }[] = [];
  for (const host of readdirSync(pagesDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = join(pagesDir, host.name);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.testhtml'))) {
      const json = join(dir, file.replace(/\.testhtml$/, '.json'));
      found.push({
        html: readFileSync(join(dir, file), 'utf8'),
        expected: JSON.parse(readFileSync(json, 'utf8')) as Expected,
      });
    }
  }
  return found;
}

const lineList = (e: Expected) =>
  (typeof e.ingredients === 'string' ? e.ingredients.split('\n') : e.ingredients).map((l) => l.trim()).filter(Boolean);

interface Score {
  lines: number;
  linesRight: number;
  linesExtra: number;
  steps: number;
  stepsRight: number;
  stepsExtra: number;
  titles: number;
  titlesRight: number;
}

function score(text: string, e: Expected, total: Score) {
  const read = sectionPlainText(text);
  const got = new Set(read.ingredients.map(fold));
  const expectedLines = lineList(e).map(fold);
  const expectedSet = new Set(expectedLines);
  total.lines += expectedLines.length;
  total.linesRight += expectedLines.filter((l) => got.has(l)).length;
  total.linesExtra += [...got].filter((l) => !expectedSet.has(l)).length;
  const steps = read.steps.map(fold);
  // The expected list holds the method's sub-headings too ("To make the sauce:"): read as a section, right.
  const headings = new Set(read.instructionSections.map((s) => fold(s.title)));
  const expectedSteps = (e.instructions_list ?? []).map((s) => fold(s).replace(NUMBERING, '')).filter(Boolean);
  total.steps += expectedSteps.length;
  total.stepsRight += expectedSteps.filter(
    (s) => steps.some((r) => r === s || r.includes(s)) || headings.has(s.replace(/:$/, '')),
  ).length;
  total.stepsExtra += steps.filter((r) => !expectedSteps.some((s) => r.includes(s) || s.includes(r))).length;
  total.titles++;
  if (read.name && fold(read.name) === fold(e.title)) total.titlesRight++;
}

const empty = (): Score => ({
  lines: 0,
  linesRight: 0,
  linesExtra: 0,
  steps: 0,
  stepsRight: 0,
  stepsExtra: 0,
  titles: 0,
  titlesRight: 0,
});
const report = (name: string, s: Score) =>
  console.log(
    `${name}: lines in the ingredient list ${s.linesRight}/${s.lines} (${pct(s.linesRight, s.lines)}), other text there ${s.linesExtra}; ` +
      `steps in the step list ${s.stepsRight}/${s.steps} (${pct(s.stepsRight, s.steps)}), other text there ${s.stepsExtra}; titles ${s.titlesRight}/${s.titles}`,
  );

const all = pages();
const html = empty();
for (const { html: page, expected } of all) score(htmlText(page), expected, html);
report(`html (${all.length} pages, visible text)`, html);

const layouts: Record<string, (e: Expected) => string> = {
  headed: (e) => [e.title, '', 'Ingredients', ...lineList(e), '', 'Method', ...(e.instructions_list ?? [])].join('\n'),
  markdown: (e) =>
    [
      `# ${e.title}`,
      '',
      '## Ingredients',
      ...lineList(e).map((l) => `- ${l}`),
      '',
      '## Instructions',
      ...(e.instructions_list ?? []).map((s, i) => `${i + 1}. ${s}`),
    ].join('\r\n'),
  'no headings': (e) =>
    [e.title, '', ...lineList(e), '', ...(e.instructions_list ?? []).flatMap((s) => [s, ''])].join('\n'),
};
for (const [name, write] of Object.entries(layouts)) {
  const s = empty();
  for (const { expected } of all) score(write(expected), expected, s);
  report(`plain, ${name}`, s);
}
