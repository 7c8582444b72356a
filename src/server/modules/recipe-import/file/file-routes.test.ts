import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, multipartBody, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const SOUP_LINES = ['2 cups vegetable stock', '1 onion, diced', '3 tablespoons olive oil', '500 g tomatoes'];
const SOUP_STEPS = ['Soften the onion in the oil.', 'Add the tomatoes and stock and simmer for 20 minutes.'];

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
});
afterAll(() => t.close());

function upload(fields: Record<string, string>, file?: { name: string; bytes: Buffer }, auth = admin.auth) {
  const { payload, headers } = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/recipes/import/file', payload, headers: { ...headers, ...auth } });
}

describe('POST /api/recipes/import/file: who and what', () => {
  it('answers 401 without a token and 403 for a user', async () => {
    const user = await createUser(t.app);
    const file = { name: 'card.png', bytes: fixture('blank.png') };
    expect((await upload({}, file, { authorization: '' })).statusCode).toBe(401);
    const forbidden = await upload({}, file, user.auth);
    expect(forbidden.statusCode).toBe(403);
  });

  it('answers 400 naming the field without a file, and for an unknown engine', async () => {
    const noFile = await upload({ engine: 'ocr' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().details).toHaveProperty('file');
    const badEngine = await upload({ engine: 'magic' }, { name: 'soup.pdf', bytes: fixture('soup.pdf') });
    expect(badEngine.statusCode).toBe(400);
    expect(badEngine.json().details).toHaveProperty('engine');
  });

  it('answers 413 for a file over 15 MiB', async () => {
    const big = Buffer.concat([fixture('soup-card.png'), Buffer.alloc(15 * 1024 * 1024)]);
    const res = await upload({}, { name: 'big.png', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  it('answers 422 for bytes that are no picture or PDF, whatever the name, and for a broken picture', async () => {
    for (const bytes of [Buffer.from('GIF89a not what we read'), Buffer.from('hello world, a text file')]) {
      const res = await upload({}, { name: 'card.jpg', bytes });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'This file is not a picture or PDF we can read' });
    }
    // A truncated PNG, a HEIC header with no picture after it (heic-convert's path) and a broken PDF.
    const heicHeader = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    const brokenFiles = [fixture('soup-card.png').subarray(0, 200), heicHeader, Buffer.from('%PDF-1.4\ngarbage')];
    for (const bytes of brokenFiles) {
      const broken = await upload({}, { name: 'card', bytes });
      expect(broken.statusCode).toBe(422);
      expect(broken.json()).toMatchObject({
        error: 'This file is not a picture or PDF we can read',
        code: 'FILE_REFUSED',
      });
    }
  });

  it('answers 422 for a PDF with no text layer when no model server reads it', async () => {
    const res = await upload({}, { name: 'scan.pdf', bytes: fixture('soup-scan.pdf') });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/no text to read/);
  });
});

describe('POST /api/recipes/import/file: reading', () => {
  it("reads a PDF's text layer exactly", async () => {
    const res = await upload({}, { name: 'soup.pdf', bytes: fixture('soup.pdf') });
    expect(res.statusCode).toBe(200);
    const { recipe, text, hazards } = res.json();
    expect(text.split('\n')).toContain('2 cups vegetable stock');
    expect(recipe.recipeDetails).toMatchObject({ name: 'Tomato Soup', servings: 4 });
    expect(recipe.ingredients.map((i: { text: string }) => i.text)).toEqual(SOUP_LINES);
    expect(recipe.instructions).toEqual(SOUP_STEPS);
    expect(hazards).toEqual([]);
  });

  it('answers 422 for a blank picture', async () => {
    const res = await upload({ engine: 'ocr' }, { name: 'blank.png', bytes: fixture('blank.png') });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'We could not read any recipe text in this picture' });
  });

  // Each OCR run costs about a second: one test per picture format, the turned card and the hazard.
  it.each(['soup-card.png', 'soup-card.jpg', 'soup-card.webp', 'soup-card-turned.jpg'])(
    'reads the printed card %s: title, servings, every ingredient line and step exactly',
    async (name) => {
      const res = await upload({}, { name: 'upload', bytes: fixture(name) });
      expect(res.statusCode).toBe(200);
      const { recipe, text, hazards } = res.json();
      expect(text).toContain('Tomato Soup');
      expect(recipe.recipeDetails).toMatchObject({ name: 'Tomato Soup', servings: 4 });
      expect(recipe.ingredients.map((i: { text: string }) => i.text)).toEqual(SOUP_LINES);
      expect(recipe.ingredients[0]).toMatchObject({ qty: 2, measurement: 'cup' });
      expect(recipe.instructions).toEqual(SOUP_STEPS);
      expect(hazards).toEqual([]);
    },
  );

  it('proposes "1 1/2 cups flour" for the "11/2 cups flour" OCR reads, with its hazard', async () => {
    const res = await upload({}, { name: 'pancakes.jpg', bytes: fixture('pancakes-card.jpg') });
    expect(res.statusCode).toBe(200);
    const { recipe, text, hazards } = res.json();
    expect(text).toContain('11/2 cups flour');
    expect(recipe.recipeDetails).toMatchObject({ name: 'Pancakes', servings: 2 });
    expect(recipe.ingredients[0]).toMatchObject({ text: '1 1/2 cups flour', qty: 1.5, measurement: 'cup' });
    expect(hazards).toEqual([
      expect.objectContaining({ index: 0, read: '11/2 cups flour', proposed: '1 1/2 cups flour' }),
    ]);
  });
});
