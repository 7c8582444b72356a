import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { DisplayAmount } from '#domain/quantity/display.ts';
import { englishUnitLabel } from '#domain/quantity/display.ts';
import { activeUnits } from '#domain/quantity/region-units.ts';
import type { System } from '#domain/quantity/units.ts';
import { getToken } from '../../../app/api.ts';
import { useAppSelector } from '../../../app/hooks.ts';
import { formattingLocale } from '../../../app/i18n/format.ts';
import { textDirection } from '../../../app/i18n/languages.ts';
import { selectIsLogged, selectMe } from '../../user/index.ts';
import { TO_TASTE_ITEM, UNIT_WORDS } from './unit-words.ts';

/** How amounts are shown to this reader: the unit system, the formatting locale and the unit words. */
export interface AmountView {
  system: System;
  /** The language shown ('de'). */
  language: string;
  /** The language with the browser's region ('de-DE'), for numbers. */
  locale: string;
  /**
   * The word for a shown amount's unit: English's own ("g", "cups") in English, else the catalog's by unit
   * key and plural category; `written` (the unit as the recipe wrote it) when the catalog has no word for it.
   */
  unitWord: (shown: DisplayAmount, written?: string) => string;
  /**
   * An amount as one left-to-right run (api/languages.md, "UI": numbers and amounts stay left to right
   * inside lines): in a right-to-left language, wrapped in the Unicode isolates LRI…PDI, so "1 1/2 cups"
   * never reads "cups 1/2 1"; unchanged otherwise.
   */
  amountRun: (text: string) => string;
  /** A food whose only amounts are "to taste", in the language shown: "salt (to taste)", "Salz (nach Geschmack)". */
  toTaste: (name: string) => string;
}

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));

/** Whether a language is English, whose unit words are the domain's (englishUnitLabel). */
export const isEnglish = (language: string) => language.split('-')[0].toLowerCase() === 'en';

const SAMPLES = [1, 2, 0, 3, 5, 11, 100, 0.5, 1.5, 1000000];

/** A number of the plural category in a language, for the catalog's ICU plural to pick the same word. */
function countOf(category: Intl.LDMLPluralRule, language: string): number {
  try {
    const rules = new Intl.PluralRules(language);
    return SAMPLES.find((n) => rules.select(n) === category) ?? 2;
  } catch {
    return category === 'one' ? 1 : 2;
  }
}

/** An AmountView outside React: a system and the i18n of the language shown (its locale unless `language`). */
export function amountView(system: System, i18n: I18n, region?: string, language = i18n.locale): AmountView {
  const english = isEnglish(language);
  const rightToLeft = textDirection(language) === 'rtl';
  return {
    system,
    amountRun: (text) => (rightToLeft && text ? `\u2066${text}\u2069` : text),
    language,
    locale: formattingLocale(language, region),
    toTaste: (name) => {
      if (english) return `${name} (to taste)`;
      const item: MessageDescriptor = { ...TO_TASTE_ITEM, values: { name } };
      return i18n._(item);
    },
    unitWord: (shown, written) => {
      if (shown.unit === null) return '';
      if (english) return englishUnitLabel(shown.unit, shown.plural);
      const word = UNIT_WORDS[shown.unit];
      if (!word) return written ?? englishUnitLabel(shown.unit, shown.plural);
      const counted: MessageDescriptor = { ...word, values: { count: countOf(shown.plural, language) } };
      return i18n._(counted).trim();
    },
  };
}

/**
 * The unit system shown (api/languages.md, "Units"): the signed-in user's `units` setting, else by the region
 * of the browser's first language; with the active language, re-rendering when either changes.
 */
export function useAmountView(): AmountView {
  // The session's changes re-render this; the token says whether one is there.
  useAppSelector(selectIsLogged);
  const me = useAppSelector(selectMe) as { units?: System | null } | undefined;
  const { i18n } = useLingui();
  const setting = getToken() !== null ? (me?.units ?? null) : null;
  const system = activeUnits(setting, browserLanguages());
  const language = i18n.locale;
  return useMemo(() => amountView(system, i18n, undefined, language), [system, i18n, language]);
}
