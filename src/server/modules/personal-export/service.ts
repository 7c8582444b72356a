import { RecipeSummarySchema, type FullRecipe } from '#domain/recipe.ts';
import type { ListService } from '../shopping-lists/index.ts';
import type { PreferenceService } from '../preferences/index.ts';
import type { SuggestionService } from '../suggestions/index.ts';
import type { UserService } from '../users/index.ts';

/** Collects every page of a paged answer. */
async function allPages<T>(read: (page: number) => Promise<{ rows: T[]; count: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await read(page);
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || rows.length >= answer.count) return rows;
  }
}

const summaries = (recipes: FullRecipe[]) => recipes.map((r) => RecipeSummarySchema.parse(r));

/**
 * GET /api/user/me/export (API.md, "Export"): everything the caller owns, as the API answers it, and
 * nothing of anyone else: no password hash, token or calendar address.
 */
export function createPersonalExportService(deps: {
  users: UserService;
  preferences: PreferenceService;
  lists: ListService;
  suggestions: SuggestionService;
  /** Every entry of the caller's household plan. */
  planEntries?: (userId: number) => Promise<unknown[]>;
  /** Every item of the caller's household pantry. */
  pantryItems?: (userId: number) => Promise<unknown[]>;
  /** The caller's own cook-log entries and recipe ratings. */
  cooking?: (userId: number) => Promise<{ entries: unknown[]; ratings: unknown[] }>;
}) {
  return {
    async export(userId: number, now = new Date()) {
      const { isLogged: _isLogged, ...profile } = await deps.users.me(userId);
      return {
        exportedAt: now.toISOString(),
        profile,
        likes: summaries(await deps.preferences.list(userId, 'like')),
        dislikes: summaries(await deps.preferences.list(userId, 'dislike')),
        list: await deps.lists.current(userId),
        history: await allPages((page) => deps.lists.history(userId, page)),
        plan: deps.planEntries ? await deps.planEntries(userId) : [],
        pantry: deps.pantryItems ? await deps.pantryItems(userId) : [],
        cookLog: deps.cooking ? await deps.cooking(userId) : { entries: [], ratings: [] },
        suggestions: await allPages((page) => deps.suggestions.listMine(userId, page)),
      };
    },
  };
}

export type PersonalExportService = ReturnType<typeof createPersonalExportService>;
