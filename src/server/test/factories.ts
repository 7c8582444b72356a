import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RecipePayloadSchema, type RecipePayloadInput } from '#domain/recipe.ts';
import { toRecipeRecord } from '#domain/recipe-lines.ts';
import type { User } from '#domain/user.ts';
import type { Db } from '../db/client.ts';
import { listInvites, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { insertRecipe } from '../modules/recipes/index.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export interface TestUser extends User {
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  auth: { authorization: string };
}

/** Inserts a user straight into the database and signs them in. */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<{
    username: string;
    email: string;
    isAdmin: boolean;
    password: string;
    firstName: string;
    lastName: string;
  }> = {},
): Promise<TestUser> {
  const id = unique();
  const password = overrides.password ?? 'secret123';
  const [row] = await app.deps.db
    .insert(users)
    .values({
      username: overrides.username ?? `user_${id}`,
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'Cook',
      email: overrides.email ?? `${id}@example.com`,
      phoneNum: '5551234567',
      gender: 'other',
      passwordHash: await hashPassword(password),
      isAdmin: overrides.isAdmin ?? false,
    })
    .returning();
  const token = await app.deps.sessions.issue(row.id);
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNum: row.phoneNum,
    gender: row.gender as User['gender'],
    isAdmin: row.isAdmin,
    language: row.language,
    units: row.units as User['units'],
    password,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

export const createAdmin = (app: FastifyInstance) => createUser(app, { isAdmin: true });

/** A valid recipe payload; override any part. */
export function recipePayload(
  overrides: Partial<RecipePayloadInput> & { details?: Partial<RecipePayloadInput['recipeDetails']> } = {},
): RecipePayloadInput {
  const { details, ...rest } = overrides;
  return {
    recipeDetails: {
      name: `Test Dish ${unique()}`,
      url: 'https://www.example.com/recipes/test',
      img: '/images/cuisines/other.svg',
      servings: 4,
      cookTime: 30,
      ...details,
    },
    cuisines: ['american'],
    restrictions: [],
    appliances: ['stovetop'],
    ingredients: [
      { name: 'flour', qty: 1.5, measurement: 'cups' },
      { name: 'salt', qty: 1, measurement: 'to taste' },
    ],
    ...rest,
  };
}

/** Inserts a recipe straight into the database; returns its id. */
export async function createRecipe(db: Db, overrides: Parameters<typeof recipePayload>[0] = {}): Promise<number> {
  return insertRecipe(db, toRecipeRecord(RecipePayloadSchema.parse(recipePayload(overrides))), null);
}

/** Inserts a user straight into the database (its password logs nobody in), for repository tests; returns its id. */
export async function insertUser(db: Db, username: string): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      username,
      firstName: 'Test',
      lastName: 'User',
      email: `${username}@example.com`,
      phoneNum: '5551234567',
      gender: 'other',
      passwordHash: 'not-a-real-hash',
    })
    .returning({ id: users.id });
  return user.id;
}

let signUpSeq = 0;
/** A valid sign-up body with unique username and email. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  signUpSeq++;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `AdaCook${signUpSeq}x`,
    phoneNum: '555-123-4567',
    email: `Ada.${signUpSeq}@Example.com`,
    password: 'secret123',
    gender: 'female',
    ...overrides,
  };
}

/** Makes every invite of an owner's list expired, as 24 hours later. */
export async function expireListInvites(db: Db, ownerId: number): Promise<void> {
  await db
    .update(listInvites)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(listInvites.ownerId, ownerId));
}

export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Opens GET `url` with fetch and reads it as Server-Sent Events (comment lines included, as event ':').
 * `next(match)` waits for the next event that matches; `close()` aborts the request.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const received: ServerSentEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  void (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          if (lines.every((l) => l.startsWith(':'))) received.push({ event: ':', data: lines.join('\n') });
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (event !== undefined) received.push({ event, data: data ?? '' });
          waiters.forEach((w) => w());
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      waiters.forEach((w) => w());
    }
  })();
  let cursor = 0;
  return {
    response,
    received,
    /** The next event (after those already taken) that `match` accepts. */
    next(match: (e: ServerSentEvent) => boolean = () => true): Promise<ServerSentEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (cursor < received.length) {
            const e = received[cursor++];
            if (match(e)) {
              waiters.delete(check);
              resolve(e);
              return;
            }
          }
          if (ended) {
            waiters.delete(check);
            reject(new Error('the event stream ended'));
          }
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

/** The next `list` event's version. */
export const nextListVersion = async (stream: Awaited<ReturnType<typeof openEventStream>>) =>
  (JSON.parse((await stream.next((e) => e.event === 'list')).data) as { version: number }).version;
/** A zip built in memory (yazl): each entry a name and its bytes or text; `store` leaves it uncompressed. */
export async function zipOf(entries: [string, Buffer | string][], store = false): Promise<Buffer> {
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  for (const [name, data] of entries)
    zip.addBuffer(typeof data === 'string' ? Buffer.from(data) : data, name, { compress: !store });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A multipart/form-data body with text fields and one file, for inject(). */
export function multipartBody(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `----hk${unique()}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small schema.org Recipe as other apps export it, for migration files (fields in `extra` win). */
export const schemaOrgRecipe = (name: string, extra: Record<string, unknown> = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name,
  recipeYield: '2',
  recipeIngredient: ['1 cup rice'],
  recipeInstructions: 'Cook the rice.',
  ...extra,
});

/** Makes `member` join `owner`'s household through the list's invite. */
export async function joinHousehold(app: FastifyInstance, owner: TestUser, member: TestUser): Promise<void> {
  const invite = await app.inject({ method: 'POST', url: '/api/lists/current/invite', headers: owner.auth });
  const joined = await app.inject({
    method: 'POST',
    url: '/api/lists/join',
    headers: member.auth,
    payload: { code: invite.json().code },
  });
  if (joined.statusCode !== 200) throw new Error(`join: ${joined.statusCode} ${joined.body}`);
}
