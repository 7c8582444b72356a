import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import {
  createAdmin,
  createRecipe,
  createUser,
  multipartBody,
  recipePayload,
  zipOf,
  type TestUser,
} from '../../test/factories.ts';
import type { Db } from '../../db/client.ts';

/** A fresh folder for one test's backups and pictures. */
export function backupFolders() {
  const root = mkdtempSync(join(tmpdir(), 'hk-backup-test-'));
  return { root, backups: join(root, 'backups'), pictures: join(root, 'pictures') };
}

export const WEBP = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(20, 7)]);

export const PLAN_FROM = '2026-11-23';

/**
 * A household's worth of data made through the API: recipes (one imported with its picture), likes,
 * dislikes, a list with recipes, typed items, a tick and its version, a member who joined it and an invite
 * not yet used, history, the plan and its calendar address, suggestions.
 */
export async function makeRichData(app: FastifyInstance, db: Db) {
  const admin = await createAdmin(app);
  const cook = await createUser(app, { password: 'cook-password' });
  const member = await createUser(app, { password: 'member-password' });
  const recipes = [
    await createRecipe(db, { restrictions: ['vegan'] }),
    await createRecipe(db),
    await createRecipe(db, { details: { isActive: false } }),
  ];
  const call = async (user: TestUser, method: 'PUT' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const r = await app.inject({ method, url, headers: user.auth, payload: payload as object });
    if (r.statusCode >= 300) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
    return r.json();
  };
  // A recipe that includes another twice, by batch and by servings (line_items.sub_recipe_id, know.md).
  const withSubRecipe = (
    await call(
      admin,
      'POST',
      '/api/recipes/add-recipe',
      recipePayload({
        details: { name: 'Doubled Dish' },
        ingredients: [
          { recipeId: recipes[0], qty: 2, measurement: 'batch' },
          { recipeId: recipes[1], qty: 1, measurement: 'serving' },
          { name: 'chives', qty: 1, measurement: 'tbsp' },
        ] as never,
      }),
    )
  ).id as number;
  await call(cook, 'PUT', '/api/user/me/updateFavorites', { action: 'add', id: recipes[0] });
  await call(cook, 'PUT', '/api/user/me/updatedislikes', { action: 'add', id: recipes[1] });
  await call(cook, 'PUT', '/api/user/me/addRecipe', { id: recipes[0] });
  await call(cook, 'POST', '/api/lists/current/items', { text: 'paper towels' });
  await call(cook, 'POST', '/api/lists/current/complete');
  await call(cook, 'POST', '/api/lists/current/recipes', { recipes: [{ id: recipes[1], servings: 3 }] });
  const list = await call(cook, 'POST', '/api/lists/current/items', { text: '2 lb chicken thighs' });
  await call(cook, 'PATCH', `/api/lists/current/items/${list.items[0].id}`, { checked: true });
  const { code } = await call(cook, 'POST', '/api/lists/current/invite');
  await call(member, 'POST', '/api/lists/join', { code });
  const openInvite = (await call(cook, 'POST', '/api/lists/current/invite')).code as string;
  await call(member, 'POST', '/api/lists/current/items', { text: '1 cup rice' });
  await call(cook, 'POST', '/api/plan/entries', { date: PLAN_FROM, meal: 'dinner', recipeId: recipes[0], servings: 2 });
  await call(member, 'POST', '/api/plan/entries', { date: '2026-11-24', meal: 'lunch', note: 'Leftovers' });
  // The calendar address is made on first ask.
  await app.inject({ method: 'GET', url: '/api/plan/calendar', headers: cook.auth });
  await call(cook, 'POST', '/api/userSuggestions', { url: 'https://example.com/a-dish' });
  // A collection with a recipe under a section, shared by a link; a smart one beside it.
  const collection = await call(cook, 'POST', '/api/collections', { name: 'Weeknights', description: 'Fast ones' });
  await call(cook, 'POST', `/api/collections/${collection.id}/entries`, { recipeId: recipes[0], section: 'Soups' });
  await call(cook, 'POST', '/api/collections', { name: 'Vegan', filter: { restriction: 'vegan' } });
  const shared = await call(cook, 'POST', '/api/shares', { collectionId: collection.id });
  const sharedRecipe = await call(cook, 'POST', '/api/shares', { recipeId: recipes[0] });
  // Webhook endpoints, an admin's and the household's, one of them with a rotated secret.
  const hook = await call(admin, 'POST', '/api/admin/webhooks', {
    url: 'https://93.184.215.14/hooks/kitchen',
    events: ['recipe.added', 'backup.failed'],
    description: 'Home server',
  });
  await call(admin, 'POST', `/api/admin/webhooks/${hook.id}/rotate-secret`);
  // An admin food match (know.md): lines of that name match a hard-boiled egg.
  await call(admin, 'PUT', '/api/admin/food-matches', { name: 'boiled eggs', foodId: 1129 });
  // An admin's nutrition of a serving (nutrition_overrides, know.md).
  const perServing = {
    kcal: 420,
    protein: 12.5,
    fat: 9,
    saturatedFat: 2,
    carbohydrate: 61,
    sugars: 4,
    fiber: 6,
    sodium: 380,
  };
  await call(admin, 'PUT', `/api/recipes/${recipes[0]}/nutrition`, { perServing });
  // A household's price (prices, know.md): the list's estimate and a recipe's cost read it.
  await call(cook, 'POST', '/api/prices', {
    foodId: 1077,
    amount: 3.89,
    packSize: 1,
    packUnit: 'gallon',
    store: 'Corner shop',
    date: '2026-03-01',
  });
  // The household's pantry: a location of its own and an item kept there (pantry_locations, pantry_items).
  await call(member, 'POST', '/api/pantry/locations', { name: 'Garage shelf' });
  await call(cook, 'POST', '/api/pantry', {
    text: '500 g beef mince',
    location: 'garage shelf',
    bestBefore: '2026-12-20',
  });
  // The household's settings (household_settings): a member turns "ticked items go to the pantry" on.
  await call(member, 'PATCH', '/api/household/settings', { tickedToPantry: true });
  // "Cooked it": an entry with a rating and a note, taken from that pantry, and a member's rating
  // (cook_log, recipe_ratings).
  await call(cook, 'POST', `/api/recipes/${recipes[0]}/cooked`, {
    date: '2026-03-02',
    servings: 2,
    rating: 5,
    note: 'Crispy edges',
  });
  await call(member, 'PUT', `/api/recipes/${recipes[0]}/rating`, { rating: 4 });
  await call(member, 'POST', '/api/household/webhooks', {
    url: 'https://93.184.215.14/hooks/home',
    events: ['list.item.added'],
  });
  // Phone notifications: an ntfy topic with its token, a browser's subscription, and the VAPID keys it was made for.
  await call(cook, 'PUT', '/api/user/me/notifications', { ntfyUrl: 'https://ntfy.sh/hk-cook', ntfyToken: 'tk_cook' });
  await app.inject({ method: 'GET', url: '/api/push/vapid-public-key', headers: cook.auth });
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  await call(member, 'POST', '/api/user/me/push-subscriptions', {
    endpoint: 'https://fcm.googleapis.com/fcm/send/hk-member',
    keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });

  // A recipe imported with its picture (recipe_images, migrations, migration_items).
  const upload = multipartBody({}, { name: 'mealie.zip', bytes: await zipOf(mealieExport) });
  const started = await app.inject({
    method: 'POST',
    url: '/api/admin/migrations',
    payload: upload.payload,
    headers: { ...upload.headers, ...admin.auth },
  });
  if (started.statusCode !== 202) throw new Error(`migration: ${started.statusCode} ${started.body}`);
  const migration = `/api/admin/migrations/${started.json().id}`;
  const report = await vi.waitFor(
    async () => {
      const body = (await app.inject({ method: 'GET', url: migration, headers: admin.auth })).json();
      if (body.migration.status !== 'done') throw new Error(`the migration is ${body.migration.status}`);
      return body as { items: { recipeId: number }[] };
    },
    { timeout: 60_000, interval: 50 },
  );
  recipes.push(report.items[0]!.recipeId);
  return {
    admin,
    cook,
    member,
    recipes,
    withSubRecipe,
    migration,
    openInvite,
    collectionId: collection.id as number,
    shareTokens: [shared.token as string, sharedRecipe.token as string],
  };
}

