import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Lines read in the request's language (docs/api/languages.md, "Amounts typed by people"): a comma between
 * digits is the decimal mark, but in English a comma before exactly three digits groups thousands. The
 * language is the user's setting, else the first Accept-Language tag, else English.
 */
describe('typed lines and the request language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const header = (language?: string): Record<string, string> => (language ? { 'accept-language': language } : {});
  const parse = async (user: TestUser, lines: string[], language?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingredients/parse',
      headers: { ...user.auth, ...header(language) },
      payload: { lines },
    });
    expect(res.statusCode).toBe(200);
    return res.json().ingredients as { text: string; qty: number; unit: string | null; name: string }[];
  };
  const addItem = (user: TestUser, text: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/lists/current/items',
      headers: { ...user.auth, ...header(language) },
      payload: { text },
    });
  const setLanguage = (user: TestUser, language: string | null) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/me/settings', headers: user.auth, payload: { language } });
  const amounts = (body: { items: { name: string; amounts: unknown[] }[] }, name: string) =>
    body.items.find((i) => i.name === name)?.amounts;

  describe('POST /api/ingredients/parse', () => {
    it('reads "1,5" and "0,5" as decimals and, in English, "1,500" as fifteen hundred', async () => {
      const user = await createUser(t.app);
      const lines = ['1,5 kg potatoes', '0,5 l milk', '1,500 g flour', '1,25 kg sugar'];
      for (const language of [undefined, 'en', 'en-GB,en;q=0.9', 'fr;q=0.5, en-US']) {
        const parsed = await parse(user, lines, language);
        expect(
          parsed.map((p) => [p.qty, p.unit]),
          language,
        ).toEqual([
          [1.5, 'kilogram'],
          [0.5, 'liter'],
          [1500, 'gram'],
          [1.25, 'kilogram'],
        ]);
      }
    });

    it('reads "1,500" as one and a half for a request in another language', async () => {
      const user = await createUser(t.app);
      for (const language of ['de', 'de-DE,de;q=0.9,en;q=0.8', 'fr-CA', 'es']) {
        const [parsed] = await parse(user, ['1,500 kg Mehl'], language);
        expect([parsed.qty, parsed.unit], language).toEqual([1.5, 'kilogram']);
      }
    });

    it("follows the user's language before Accept-Language, from the moment it is changed", async () => {
      const user = await createUser(t.app);
      await setLanguage(user, 'de');
      expect((await parse(user, ['1,500 g Mehl'], 'en'))[0].qty).toBe(1.5);
      expect((await parse(user, ['1,500 g Mehl']))[0].qty).toBe(1.5);
      await setLanguage(user, 'en');
      expect((await parse(user, ['1,500 g flour'], 'de'))[0].qty).toBe(1500);
      await setLanguage(user, null);
      expect((await parse(user, ['1,500 g Mehl'], 'de'))[0].qty).toBe(1.5);
    });

    it('keeps a German line whole: its text as typed, the number read, every word in the name', async () => {
      const user = await createUser(t.app);
      const parsed = await parse(user, ['2 EL Olivenöl', '1 Prise Salz'], 'de');
      expect(parsed).toMatchObject([
        { text: '2 EL Olivenöl', qty: 2, name: 'el olivenöl' },
        { text: '1 Prise Salz', qty: 1, name: 'prise salz' },
      ]);
    });
  });

  describe('POST /api/lists/current/items', () => {
    it('reads decimal commas, and the English thousands, into the item amounts', async () => {
      const english = await createUser(t.app);
      await addItem(english, '1,5 kg potatoes');
      const flour = await addItem(english, '1,500 g flour');
      expect(flour.statusCode).toBe(200);
      expect(amounts(flour.json(), 'potatoes')).toEqual([{ qty: 1.5, unit: 'kilogram' }]);
      // 1500 g, shown on the list's ladder as 1.5 kg (the wrong reading would be 1.5 g).
      expect(amounts(flour.json(), 'flour')).toEqual([{ qty: 1.5, unit: 'kilogram' }]);

      const german = await createUser(t.app);
      await addItem(german, '0,5 l Milch', 'de');
      const mehl = await addItem(german, '1,500 g Mehl', 'de-DE');
      expect(amounts(mehl.json(), 'milch')).toEqual([{ qty: 500, unit: 'milliliter' }]);
      expect(amounts(mehl.json(), 'mehl')).toEqual([{ qty: 1.5, unit: 'gram' }]);
    });

    it("follows the user's language setting", async () => {
      const user = await createUser(t.app);
      await setLanguage(user, 'fr');
      const res = await addItem(user, '1,500 g farine', 'en');
      expect(amounts(res.json(), 'farine')).toEqual([{ qty: 1.5, unit: 'gram' }]);
    });

    it('keeps a line in another language: the text as typed, the number read, never a 400', async () => {
      const user = await createUser(t.app);
      await addItem(user, '2 EL Olivenöl', 'de');
      const res = await addItem(user, '1 Prise Salz', 'de');
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { name: string; amounts: unknown[]; sources: { text: string }[] }[];
      expect(items.map((i) => [i.name, i.amounts, i.sources.map((s) => s.text)])).toEqual(
        expect.arrayContaining([
          ['el olivenöl', [{ qty: 2, unit: null }], ['2 EL Olivenöl']],
          ['prise salz', [{ qty: 1, unit: null }], ['1 Prise Salz']],
        ]),
      );
    });
  });

  describe('the recipe payload text', () => {
    it('is read in the admin request language', async () => {
      const admin = await createAdmin(t.app);
      const send = (language: string | undefined, method: 'POST' | 'PUT' = 'POST', id?: number) =>
        t.app.inject({
          method,
          url: method === 'POST' ? '/api/recipes/add-recipe' : `/api/recipes/${id}`,
          headers: { ...admin.auth, ...header(language) },
          payload: recipePayload({
            ingredients: [
              { name: 'flour', text: '1,500 g flour' },
              { name: 'milk', text: '0,5 l milk' },
            ],
          }),
        });
      const qtys = (res: { json(): { lineItems: { qty: number }[] } }) => res.json().lineItems.map((l) => l.qty);
      const english = await send(undefined);
      expect(english.statusCode).toBe(201);
      expect(qtys(english)).toEqual([1500, 0.5]);
      expect(qtys(await send('de'))).toEqual([1.5, 0.5]);
      expect(qtys(await send('es', 'PUT', english.json().id))).toEqual([1.5, 0.5]);
    });
  });
});
