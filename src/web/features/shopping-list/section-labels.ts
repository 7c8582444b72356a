import { type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StoreSection } from '#domain/store-sections.ts';

/**
 * The store sections by their API key (`category`, English in the API), as the list's headings: the English
 * is the title-cased key the list has always shown.
 */
export const SECTION_LABELS: Record<StoreSection, MessageDescriptor> = {
  produce: msg({ message: 'Produce', context: 'store section' }),
  'dairy and eggs': msg({ message: 'Dairy And Eggs', context: 'store section' }),
  'meat and fish': msg({ message: 'Meat And Fish', context: 'store section' }),
  bakery: msg({ message: 'Bakery', context: 'store section' }),
  pantry: msg({ message: 'Pantry', context: 'store section' }),
  spices: msg({ message: 'Spices', context: 'store section' }),
  frozen: msg({ message: 'Frozen', context: 'store section' }),
  drinks: msg({ message: 'Drinks', context: 'store section' }),
  household: msg({ message: 'Household', context: 'store section' }),
  other: msg({ message: 'Other', context: 'store section' }),
};
