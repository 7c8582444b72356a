import type { Section } from './ingredient-lines.ts';
import { asList, cleanText } from './text.ts';

type Node = Record<string, unknown>;

function typesOf(node: Node): string[] {
  const t = node['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string').map((x) => x.toLowerCase());
}

/** Splits a block of text a site gave as one string into its paragraphs or list items. */
function splitBlock(raw: string): string[] {
  return raw
    .split(/\r?\n|\r|<br\s*\/?>|<\/(?:li|p|div|h\d)>/i)
    .map(cleanText)
    .filter(Boolean);
}

/**
 * The method as steps in order: plain strings (one block or many), HowToStep (text, else name),
 * HowToSection and ItemList (their itemListElement, with the section's name as a title).
 */
export function instructionSteps(value: unknown): { steps: string[]; sections: Section[] } {
  const steps: string[] = [];
  const sections: Section[] = [];
  const visit = (item: unknown, depth: number) => {
    if (depth > 6) return;
    if (typeof item === 'string') {
      steps.push(...splitBlock(item));
      return;
    }
    if (Array.isArray(item)) {
      for (const child of item) visit(child, depth + 1);
      return;
    }
    if (!item || typeof item !== 'object') return;
    const node = item as Node;
    const types = typesOf(node);
    const children = node.itemListElement ?? (types.includes('howtosection') ? node.steps : undefined);
    if (children !== undefined) {
      const title = cleanText(node.name);
      if (title && types.includes('howtosection')) sections.push({ title, start: steps.length });
      for (const child of asList(children)) visit(child, depth + 1);
      return;
    }
    const text = typeof node.text === 'string' ? node.text : typeof node.name === 'string' ? node.name : '';
    steps.push(...splitBlock(text));
  };
  visit(value, 0);
  return { steps, sections };
}
