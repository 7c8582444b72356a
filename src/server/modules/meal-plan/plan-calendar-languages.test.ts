import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPlanDays, utcToday } from '#domain/plan-dates.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The calendar feed in its user's language (docs/api/languages.md, "Calendar feed"). */
describe('calendar feed languages', () => {
  let t: TestApp;
  let cook: TestUser;
  let url: string;
  const today = utcToday();
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://kitchen.example' });
    cook = await createUser(t.app);
    const chili = await createRecipe(t.db, { details: { name: 'Chili', servings: 4 } });
    const rolls = await createRecipe(t.db, { details: { name: 'Dinner Rolls', servings: 4 } });
    const add = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/plan/entries', headers: cook.auth, payload });
    await add({ date: today, meal: 'dinner', recipeId: chili, servings: 3 });
    await add({ date: today, meal: 'breakfast', recipeId: rolls, servings: 2 });
    await add({ date: addPlanDays(today, 1), meal: 'lunch', note: 'Leftovers' });
    await add({ date: addPlanDays(today, 2), meal: 'snack', note: 'Fruit' });
    url = new URL((await t.app.inject({ url: '/api/plan/calendar', headers: cook.auth })).json().url).pathname;
  });
  afterAll(() => t.close());

  const setLanguage = async (language: string | null) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/me/settings',
      headers: cook.auth,
      payload: { language },
    });
    expect(res.statusCode).toBe(200);
  };
  const feed = (headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const read = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent');
    return {
      name: calendar.getFirstPropertyValue('x-wr-calname'),
      summaries: events.map((e) => e.getFirstPropertyValue('summary')).sort(),
      descriptions: events.map((e) => String(e.getFirstPropertyValue('description')).split('\n')[0]).sort(),
    };
  };

  it('is English for a user with no language, whatever the Accept-Language of the fetch', async () => {
    const english = await feed();
    expect(read(english.body)).toEqual({
      name: 'Hello Kitchen meal plan',
      summaries: ['Breakfast: Dinner Rolls', 'Dinner: Chili', 'Lunch: Leftovers', 'Snack: Fruit'],
      descriptions: ['Servings: 2', 'Servings: 3', 'null', 'null'],
    });
    expect(english.body).toContain('\r\nSUMMARY:Dinner: Chili\r\n');
    const asked = await feed({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(asked.body).toBe(english.body);
    expect(asked.headers.etag).toBe(english.headers.etag);
  });

  it("follows the user's language: the meal word, Servings and the calendar's name; recipe names as written", async () => {
    const expected = {
      de: {
        name: 'Hello Kitchen Essensplan',
        summaries: ['Abendessen: Chili', 'Frühstück: Dinner Rolls', 'Mittagessen: Leftovers', 'Snack: Fruit'],
        descriptions: ['Portionen: 2', 'Portionen: 3', 'null', 'null'],
      },
      fr: {
        name: 'Planning des repas Hello Kitchen',
        summaries: ['Collation : Fruit', 'Déjeuner : Leftovers', 'Dîner : Chili', 'Petit-déjeuner : Dinner Rolls'],
        descriptions: ['Portions : 2', 'Portions : 3', 'null', 'null'],
      },
      es: {
        name: 'Plan de comidas de Hello Kitchen',
        summaries: ['Almuerzo: Leftovers', 'Cena: Chili', 'Desayuno: Dinner Rolls', 'Merienda: Fruit'],
        descriptions: ['Raciones: 2', 'Raciones: 3', 'null', 'null'],
      },
    };
    for (const [language, texts] of Object.entries(expected)) {
      await setLanguage(language);
      expect(read((await feed()).body), language).toEqual(texts);
    }
    await setLanguage(null);
  });

  it('changes its ETag with the language, and is byte for byte the English feed again when set back', async () => {
    await setLanguage(null);
    const english = await feed();
    const englishTag = english.headers.etag as string;
    await setLanguage('de');
    const german = await feed({ 'if-none-match': englishTag });
    expect(german.statusCode).toBe(200);
    expect(german.headers.etag).not.toBe(englishTag);
    expect((await feed({ 'if-none-match': german.headers.etag as string })).statusCode).toBe(304);
    await setLanguage('en');
    const explicit = await feed();
    expect(explicit.body).toBe(english.body);
    await setLanguage(null);
    const back = await feed({ 'if-none-match': englishTag });
    expect(back.statusCode).toBe(304);
  });
});
