import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createRecipe, type TestUser } from '../../test/factories.ts';

/** Helpers of the shortfall and to-pantry tests: requests as a user, recipes, pantry items, list items. */

export type Amount = { qty: number | null; unit: string | null };
export interface Item {
  id: number;
  name: string;
  amounts: Amount[];
  checked: boolean;
  pantry: { need: Amount[]; have: Amount[] } | null;
  inPantry: boolean;
}
export interface List {
  id: number;
  listId: number;
  version: number;
  items: Item[];
}

export function kitchenCalls(app: FastifyInstance, db: Db) {
  const send = (who: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object, key?: string) =>
    app.inject({
      method,
      url,
      headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
      ...(body === undefined ? {} : { payload: body }),
    });
  return {
    send,
    recipe: (lines: { name: string; qty: number; measurement: string }[], servings = 4) =>
      createRecipe(db, { ingredients: lines, details: { servings } }),
    stock: async (who: TestUser, item: object) => {
      const res = await send(who, 'POST', '/api/pantry', item);
      if (res.statusCode >= 300) throw new Error(`pantry: ${res.statusCode} ${res.body}`);
      return res.json() as { id: number; qty: number; unit: string | null };
    },
    pantry: async (who: TestUser) =>
      (await send(who, 'GET', '/api/pantry')).json().rows as { id: number; name: string; qty: number; unit: string }[],
    addRecipes: async (who: TestUser, recipes: { id: number; servings?: number }[]) =>
      (await send(who, 'POST', '/api/lists/current/recipes', { recipes })).json() as List,
    servings: async (who: TestUser, id: number, servings: number) =>
      (await send(who, 'PATCH', `/api/lists/current/recipes/${id}`, { servings })).json() as List,
    typed: async (who: TestUser, text: string) =>
      (await send(who, 'POST', '/api/lists/current/items', { text })).json() as List,
    list: async (who: TestUser) => (await send(who, 'GET', '/api/lists/current')).json() as List,
  };
}

/** The item of that name, or undefined when the list does not show it. */
export const itemNamed = (list: List, name: string) => list.items.find((i) => i.name === name);
