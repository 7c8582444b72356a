import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { SUGGESTION_STATUSES } from '#domain/constants.ts';
import type { SuggestionFilter } from './suggestions-api.ts';

/** The admin table's status filters, in order: every suggestion, then each status (keys, not words). */
export const SUGGESTION_FILTERS: readonly SuggestionFilter[] = ['All', ...SUGGESTION_STATUSES];

/** A suggestion's status (and the admin filter's 'All') in words; the API keeps its English keys. */
export const STATUS_LABELS: Record<SuggestionFilter, MessageDescriptor> = {
  All: msg`All`,
  Pending: msg`Pending`,
  Approved: msg`Approved`,
  Denied: msg`Denied`,
};
