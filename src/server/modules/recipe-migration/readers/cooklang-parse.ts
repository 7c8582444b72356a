import { parse as parseYaml } from 'yaml';
import { ArchiveLimits as L, EntryError } from '../archive/limits.ts';
import type { Section } from '#domain/recipe-imported.ts';
import type { ImportedLine } from './types.ts';

export interface CooklangRecipe {
  meta: Record<string, unknown>;
  lines: ImportedLine[];
  steps: string[];
  sections: Section[];
}

const STOP = /[@#~\n]/;

function amountOf(q: string): number | null {
  const t = q.replace(/^=/, '').trim();
  const frac = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (frac) return Number(frac[2]) ? Number(frac[1]) / Number(frac[2]) : null;
  const n = Number(t.replace(',', '.'));
  return t && Number.isFinite(n) && n > 0 ? n : null;
}

/** Reads the token at `i` (an @, # or ~): its name, the {…} content and the (…) note, and where it ends. */
function token(text: string, i: number) {
  const rest = text.slice(i + 1);
  const stop = rest.search(STOP);
  const brace = rest.indexOf('{');
  let name: string;
  let braces: string | null = null;
  let end: number;
  if (brace !== -1 && (stop === -1 || brace < stop)) {
    const close = rest.indexOf('}', brace);
    if (close === -1) return null;
    name = rest.slice(0, brace);
    braces = rest.slice(brace + 1, close);
    end = i + 1 + close + 1;
  } else {
    const word = /^[^\s.,;:!?()[\]{}@#~]+/.exec(rest);
    if (!word) return null;
    name = word[0];
    end = i + 1 + word[0].length;
  }
  let note: string | null = null;
  if (text[end] === '(') {
    const close = text.indexOf(')', end);
    if (close !== -1) {
      note = text.slice(end + 1, close);
      end = close + 1;
    }
  }
  return { name: name.replace(/^\.\//, '').trim(), braces, note, end };
}

const quantityWords = (braces: string | null) => {
  if (!braces) return { qty: '', unit: '' };
  const [q, u = ''] = braces.split('%');
  return { qty: q.replace(/^=/, '').trim(), unit: u.trim() };
};

/** A step with its markup written out as words, collecting the ingredient lines it names. */
function writeOut(step: string, lines: ImportedLine[]): string {
  let out = '';
  let i = 0;
  while (i < step.length) {
    const c = step[i];
    if (c === '@' || c === '#' || c === '~') {
      const t = token(step, i);
      if (t) {
        const { qty, unit } = quantityWords(t.braces);
        if (c === '@') {
          const food = t.name.split('/').pop() ?? t.name;
          const text = [qty, unit, food].filter(Boolean).join(' ') + (t.note ? `, ${t.note}` : '');
          lines.push({ text, qty: amountOf(qty), qtyMax: null, unit: unit || null, food, comment: t.note });
          out += food;
        } else if (c === '#') out += t.name;
        else out += [qty, unit].filter(Boolean).join(' ') || t.name;
        i = t.end;
        continue;
      }
    }
    out += c;
    i++;
  }
  return out.replace(/[ \t]+/g, ' ').trim();
}

/** How deep `[` and `{` nest, outside quotes: the YAML parser recurses once a level. */
function flowDepth(yaml: string): number {
  let depth = 0;
  let deepest = 0;
  let quote: string | null = null;
  for (const c of yaml) {
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') deepest = Math.max(deepest, ++depth);
    else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
    else if (c === '\n') quote = null;
  }
  return deepest;
}

/** The front matter within its bounds; a recipe whose front matter is too big or broken fails with why. */
function readFrontMatter(yaml: string): unknown {
  if (yaml.length > L.maxFrontMatterBytes)
    throw new EntryError(`has front matter longer than ${L.maxFrontMatterBytes / 1024} KiB`);
  if (flowDepth(yaml) > L.maxFrontMatterDepth)
    throw new EntryError(`has front matter nested more than ${L.maxFrontMatterDepth} levels deep`);
  try {
    return parseYaml(yaml, { maxAliasCount: 50 });
  } catch (err) {
    throw new EntryError(`has front matter that is not valid YAML (${(err as Error).message.split('\n')[0]})`);
  }
}

/** A Cooklang file: YAML front matter (or `>> key: value`), steps, sections; comments dropped. */
export function parseCooklang(source: string): CooklangRecipe {
  let text = source.replace(/\r\n/g, '\n');
  let meta: Record<string, unknown> = {};
  const front = /^---\n([\s\S]*?)\n---\s*(\n|$)/.exec(text);
  if (front) {
    const parsed = readFrontMatter(front[1]);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) meta = parsed as Record<string, unknown>;
    text = text.slice(front[0].length);
  }
  text = text.replace(/\[-[\s\S]*?-\]/g, '').replace(/--.*$/gm, '');
  const lines: ImportedLine[] = [];
  const steps: string[] = [];
  const sections: Section[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const kept: string[] = [];
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      const old = /^>>\s*([^:]+):\s*(.*)$/.exec(line);
      if (old) meta[old[1].trim()] = old[2].trim();
      else if (/^=+/.test(line)) sections.push({ title: line.replace(/^=+|=+$/g, '').trim(), start: steps.length });
      else if (line.startsWith('>')) continue;
      else if (line) kept.push(line.replace(/\\$/, ''));
    }
    const step = writeOut(kept.join(' '), lines);
    if (step) steps.push(step);
  }
  return { meta, lines, steps, sections: sections.filter((s) => s.title && s.start < steps.length) };
}
