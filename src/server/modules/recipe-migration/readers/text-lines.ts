import type { Section } from '#domain/recipe-imported.ts';
import type { ImportedLine } from './types.ts';

/** A heading among text lines: "For the sauce:", or a line in capitals with no amount. */
const isHeading = (line: string) =>
  line.length <= 80 && !/\d/.test(line) && (/:\s*$/.test(line) || (/^[^a-z]+$/.test(line) && /[A-Z]/.test(line)));

/** Text ingredient lines (one per line) with their headings as sections. */
export function textLines(text: string): { lines: ImportedLine[]; sections: Section[] } {
  const lines: ImportedLine[] = [];
  const sections: Section[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (isHeading(line)) sections.push({ title: line.replace(/:\s*$/, '').trim(), start: lines.length });
    else lines.push({ text: line });
  }
  return { lines, sections: sections.filter((s) => s.start < lines.length) };
}

/** Invisible characters a "blank" line may still hold (zero-width space, word joiner, BOM, soft hyphen). */
const INVISIBLE = /[\s\p{Cf}]/gu;
const isBlank = (line: string) => line.replace(INVISIBLE, '') === '';
/** "1", "1.", "Step 2:", "STEP 3 -": a label on its own, whose step is the next paragraph. */
const STEP_LABEL = /^(step\s*)?\d+\s*[.):-]?$/i;
const STEP_NUMBER = /^\s*(step\s*)?\d+[.):]\s*/i;
/** Names for the whole method, which head it in some exports and add nothing as a section. */
const METHOD_HEADING = /^(directions|instructions|method|preparation|steps)$/i;

/**
 * Steps from a text of paragraphs (Paprika `directions`): split on blank lines, where a line with only
 * spaces or invisible characters is blank and any line break (CRLF, CR, U+2028) counts. A leading "1."
 * or "Step 1:" is dropped; a paragraph that is only such a label, or holds no letter or digit, is no
 * step; a one-line heading ending in ":" starts a section ("For the sauce:"), except a name for the
 * whole method ("Directions:"), which is dropped.
 */
export function textSteps(text: string): { steps: string[]; sections: Section[] } {
  const paragraphs: string[][] = [[]];
  for (const line of text.split(/\r\n|[\n\r\u2028\u2029]/)) {
    if (isBlank(line)) paragraphs.push([]);
    else paragraphs.at(-1)!.push(line.trim());
  }
  const steps: string[] = [];
  const sections: Section[] = [];
  for (const lines of paragraphs) {
    if (lines.length === 0) continue;
    const joined = lines.join('\n');
    const plain = joined.replace(INVISIBLE, ' ').trim();
    if (!/[\p{L}\p{N}]/u.test(plain) || STEP_LABEL.test(plain)) continue;
    if (lines.length === 1 && isHeading(plain) && /:\s*$/.test(plain)) {
      const title = plain.replace(/:\s*$/, '').trim();
      if (!METHOD_HEADING.test(title)) sections.push({ title, start: steps.length });
      continue;
    }
    const step = joined.replace(STEP_NUMBER, '').trim();
    if (step) steps.push(step);
  }
  return { steps, sections: sections.filter((s) => s.start < steps.length) };
}
