import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The word for a unit after an amount, by the unit's canonical key (src/domain/quantity/units.ts), as an ICU
 * plural on `count` (a number of the shown amount's plural category): "2 EL", "1 Tasse", "2 Tassen". English
 * screens use the domain's englishUnitLabel instead ("907 g", "1½ cups"); a unit missing here is shown as the
 * recipe wrote it (api/languages.md, "Units").
 *
 * Each branch starts with a space ("one { cup}"), trimmed when shown: a word alone in braces ("{cup}") would
 * read as a placeholder to the catalogs' check that a translation keeps the English placeholders.
 */
export const UNIT_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  teaspoon: msg({ message: '{count, plural, one { teaspoon} other { teaspoons}}', comment: 'unit after an amount' }),
  tablespoon: msg({
    message: '{count, plural, one { tablespoon} other { tablespoons}}',
    comment: 'unit after an amount',
  }),
  'fluid ounce': msg({ message: '{count, plural, other { fl oz}}', comment: 'unit after an amount' }),
  cup: msg({ message: '{count, plural, one { cup} other { cups}}', comment: 'unit after an amount' }),
  pint: msg({ message: '{count, plural, one { pint} other { pints}}', comment: 'unit after an amount' }),
  quart: msg({ message: '{count, plural, one { quart} other { quarts}}', comment: 'unit after an amount' }),
  gallon: msg({ message: '{count, plural, one { gallon} other { gallons}}', comment: 'unit after an amount' }),
  milliliter: msg({ message: '{count, plural, other { ml}}', comment: 'unit after an amount' }),
  centiliter: msg({ message: '{count, plural, other { cl}}', comment: 'unit after an amount' }),
  deciliter: msg({ message: '{count, plural, other { dl}}', comment: 'unit after an amount' }),
  liter: msg({ message: '{count, plural, other { l}}', comment: 'unit after an amount' }),
  ounce: msg({ message: '{count, plural, other { oz}}', comment: 'unit after an amount' }),
  pound: msg({ message: '{count, plural, other { lb}}', comment: 'unit after an amount' }),
  gram: msg({ message: '{count, plural, other { g}}', comment: 'unit after an amount' }),
  kilogram: msg({ message: '{count, plural, other { kg}}', comment: 'unit after an amount' }),
  milligram: msg({ message: '{count, plural, other { mg}}', comment: 'unit after an amount' }),
  pinch: msg({ message: '{count, plural, one { pinch} other { pinches}}', comment: 'unit after an amount' }),
  dash: msg({ message: '{count, plural, one { dash} other { dashes}}', comment: 'unit after an amount' }),
  clove: msg({ message: '{count, plural, one { clove} other { cloves}}', comment: 'unit after an amount' }),
  can: msg({ message: '{count, plural, one { can} other { cans}}', comment: 'unit after an amount' }),
  slice: msg({ message: '{count, plural, one { slice} other { slices}}', comment: 'unit after an amount' }),
  piece: msg({ message: '{count, plural, one { piece} other { pieces}}', comment: 'unit after an amount' }),
  bunch: msg({ message: '{count, plural, one { bunch} other { bunches}}', comment: 'unit after an amount' }),
  sprig: msg({ message: '{count, plural, one { sprig} other { sprigs}}', comment: 'unit after an amount' }),
  package: msg({ message: '{count, plural, one { package} other { packages}}', comment: 'unit after an amount' }),
};

/** A list item with no amount to count, only "to taste" ones: "salt (to taste)". */
export const TO_TASTE_ITEM = msg({ message: '{name} (to taste)', comment: 'a shopping-list item, its food name' });
