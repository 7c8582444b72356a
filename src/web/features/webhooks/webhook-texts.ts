import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { isHouseholdEventType, SUBSCRIBABLE_EVENT_TYPES } from '#domain/webhook.ts';
import type { ApiFailure } from '../../app/api-slice.ts';
import { SOURCE_LANGUAGE } from '../../app/i18n/languages.ts';
import type { WebhookScope } from './webhooks-api.ts';

export type SubscribableType = (typeof SUBSCRIBABLE_EVENT_TYPES)[number];

/** What each event type means, beside its name (the name is what a receiver sees in `type`). */
export const EVENT_TEXTS: Record<SubscribableType, MessageDescriptor> = {
  'list.item.added': msg`An item is added to the shopping list`,
  'list.item.ticked': msg`An item is ticked on the shopping list`,
  'list.item.removed': msg`An item is removed from the shopping list`,
  'list.completed': msg`The shopping list is completed`,
  'plan.entry.added': msg`A meal is added to the plan`,
  'plan.entry.changed': msg`A meal in the plan is changed`,
  'recipe.added': msg`A recipe is added`,
  'recipe.imported': msg`A recipe is imported`,
  'suggestion.created': msg`A recipe is suggested`,
  'suggestion.reviewed': msg`A suggestion is reviewed`,
  'backup.failed': msg`A backup failed`,
};

/** The types a scope may subscribe to: a household hears only its list and plan. */
export const eventTypesOf = (scope: WebhookScope): SubscribableType[] =>
  scope === 'household' ? SUBSCRIBABLE_EVENT_TYPES.filter(isHouseholdEventType) : [...SUBSCRIBABLE_EVENT_TYPES];

/** The fields a webhook answer's `details` may name, each with its words when the server's are not shown. */
const FIELD_TEXTS: Record<string, MessageDescriptor> = {
  url: msg`This address cannot be used: give a public http(s) address.`,
  events: msg`Choose at least one of the events listed.`,
  description: msg`The description is too long.`,
  enabled: msg`This could not be turned on or off.`,
  ntfyUrl: msg`This address cannot be used: give a public http(s) ntfy topic address.`,
  ntfyToken: msg`The token must be printable characters without spaces.`,
  listChanges: msg`This could not be turned on or off.`,
  endpoint: msg`This browser's push address cannot be used.`,
  keys: msg`This browser's push keys cannot be used.`,
};

/**
 * The message to show at each field the server named in `details`: in English the server's own words (they
 * say what was wrong), in another language the catalog's words for that field.
 */
export function fieldErrorsOf(failure: ApiFailure | undefined): Record<string, string> {
  const english = (i18n.locale || SOURCE_LANGUAGE) === SOURCE_LANGUAGE;
  const out: Record<string, string> = {};
  for (const [path, serverText] of Object.entries(failure?.details ?? {})) {
    const field = path.split('.')[0];
    const known = FIELD_TEXTS[field];
    out[field] = english || !known ? serverText : i18n._(known);
  }
  return out;
}