const mealieExport: [string, string | Buffer][] = [
  [
    'recipes/stew/stew.json',
    JSON.stringify({
      slug: 'stew',
      name: 'Pictured Stew',
      recipe_yield: '4 servings',
      recipe_ingredient: [{ note: '2 cups beans' }],
      recipe_instructions: [{ text: 'Simmer.' }],
    }),
  ],
  ['recipes/stew/images/original.webp', WEBP],
];

/** The personal export, but the time it was made. */
const withoutExportTime = (answer: { status: number; body: string }) => {
  const { exportedAt: _, ...rest } = JSON.parse(answer.body) as Record<string, unknown>;
  return { ...answer, body: rest };
};

/** The share list, but the views its pages counted. */
const withoutViews = (answer: { status: number; body: string }) => {
  const { rows, ...rest } = JSON.parse(answer.body) as { rows: Record<string, unknown>[] };
  return { ...answer, body: { ...rest, rows: rows.map(({ views: _, lastViewedAt: __, ...row }) => row) } };
};

type RichData = Awaited<ReturnType<typeof makeRichData>>;
type Auth = { authorization: string };

/** The answers a restore must give back unchanged: the cook's, the member's and the admin's, and the bytes. */
export async function apiAnswers(
  app: FastifyInstance,
  auth: { cook: Auth; member: Auth; admin: Auth },
  data: RichData,
) {
  const get = async (url: string, who = auth.cook) => {
    const res = await app.inject({ method: 'GET', url, headers: who });
    return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
  };
  const details = await Promise.all(data.recipes.map((id) => get(`/api/recipes/${id}`)));
  const pictured = JSON.parse(details.at(-1)!.body) as { img: string };
  const calendar = await get('/api/plan/calendar');
  return {
    me: await get('/api/user/me'),
    recipes: await get('/api/recipes?active=both'),
    details,
    subRecipes: [
      await get(`/api/recipes/${data.withSubRecipe}`),
      await get(`/api/recipes/${data.withSubRecipe}/ingredients?servings=8`),
    ],
    picture: (await app.inject({ method: 'GET', url: pictured.img })).rawPayload.toString('base64'),
    likes: await get('/api/user/me/favoritedrecipes'),
    dislikes: await get('/api/user/me/dislikedrecipes'),
    list: await get('/api/user/me/currentList'),
    items: await get('/api/lists/current'),
    itemsAsMember: await get('/api/lists/current', auth.member),
    history: await get('/api/user/me/allLists'),
    listHistory: await get('/api/lists/history'),
    plan: await get(`/api/plan?from=${PLAN_FROM}&days=7`),
    calendar,
    feed: await get(new URL(JSON.parse(calendar.body).url).pathname, {} as Auth),
    suggestions: await get('/api/userSuggestions/me'),
    export: withoutExportTime(await get('/api/user/me/export')),
    collections: await get('/api/collections'),
    collection: await get(`/api/collections/${data.collectionId}/recipes`),
    // Without the view counts: reading the shared pages below counts views on the source.
    shares: withoutViews(await get('/api/shares')),
    adminWebhooks: await get('/api/admin/webhooks', auth.admin),
    foodMatches: await get('/api/admin/food-matches', auth.admin),
    nutrition: await get(`/api/recipes/${data.recipes[0]}/nutrition?servings=3`),
    prices: await get('/api/prices'),
    cost: await get(`/api/recipes/${data.recipes[0]}/cost?servings=3`),
    pantry: await get('/api/pantry'),
    pantryLocations: await get('/api/pantry/locations', auth.member),
    householdSettings: await get('/api/household/settings', auth.member),
    cookLog: await get(`/api/recipes/${data.recipes[0]}/cooklog`, auth.member),
    myCookLog: await get('/api/user/me/cooklog'),
    cookedRecipe: await get(`/api/recipes/${data.recipes[0]}`, auth.member),
    householdWebhooks: await get('/api/household/webhooks'),
    notifications: await get('/api/user/me/notifications'),
    memberNotifications: await get('/api/user/me/notifications', auth.member),
    vapidKey: await get('/api/push/vapid-public-key'),
    sharedPages: await Promise.all(data.shareTokens.map((token) => get(`/s/${token}`, {} as Auth))),
    migrations: await get('/api/admin/migrations', auth.admin),
    migration: await get(data.migration, auth.admin),
  };
}
