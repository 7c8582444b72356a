import { ERROR_MESSAGES } from '#domain/error-codes.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { guardedFetch, type GuardedFetchOptions } from '../../lib/guarded-fetch.ts';
import type { LineParser, RecipeDraft } from './draft.ts';
import { extractRecipe } from './extract/extract-recipe.ts';
import { toDraft } from './to-draft.ts';

export const NO_RECIPE = ERROR_MESSAGES.NO_RECIPE_DATA;
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
export const USER_AGENT =
  'HelloKitchen-RecipeImport/1.0 (+https://github.com/hello-kitchen; fetches one recipe page on an admin request)';

export interface RecipeImportDeps {
  allowedHosts: string[];
  timeoutMs: number;
  parseLine: LineParser;
  /** The URL of a user's suggestion; throws 404 for an unknown id. */
  suggestionUrl: (id: number) => Promise<string>;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A page's text as PostgreSQL can store it: NUL characters removed and lone UTF-16 surrogates (which
 * have no UTF-8 form) replaced by U+FFFD. A page is a third party's content, not the admin's input, so a
 * stray NUL in it is cleaned rather than refused: every text of the draft then saves as it is.
 */
export function cleanPage(html: string): string {
  return html.replace(/\0/g, '').replace(LONE_SURROGATE, '\ufffd');
}

function checkedUrl(raw: string): string {
  try {
    const url = new URL(raw.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // answered below
  }
  throw badRequest('Give the full address of the recipe page, starting with http:// or https://');
}

/** Reads a recipe page (fetched, or HTML the admin's browser sent) into a draft for the recipe form. */
export function createRecipeImportService(deps: RecipeImportDeps) {
  const fetchOptions: GuardedFetchOptions = {
    allowedHosts: deps.allowedHosts,
    timeoutMs: deps.timeoutMs,
    maxBytes: MAX_PAGE_BYTES,
    maxRedirects: 5,
    userAgent: USER_AGENT,
    acceptTypes: /^\s*(text\/html|application\/xhtml\+xml|text\/plain)\b/i,
  };

  function draftOf(html: string, url: string): RecipeDraft {
    const recipe = extractRecipe(cleanPage(html), url);
    if (!recipe) throw new AppError(422, 'NO_RECIPE_DATA', NO_RECIPE);
    return toDraft(recipe, deps.parseLine);
  }

  /** The page at a link, through the guarded fetcher, with its address after redirects. */
  async function readLink(rawUrl: string): Promise<{ finalUrl: string; recipe: RecipeDraft }> {
    const page = await guardedFetch(checkedUrl(rawUrl), fetchOptions);
    return { finalUrl: page.url, recipe: draftOf(page.body, page.url) };
  }
  const fromUrl = async (rawUrl: string) => (await readLink(rawUrl)).recipe;

  return {
    /** `{ url }` fetches the page; `{ html, url }` reads the HTML given, with url as its address. */
    async importPage(input: { url: string; html?: string }): Promise<RecipeDraft> {
      if (input.html !== undefined) return draftOf(input.html, checkedUrl(input.url));
      return fromUrl(input.url);
    },

    async importSuggestion(id: number): Promise<RecipeDraft> {
      return fromUrl(await deps.suggestionUrl(id));
    },

    /**
     * As importPage with `{ url }`, with the address of the last response too (the bulk import compares
     * it for duplicates). Fails with the same errors: 400 refused, 422 no recipe, 502/504 unreachable.
     */
    readLink,
  };
}
export type RecipeImportService = ReturnType<typeof createRecipeImportService>;
