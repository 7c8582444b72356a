export { RecipeDraftSchema, type RecipeDraft } from '#domain/recipe-draft.ts';

export type { LineParser, ParsedLine } from '#domain/recipe-lines.ts';
