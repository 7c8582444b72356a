/**
 * Search for GET /api/recipes?q= (docs/decisions/recipes.md, `q`): every word of the search starts a word of
 * the name or of a keyword (full-text search, prefix); when no name has them all, words close to the search's words count too
 * (pg_trgm word similarity on the names' vocabulary, threshold set per connection in client.ts: one
 * wrong letter in 'chiken'). Best matches first. The list query takes its condition, rank and parameters from here, so the search is written in
 * one place. Every part is a placeholder of a prepared query.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { recipeNameWords, recipes } from '../../db/schema.ts';

/** Words of a search that must each match; later words only count towards the rank. */
export const MAX_SEARCH_WORDS = 4;

/** Escapes LIKE's wildcards so that `q` matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Words of a search: letters and digits only, so no character can change a tsquery's meaning. */
export function searchWords(q: string): string[] {
  return q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** How many words must match: the part of the SQL's shape that the search decides. */
export function searchShape(q: string): number {
  return Math.min(searchWords(q).length, MAX_SEARCH_WORDS);
}

const word = (i: number) => sql.placeholder(`searchWord${i}`);
const prefix = (i: number) => sql.placeholder(`searchPrefix${i}`);
const allPrefixes = sql.placeholder('searchPrefixes');
const like = sql.placeholder('searchLike');
const prefixText = sql.placeholder('searchPrefixText');

/**
 * The expression the full-text index (idx_recipes_search_fts, migration 0011) is built on: the name and
 * the keywords, joined by the IMMUTABLE function recipe_search_text so that it can be indexed.
 */
const nameVector = sql`to_tsvector('simple', recipe_search_text(${recipes.name}, ${recipes.keywords}))`;

/**
 * Exact: every word of the search starts a word of the name or keywords (one full-text query on its GIN
 * index).
 * Near (`fuzzy`, for a search that matches no name exactly): each of the first `words` words either
 * starts a word of the name or is close to a word of the names' vocabulary (`recipe_name_words`,
 * pg_trgm `<%` on its trigram index: 'chiken' → 'chicken'), and the name has one of those words. The
 * correction runs once per query on the small vocabulary, so the names are still read through the
 * full-text index only; comparing the search with every candidate name (`word <% name`) cost 25 µs a
 * name. A search of no letters or digits ('%%') matches names that hold it as written.
 */
export function searchCondition(words: number, fuzzy: boolean): SQL {
  if (words === 0) return sql`${recipes.name} ilike ${like}`;
  if (!fuzzy) return sql`${nameVector} @@ to_tsquery('simple', ${allPrefixes})`;
  const each = Array.from({ length: words }, (_, i) => {
    const corrected = sql`(select to_tsquery('simple', string_agg(${recipeNameWords.word} || ':*', ' | ')) from ${recipeNameWords} where ${word(i)} <% ${recipeNameWords.word})`;
    return sql`(to_tsquery('simple', ${prefix(i)}) || coalesce(${corrected}, ''::tsquery))`;
  });
  return sql`${nameVector} @@ (${sql.join(each, sql` && `)})`;
}

/**
 * The name starts with the search, ignoring case: a range of `lower(name)` in byte order, which the
 * btree index idx_recipes_name_prefix (migration 0012) serves with a placeholder too (a LIKE prefix is
 * only indexable with a constant). chr(1114111) is the last code point, so the range holds every name
 * that continues the search.
 */
export function startsWithSearch(name: AnyColumn = recipes.name): SQL {
  const lowered = sql`lower(${name}) collate "C"`;
  return sql`(${lowered} >= lower(${prefixText}) and ${lowered} < lower(${prefixText}) || chr(1114111))`;
}

/**
 * The order of the matches, best first: names that start with the search, then shorter names (fewer
 * other words: 'Chicken Curry' before 'Thai Green Chicken Curry with Jasmine Rice'), then the caller's
 * order. search-walk-repository.ts walks the same order through indexes when a word is common.
 */
export function searchOrder(name: AnyColumn = recipes.name): SQL[] {
  return [sql`${startsWithSearch(name)} desc`, sql`length(${name})`];
}

/** The values of the placeholders for a search. */
export function searchValues(q: string): Record<string, string> {
  const words = searchWords(q);
  const values: Record<string, string> = {
    searchPrefixes: words.map((w) => `${w}:*`).join(' & '),
    searchLike: `%${escapeLike(q)}%`,
    searchPrefixText: q,
  };
  words.slice(0, MAX_SEARCH_WORDS).forEach((w, i) => {
    values[`searchWord${i}`] = w;
    values[`searchPrefix${i}`] = `${w}:*`;
  });
  return values;
}
