import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPlanDays, utcToday } from '#domain/plan-dates.ts';
import { planEntries } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertHouseholdMember } from '../households/index.ts';

const NOTE = 'Out; with Ann, Bob \\ and\nthe kids 🎉';

describe('calendar feed', () => {
  let t: TestApp;
  let cook: TestUser;
  let recipeId: number;
  const today = utcToday();
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://kitchen.example' });
    cook = await createUser(t.app);
    recipeId = await createRecipe(t.db, {
      details: { name: 'Chicken Tikka Masala with a name long enough to fold — ünïcödé 🍛 twice 🍛', servings: 4 },
    });
  });
  afterAll(() => t.close());

  const add = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/plan/entries', headers: user.auth, payload });
  const address = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/plan/calendar', headers: user.auth })).json().url as string;
  const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

  it('gives a secret address of 256 random bits under PUBLIC_URL, the same each time', async () => {
    const url = await address(cook);
    expect(url).toMatch(/^https:\/\/kitchen\.example\/api\/plan\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await address(cook)).toBe(url);
    expect(await address(await createUser(t.app))).not.toBe(url);
  });

  it('serves valid RFC 5545: CRLF, folded at 75 octets, escaped, floating meal times, stable UIDs', async () => {
    const dinner = (await add(cook, { date: today, meal: 'dinner', recipeId, servings: 3 })).json();
    const lunch = (await add(cook, { date: addPlanDays(today, 1), meal: 'lunch', note: NOTE })).json();
    const breakfast = (await add(cook, { date: addPlanDays(today, -28), meal: 'breakfast', note: 'Eggs' })).json();
    const snack = (await add(cook, { date: addPlanDays(today, 84), meal: 'snack', note: 'Fruit' })).json();
    await add(cook, { date: addPlanDays(today, -29), meal: 'dinner', note: 'Too old' });
    await add(cook, { date: addPlanDays(today, 85), meal: 'dinner', note: 'Too far' });

    const answer = await fetchFeed(await address(cook), { accept: 'application/json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.headers.etag).toMatch(/^"[^"]+"$/);
    const raw = answer.rawPayload;
    const text = raw.toString('utf8');

    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n').slice(0, -1)) {
      const bytes = Buffer.from(line, 'utf8');
      expect(bytes.length, line).toBeLessThanOrEqual(75);
      // No character split across a fold: each physical line is whole UTF-8 on its own.
      expect(Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes)).toBe(true);
      expect(bytes.toString('utf8')).not.toContain('\uFFFD');
    }
    expect(text).toMatch(/\r\n /); // the long name did fold

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Hello Kitchen meal plan');
    const events = calendar.getAllSubcomponents('vevent');
    const byUid = new Map(events.map((e) => [e.getFirstPropertyValue('uid') as string, e]));
    expect([...byUid.keys()].sort()).toEqual(
      [dinner, lunch, breakfast, snack].map((e) => `plan-entry-${e.id}@kitchen.example`).sort(),
    );

    const dinnerEvent = byUid.get(`plan-entry-${dinner.id}@kitchen.example`)!;
    const start = dinnerEvent.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBeFalsy();
    expect(start.getFirstValue()!.toString()).toBe(`${today}T18:30:00`);
    expect(dinnerEvent.getFirstPropertyValue('dtend')!.toString()).toBe(`${today}T19:30:00`);
    expect(text).toContain(`DTSTART:${today.replaceAll('-', '')}T183000\r\n`);
    expect(dinnerEvent.getFirstPropertyValue('summary')).toBe(
      'Dinner: Chicken Tikka Masala with a name long enough to fold — ünïcödé 🍛 twice 🍛',
    );
    expect(dinnerEvent.getFirstPropertyValue('description')).toBe(
      `Servings: 3\nhttps://kitchen.example/user/recipes/${recipeId}`,
    );
    expect(dinnerEvent.getFirstPropertyValue('url')).toBe(`https://kitchen.example/user/recipes/${recipeId}`);
    const [row] = await t.db.select().from(planEntries).where(eq(planEntries.id, dinner.id));
    const stamp = dinnerEvent.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.zone?.tzid).toBe('UTC');
    expect(stamp.toJSDate().getTime()).toBe(Math.floor(row.updatedAt.getTime() / 1000) * 1000);

    const lunchEvent = byUid.get(`plan-entry-${lunch.id}@kitchen.example`)!;
    expect(lunchEvent.getFirstPropertyValue('summary')).toBe(`Lunch: ${NOTE}`);
    expect(lunchEvent.getFirstPropertyValue('description')).toBeNull();
    expect(lunchEvent.getFirstPropertyValue('url')).toBeNull();
    expect(lunchEvent.getFirstPropertyValue('dtstart')!.toString()).toBe(`${addPlanDays(today, 1)}T12:30:00`);
    expect(byUid.get(`plan-entry-${breakfast.id}@kitchen.example`)!.getFirstPropertyValue('dtstart')!.toString()).toBe(
      `${addPlanDays(today, -28)}T08:00:00`,
    );
    expect(byUid.get(`plan-entry-${snack.id}@kitchen.example`)!.getFirstPropertyValue('dtstart')!.toString()).toBe(
      `${addPlanDays(today, 84)}T16:00:00`,
    );

    // The same bytes and tag on the next fetch, so clients see no change.
    const again = await fetchFeed(await address(cook));
    expect(again.body).toBe(text);
    expect(again.headers.etag).toBe(answer.headers.etag);
  });

  it('answers 304 to its ETag, and a new tag once the plan changes', async () => {
    const user = await createUser(t.app);
    await add(user, { date: today, meal: 'dinner', note: 'Soup' });
    const url = await address(user);
    const first = await fetchFeed(url);
    const tag = first.headers.etag as string;
    const cached = await fetchFeed(url, { 'if-none-match': tag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    await add(user, { date: today, meal: 'lunch', note: 'Bread' });
    const changed = await fetchFeed(url, { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('shows the household of the address user, and a reset address makes the old one 404', async () => {
    const owner = await createUser(t.app);
    const member = await createUser(t.app);
    await add(owner, { date: today, meal: 'dinner', note: 'Owner dinner' });
    const url = await address(member);
    await insertHouseholdMember(t.db, member.id, owner.id);
    const feed = (await fetchFeed(url)).body;
    expect(feed).toContain('SUMMARY:Dinner: Owner dinner');
    expect(feed).not.toContain(owner.username);

    const reset = await t.app.inject({ method: 'POST', url: '/api/plan/calendar/reset', headers: member.auth });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().url).not.toBe(url);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await fetchFeed(reset.json().url)).statusCode).toBe(200);
    expect(await address(member)).toBe(reset.json().url);
  });

  it('answers 404 for an unknown token and needs no Authorization header', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/plan/calendar/${'A'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/plan/calendar/nothing' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/plan/calendar' })).statusCode).toBe(401);
  });
});

describe('meal plan in the OpenAPI document', () => {
  it('lists every plan route, the feed without a bearer requirement', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const paths = res.json().paths as Record<string, Record<string, { security?: unknown }>>;
      for (const path of [
        '/api/plan',
        '/api/plan/entries',
        '/api/plan/entries/{id}',
        '/api/plan/fill',
        '/api/plan/to-list',
        '/api/plan/calendar',
        '/api/plan/calendar/reset',
        '/api/plan/calendar/{file}',
      ])
        expect(Object.keys(paths)).toContain(path);
      expect(paths['/api/plan/calendar/{file}'].get.security).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
