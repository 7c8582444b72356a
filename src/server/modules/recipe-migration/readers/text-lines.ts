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
