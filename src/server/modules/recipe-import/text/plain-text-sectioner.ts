import type { Section } from '../extract/ingredient-lines.ts';
import { bestParts, emptyParts, openSection, type RecipeParts } from './recipe-parts.ts';
import { headingTitle, mayBePlainHeading } from './headings.ts';
import { readMetadata, type TextMetadata } from './text-metadata.ts';
import {
  isAmountAlone,
  isIngredientLike,
  isStepLike,
  startsWithQuantity,
  startsWithVerb,
  textLines,
  type TextLine,
} from './text-lines.ts';

/** A recipe as plain text says it, before any line is parsed. */
interface SectionedText extends TextMetadata {
  /** The first non-empty line that is no heading, or null when the text starts with its lines. */
  name: string | null;
  description: string | null;
  ingredients: string[];
  ingredientSections: Section[];
  steps: string[];
  instructionSections: Section[];
}

type Mode = 'intro' | 'ingredients' | 'steps' | 'other';

// "Ingredients for the cake", "Method for the sauce": the section and a sub-section's title at once.
const PREFIXED = /^(?:ingredients?|method|instructions?|directions?)\s+(?:for|of)\b/i;

/** The title: the first non-blank line before any content, unless it is a heading of a section or a line. */
function titleIndex(lines: TextLine[]): number {
  const first = lines.findIndex((line) => !line.blank && !line.metadata);
  if (first === -1) return -1;
  const line = lines[first];
  if (line.kind || line.numbered || line.bulleted || line.raw.length > 150) return -1;
  if (!startsWithQuantity(line.text)) return first;
  // "20-Minute Chicken" above a heading is a title; "2 eggs" above "1 cup milk" is a line.
  const next = lines.slice(first + 1).find((l) => !l.blank && !l.metadata);
  return next && (next.kind || next.heading || !isIngredientLike(next)) ? first : -1;
}

/**
 * Splits plain text into title, servings, times, ingredient lines and steps, by headings when it has
 * them and by the form of each line when it has none (docs/decisions/bring-in-text.md).
 */
