import type { FastifyInstance } from 'fastify';
import { utcToday, addPlanDays } from '#domain/plan-dates.ts';
import type { TestUser } from '../../test/factories.ts';

/** Small helpers of the cook log's tests: requests as a user. */
export function cookCalls(app: FastifyInstance) {
  const send = (
    who: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...who.auth, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    send,
    cooked: (who: TestUser, recipeId: number, body: unknown = {}, headers: Record<string, string> = {}) =>
      send(who, 'POST', `/api/recipes/${recipeId}/cooked`, body, headers),
    pantryAdd: async (who: TestUser, body: unknown) => {
      const res = await send(who, 'POST', '/api/pantry', body);
      if (res.statusCode !== 201) throw new Error(`pantry add: ${res.statusCode} ${res.body}`);
      return res.json() as { id: number };
    },
    recipe: async (who: TestUser, id: number) => (await send(who, 'GET', `/api/recipes/${id}`)).json(),
  };
}

/** A UTC day relative to today. */
export const dayFromToday = (days: number) => addPlanDays(utcToday(new Date()), days);
