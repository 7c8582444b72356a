import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { recipeHandoffs } from '../../../db/schema.ts';

/** Pages handed over by the bookmarklet, each kept under its single-use id until claimed or expired. */
export function createHandoffRepository(db: Db) {
  return {
    /** Stores a page for `ttlSeconds`, and deletes every hand-over whose time is over. */
    async store(handoff: { id: string; html: string; url: string }, ttlSeconds: number): Promise<void> {
      await db.delete(recipeHandoffs).where(lte(recipeHandoffs.expiresAt, sql`now()`));
      await db
        .insert(recipeHandoffs)
        .values({ ...handoff, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
    },

    /**
     * Takes a hand-over out: one delete, so two claims of one id never both get it. An expired one is
     * deleted too, and answers null like an unknown or used id; so is every other expired one.
     */
    async claim(id: string): Promise<{ html: string; url: string } | null> {
      const [row] = await db
        .delete(recipeHandoffs)
        .where(eq(recipeHandoffs.id, id))
        .returning({
          html: recipeHandoffs.html,
          url: recipeHandoffs.url,
          live: sql<boolean>`${recipeHandoffs.expiresAt} > now()`,
        });
      await db.delete(recipeHandoffs).where(lte(recipeHandoffs.expiresAt, sql`now()`));
      return row?.live ? { html: row.html, url: row.url } : null;
    },
  };
}
