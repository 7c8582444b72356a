import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { recipeFormMessage } from './recipe-form-messages.ts';

describe('recipeFormMessage', () => {
  it("keeps the domain's English words as a sentence in English", () => {
    expect(recipeFormMessage('servings must be a whole number')).toBe('Servings must be a whole number');
    expect(recipeFormMessage('cookTime is required')).toBe('CookTime is required');
    expect(recipeFormMessage('at least one cuisine is required')).toBe('At least one cuisine is required');
  });

  it('says the rules in German with the form’s field names; an unknown message stays English', async () => {
    await activateLanguage('de');
    expect(recipeFormMessage('servings must be a whole number')).toBe('Portionen muss eine ganze Zahl sein');
    expect(recipeFormMessage('cookTime is required')).toBe('Kochzeit ist erforderlich');
    expect(recipeFormMessage('img must be an absolute http(s) URL or a path under /images/')).toBe(
      'Bild-URL muss eine vollständige http(s)-URL oder ein Pfad unter /images/ sein',
    );
    expect(recipeFormMessage('at least one ingredient is required')).toBe('Mindestens eine Zutat ist erforderlich');
    expect(recipeFormMessage('at most 60 steps')).toBe('Höchstens 60 Schritte');
    expect(recipeFormMessage('something new')).toBe('Something new');
  });
});
