import { and, count, desc, eq, sql } from 'drizzle-orm';
import { pageOffset } from '#domain/common.ts';
import { PAGE_SIZE, type SuggestionStatus } from '#domain/constants.ts';
import type { Suggestion } from '#domain/suggestion.ts';
import type { Db } from '../../db/client.ts';
import { suggestions, users } from '../../db/schema.ts';

const columns = {
  id: suggestions.id,
  url: suggestions.url,
  status: suggestions.status,
  adminResponse: suggestions.adminResponse,
  createdAt: suggestions.createdAt,
  updatedAt: suggestions.updatedAt,
  username: users.username,
};

interface SuggestionRow {
  id: number;
  url: string;
  status: string;
  adminResponse: string;
  createdAt: Date;
  updatedAt: Date;
  username: string | null;
}

function toSuggestion({ username, createdAt, updatedAt, status, ...rest }: SuggestionRow): Suggestion {
  return {
    ...rest,
    // The check constraint ck_suggestions_status guarantees the value.
    status: status as SuggestionStatus,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    user: username === null ? null : { username },
  };
}

/** Suggestions with their suggester's username; a deleted suggester leaves user null. */
function selectSuggestions(db: Db) {
  return db.select(columns).from(suggestions).leftJoin(users, eq(users.id, suggestions.userId));
}

/** Inserts a pending suggestion; a repeat of the same user and url fails on uq_suggestions_user_url. */
export async function insertSuggestion(db: Db, userId: number, url: string): Promise<number> {
  const [row] = await db.insert(suggestions).values({ userId, url }).returning({ id: suggestions.id });
  return row.id;
}

export async function findSuggestion(db: Db, id: number): Promise<Suggestion | undefined> {
  const [row] = await selectSuggestions(db).where(eq(suggestions.id, id)).limit(1);
  return row && toSuggestion(row);
}

/** Narrows a list to one suggester, one status, or both. */
export interface SuggestionFilter {
  userId?: number;
  status?: SuggestionStatus;
}

/** One page, newest first. */
export async function listSuggestions(
  db: Db,
  page: number,
  filter: SuggestionFilter,
): Promise<{ rows: Suggestion[]; count: number }> {
  const where = and(
    filter.userId === undefined ? undefined : eq(suggestions.userId, filter.userId),
    filter.status === undefined ? undefined : eq(suggestions.status, filter.status),
  );
  const [rows, [total]] = await Promise.all([
    selectSuggestions(db)
      .where(where)
      .orderBy(desc(suggestions.createdAt), desc(suggestions.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ value: count() }).from(suggestions).where(where),
  ]);
  return { rows: rows.map(toSuggestion), count: total.value };
}

/** Sets the review and bumps updatedAt; false when the id is unknown. */
export async function updateReview(
  db: Db,
  id: number,
  review: { status: SuggestionStatus; adminResponse: string },
): Promise<boolean> {
  const rows = await db
    .update(suggestions)
    // The database clock, the same one that set createdAt.
    .set({ ...review, updatedAt: sql`now()` })
    .where(eq(suggestions.id, id))
    .returning({ id: suggestions.id });
  return rows.length > 0;
}

/** False when the id is unknown. */
export async function deleteSuggestion(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(suggestions).where(eq(suggestions.id, id)).returning({ id: suggestions.id });
  return rows.length > 0;
}
