import { BulkImportLimits } from '#domain/bulk-import.ts';
import type { RecipeDraft } from '#domain/recipe-draft.ts';
import { toRecipeRecord, type LineParser } from '#domain/recipe-lines.ts';
import { RecipePayloadSchema } from '#domain/recipe.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { AppError } from '../../lib/errors.ts';
import { PRIVATE_ADDRESS } from '../../lib/guarded-fetch.ts';
import { toPayload, type ImportedRecipe } from '../recipe-migration/index.ts';
import { insertRecipe } from '../recipes/index.ts';
import type { createFetchLimiter } from './fetch-limiter.ts';
import * as repo from './repository.ts';
import { urlKeys } from './url-key.ts';

export const REASONS = {
  notAnAddress: 'Give the full address of the recipe page, starting with http:// or https://',
  tooLong: `The link is longer than ${BulkImportLimits.maxUrlLength} characters`,
  alreadyHere: 'A recipe from this link is already in the catalogue',
  sameInList: 'The same link is earlier in this list',
  notStored: 'The recipe could not be stored',
} as const;

// Cloud metadata services answer credentials: refused even when an admin allows private addresses.
const METADATA_HOSTS = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200', 'metadata.google.internal']);

export interface ItemDeps {
  db: Db;
  /** True once the app is closing: links not in hand are left for the next run. */
  stopping: () => boolean;
  /** Jobs this instance has marked running already (one update per job, not per link). */
  started: Set<number>;
  /** Told about a save that failed for a reason of its own (logged; the link ends `no_recipe`). */
  onSaveError: (err: unknown, item: ItemRef) => void;
  /** Runs a save (save-pacer.ts): on PGlite one at a time, leaving the database turns for requests. */
  pace: <T>(save: () => Promise<T>) => Promise<T>;
  parseLine: LineParser;
  limiter: ReturnType<typeof createFetchLimiter>;
  /** The link importer's guarded fetch and reading (recipe-import's readLink). */
  readLink: (url: string) => Promise<{ finalUrl: string; recipe: RecipeDraft }>;
}

export interface ItemRef {
  jobId: number;
  position: number;
  url: string;
}

type Verdict = repo.Outcome | { read: { finalUrl: string; recipe: RecipeDraft } };

/** A link that is refused before any fetch, with why; null when it may be fetched. */
function refusal(url: string): string | null {
  if (url.length > BulkImportLimits.maxUrlLength) return REASONS.tooLong;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return REASONS.notAnAddress;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return REASONS.notAnAddress;
  return METADATA_HOSTS.has(parsed.hostname.toLowerCase().replace(/^\[|\]$/g, '')) ? PRIVATE_ADDRESS : null;
}

/** The link importer's errors as outcomes: 400 refused, 422 no recipe, 502 and 504 unreachable. */
function outcomeOfError(err: unknown): repo.Outcome {
  if (err instanceof AppError && err.status === 400) return { outcome: 'refused', reason: err.message, recipeId: null };
  if (err instanceof AppError && err.status === 422)
    return { outcome: 'no_recipe', reason: err.message, recipeId: null };
  if (err instanceof AppError) return { outcome: 'unreachable', reason: err.message, recipeId: null };
  return { outcome: 'unreachable', reason: 'The site could not be reached', recipeId: null };
}

