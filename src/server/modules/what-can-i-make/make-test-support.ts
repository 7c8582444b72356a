import type { FastifyInstance } from 'fastify';
import { recipePayload, type TestUser } from '../../test/factories.ts';

/** A food line, or (with `recipeId`) a line including another recipe. */
type Line = { name?: string; recipeId?: number; qty: number | null; measurement: string };

/** Requests of the "what can I make" tests: recipes by an admin, pantry items and reads as a user. */
export function makeCalls(app: FastifyInstance, admin: TestUser) {
  const send = (who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: who.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const payload = (name: string, lines: Line[], extra: { servings?: number; cuisines?: string[] } = {}) =>
    recipePayload({
      details: { name, servings: extra.servings ?? 2 },
      cuisines: (extra.cuisines ?? ['american']) as never,
      ingredients: lines.map((l) => ({ ...l, qty: l.qty as number })),
    });
  return {
    send,
    async recipe(name: string, lines: Line[], extra: { servings?: number; cuisines?: string[] } = {}) {
      const res = await send(admin, 'POST', '/api/recipes/add-recipe', payload(name, lines, extra));
      if (res.statusCode !== 201) throw new Error(`recipe: ${res.statusCode} ${res.body}`);
      return res.json().id as number;
    },
    async edit(id: number, name: string, lines: Line[]) {
      const res = await send(admin, 'PUT', `/api/recipes/${id}`, payload(name, lines));
      if (res.statusCode !== 200) throw new Error(`edit: ${res.statusCode} ${res.body}`);
    },
    async stock(who: TestUser, item: Record<string, unknown>): Promise<number> {
      const res = await send(who, 'POST', '/api/pantry', item);
      if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`pantry: ${res.statusCode} ${res.body}`);
      return res.json().id as number;
    },
    async restock(who: TestUser, id: number, change: Record<string, unknown>) {
      const res = await send(who, 'PATCH', `/api/pantry/${id}`, change);
      if (res.statusCode !== 200) throw new Error(`restock: ${res.statusCode} ${res.body}`);
    },
    list: (who: TestUser, query: string) => send(who, 'GET', `/api/recipes?${query}`),
    view: (who: TestUser, id: number, query = '') => send(who, 'GET', `/api/recipes/${id}/pantry${query}`),
  };
}

/** The ids and `missing` of a list answer's rows, in order. */
export const missingOf = (body: { rows: { id: number; missing?: number }[] }) =>
  body.rows.map((r) => [r.id, r.missing]);
