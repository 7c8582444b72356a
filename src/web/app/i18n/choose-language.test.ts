import { describe, expect, it } from 'vitest';
import { chooseLanguage, type LanguageInputs } from './choose-language.ts';

const offered = ['en', 'de', 'fr', 'es', 'ar', 'he'];
const choose = (inputs: Partial<LanguageInputs>) => chooseLanguage({ browser: [], offered, fallback: 'en', ...inputs });

describe('chooseLanguage (api/languages.md, "Choosing the language")', () => {
  it("1. the signed-in user's setting wins over the kept choice and the browser", () => {
    expect(choose({ userLanguage: 'fr', kept: 'de', browser: ['es-ES'] })).toBe('fr');
  });

  it('2. else the choice this browser kept, over the browser languages', () => {
    expect(choose({ userLanguage: null, kept: 'de', browser: ['es-ES'] })).toBe('de');
  });

  it('3. else the first browser language whose primary subtag is offered', () => {
    expect(choose({ browser: ['de-AT', 'fr'] })).toBe('de');
    expect(choose({ browser: ['it-IT', 'fr-CA', 'es'] })).toBe('fr');
    expect(choose({ browser: ['ES-us'] })).toBe('es');
  });

  it('4. else English', () => {
    expect(choose({ browser: ['it-IT', 'pt-BR'] })).toBe('en');
    expect(choose({})).toBe('en');
  });

  it('skips a setting or a kept choice that is not offered (any more)', () => {
    expect(choose({ userLanguage: 'xx', kept: 'de' })).toBe('de');
    expect(choose({ kept: 'nl', browser: ['he-IL'] })).toBe('he');
  });
});
