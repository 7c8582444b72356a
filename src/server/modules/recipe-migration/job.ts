import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SourceApp } from '#domain/recipe-imported.ts';
import { toRecipeRecord, type LineParser } from '#domain/recipe-lines.ts';
import { RecipePayloadSchema } from '#domain/recipe.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { insertRecipe, linkSubRecipeLines } from '../recipes/index.ts';
import { MigrationFileError } from './archive/limits.ts';
import { openUpload, type FileView } from './archive/source-file.ts';
import { createDuplicateIndex } from './duplicates.ts';
import * as repo from './migrations-repository.ts';
import { nfcItem } from './nfc.ts';
import { createPictureFetcher, needsFetch, storePicture, type PictureFetchRules } from './pictures.ts';
import { chooseReader, type ImportedRecipe, type MigrationFormat } from './readers/index.ts';
import { toPayload } from './to-payload.ts';

export { IMPORTED_IMAGES } from './pictures.ts';
const LEASE_RENEW_MS = 5_000;

export interface JobDeps {
  db: Db;
  log: FastifyBaseLogger;
  parseLine: LineParser;
  /** The URL import's network rules, for pictures given as an address. */
  fetchRules: PictureFetchRules;
}

const describeFailure = (issues: { path: PropertyKey[]; message: string }[]) =>
  `The recipe cannot be stored: ${issues.map((i) => i.message).join('; ')}.`;

/** Runs one migration to its end on this instance; every outcome is kept in the database. */
export async function runMigration(deps: JobDeps, id: number): Promise<void> {
  const { db, log } = deps;
  const job = await repo.claimMigration(db, id);
  if (!job?.filePath) return;
  const timer = setInterval(() => void repo.renewLease(db, id).catch(() => undefined), LEASE_RENEW_MS);
  timer.unref();
  let views: FileView[] = [];
  try {
    views = await openUpload(job.filePath, job.fileName, { inflated: 0 });
    const { reader, view } = await chooseReader(views, job.source as MigrationFormat | 'auto');
    const opened = await reader.open(view);
    await repo.setTotal(db, id, opened.total + view.bad.length);
    const cancel = { seen: false };
    // Each item's counters come back with the cancel flag, so a cancel costs no query per recipe.
    const record = async (d: Db, item: repo.ItemRecord) => {
      if (await repo.recordItem(d, id, item)) cancel.seen = true;
    };
    for (const bad of view.bad)
      await record(db, {
        name: bad.name,
        entry: bad.name,
        outcome: 'failed',
        reason: bad.reason,
        recipeId: null,
        warnings: [],
      });
    const dupes = createDuplicateIndex(await repo.findRecipeKeys(db));
    const importedAt = new Date();
    const fetchPicture = createPictureFetcher(deps.fetchRules);
    const links: SubRecipeLinks = { ids: new Map(), pending: [] };
    let first = true;
    for await (const read of opened.items) {
      const item = nfcItem(read);
      // Seen with the last item's counters; asked once before the first recipe.
      if (cancel.seen || (first && (await repo.isCancelRequested(db, id)))) {
        await repo.finishMigration(db, id, 'cancelled', null);
        return;
      }
      first = false;
      if ('failure' in item) {
        await record(db, {
          name: item.name,
          entry: item.entry,
          outcome: 'failed',
          reason: item.failure,
          recipeId: null,
          warnings: [],
        });
        continue;
      }
      await importOne(deps, id, item.entry, item.recipe, {
        app: reader.format as SourceApp,
        importedAt,
        job,
        dupes,
        record,
        fetchPicture,
        links,
      });
    }
    await linkSubRecipes(deps, id, links);
    // A damaged archive read up to the damage: what was before it is imported, and the migration says why it failed.
    const damage = view.zip?.damage ?? null;
    await repo.finishMigration(db, id, damage ? 'failed' : 'done', damage);
  } catch (err) {
    const reason = err instanceof MigrationFileError ? err.message : 'The import stopped on an unexpected error.';
    if (!(err instanceof MigrationFileError)) log.error({ err, migrationId: id }, 'migration failed');
    await repo.finishMigration(db, id, 'failed', reason).catch(() => undefined);
  } finally {
    clearInterval(timer);
    for (const v of views.slice(0, 1)) v.zip?.close();
    await rm(dirname(job.filePath), { recursive: true, force: true }).catch(() => undefined);
  }
}

interface ImportContext {
  app: SourceApp;
  importedAt: Date;
  job: { duplicates: string; activate: boolean };
  dupes: ReturnType<typeof createDuplicateIndex>;
  fetchPicture: ReturnType<typeof createPictureFetcher>;
  /** Keeps an item and notes a cancel asked for. */
  record: (d: Db, item: repo.ItemRecord) => Promise<void>;
  links: SubRecipeLinks;
}