export function sectionPlainText(text: string): SectionedText {
  const lines = textLines(text);
  const title = titleIndex(lines);
  const done: RecipeParts[] = [];
  let parts = emptyParts(false);
  const description: string[] = [];
  // The index of the first "Method" heading from each line on: ingredient lines may run up to it.
  const nextStepsHeading = new Array<number>(lines.length + 1).fill(Infinity);
  for (let i = lines.length - 1; i >= 0; i--) {
    const kind = lines[i].kind;
    nextStepsHeading[i] = kind === 'steps' ? i : nextStepsHeading[i + 1];
  }

  let mode: Mode = 'intro';
  let pending: string | null = null;
  let stepOpen = false;
  let numberedSteps = false;
  let lastWasLine = false;

  const section = (list: string[], sections: Section[]) => {
    if (pending !== null) openSection(list, sections, pending);
    pending = null;
  };
  // An amount alone ("400 g") joins the food beside it: the line before when that has no amount, else the next.
  let heldAmount: string | null = null;
  const addIngredient = (line: TextLine) => {
    const list = parts.ingredients;
    const last = list.at(-1);
    if (isAmountAlone(line.text) && pending === null) {
      if (last !== undefined && lastWasLine && !startsWithQuantity(last))
        list[list.length - 1] = `${line.text} ${last}`;
      else heldAmount = line.text;
      return;
    }
    section(list, parts.ingredientSections);
    list.push(heldAmount !== null && !startsWithQuantity(line.text) ? `${heldAmount} ${line.text}` : line.text);
    heldAmount = null;
    lastWasLine = true;
  };
  const addStep = (line: TextLine, previous: TextLine | undefined) => {
    const steps = parts.steps;
    if (line.numbered) numberedSteps = true;
    const previousText = steps.at(-1) ?? '';
    // A bare "Step 5" takes the text that follows it, even after a blank line.
    const bare = steps.length > 0 && previousText === '' && !line.numbered;
    const continues =
      bare ||
      (stepOpen &&
        !line.numbered &&
        !line.bulleted &&
        previous !== undefined &&
        !previous.blank &&
        (numberedSteps || !/[.!?)]$/.test(previousText) || /^\p{Ll}/u.test(line.text)));
    if (continues) {
      steps[steps.length - 1] = previousText ? `${previousText} ${line.text}` : line.text;
    } else {
      section(steps, parts.instructionSections);
      steps.push(line.text);
    }
    stepOpen = true;
  };
  // An "Ingredients" heading starts the recipe: what was guessed before it was the introduction, and a
  // second one starts another candidate (bestParts keeps one).
  const startIngredients = () => {
    if (!parts.headed) parts = emptyParts(true);
    else if (parts.ingredients.length > 0) {
      done.push(parts);
      parts = emptyParts(true);
    }
  };
  // The next line with content after each line, found once from the end (a huge paste stays linear).
  const nextContentAt = new Array<number>(lines.length + 1).fill(-1);
  for (let i = lines.length - 1; i > 0; i--) {
    nextContentAt[i - 1] = !lines[i].blank && !lines[i].metadata ? i : nextContentAt[i];
  }
  const nextContent = (from: number) => (nextContentAt[from] === -1 ? undefined : lines[nextContentAt[from]]);

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const previous = lines[i - 1];
    if (line.blank) {
      stepOpen = false;
      continue;
    }
    if (i === title || line.metadata) continue;
    const kind = line.kind;
    if (kind) {
      if (kind === 'ingredients') startIngredients();
      else parts.headed = true;
      mode = kind;
      pending = null;
      stepOpen = false;
      numberedSteps = false;
      continue;
    }
    if (PREFIXED.test(headingTitle(line.raw)) && (line.heading || line.raw.length <= 60)) {
      mode = /^ingredient/i.test(line.raw.replace(/^[#*_\s]+/, '')) ? 'ingredients' : 'steps';
      pending = headingTitle(line.raw);
      stepOpen = false;
      continue;
    }
    if (mode === 'other') continue;
    if (line.heading || isPlainHeading(line, previous, nextContent(i), mode)) {
      pending = headingTitle(line.raw);
      lastWasLine = false;
      stepOpen = false;
      continue;
    }
    if (mode === 'ingredients') {
      // Before a "Method" heading further on, every line is an ingredient; without one, a step ends them.
      if (nextStepsHeading[i] === Infinity && isStepLike(line) && !withinLines(line, previous, lines[i + 1]))
        mode = 'steps';
      else {
        addIngredient(line);
        continue;
      }
    }
    if (mode === 'intro') {
      if (isIngredientLike(line)) {
        mode = 'ingredients';
        addIngredient(line);
        continue;
      }
      if (!line.numbered && !(parts.ingredients.length > 0 && isStepLike(line))) {
        description.push(line.text);
        continue;
      }
      mode = 'steps';
    }
    addStep(line, previous);
  }

  const best = bestParts([...done, parts]);
  return {
    name: title === -1 ? null : headingTitle(lines[title].raw) || null,
    description: description.join(' ').slice(0, 2000) || null,
    ingredients: best.ingredients,
    ingredientSections: best.ingredientSections,
    steps: best.steps.at(-1) === '' ? best.steps.slice(0, -1) : best.steps,
    instructionSections: best.instructionSections.filter((s) => s.start < best.steps.filter(Boolean).length),
    ...readMetadata(lines.filter((line) => line.metadata).map((line) => line.text || line.raw)),
  };
}

/**
 * A short plain line ("Sauce", "Make the filling") heads a group when its place says so: in the lines,
 * an unbulleted line before a bulleted one or a line with an amount; in the method, a line after a
 * finished step, before a numbered or capitalised one, that does not start with a cooking verb.
 */
function isPlainHeading(line: TextLine, previous: TextLine | undefined, next: TextLine | undefined, mode: Mode) {
  if (!next || line.numbered || line.bulleted || next.kind) return false;
  // Before a heading ("Cake", then "For the batter:"), a short plain line is the outer heading.
  if (next.heading) return mayBePlainHeading(line.text, 4) && !startsWithQuantity(line.text);
  if (mode === 'steps') {
    const afterStep =
      !previous || previous.blank || /[.!?)]$/.test(previous.text) || previous.heading || !!previous.kind;
    return (
      mayBePlainHeading(line.text, 5) &&
      !startsWithVerb(line.text) &&
      afterStep &&
      (next.numbered || /^\p{Lu}/u.test(next.text))
    );
  }
  // "Pastrami" above "400 g" is a food whose amount sits in the next cell, no heading.
  if (!mayBePlainHeading(line.text, 4) || startsWithQuantity(line.text) || isAmountAlone(next.text)) return false;
  // "Salt" amid the lines is a line: a group's heading stands after a break, or unbulleted among bullets.
  if (next.bulleted) return true;
  const atBreak = !previous || previous.blank || previous.heading || previous.kind !== null;
  return atBreak && startsWithQuantity(next.text);
}

/** A line between two ingredient lines with no break is one too, however it reads (a long note line). */
function withinLines(line: TextLine, previous: TextLine | undefined, next: TextLine | undefined): boolean {
  return !line.numbered && !!previous && !previous.blank && !!next && !next.blank && startsWithQuantity(next.text);
}