const hostOf = (url: string) => {
  try {
    return new URL(url.trim()).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/** The recipe-migration reader's shape of a draft, so the draft is saved by the migration's rules. */
function importedFrom(draft: RecipeDraft): ImportedRecipe {
  const d = draft.recipeDetails;
  return {
    name: d.name,
    description: d.description,
    lines: draft.ingredients.map((l) => ({
      text: l.text,
      qty: l.qty,
      qtyMax: l.qtyMax,
      unit: l.measurement,
      food: l.name,
      comment: l.comment,
    })),
    ingredientSections: draft.ingredientSections,
    steps: draft.instructions,
    instructionSections: draft.instructionSections,
    servings: d.servings,
    yieldText: d.yieldText,
    prepTime: d.prepTime,
    cookTime: d.cookTime,
    totalTime: d.totalTime,
    url: d.url,
    keywords: draft.keywords,
    tags: { cuisines: draft.cuisines, restrictions: draft.restrictions, appliances: draft.appliances },
    warnings: [],
  };
}

/** Thrown inside the save's transaction when the item already had its outcome: the recipe is rolled back. */
class AlreadyDecided extends Error {}

/**
 * Brings one link in and gives its item exactly one outcome. The recipe, the item and the job's counters
 * are one transaction guarded by the item still being pending, so a link handled twice (a retry after a
 * crash) never saves a second recipe. Skips an item that is decided or whose job was cancelled.
 */
export async function importItem(deps: ItemDeps, item: ItemRef): Promise<void> {
  const verdict = await judge(deps, item);
  if (!verdict) return;
  const record = () =>
    inTransaction(deps.db, async (t) => {
      const result = 'read' in verdict ? await saveRecipe(deps, t, item.url, verdict.read) : verdict;
      if (!(await repo.recordOutcome(t, item, result, REASONS.sameInList))) throw new AlreadyDecided();
    });
  try {
    // Only a recipe's save is paced: an outcome alone is a few short statements.
    await ('read' in verdict ? deps.pace(record) : record());
  } catch (err) {
    if (err instanceof AlreadyDecided) return;
    // A database that is away, or an app closing: the link is retried later. Anything else is this recipe's
    // own failure, and the job must not stop on it (nor retry it for ever).
    if (deps.stopping() || isDatabaseUnavailable(err) || !('read' in verdict)) throw err;
    deps.onSaveError(err, item);
    const failed = { outcome: 'no_recipe' as const, reason: REASONS.notStored, recipeId: null };
    await inTransaction(deps.db, (t) => repo.recordOutcome(t, item, failed, REASONS.sameInList));
  }
}

/** Whether the item still waits and its job goes on; marks the job running at its first link. */
async function stillOpen(deps: ItemDeps, item: ItemRef): Promise<boolean> {
  if (deps.stopping()) throw new Error('The server is stopping');
  const open = await repo.isItemOpen(deps.db, item.jobId, item.position);
  if (open && !deps.started.has(item.jobId)) {
    await repo.markRunning(deps.db, item.jobId);
    deps.started.add(item.jobId);
  }
  return open;
}

/**
 * What a link gives: an outcome without saving, or a page read; undefined when the item is decided or its
 * job was cancelled. Asked when the link's fetch turn comes, so a cancel stops the links not in hand.
 */
async function judge(deps: ItemDeps, item: ItemRef): Promise<Verdict | undefined> {
  const refused = refusal(item.url);
  if (refused)
    return (await stillOpen(deps, item)) ? { outcome: 'refused', reason: refused, recipeId: null } : undefined;
  return deps.limiter.run(hostOf(item.url), async () => {
    if (!(await stillOpen(deps, item))) return undefined;
    // A link already in the catalogue is not fetched.
    const existing = await repo.findRecipeByUrlKeys(deps.db, urlKeys(item.url));
    if (existing !== undefined) return { outcome: 'duplicate', reason: REASONS.alreadyHere, recipeId: existing };
    try {
      return { read: await deps.readLink(item.url) };
    } catch (err) {
      return outcomeOfError(err);
    }
  });
}

/** Saves the page's recipe, or names the recipe already here under any of its addresses. */
async function saveRecipe(
  deps: ItemDeps,
  t: Db,
  url: string,
  read: { finalUrl: string; recipe: RecipeDraft },
): Promise<repo.Outcome> {
  const keys = urlKeys(url, read.finalUrl, read.recipe.recipeDetails.url);
  await repo.lockUrlKeys(t, keys);
  const existing = await repo.findRecipeByUrlKeys(t, keys);
  if (existing !== undefined) return { outcome: 'duplicate', reason: REASONS.alreadyHere, recipeId: existing };
  const { payload, warnings } = toPayload(importedFrom(read.recipe), {
    app: 'schema.org',
    activate: true,
    img: read.recipe.recipeDetails.img,
    importedAt: new Date(),
  });
  const parsed = RecipePayloadSchema.safeParse(payload);
  if (!parsed.success) {
    const reason = `The recipe cannot be stored: ${parsed.error.issues.map((i) => i.message).join('; ')}.`;
    return { outcome: 'no_recipe', reason, recipeId: null };
  }
  const recipeId = await insertRecipe(t, toRecipeRecord(parsed.data, deps.parseLine), {
    type: 'recipe.imported',
    actorId: null,
  });
  return { outcome: 'imported', reason: null, recipeId, warnings };
}
