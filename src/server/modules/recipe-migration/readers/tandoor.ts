import type { Section } from '#domain/recipe-imported.ts';
import { lineText } from '#domain/recipe-lines.ts';
import { EntryError, MigrationFileError } from '../archive/limits.ts';
import { readJsonEntry, type FileView } from '../archive/source-file.ts';
import { oversizedFailure } from './oversized.ts';
import type { ZipArchive } from '../archive/zip.ts';
import {
  blankRecipe,
  type ImportedLine,
  type ImportedRecipe,
  type OpenedFile,
  type ReadItem,
  type Reader,
} from './types.ts';
import { arr, fillTimes, httpUrl, num, obj, str } from './values.ts';

type Row = Record<string, unknown>;
const byOrder = (list: Row[]) => [...list].sort((a, b) => (Number(a.order) || 0) - (Number(b.order) || 0));

function tandoorLine(i: Row): ImportedLine {
  const food = str(obj(i.food).name).trim();
  const unit = str(obj(i.unit).name).trim();
  const note = str(i.note).trim();
  const amount = num(i.amount);
  const qty = i.no_amount === true || !amount || amount <= 0 ? null : amount;
  if (!food) return { text: [qty, unit, note].filter(Boolean).join(' ') };
  const text = lineText({ name: food, qty, qtyMax: null, measurement: unit || 'whole', comment: note });
  return { text, qty, qtyMax: null, unit: unit || null, food, comment: note || null };
}

/** Tandoor's step templates written out: `{{ ingredients[0] }}` as the line, `{{ scale(100) }}` as 100. */
function renderTemplates(text: string, stepLines: ImportedLine[]): string {
  return text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (_m, expr: string) => {
    const ing = /^ingredients\[(\d+)\](?:\.(\w+))?/.exec(expr);
    if (ing) {
      const line = stepLines[Number(ing[1])];
      if (!line) return '';
      if (ing[2] === 'amount') return line.qty === null || line.qty === undefined ? '' : String(line.qty);
      if (ing[2] === 'unit') return line.unit ?? '';
      if (ing[2] === 'food') return line.food ?? '';
      return line.text;
    }
    const scale = /^scale\(\s*([\d.]+)\s*\)/.exec(expr);
    return scale ? scale[1] : expr;
  });
}

/** One `recipe.json` of Tandoor's export. */
export function fromTandoorRecipe(r: Row): ImportedRecipe {
  const recipe = blankRecipe(str(r.name).trim());
  const lines: ImportedLine[] = [];
  const ingredientSections: Section[] = [];
  const steps: string[] = [];
  const instructionSections: Section[] = [];
  for (const step of byOrder(arr(r.steps).map(obj))) {
    const stepLines: ImportedLine[] = [];
    for (const i of byOrder(arr(step.ingredients).map(obj))) {
      if (i.is_header === true) {
        const title = str(i.note).trim() || str(obj(i.food).name).trim();
        if (title) ingredientSections.push({ title, start: lines.length });
        continue;
      }
      const line = tandoorLine(i);
      stepLines.push(line);
      if (line.text) lines.push(line);
    }
    const title = str(step.name).trim();
    if (title) instructionSections.push({ title, start: steps.length });
    const text = renderTemplates(str(step.instruction), stepLines).trim();
    if (text) steps.push(text);
  }
  const servings = num(r.servings);
  const servingsText = str(r.servings_text).trim();
  return {
    ...recipe,
    description: str(r.description).trim() || null,
    lines,
    ingredientSections: ingredientSections.filter((s) => s.start < lines.length),
    steps,
    instructionSections: instructionSections.filter((s) => s.start < steps.length),
    servings: servings && servings > 0 ? Math.round(servings) : null,
    yieldText: servingsText ? (servings ? `${servings} ${servingsText}` : servingsText) : null,
    ...fillTimes(num(r.working_time), num(r.waiting_time), null),
    url: httpUrl(r.source_url),
    keywords: arr(r.keywords)
      .map((k) => str(obj(k).name).trim())
      .filter(Boolean),
  };
}

async function readInner(view: FileView, index: number): Promise<ReadItem> {
  const outer = view.entries[index];
  let inner: ZipArchive | undefined;
  try {
    inner = await view.zip!.openNested(outer.entry);
    if (inner.entries.some((e) => e.name.toLowerCase().endsWith('.zip')))
      throw new MigrationFileError(
        `The file nests archives more than two levels deep ("${outer.path}" holds another zip); Tandoor's export has two.`,
      );
    const json = inner.entries.find((e) => e.name.split('/').pop() === 'recipe.json');
    if (!json) return { entry: outer.path, name: outer.path, failure: 'The recipe zip holds no recipe.json.' };
    const raw = obj(await readJsonEntry(inner, json));
    const refused = oversizedFailure(raw, outer.path);
    if (refused) return refused;
    const recipe = fromTandoorRecipe(raw);
    if (!recipe.name) return { entry: outer.path, name: outer.path, failure: 'The recipe has no name.' };
    const image = inner.entries.find((e) => /^image\.[a-z0-9]+$/i.test(e.name.split('/').pop() ?? ''));
    if (image) {
      try {
        recipe.picture = await inner.read(image, 10 * 1024 * 1024);
      } catch (err) {
        if (!(err instanceof EntryError)) throw err;
        recipe.warnings.push(`The picture was left out: ${err.message}.`);
      }
    }
    return { entry: outer.path, recipe };
  } catch (err) {
    if (err instanceof EntryError) return { entry: outer.path, name: outer.path, failure: `The entry ${err.message}.` };
    throw err;
  } finally {
    inner?.close();
  }
}

/** Tandoor's default export: a zip holding one `<id>.zip` per recipe (`recipe.json`, `image.*`). */
export const tandoorReader: Reader = {
  format: 'tandoor',
  detect: (view) => view.entries.length > 0 && view.entries.some((e) => e.path.toLowerCase().endsWith('.zip')),
  async open(view): Promise<OpenedFile> {
    const indexes = view.entries.flatMap((e, i) => (e.path.toLowerCase().endsWith('.zip') ? [i] : []));
    async function* items() {
      for (const i of indexes) yield readInner(view, i);
    }
    return { total: indexes.length, items: items() };
  },
};
