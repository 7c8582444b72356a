import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../test/factories.ts';

/** Small helpers of the pantry's tests: requests as a user. */
export function pantryCalls(app: FastifyInstance) {
  const send = (who: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: who.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    send,
    add: (who: TestUser, payload: unknown) => send(who, 'POST', '/api/pantry', payload),
    list: async (who: TestUser, query = '') => (await send(who, 'GET', `/api/pantry${query}`)).json(),
  };
}

export { joinHousehold } from '../../test/factories.ts';
