import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAdmin, createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import type { Db } from '../../db/client.ts';

/** A fresh folder for one test's backups and pictures. */
export function backupFolders() {
  const root = mkdtempSync(join(tmpdir(), 'hk-backup-test-'));
  return { root, backups: join(root, 'backups'), pictures: join(root, 'pictures') };
}

/** A household's worth of data made through the API: recipes, likes, dislikes, a list, history, suggestions. */
export async function makeRichData(app: FastifyInstance, db: Db) {
  const admin = await createAdmin(app);
  const cook = await createUser(app, { password: 'cook-password' });
  const recipes = [
    await createRecipe(db),
    await createRecipe(db),
    await createRecipe(db, { details: { isActive: false } }),
  ];
  const call = (user: TestUser, method: 'PUT' | 'POST', url: string, payload: unknown) =>
    app.inject({ method, url, headers: user.auth, payload: payload as object }).then((r) => {
      if (r.statusCode >= 300) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
      return r;
    });
  await call(cook, 'PUT', '/api/user/me/updateFavorites', { action: 'add', id: recipes[0] });
  await call(cook, 'PUT', '/api/user/me/updatedislikes', { action: 'add', id: recipes[1] });
  await call(cook, 'PUT', '/api/user/me/addRecipe', { id: recipes[0] });
  const open = await app.inject({ method: 'GET', url: '/api/user/me/currentList', headers: cook.auth });
  await call(cook, 'PUT', '/api/user/me/setCompleted', { id: open.json().id });
  await call(cook, 'PUT', '/api/user/me/addRecipe', { id: recipes[1] });
  await call(cook, 'POST', '/api/userSuggestions', { url: 'https://example.com/a-dish' });
  return { admin, cook, recipes };
}

/** The answers a restore must give back unchanged, for one user. */
export async function apiAnswers(app: FastifyInstance, auth: { authorization: string }, recipeIds: number[]) {
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: auth });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    me: await get('/api/user/me'),
    recipes: await get('/api/recipes?active=both'),
    details: await Promise.all(recipeIds.map((id) => get(`/api/recipes/${id}`))),
    likes: await get('/api/user/me/favoritedrecipes'),
    dislikes: await get('/api/user/me/dislikedrecipes'),
    list: await get('/api/user/me/currentList'),
    history: await get('/api/user/me/allLists'),
    suggestions: await get('/api/userSuggestions/me'),
  };
}
