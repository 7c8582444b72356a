import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookLog, pantryItems } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookCalls } from './cook-log-test-support.ts';

describe('Cooked it: taking from the pantry', () => {
  let t: TestApp;
  let calls: ReturnType<typeof cookCalls>;
  let cook: TestUser;
  let stew: number;

  const amountOf = async (id: number) =>
    (
      await t.db
        .select({ qty: pantryItems.qty, unit: pantryItems.unit })
        .from(pantryItems)
        .where(eq(pantryItems.id, id))
    )[0];
  const entries = async () => (await t.db.select({ n: count() }).from(cookLog))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    calls = cookCalls(t.app);
    stew = await createRecipe(t.db, {
      details: { name: 'Beef Stew', servings: 4 },
      ingredients: [
        { name: 'beef mince', qty: 500, measurement: 'g' },
        { name: 'eggs', qty: 2, measurement: 'whole' },
        { name: 'olive oil', qty: 2, measurement: 'tbsp' },
        { name: 'salt', qty: 1, measurement: 'to taste' },
      ],
    });
  });
  // A new household each test: its own pantry.
  beforeEach(async () => {
    cook = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('takes each line scaled by servings ÷ recipe servings; staples and lines without an amount stay', async () => {
    const beef = await calls.pantryAdd(cook, { name: 'Beef mince', qty: 1, unit: 'kg' });
    const eggs = await calls.pantryAdd(cook, { name: 'egg', qty: 6, unit: null });
    const oil = await calls.pantryAdd(cook, { name: 'olive oil', qty: 500, unit: 'ml', staple: true });
    const salt = await calls.pantryAdd(cook, { name: 'salt', qty: 100, unit: 'g' });

    const res = await calls.cooked(cook, stew, { servings: 2 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().deducted).toEqual([
      { pantryItemId: beef.id, name: 'Beef mince', qty: 250, unit: 'gram' },
      { pantryItemId: eggs.id, name: 'egg', qty: 1, unit: null },
    ]);
    expect(res.json().short).toEqual([]);
    expect(await amountOf(beef.id)).toEqual({ qty: '750.000', unit: 'gram' });
    expect(await amountOf(eggs.id)).toEqual({ qty: '5.000', unit: null });
    expect(await amountOf(oil.id)).toEqual({ qty: '500.000', unit: 'milliliter' });
    expect(await amountOf(salt.id)).toEqual({ qty: '100.000', unit: 'gram' });
  });

  it('never goes below zero and answers what the pantry lacked', async () => {
    const beef = await calls.pantryAdd(cook, { name: 'beef mince', qty: 100, unit: 'g' });
    const res = await calls.cooked(cook, stew, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().deducted).toEqual([{ pantryItemId: beef.id, name: 'beef mince', qty: 100, unit: 'gram' }]);
    expect(res.json().short).toEqual([
      { name: 'beef mince', qty: 400, unit: 'gram' },
      { name: 'eggs', qty: 2, unit: null },
      { name: 'olive oil', qty: 2, unit: 'tablespoon' },
    ]);
    expect(await amountOf(beef.id)).toEqual({ qty: '0.000', unit: 'gram' });
  });

  it('takes the soonest best-before first, items without a date last', async () => {
    const undated = await calls.pantryAdd(cook, { name: 'beef mince', qty: 300, unit: 'g' });
    const later = await calls.pantryAdd(cook, { name: 'beef mince', qty: 300, unit: 'g', bestBefore: '2027-01-10' });
    const sooner = await calls.pantryAdd(cook, { name: 'beef mince', qty: 300, unit: 'g', bestBefore: '2027-01-05' });
    const res = await calls.cooked(cook, stew, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().deducted.filter((d: { name: string }) => d.name === 'beef mince')).toEqual([
      { pantryItemId: sooner.id, name: 'beef mince', qty: 300, unit: 'gram' },
      { pantryItemId: later.id, name: 'beef mince', qty: 200, unit: 'gram' },
    ]);
    expect(await amountOf(sooner.id)).toEqual({ qty: '0.000', unit: 'gram' });
    expect(await amountOf(later.id)).toEqual({ qty: '100.000', unit: 'gram' });
    expect(await amountOf(undated.id)).toEqual({ qty: '300.000', unit: 'gram' });
  });

  it('takes nothing with deduct: false', async () => {
    const beef = await calls.pantryAdd(cook, { name: 'beef mince', qty: 1, unit: 'kg' });
    const res = await calls.cooked(cook, stew, { deduct: false });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ deducted: [], short: [] });
    expect(await amountOf(beef.id)).toEqual({ qty: '1.000', unit: 'kilogram' });
  });

  it('answers a repeated Idempotency-Key as the first time, logging and taking once', async () => {
    const beef = await calls.pantryAdd(cook, { name: 'beef mince', qty: 1, unit: 'kg' });
    const before = await entries();
    const headers = { 'idempotency-key': 'cook-once' };
    const first = await calls.cooked(cook, stew, {}, headers);
    const again = await calls.cooked(cook, stew, {}, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await entries()).toBe(before + 1);
    expect(await amountOf(beef.id)).toEqual({ qty: '500.000', unit: 'gram' });
  });

  it('never takes another household’s pantry', async () => {
    const other = await createUser(t.app);
    const theirs = await calls.pantryAdd(other, { name: 'beef mince', qty: 1, unit: 'kg' });
    const res = await calls.cooked(cook, stew, {});
    expect(res.json().deducted).toEqual([]);
    expect(await amountOf(theirs.id)).toEqual({ qty: '1.000', unit: 'kilogram' });
  });
});
