import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, createUser, multipartBody, type TestUser } from '../../../test/factories.ts';
import { createTestApp, createTestInstances, type TestApp, type TestInstances } from '../../../test/test-app.ts';
import { startFakeModelServer } from './fake-model-server.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../file/fixtures', name));
type Fake = Awaited<ReturnType<typeof startFakeModelServer>>;

let fake: Fake;
beforeAll(async () => {
  fake = await startFakeModelServer();
});
afterAll(() => fake.close());

const server = () => ({ baseUrl: fake.baseUrl, model: 'vision-7b', key: 'test-key', timeoutMs: 1000 });

async function appWith(importAi: TestApp['app']['deps']['config']['importAi']) {
  const t = await createTestApp({ importAi });
  return { t, admin: await createAdmin(t.app) };
}

function upload(t: TestApp, admin: TestUser, name: string, engine = 'ai') {
  const { payload, headers } = multipartBody({ engine }, { name, bytes: fixture(name) });
  return t.app.inject({
    method: 'POST',
    url: '/api/recipes/import/file',
    payload,
    headers: { ...headers, ...admin.auth },
  });
}

const engines = (t: TestApp, admin: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/recipes/import/engines', headers: admin.auth });

/** The pictures of the last request the fake saw, decoded. */
function sentPictures(): Buffer[] {
  const messages = fake.requests.at(-1)!.body.messages as {
    content: { type: string; image_url?: { url: string } }[];
  }[];
  return messages[0].content
    .filter((part) => part.type === 'image_url')
    .map((part) => {
      expect(part.image_url!.url).toMatch(/^data:image\/jpeg;base64,/);
      return Buffer.from(part.image_url!.url.split(',')[1], 'base64');
    });
}

describe('without a model server', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => ({ t, admin } = await appWith({ server: null, dailyLimit: 200 })));
  afterAll(() => t.close());

  it('says so on /engines, and answers engine ai with 400 on both routes', async () => {
    expect((await engines(t, admin)).json()).toEqual({
      ocr: true,
      ai: { configured: false, model: null, usedToday: 0, dailyLimit: 200 },
    });
    const file = await upload(t, admin, 'soup-card.png');
    expect(file.statusCode).toBe(400);
    expect(file.json().error).toBe('No model server is set up');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import/text',
      headers: admin.auth,
      payload: { text: 'Pancakes\n1 cup flour', engine: 'ai' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('No model server is set up');
  });

  it('keeps /engines for admins', async () => {
    const user = await createUser(t.app);
    expect((await engines(t, user)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/recipes/import/engines' })).statusCode).toBe(401);
  });
});

describe('with a model server', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => ({ t, admin } = await appWith({ server: server(), dailyLimit: 50 })));
  afterAll(() => t.close());
  beforeEach(() => {
    fake.state.mode = 'good';
  });

  it('sends one call with the model, the key, the JSON Schema and a JPEG of a PNG; maps the reply', async () => {
    const before = fake.requests.length;
    const res = await upload(t, admin, 'soup-card.png');
    expect(res.statusCode).toBe(200);
    expect(fake.requests.length).toBe(before + 1);
    const { url, headers, body } = fake.requests.at(-1)!;
    expect(url).toBe('/v1/chat/completions');
    expect(headers.authorization).toBe('Bearer test-key');
    expect(body.model).toBe('vision-7b');
    const format = body.response_format as {
      type: string;
      json_schema: { name: string; schema: { properties: Record<string, unknown>; required: string[] } };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.name).toBeTruthy();
    expect(format.json_schema.schema.properties.recipeIngredient).toMatchObject({ type: 'array' });
    expect(format.json_schema.schema.required).toContain('recipeIngredient');
    const [jpeg] = sentPictures();
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const { recipe, hazards } = res.json();
    expect(recipe.recipeDetails).toMatchObject({ name: 'Model Pancakes', servings: 4 });
    expect(recipe.ingredients[0]).toMatchObject({ text: '1 1/2 cups flour', qty: 1.5, measurement: 'cup' });
    expect(recipe.instructions).toEqual(['Whisk.', 'Fry until golden.']);
    expect(recipe.instructionSections).toEqual([{ title: 'To cook', start: 1 }]);
    expect(hazards).toEqual([]);
  });

  it('sends a WebP as a JPEG too, and a scanned PDF as one JPEG per page', async () => {
    expect((await upload(t, admin, 'soup-card.webp')).statusCode).toBe(200);
    expect(sentPictures().map((p) => p[0] === 0xff && p[1] === 0xd8)).toEqual([true]);
    expect((await upload(t, admin, 'soup-scan.pdf')).statusCode).toBe(200);
    expect(sentPictures().map((p) => p[0] === 0xff && p[1] === 0xd8)).toEqual([true]);
  });

  it('reads a reply fenced in ``` or wrapped in prose', async () => {
    for (const mode of ['fenced', 'prose'] as const) {
      fake.state.mode = mode;
      const res = await upload(t, admin, 'blank.png');
      expect(res.statusCode).toBe(200);
      expect(res.json().recipe.recipeDetails.name).toBe('Model Pancakes');
    }
  });

  it('answers 502 for a malformed reply, an HTTP error and a hang-up; 504 when it is too slow', async () => {
    const cases = [
      ['malformed', 502, "The model server's answer was not a recipe we could read"],
      ['error', 502, 'The model server answered with an error (HTTP 500)'],
      ['hangup', 502, 'We could not reach the model server'],
      ['slow', 504, 'The model server did not answer within 1 second'],
    ] as const;
    for (const [mode, status, error] of cases) {
      fake.state.mode = mode;
      const res = await upload(t, admin, 'blank.png');
      expect(res.statusCode, mode).toBe(status);
      expect(res.json().error).toBe(error);
    }
  });

  it('reads pasted text with engine ai on /import/text, sent as a text part', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/import/text',
      headers: admin.auth,
      payload: { text: 'Nan’s pancakes: flour, eggs, fry', engine: 'ai' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().recipe.recipeDetails.name).toBe('Model Pancakes');
    const parts = (fake.requests.at(-1)!.body.messages as { content: { type: string; text?: string }[] }[])[0].content;
    expect(parts.some((p) => p.type === 'text' && p.text === 'Nan’s pancakes: flour, eggs, fry')).toBe(true);
    expect(parts.some((p) => p.type === 'image_url')).toBe(false);
  });
});

