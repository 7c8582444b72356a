import { type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Appliance, Cuisine, Restriction } from '#domain/constants.ts';

/**
 * Cuisines, restrictions and appliances by their API key (the key stays English in the API): shown with
 * `tagLabel(t, name)`, or `t(TAG_LABELS[key])`; the recipe screens, the meal plan and the admin share them.
 */
export const TAG_LABELS: Record<Cuisine | Restriction | Appliance, MessageDescriptor> = {
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
  stovetop: msg({ message: 'stovetop', context: 'appliance' }),
  oven: msg({ message: 'oven', context: 'appliance' }),
  'air fryer': msg({ message: 'air fryer', context: 'appliance' }),
  grill: msg({ message: 'grill', context: 'appliance' }),
  'instant pot': msg({ message: 'instant pot', context: 'appliance' }),
  'slow cooker': msg({ message: 'slow cooker', context: 'appliance' }),
};

/** A tag's words in the active language; a name the app does not know is shown as written. */
export function tagLabel(t: (descriptor: MessageDescriptor) => string, name: string): string {
  const label = (TAG_LABELS as Record<string, MessageDescriptor | undefined>)[name];
  return label ? t(label) : name;
}
