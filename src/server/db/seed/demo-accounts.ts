import { inArray, sql } from 'drizzle-orm';
import type { Gender } from '#domain/constants.ts';
import { DEFAULT_LIST_NAME } from '#domain/household-lists.ts';
import type { Db } from '../client.ts';
import {
  dislikes,
  householdLists,
  likes,
  recipes,
  shoppingListRecipes,
  shoppingLists,
  suggestions,
  users,
} from '../schema.ts';
import { hashPassword } from '../../lib/passwords.ts';

/** A demo sign-in, listed in the README so anyone can try the app. */
export interface DemoAccount {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNum: string;
  gender: Gender;
  isAdmin: boolean;
}

export const DEMO_USER: DemoAccount = {
  username: 'homecook',
  password: 'homecook1',
  firstName: 'Maya',
  lastName: 'Thompson',
  email: 'homecook@example.com',
  phoneNum: '5035550142',
  gender: 'female',
  isAdmin: false,
};

/** The demo home cook only: no install gets an admin with a published password (see seed/admin.ts). */
export const DEMO_ACCOUNTS = [DEMO_USER] as const;

/** What the demo user has done, by recipe name, so the profile screens are not empty. */
export const DEMO_HISTORY = {
  likes: ['Chicken Tikka Masala', 'Spaghetti Carbonara'],
  dislikes: ['French Onion Soup'],
  completedList: { recipes: ['Grilled Steak Fajitas', 'Greek Village Salad'], createdDaysAgo: 6, completedDaysAgo: 4 },
  openList: { recipes: ['Vegan Burrito Bowls'], createdDaysAgo: 1 },
  suggestions: [
    {
      url: 'https://www.bbcgoodfood.com/search?q=chicken+parmigiana',
      status: 'Pending',
      adminResponse: '',
      createdDaysAgo: 1,
      reviewedDaysAgo: undefined,
    },
    {
      url: 'https://www.seriouseats.com/search?q=beef+pho',
      status: 'Approved',
      adminResponse: 'Great idea! Pho is on our list, and a version will join the catalogue soon.',
      createdDaysAgo: 12,
      reviewedDaysAgo: 10,
    },
    {
      url: 'https://www.allrecipes.com/search?q=spaghetti+carbonara',
      status: 'Denied',
      adminResponse: 'Thanks! Spaghetti Carbonara is already in the catalogue: filter by Pasta to find it.',
      createdDaysAgo: 20,
      reviewedDaysAgo: 19,
    },
  ],
} as const;

const daysAgo = (days: number, now: number) => new Date(now - days * 86_400_000);

/** Creates the demo accounts that do not exist yet; returns the ids of those created, by username. */
export async function seedDemoAccounts(db: Db): Promise<Map<string, number>> {
  const names = DEMO_ACCOUNTS.map((a) => a.username);
  const existing = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, names));
  const taken = new Set(existing.map((u) => u.username.toLowerCase()));
  const created = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    if (taken.has(account.username)) continue;
    const { password, ...profile } = account;
    // ON CONFLICT also covers a real user who already owns the demo e-mail address.
    const [row] = await db
      .insert(users)
      .values({ ...profile, passwordHash: await hashPassword(password) })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row) created.set(account.username, row.id);
  }
  return created;
}

/** Gives a just-created demo user likes, a dislike, lists and suggestions; recipes missing by name are skipped. */
export async function seedDemoHistory(db: Db, userId: number, now = Date.now()): Promise<void> {
  const h = DEMO_HISTORY;
  const wanted = [...h.likes, ...h.dislikes, ...h.completedList.recipes, ...h.openList.recipes];
  const rows = await db
    .select({ id: recipes.id, name: recipes.name })
    .from(recipes)
    .where(inArray(recipes.name, wanted))
    .orderBy(recipes.id);
  const idByName = new Map<string, number>();
  for (const row of rows) if (!idByName.has(row.name)) idByName.set(row.name, row.id);
  const ids = (list: readonly string[]) => list.flatMap((n) => (idByName.has(n) ? [idByName.get(n)!] : []));

  await db.transaction(async (tx) => {
    const likeIds = ids(h.likes);
    if (likeIds.length) await tx.insert(likes).values(likeIds.map((recipeId) => ({ userId, recipeId })));
    const dislikeIds = ids(h.dislikes);
    if (dislikeIds.length) await tx.insert(dislikes).values(dislikeIds.map((recipeId) => ({ userId, recipeId })));

    const lists = [
      { ...h.completedList, completedAt: daysAgo(h.completedList.completedDaysAgo, now) },
      { ...h.openList, completedAt: null },
    ];
    const [main] = await tx
      .insert(householdLists)
      .values({ ownerId: userId, name: DEFAULT_LIST_NAME, isDefault: true })
      .returning({ id: householdLists.id });
    for (const list of lists) {
      const createdAt = daysAgo(list.createdDaysAgo, now);
      const [row] = await tx
        .insert(shoppingLists)
        .values({
          userId,
          householdListId: main.id,
          isCompleted: list.completedAt !== null,
          completedAt: list.completedAt,
          createdAt,
          updatedAt: list.completedAt ?? createdAt,
        })
        .returning({ id: shoppingLists.id });
      const recipeIds = ids(list.recipes);
      if (recipeIds.length)
        await tx
          .insert(shoppingListRecipes)
          .values(recipeIds.map((recipeId) => ({ listId: row.id, recipeId, addedAt: createdAt })));
    }

    await tx
      .insert(suggestions)
      .values(
        h.suggestions.map((s) => ({
          userId,
          url: s.url,
          status: s.status,
          adminResponse: s.adminResponse,
          createdAt: daysAgo(s.createdDaysAgo, now),
          updatedAt: daysAgo(s.reviewedDaysAgo ?? s.createdDaysAgo, now),
        })),
      )
      .onConflictDoNothing();
  });
}
