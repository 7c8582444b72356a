import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { tagLabel } from '../../../components/tag-labels.ts';

/** The filters' choice of every value. */
const ALL = msg({ message: 'all', context: 'filter' });

/** A filter key's words in the active language: 'all', else the tag's (components/tag-labels.ts). */
export function fixedLabel(t: (descriptor: MessageDescriptor) => string, key: string): string {
  return key === 'all' ? t(ALL) : tagLabel(t, key);
}
