import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BulkItemOutcome } from '#domain/bulk-import.ts';

/** A link's outcome by its API key, in words (translated by key). */
export const OUTCOME_LABELS: Record<BulkItemOutcome, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'bulk import outcome' }),
  imported: msg({ message: 'Imported', context: 'bulk import outcome' }),
  duplicate: msg({ message: 'Duplicate', context: 'bulk import outcome' }),
  no_recipe: msg({ message: 'No recipe', context: 'bulk import outcome' }),
  unreachable: msg({ message: 'Unreachable', context: 'bulk import outcome' }),
  refused: msg({ message: 'Refused', context: 'bulk import outcome' }),
};
