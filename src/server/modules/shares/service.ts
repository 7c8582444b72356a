import type { FastifyBaseLogger } from 'fastify';
import type { CollectionRecipe } from '#domain/collection.ts';
import type { FullRecipe } from '#domain/recipe.ts';
import { ShareLimits, type CreatedShare, type CreateShareInput, type Share } from '#domain/share.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound, recipeNotFound } from '../../lib/errors.ts';
import type { CollectionService } from '../collections/index.ts';
import { lockOwner } from '../collections/index.ts';
import { findFullRecipe } from '../recipes/index.ts';
import {
  countLiveShares,
  deleteShare,
  findLiveSharePage,
  findOpenShare,
  findShareRow,
  insertShare,
  type ShareRow,
} from './repository.ts';
import { hashShareToken, isTokenShaped, newShareToken } from './share-token.ts';
import { createViewCounter } from './view-counter.ts';
import { createViewLimit } from './view-limit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A shared smart collection's page lists at most this many of its matches (a manual one holds ≤ 500). */
const COLLECTION_PAGE_RECIPES = 500;

interface ShareServiceDeps {
  db: Db;
  log: FastifyBaseLogger;
  collections: CollectionService;
  /** Requests a minute to one token (SHARE_RATE_LIMIT). */
  rateLimit: number;
  now?: () => Date;
}

/** What a share page shows, or why it shows nothing. */
export type OpenedShare =
  | { kind: 'dead' }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'recipe'; recipe: FullRecipe; collection?: { name: string } }
  | { kind: 'collection'; name: string; description: string | null; recipes: CollectionRecipe[] };

const shape = (row: ShareRow): Share => ({
  id: row.id,
  kind: row.recipeId === null ? 'collection' : 'recipe',
  target: { id: (row.recipeId ?? row.collectionId)!, name: row.targetName },
  expiresAt: row.expiresAt?.toISOString() ?? null,
  views: row.views,
  lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Share links (docs/api/doors.md, "Share links") and what their public pages show. */
export function createShareService({ db, log, collections, rateLimit, now = () => new Date() }: ShareServiceDeps) {
  const views = createViewCounter(db, log);
  const limit = createViewLimit(rateLimit);

  function expiryOf(value: string | null | undefined): Date | null {
    if (value === undefined || value === null) return null;
    const at = new Date(value);
    const current = now().getTime();
    if (at.getTime() <= current)
      throw badRequest('expiresAt must be in the future', { expiresAt: 'must be in the future' });
    if (at.getTime() > current + ShareLimits.maxExpiryDays * DAY_MS) {
      const message = `must be at most ${ShareLimits.maxExpiryDays} days ahead`;
      throw badRequest(`expiresAt ${message}`, { expiresAt: message });
    }
    return at;
  }

  async function activeRecipe(id: number): Promise<FullRecipe | undefined> {
    const recipe = await findFullRecipe(db, id);
    return recipe?.isActive ? recipe : undefined;
  }

  return {
    /** A new link; `origin` makes its absolute url. The token is in this answer only. */
    async create(userId: number, input: CreateShareInput, origin: string): Promise<CreatedShare> {
      const expiresAt = expiryOf(input.expiresAt);
      if (input.recipeId !== undefined && !(await activeRecipe(input.recipeId))) throw recipeNotFound();
      if (input.collectionId !== undefined) await collections.ownName(userId, input.collectionId);
      const token = newShareToken();
      const id = await inTransaction(db, async (tx) => {
        await lockOwner(tx, userId);
        if ((await countLiveShares(tx, userId, now())) >= ShareLimits.maxLiveLinks) {
          throw conflict(`At most ${ShareLimits.maxLiveLinks} live share links a user: revoke one first`);
        }
        return insertShare(tx, {
          tokenHash: hashShareToken(token),
          userId,
          recipeId: input.recipeId ?? null,
          collectionId: input.collectionId ?? null,
          expiresAt,
        });
      });
      const row = await findShareRow(db, id);
      return { ...shape(row!), token, url: `${origin}/s/${token}` };
    },

    async list(userId: number, page: number): Promise<{ rows: Share[]; count: number }> {
      const { rows, count } = await findLiveSharePage(db, userId, page, now());
      return { rows: rows.map(shape), count };
    },

    /** The creator or an admin ends a link; anyone else gets the 404 of an unknown one. */
    async remove(user: { id: number; isAdmin: boolean }, id: number): Promise<void> {
      const row = await findShareRow(db, id);
      if (!row || (row.userId !== user.id && !user.isAdmin)) throw notFound('Share link not found');
      await deleteShare(db, id);
    },

    /**
     * What `/s/<token>` (or `/s/<token>/<recipeId>` of a collection) shows. Every request to a token
     * counts against its rate limit first; every dead case is the same answer.
     */
    async open(token: string, recipeId?: number): Promise<OpenedShare> {
      if (!isTokenShaped(token)) return { kind: 'dead' };
      const tokenHash = hashShareToken(token);
      const counted = limit.hit(tokenHash);
      if (!counted.allowed) return { kind: 'limited', retryAfterSeconds: counted.retryAfterSeconds };
      const share = await findOpenShare(db, tokenHash, now());
      if (!share) return { kind: 'dead' };
      let opened: OpenedShare = { kind: 'dead' };
      if (share.recipeId !== null) {
        const recipe = recipeId === undefined ? await activeRecipe(share.recipeId) : undefined;
        if (recipe) opened = { kind: 'recipe', recipe };
      } else if (share.collectionId !== null && recipeId === undefined) {
        const shared = await collections.shared(share.collectionId, COLLECTION_PAGE_RECIPES);
        if (shared) opened = { kind: 'collection', ...shared };
      } else if (share.collectionId !== null) {
        const [recipe, name] = await Promise.all([
          activeRecipe(recipeId!),
          collections.nameIfListing(share.collectionId, recipeId!),
        ]);
        if (recipe && name !== undefined) opened = { kind: 'recipe', recipe, collection: { name } };
      }
      if (opened.kind !== 'dead') views.count(share.id, now());
      return opened;
    },

    close: () => views.close(),
  };
}
export type ShareService = ReturnType<typeof createShareService>;
