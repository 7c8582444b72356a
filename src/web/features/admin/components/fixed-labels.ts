import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Cuisine, Restriction } from '#domain/constants.ts';

/**
 * Cuisines and restrictions by their API key (the key stays English in the API), translated by key. The
 * same messages and contexts as the recipe screens' tag labels, so each is one catalog entry. 'all' is the
 * filters' choice of every value.
 */
const LABELS: Record<'all' | Cuisine | Restriction, MessageDescriptor> = {
  all: msg({ message: 'all', context: 'filter' }),
  american: msg({ message: 'american', context: 'cuisine' }),
  asian: msg({ message: 'asian', context: 'cuisine' }),
  mexican: msg({ message: 'mexican', context: 'cuisine' }),
  pasta: msg({ message: 'pasta', context: 'cuisine' }),
  mediterranean: msg({ message: 'mediterranean', context: 'cuisine' }),
  salad: msg({ message: 'salad', context: 'cuisine' }),
  soup: msg({ message: 'soup', context: 'cuisine' }),
  fusion: msg({ message: 'fusion', context: 'cuisine' }),
  healthy: msg({ message: 'healthy', context: 'cuisine' }),
  other: msg({ message: 'other', context: 'cuisine' }),
  vegetarian: msg({ message: 'vegetarian', context: 'restriction' }),
  vegan: msg({ message: 'vegan', context: 'restriction' }),
  'glutan-free': msg({ message: 'glutan-free', context: 'restriction' }),
  'nut-free': msg({ message: 'nut-free', context: 'restriction' }),
  'lactose-free': msg({ message: 'lactose-free', context: 'restriction' }),
  pescatarian: msg({ message: 'pescatarian', context: 'restriction' }),
};

/** A key's words in the active language; a key the app does not know is shown as written. */
export function fixedLabel(t: (descriptor: MessageDescriptor) => string, key: string): string {
  const label = (LABELS as Record<string, MessageDescriptor | undefined>)[key];
  return label ? t(label) : key;
}
