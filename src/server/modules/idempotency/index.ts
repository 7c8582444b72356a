/** The idempotency module's public entry: a write's caller and key, and running a write once per key (API.md, "Retries"). */
export { answerOnce, purgeOldKeys } from './repository.ts';
export { writeContext, type WriteContext } from './write-context.ts';
