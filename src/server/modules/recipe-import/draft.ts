export { RecipeDraftSchema, type RecipeDraft } from '#domain/recipe-draft.ts';

export type { LineParser } from '#domain/recipe-lines.ts';
