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

/** Makes `member` join `owner`'s household through the list's invite. */
export async function joinHousehold(app: FastifyInstance, owner: TestUser, member: TestUser): Promise<void> {
  const invite = await app.inject({ method: 'POST', url: '/api/lists/current/invite', headers: owner.auth });
  const joined = await app.inject({
    method: 'POST',
    url: '/api/lists/join',
    headers: member.auth,
    payload: { code: invite.json().code },
  });
  if (joined.statusCode !== 200) throw new Error(`join: ${joined.statusCode} ${joined.body}`);
}
