import type { Section } from '#domain/recipe-imported.ts';
import { asJson } from '../archive/source-file.ts';
import { oversizedFailure } from './oversized.ts';
import { blankRecipe, type ImportedRecipe, type OpenedFile, type ReadItem, type Reader } from './types.ts';
import { arr, fillTimes, httpUrl, num, obj, str } from './values.ts';

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;

/**
 * KitchenOwl's markdown description: its first paragraph is the description, then the method. Its web
 * scraper writes the page's description, a blank line, then one step per line (recipe-scrapers joins
 * the steps with "\n"), so after the first paragraph every line is a step, as is every list item; an
 * indented line goes on the step before it, and a `###` heading starts a section.
 */
export function splitMarkdown(markdown: string): { description: string | null; steps: string[]; sections: Section[] } {
  const blocks = markdown.split(/\r\n?|\n/).reduce<string[][]>(
    (acc, line) => {
      if (line.replace(/[\s\p{Cf}]/gu, '') === '') acc.push([]);
      else acc.at(-1)!.push(line);
      return acc;
    },
    [[]],
  );
  let description: string | null = null;
  const steps: string[] = [];
  const sections: Section[] = [];
  blocks.forEach((lines, b) => {
    if (lines.length === 0) return;
    if (b === 0 && !LIST_ITEM.test(lines[0]) && !HEADING.test(lines[0])) {
      description = lines.map((l) => l.trim()).join(' ');
      return;
    }
    lines.forEach((line, i) => {
      const heading = HEADING.exec(line);
      if (heading) sections.push({ title: heading[1].trim(), start: steps.length });
      else if (i > 0 && steps.length > 0 && /^\s{2,}/.test(line) && !LIST_ITEM.test(line))
        steps[steps.length - 1] += ` ${line.trim()}`;
      else {
        const step = line.replace(LIST_ITEM, '').trim();
        if (step) steps.push(step);
      }
    });
  });
  return { description, steps, sections: sections.filter((s) => s.start < steps.length) };
}

export function fromKitchenOwlRecipe(r: Record<string, unknown>): ImportedRecipe {
  const md = splitMarkdown(str(r.description));
  const yields = num(r.yields);
  const recipe: ImportedRecipe = {
    ...blankRecipe(str(r.name).trim()),
    description: md.description,
    lines: arr(r.items)
      .map(obj)
      .map((i) => ({ text: [str(i.description).trim(), str(i.name).trim()].filter(Boolean).join(' ') }))
      .filter((l) => l.text),
    steps: md.steps,
    instructionSections: md.sections,
    servings: yields && yields > 0 ? Math.round(yields) : null,
    ...fillTimes(num(r.prep_time) || null, num(r.cook_time) || null, num(r.time) || null),
    url: httpUrl(r.source),
    keywords: arr(r.tags)
      .map((t) => (typeof t === 'string' ? t : str(obj(t).name)).trim())
      .filter(Boolean),
  };
  const photo = str(r.photo).trim();
  // A bare file name lives on the old server and is never fetched; only an address is.
  if (photo) {
    const url = httpUrl(photo);
    if (url) recipe.pictureUrl = url;
    else recipe.warnings.push(`The picture "${photo}" is a file on the old server and was not in the export.`);
  }
  return recipe;
}

const isExport = (v: unknown) => {
  const r = obj(v);
  return Array.isArray(r.recipes) && ('member' in r || 'shoppinglists' in r || 'planner_feature' in r || 'items' in r);
};

/** KitchenOwl's household export, one JSON document. */
export const kitchenOwlReader: Reader = {
  format: 'kitchenowl',
  detect: (view) => view.bytes !== null && isExport(asJson(view.bytes)),
  async open(view): Promise<OpenedFile> {
    const recipes = arr(obj(asJson(view.bytes!)).recipes).map(obj);
    async function* items(): AsyncGenerator<ReadItem> {
      for (const [i, r] of recipes.entries()) {
        const entry = `recipes[${i}]`;
        const refused = oversizedFailure(r, entry);
        if (refused) {
          yield refused;
          continue;
        }
        const recipe = fromKitchenOwlRecipe(r);
        yield recipe.name ? { entry, recipe } : { entry, name: entry, failure: 'The recipe has no name.' };
      }
    }
    return { total: recipes.length, items: items() };
  },
};
