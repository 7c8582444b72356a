import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The units a pack is sold in, as the server answers them (canonical), with their short words. */
export const PACK_UNITS: readonly { unit: string; label: MessageDescriptor }[] = [
  { unit: 'gram', label: msg`g` },
  { unit: 'kilogram', label: msg`kg` },
  { unit: 'ounce', label: msg`oz` },
  { unit: 'pound', label: msg`lb` },
  { unit: 'milliliter', label: msg`ml` },
  { unit: 'liter', label: msg`l` },
  { unit: 'cup', label: msg`cup` },
  { unit: 'piece', label: msg`piece` },
];
