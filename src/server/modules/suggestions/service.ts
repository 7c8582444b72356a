import type { SuggestionStatus } from '#domain/constants.ts';
import type { ReviewSuggestionInput, Suggestion } from '#domain/suggestion.ts';
import { isUniqueViolation, type Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { ERROR_MESSAGES } from '#domain/error-codes.ts';
import { inTransaction } from '../../db/transaction.ts';
import { actorOf, recordEvent } from '../events/index.ts';
import * as repo from './repository.ts';

export const ALREADY_SUGGESTED = ERROR_MESSAGES.ALREADY_SUGGESTED;
const NOT_FOUND = 'Suggestion not found';

/** Users suggest recipe links; admins review and delete them. */
export function createSuggestionService(db: Db) {
  async function require(id: number): Promise<Suggestion> {
    const suggestion = await repo.findSuggestion(db, id);
    if (!suggestion) throw notFound(NOT_FOUND);
    return suggestion;
  }

  return {
    /** A new pending suggestion; the unique index (user, url) rejects a repeat, even a concurrent one. */
    async create(userId: number, url: string): Promise<Suggestion> {
      let id: number;
      try {
        id = await inTransaction(db, async (tx) => {
          const inserted = await repo.insertSuggestion(tx, userId, url);
          const actor = await actorOf(tx, userId);
          await recordEvent(tx, {
            type: 'suggestion.created',
            householdOwnerId: null,
            actor,
            data: { suggestion: { id: inserted, url }, actor },
          });
          return inserted;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(ALREADY_SUGGESTED, undefined, 'ALREADY_SUGGESTED');
        throw err;
      }
      return require(id);
    },

    listMine(userId: number, page: number) {
      return repo.listSuggestions(db, page, { userId });
    },

    /** 'All' or no status lists every suggestion. */
    listAll(page: number, status: SuggestionStatus | 'All' | undefined) {
      return repo.listSuggestions(db, page, { status: status === 'All' ? undefined : status });
    },

    get: require,

    async review(id: number, input: ReviewSuggestionInput, reviewerId: number | null = null): Promise<Suggestion> {
      await inTransaction(db, async (tx) => {
        if (!(await repo.updateReview(tx, id, input))) throw notFound(NOT_FOUND);
        const actor = reviewerId === null ? null : await actorOf(tx, reviewerId);
        await recordEvent(tx, {
          type: 'suggestion.reviewed',
          householdOwnerId: null,
          actor,
          data: { suggestion: { id, status: input.status }, ...(actor && { actor }) },
        });
      });
      return require(id);
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.deleteSuggestion(db, id))) throw notFound(NOT_FOUND);
    },
  };
}
export type SuggestionService = ReturnType<typeof createSuggestionService>;
