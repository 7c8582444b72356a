import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLIANCES, CUISINES, RESTRICTIONS } from '#domain/constants.ts';
import type { DatabaseHandle } from '../client.ts';
import {
  appliances,
  cuisines,
  dislikes,
  ingredients,
  likes,
  lineItems,
  recipeAppliances,
  recipeCuisines,
  recipeRestrictions,
  recipes,
  restrictions,
  shoppingListRecipes,
  shoppingLists,
  suggestions,
  users,
} from '../schema.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { DEMO_DISHES } from './catalogue.ts';
import { DEMO_ACCOUNTS, DEMO_USER } from './demo-accounts.ts';
import { seedDemoData } from './demo.ts';

const publicDir = join(import.meta.dirname, '../../../../public');

describe('seedDemoData', () => {
  let h: DatabaseHandle;
  let first: Awaited<ReturnType<typeof seedDemoData>>;
  const tableCounts = async () => {
    const tables = { recipes, lineItems, ingredients, recipeCuisines, users, likes, dislikes, suggestions };
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables))
      out[name] = (await h.db.select({ n: count() }).from(table))[0].n;
    out.lists = (await h.db.select({ n: count() }).from(shoppingLists))[0].n;
    out.listRecipes = (await h.db.select({ n: count() }).from(shoppingListRecipes))[0].n;
    return out;
  };

  beforeAll(async () => {
    h = await createTestDatabase();
    first = await seedDemoData(h.db);
  });
  afterAll(() => h.close());

  it('inserts the whole catalogue, all active, and the demo home cook (no admin)', async () => {
    expect(first).toEqual({ recipes: DEMO_DISHES.length, users: 1 });
    const rows = await h.db
      .select({ name: recipes.name, isActive: recipes.isActive, img: recipes.img, url: recipes.url })
      .from(recipes);
    expect(rows).toHaveLength(DEMO_DISHES.length);
    for (const row of rows) {
      expect(row.isActive).toBe(true);
      expect(row.url).toMatch(/^https:\/\//);
      expect(existsSync(join(publicDir, row.img!)), row.img!).toBe(true);
    }
    const [{ n: lines }] = await h.db.select({ n: count() }).from(lineItems);
    expect(lines).toBe(DEMO_DISHES.reduce((sum, d) => sum + d.ingredients.length, 0));
  });

  it('stores fractional quantities exactly', async () => {
    const qtys = await h.db.selectDistinct({ qty: lineItems.qty }).from(lineItems);
    const values = qtys.map((q) => Number(q.qty));
    for (const q of [0.5, 0.25, 0.333, 1.5, 0.125]) expect(values).toContain(q);
  });

  it('gives every seeded line its text, and "to taste" lines no made-up amount', async () => {
    const rows = await h.db
      .select({ qty: lineItems.qty, measurement: lineItems.measurement, text: lineItems.text, name: ingredients.name })
      .from(lineItems)
      .innerJoin(ingredients, eq(ingredients.id, lineItems.ingredientId));
    for (const row of rows) expect(row.text, row.name).toContain(row.name);
    const toTaste = rows.filter((r) => r.measurement === 'to taste');
    expect(toTaste.length).toBeGreaterThan(0);
    for (const row of toTaste) expect(row).toMatchObject({ qty: null, text: `${row.name}, to taste` });
    expect(rows.map((r) => r.text)).toContain('1 1/2 cups all-purpose flour');
  });

  it('tags at least 3 recipes with every cuisine, restriction and appliance', async () => {
    const tally = async (
      join: typeof recipeCuisines | typeof recipeRestrictions | typeof recipeAppliances,
      tags: typeof cuisines | typeof restrictions | typeof appliances,
      tagColumn: 'cuisineId' | 'restrictionId' | 'applianceId',
    ) => {
      const col = (join as unknown as Record<string, typeof recipeCuisines.cuisineId>)[tagColumn];
      const rows = await h.db
        .select({ name: tags.name, n: sql<number>`count(*)::int` })
        .from(tags)
        .leftJoin(join, eq(col, tags.id))
        .groupBy(tags.name);
      return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
    };
    const byCuisine = await tally(recipeCuisines, cuisines, 'cuisineId');
    const byRestriction = await tally(recipeRestrictions, restrictions, 'restrictionId');
    const byAppliance = await tally(recipeAppliances, appliances, 'applianceId');
    for (const c of CUISINES) expect(byCuisine[c], c).toBeGreaterThanOrEqual(3);
    for (const r of RESTRICTIONS) expect(byRestriction[r], r).toBeGreaterThanOrEqual(3);
    for (const a of APPLIANCES) expect(byAppliance[a], a).toBeGreaterThanOrEqual(3);
  });

  it('creates demo accounts that sign in with their documented passwords, and no admin', async () => {
    expect(await h.db.$count(users, eq(users.isAdmin, true))).toBe(0);
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await h.db.select().from(users).where(eq(users.username, account.username));
      expect(row, account.username).toBeDefined();
      expect(row.isAdmin).toBe(account.isAdmin);
      expect(row.email).toBe(account.email);
      expect(row.phoneNum).toMatch(/^\d{10}$/);
      expect(await verifyPassword(row.passwordHash, account.password)).toBe(true);
      expect(await verifyPassword(row.passwordHash, 'wrong-password')).toBe(false);
    }
  });

  it('gives the demo user a small history', async () => {
    const [user] = await h.db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_USER.username));
    expect(await h.db.select().from(likes).where(eq(likes.userId, user.id))).toHaveLength(2);
    expect(await h.db.select().from(dislikes).where(eq(dislikes.userId, user.id))).toHaveLength(1);

    const lists = await h.db.select().from(shoppingLists).where(eq(shoppingLists.userId, user.id));
    const done = lists.filter((l) => l.isCompleted);
    const open = lists.filter((l) => !l.isCompleted);
    expect(done).toHaveLength(1);
    expect(open).toHaveLength(1);
    const daysAgo = (d: Date) => (Date.now() - d.getTime()) / 86_400_000;
    expect(daysAgo(done[0].completedAt!)).toBeGreaterThan(1);
    expect(daysAgo(done[0].completedAt!)).toBeLessThan(14);
    expect(open[0].completedAt).toBeNull();
    const inList = async (listId: number) =>
      h.db.select().from(shoppingListRecipes).where(eq(shoppingListRecipes.listId, listId));
    expect(await inList(done[0].id)).toHaveLength(2);
    expect(await inList(open[0].id)).toHaveLength(1);

    const mine = await h.db.select().from(suggestions).where(eq(suggestions.userId, user.id));
    expect(mine.map((s) => s.status).sort()).toEqual(['Approved', 'Denied', 'Pending']);
    for (const s of mine) {
      expect(s.url).toMatch(/^https:\/\//);
      if (s.status === 'Pending') expect(s.adminResponse).toBe('');
      else {
        expect(s.adminResponse.length).toBeGreaterThan(0);
        expect(s.updatedAt.getTime()).toBeGreaterThan(s.createdAt.getTime());
      }
    }
  });

  it('adds nothing when run again', async () => {
    const before = await tableCounts();
    expect(await seedDemoData(h.db)).toBeUndefined();
    expect(await tableCounts()).toEqual(before);
  });
});

describe('seedDemoData on a database that already has data', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(() => h.close());

  it('leaves existing recipes alone and only adds the missing accounts', async () => {
    await h.db.insert(recipes).values({
      name: 'My Own Stew',
      url: 'https://example.com/stew',
      img: '/images/cuisines/soup.svg',
      servings: 2,
      cookTime: 30,
    });
    expect(await seedDemoData(h.db)).toEqual({ recipes: 0, users: 1 });
    expect((await h.db.select({ n: count() }).from(recipes))[0].n).toBe(1);
    // The demo user's history refers to catalogue dishes, which are absent here: nothing to like.
    expect((await h.db.select({ n: count() }).from(likes))[0].n).toBe(0);
    expect((await h.db.select({ n: count() }).from(suggestions))[0].n).toBe(3);
    expect(await seedDemoData(h.db)).toBeUndefined();
  });
});