/** This app's own export: its recipes' file ids → catalogue ids, and the imported lines that include one. */
interface SubRecipeLinks {
  ids: Map<number, number>;
  pending: { recipeId: number; entry: string; name: string; lines: { lineIndex: number; includes: number }[] }[];
}

/**
 * After the last recipe, makes the lines that included a recipe in the file include its imported (or
 * already present) copy, each recipe in its own transaction with a save's checks. A link that cannot be
 * made leaves a plain line and is logged.
 */
async function linkSubRecipes(deps: JobDeps, id: number, links: SubRecipeLinks) {
  for (const parent of links.pending) {
    const warnings: string[] = [];
    const mapped = parent.lines.flatMap((l) => {
      const subRecipeId = links.ids.get(l.includes);
      if (subRecipeId !== undefined) return [{ lineIndex: l.lineIndex, subRecipeId }];
      warnings.push(`Line ${l.lineIndex + 1} stays a plain line: the recipe it includes was not imported.`);
      return [];
    });
    try {
      const refused = await inTransaction(deps.db, (t) => linkSubRecipeLines(t, parent.recipeId, mapped));
      for (const r of refused) warnings.push(`Line ${r.lineIndex + 1} stays a plain line: ${r.reason}.`);
    } catch (err) {
      deps.log.warn(
        { err, migrationId: id, entry: parent.entry },
        'the sub-recipe lines of a migrated recipe were not linked',
      );
      continue;
    }
    if (warnings.length > 0)
      deps.log.info(
        { migrationId: id, entry: parent.entry, recipeId: parent.recipeId, name: parent.name, warnings },
        'some sub-recipe lines of a migrated recipe stay plain lines',
      );
  }
}

/** One recipe in one transaction: its picture, the recipe, its report item and the counters. */
async function importOne(deps: JobDeps, id: number, entry: string, r: ImportedRecipe, ctx: ImportContext) {
  const { db, parseLine } = deps;
  const fail = async (reason: string, warnings: string[] = []) => {
    await ctx.record(db, {
      name: r.name,
      entry,
      outcome: 'failed',
      reason,
      recipeId: null,
      warnings,
    });
  };
  const same = ctx.dupes.find(r.name, r.url);
  if (same && ctx.job.duplicates === 'skip') {
    await ctx.record(db, {
      name: r.name,
      entry,
      outcome: 'skipped',
      reason: `Already here: ${same.why} is in the catalogue or earlier in the file.`,
      recipeId: same.id,
      warnings: [],
    });
    if (r.sourceId !== undefined) ctx.links.ids.set(r.sourceId, same.id);
    return;
  }
  const name = same ? ctx.dupes.freeName(r.name) : r.name;
  const warnings: string[] = [];
  const fetched = needsFetch(r) ? await ctx.fetchPicture(r.pictureUrl!, warnings) : null;
  try {
    const recipeId = await inTransaction(db, async (t) => {
      const img = await storePicture(t, r, fetched, warnings);
      const { payload, warnings: more } = toPayload(
        { ...r, name },
        { app: ctx.app, activate: ctx.job.activate, img, importedAt: ctx.importedAt },
      );
      const parsed = RecipePayloadSchema.safeParse(payload);
      if (!parsed.success) throw new RecipeRefused(describeFailure(parsed.error.issues), [...warnings, ...more]);
      const recipeId = await insertRecipe(t, toRecipeRecord(parsed.data, parseLine), {
        type: 'recipe.imported',
        actorId: null,
      });
      await ctx.record(t, {
        name,
        entry,
        outcome: 'imported',
        reason: same ? `Imported as "${name}": a recipe of this name is already here.` : 'Imported.',
        recipeId,
        warnings: [...warnings, ...more],
      });
      ctx.dupes.add({ id: recipeId, name, url: parsed.data.recipeDetails.url });
      return recipeId;
    });
    if (r.sourceId !== undefined) ctx.links.ids.set(r.sourceId, recipeId);
    const included = r.lines.flatMap((l, lineIndex) =>
      l.includes === undefined ? [] : [{ lineIndex, includes: l.includes }],
    );
    if (included.length > 0) ctx.links.pending.push({ recipeId, entry, name, lines: included });
  } catch (err) {
    if (err instanceof RecipeRefused) await fail(err.message, err.warnings);
    else {
      deps.log.warn({ err, migrationId: id, entry }, 'a migrated recipe could not be stored');
      await fail('The recipe could not be stored.');
    }
  }
}

class RecipeRefused extends Error {
  constructor(
    message: string,
    readonly warnings: string[],
  ) {
    super(message);
  }
}
