/** The part a section heading starts: the ingredient lines, the method, or a part to skip (notes). */
export type SectionKind = 'ingredients' | 'steps' | 'other';

// English first; then the words of the languages the app's captured pages use (de, fr, es, it, pt, nl, sv,
// da, no, pl, fi), as a pasted page in them heads its parts the same way.
const INGREDIENTS =
  /^(?:ingredients?(?: list)?|what you(?:'|’)?ll need|you(?:'|’)?ll need|you will need|shopping list|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|ingredienser|składniki|ainekset)$/i;
const STEPS =
  /^(?:method|instructions?|directions?|preparation|steps|procedure|how to make(?: it| them)?|here(?:'|’)?s how to make it|cooking instructions|method of preparation|zubereitung|anleitung|préparation|preparación|preparazione|modo de preparo|bereiding|bereidingswijze|gör så här|tillagning|fremgangsmåde|fremgangsmåte|slik gjør du|przygotowanie|sposób przygotowania|valmistus|ohje)$/i;
// Parts that are no lines nor steps: a recipe's notes, and a page's chrome after its recipe (comments,
// related recipes), which a pasted page's visible text carries.
const OTHER =
  /^(?:notes?|tips?|cook(?:'|’)?s? notes?|recipe notes?|equipment|nutrition(?: facts| information)?|storage|serving suggestions?|variations?|comments?|\d+ comments?|leave a (?:reply|comment)|reviews?|related(?: recipes| posts)?|you (?:may|might) also like|more recipes|similar recipes)$/i;

const MARKDOWN = /^#{1,6}\s+/;
const BOLD = /^(?:\*\*|__)(.+?)(?:\*\*|__)$/;

/** A heading's title as written, without markdown marks, bold marks or a trailing colon. */
export function headingTitle(text: string): string {
  let title = text
    .replace(MARKDOWN, '')
    .replace(/\s+#+\s*$/, '')
    .trim();
  const bold = BOLD.exec(title);
  if (bold) title = bold[1].trim();
  return title.replace(/\s*:$/, '').trim();
}

/** The kind of a section heading by its words ("Ingredients:", "## Method"), or null for any other text. */
export function sectionKind(text: string): SectionKind | null {
  const title = headingTitle(text);
  if (INGREDIENTS.test(title)) return 'ingredients';
  if (STEPS.test(title)) return 'steps';
  if (OTHER.test(title)) return 'other';
  return null;
}

/** A markdown heading (`# …`) or a line wholly in bold (`**For the sauce**`). */
export function isMarked(text: string): boolean {
  return MARKDOWN.test(text) || BOLD.test(text);
}

/** An underline of === or --- (three or more) that makes the line above a heading. */
export const UNDERLINE = /^(?:={3,}|-{3,})$/;

const MAX_HEADING_WORDS = 8;

/**
 * A line that reads as a heading by its form alone: marked, ending in a colon, ALL CAPS, or "For the
 * sauce". A digit only in a heading with its colon ("For part 2:"), never at its start; never a long one.
 */
export function looksLikeHeading(text: string): boolean {
  if (isMarked(text)) return true;
  if (text.length > 60 || text.split(/\s+/).length > MAX_HEADING_WORDS) return false;
  // "For part 2:", "Sauce (for 4):" head a group; "2 eggs:" or "Salt: 1 tsp" do not.
  if (/:$/.test(text) && !/^[\d½¼¾⅓⅔⅛]/.test(text)) return true;
  if (/\d/.test(text)) return false;
  if (/^for (?:the |a |an )?\p{L}[\p{L} '’-]*$/iu.test(text) && text.split(/\s+/).length <= 5) return true;
  return /\p{Lu}{3}/u.test(text) && text === text.toUpperCase() && /^[\p{Lu}\s&'’-]+$/u.test(text);
}

// A line that ends on one of these words goes on in the next line: it is a wrapped step, no heading.
const CONNECTOR = /\b(?:and|or|the|a|an|with|to|of|in|into|on|for|until|then|from|at|by|over)$/i;

/**
 * A short plain line that may head a group ("Sauce", "Make the filling"): a few words, a capital first,
 * no digit, no closing punctuation and no connector at its end. Whether it is one depends on its place.
 */
export function mayBePlainHeading(text: string, maxWords: number): boolean {
  if (text.length > 50 || /\d/.test(text) || /[.,;!?]$/.test(text) || CONNECTOR.test(text)) return false;
  return /^\p{Lu}/u.test(text) && text.split(/\s+/).length <= maxWords;
}