describe("the day's cap", () => {
  let two: TestInstances;
  let admin: TestUser;
  beforeAll(async () => {
    two = await createTestInstances({ importAi: { server: server(), dailyLimit: 2 } });
    admin = await createAdmin(two.apps[0]);
  });
  afterAll(() => two.close());

  const uploadTo = (app: TestInstances['apps'][0]) => {
    const { payload, headers } = multipartBody({ engine: 'ai' }, { name: 'blank.png', bytes: fixture('blank.png') });
    return app.inject({
      method: 'POST',
      url: '/api/recipes/import/file',
      payload,
      headers: { ...headers, ...admin.auth },
    });
  };

  it('counts a failed call, holds across instances, then answers 429 without calling the server', async () => {
    const [a, b] = two.apps;
    fake.state.mode = 'error';
    expect((await uploadTo(a)).statusCode).toBe(502);
    fake.state.mode = 'good';
    expect((await uploadTo(b)).statusCode).toBe(200);
    const before = fake.requests.length;
    const refused = await uploadTo(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe("Today's limit of 2 model calls is used up");
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(fake.requests.length).toBe(before);
    const status = await b.inject({ method: 'GET', url: '/api/recipes/import/engines', headers: admin.auth });
    expect(status.json().ai).toEqual({ configured: true, model: 'vision-7b', usedToday: 2, dailyLimit: 2 });
  });
});
