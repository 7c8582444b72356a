import { gzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItems, migrationItems, recipes } from '../../db/schema.ts';
import { createAdmin, zipOf, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { migrationApi } from './migration-api.test-support.ts';

// How texts from other apps become steps, and in which Unicode form they are stored.
describe('texts of migrated recipes', () => {
  let t: TestApp;
  let admin: TestUser;
  const { imported } = migrationApi(
    () => t,
    () => admin,
  );
  const row = async (name: string) => {
    const [r] = await t.db.select().from(recipes).where(eq(recipes.name, name));
    return r;
  };
  const paprikaZip = (...list: Record<string, unknown>[]) =>
    zipOf(list.map((r) => [`${String(r.name)}.paprikarecipe`, gzipSync(JSON.stringify({ uid: r.name, ...r }))]));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(() => t?.close());

  it("makes each line of a KitchenOwl scraper's method a step, the intro paragraph the description", async () => {
    const household = {
      name: 'Home',
      member: ['ana'],
      shoppinglists: ['Weekly'],
      recipes: [
        {
          name: 'Scraped Lentil Soup',
          description:
            'A warming soup for cold days.\n\nRinse the lentils.\nSoften the onion in oil.\r\nAdd lentils and stock; simmer 25 minutes.\n\u200b\nSeason and serve.\n',
          yields: 4,
          time: 40,
          items: [{ name: 'Lentils', description: '200 g' }],
        },
      ],
    };
    const report = await imported('kitchenowl.json', Buffer.from(JSON.stringify(household)));
    expect(report.items[0]).toMatchObject({ outcome: 'imported', name: 'Scraped Lentil Soup' });
    expect(await row('Scraped Lentil Soup')).toMatchObject({
      description: 'A warming soup for cold days.',
      instructions: [
        'Rinse the lentils.',
        'Soften the onion in oil.',
        'Add lentils and stock; simmer 25 minutes.',
        'Season and serve.',
      ],
    });
  });

  it('gives one step per Paprika paragraph, whatever separates them or stands between them', async () => {
    const zip = await paprikaZip(
      {
        name: 'Paprika Crlf Pasta',
        ingredients: '200 g pasta',
        servings: '2',
        // CRLF throughout, a header, a blank line of a zero-width space and spaces, a trailing blank.
        directions: 'Directions:\r\n\r\nBoil water.\r\n \u200b \r\n1. Add pasta.\r\n\r\n\r\n',
      },
      {
        name: 'Paprika Labelled Sauce',
        ingredients: '1 onion',
        servings: '2',
        // A label paragraph before each step, a line of dashes, a section heading, CR-only line ends.
        directions: 'Step 1\n\nChop the onion.\n\n---\n\nFor the sauce:\n\nStep 2:\n\nFry it.\r\rServe.',
      },
    );
    const report = await imported('two.paprikarecipes', zip);
    expect(report.migration).toMatchObject({ status: 'done', imported: 2 });
    expect(await row('Paprika Crlf Pasta')).toMatchObject({
      instructions: ['Boil water.', 'Add pasta.'],
      instructionSections: [],
    });
    expect(await row('Paprika Labelled Sauce')).toMatchObject({
      instructions: ['Chop the onion.', 'Fry it.', 'Serve.'],
      instructionSections: [{ title: 'For the sauce', start: 1 }],
    });
  });

  it('stores every text of an NFD file in NFC, and the NFC recipe is the same recipe', async () => {
    const nfd = (s: string) => s.normalize('NFD');
    const nfc = (s: string) => s.normalize('NFC');
    const name = 'Käsespätzle';
    expect(nfd(name)).not.toBe(nfc(name));
    const zip = await paprikaZip({
      name: nfd(name),
      description: nfd('Schwäbisch.'),
      ingredients: nfd('200 g Bergkäse\nFür die Zwiebeln:\n2 Zwiebeln, in Ringe geschnitten'),
      directions: nfd('Spätzle kochen.\n\nKäse schichten.'),
      notes: nfd('Mit Röstzwiebeln.'),
      servings: nfd('4 Portionen'),
      categories: [nfd('Käse'), nfd('Schwäbisch')],
    });
    const report = await imported('mac.paprikarecipes', zip);
    expect(report.items[0]).toMatchObject({ outcome: 'imported', name: nfc(name) });
    const stored = await row(nfc(name));
    expect(stored).toMatchObject({
      name: nfc(name),
      description: nfc('Schwäbisch.'),
      instructions: [nfc('Spätzle kochen.'), nfc('Käse schichten.'), nfc('Mit Röstzwiebeln.')],
      keywords: [nfc('Käse'), nfc('Schwäbisch')],
      ingredientSections: [{ title: nfc('Für die Zwiebeln'), start: 1 }],
      yieldText: nfc('4 Portionen'),
    });
    const lines = await t.db
      .select({ text: lineItems.text, comment: lineItems.comment })
      .from(lineItems)
      .where(eq(lineItems.recipeId, stored.id))
      .orderBy(asc(lineItems.position));
    expect(lines.map((l) => l.text)).toEqual([nfc('200 g Bergkäse'), '2 Zwiebeln, in Ringe geschnitten']);
    const texts = [
      stored.name,
      stored.description,
      ...stored.instructions,
      ...stored.keywords,
      ...lines.map((l) => l.text),
    ];
    expect(texts.every((s) => s === s?.normalize('NFC'))).toBe(true);
    const [item] = await t.db.select().from(migrationItems).where(eq(migrationItems.recipeId, stored.id));
    expect(item.name).toBe(nfc(name));

    // The same name in NFC, from another app, and the NFD file again: both the recipe already here.
    const schemaOrg = { '@type': 'Recipe', name: nfc(name), recipeIngredient: ['Käse'], recipeInstructions: 'Backen.' };
    const again = await imported('nfc.json', Buffer.from(JSON.stringify(schemaOrg)));
    expect(again.items[0]).toMatchObject({ outcome: 'skipped', recipeId: stored.id });
    const twice = await imported('mac.paprikarecipes', zip);
    expect(twice.items[0]).toMatchObject({ outcome: 'skipped', recipeId: stored.id, name: nfc(name) });
    expect(
      await t.db
        .select({ id: recipes.id })
        .from(recipes)
        .where(eq(recipes.name, nfd(name))),
    ).toEqual([]);
  });
});
