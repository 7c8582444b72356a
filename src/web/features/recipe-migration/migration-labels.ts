import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ITEM_OUTCOMES, MIGRATION_STATUSES } from '#domain/recipe-migration.ts';

type MigrationStatus = (typeof MIGRATION_STATUSES)[number];
type ItemOutcome = (typeof ITEM_OUTCOMES)[number];

/** A migration's status and a recipe's outcome by their API key (English in the API), translated by key. */
const LABELS: Record<MigrationStatus | Exclude<ItemOutcome, 'failed'>, MessageDescriptor> = {
  queued: msg({ message: 'queued', context: 'migration status' }),
  running: msg({ message: 'running', context: 'migration status' }),
  done: msg({ message: 'done', context: 'migration status' }),
  failed: msg({ message: 'failed', context: 'migration status' }),
  cancelled: msg({ message: 'cancelled', context: 'migration status' }),
  imported: msg({ message: 'imported', context: 'import outcome' }),
  skipped: msg({ message: 'skipped', context: 'import outcome' }),
};
const OUTCOME_FAILED = msg({ message: 'failed', context: 'import outcome' });

/** A migration status's words in the active language; an unknown key as written. */
export function statusLabel(t: (descriptor: MessageDescriptor) => string, status: string): string {
  const label = (LABELS as Record<string, MessageDescriptor | undefined>)[status];
  return label ? t(label) : status;
}

/** A recipe outcome's words in the active language; an unknown key as written. */
export function outcomeLabel(t: (descriptor: MessageDescriptor) => string, outcome: string): string {
  if (outcome === 'failed') return t(OUTCOME_FAILED);
  const label = (LABELS as Record<string, MessageDescriptor | undefined>)[outcome];
  return label ? t(label) : outcome;
}
