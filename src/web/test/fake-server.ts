import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { languagesAnswer } from './fixtures.ts';
import { assertServerCouldAnswer } from './response-schemas.ts';

/**
 * The one fake network of the web tests: Mock Service Worker answers at the fetch level, so the app's
 * real HTTP client (api.ts, RTK Query's fetchBaseQuery) runs unchanged. Started in setup.ts.
 */
export const server = setupServer(
  // The languages are the same in every test (the footer asks for them on every screen); a fake may answer otherwise.
  http.get('*/api/languages', ({ request }) => check('GET', new URL(request.url), HttpResponse.json(languagesAnswer))),
  // The login screen asks which ways in exist: passwords only, unless a fake says otherwise.
  http.get('*/api/auth/config', ({ request }) =>
    check('GET', new URL(request.url), HttpResponse.json({ password: true, oidc: null, signup: true })),
  ),
  // Below every fake: a call none of them answers gets the server's 404 shape, naming the path.
  http.all('*/api/*', ({ request }) =>
    HttpResponse.json({ error: `no fake for ${new URL(request.url).pathname}`, code: 'NOT_FOUND' }, { status: 404 }),
  ),
);

/**
 * Calls the app's frame makes on every screen (and the login screen's config, and the add page's bookmarklet
 * code), which the base fake answers (above) or leaves to the 404.
 */
const SHELL_CALLS: ReadonlySet<string> = new Set([
  'GET /api/languages',
  'GET /api/auth/config',
  'GET /api/recipes/import/bookmarklet',
]);

/** A request as a fake saw it, shaped like fetch's (url, init) so tests read calls the familiar way. */
export interface SeenRequest {
  method: string;
  body?: string;
  headers: Record<string, string>;
}
export type RequestLog = ReturnType<typeof vi.fn<(url: string, init: SeenRequest) => void>>;

/** Answer of a fake route; `network: true` fails the call as a dropped connection would. */
export type FakeAnswer = { status?: number; body?: unknown; network?: boolean };
export type FakeRoute = (
  url: URL,
  init: SeenRequest,
) => FakeAnswer | Response | undefined | Promise<FakeAnswer | Response | undefined>;

/** Fakes whose answer the server could never send; setup.ts fails the test that made them. */
export const invalidFakes: string[] = [];

const respond = (status: number, body: unknown) =>
  body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body as object, { status });

async function check(method: string, url: URL, response: Response): Promise<Response> {
  const text = await response.clone().text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  try {
    assertServerCouldAnswer(method, url.pathname, response.status, body);
    return response;
  } catch (err) {
    invalidFakes.push((err as Error).message);
    return HttpResponse.error();
  }
}

/**
 * Answers /api calls with `route`; what it returns for a path is checked against the route's domain
 * response schema. No answer (undefined) passes the call to the fakes installed before this one, and
 * finally to a 404. Returns the log of the requests this fake saw, oldest first.
 */
export function fakeApiRoutes(route: FakeRoute): RequestLog {
  const log: RequestLog = vi.fn();
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const headers = Object.fromEntries(request.headers.entries());
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.clone().text();
      const init: SeenRequest = { method: request.method, body: body || undefined, headers };
      // The shell's own calls (the footer's languages) are in the log only when this fake answers them.
      const shellCall = SHELL_CALLS.has(`${request.method} ${url.pathname}`);
      if (!shellCall) log(url.pathname + url.search, init);
      const answer = await route(url, init);
      if (shellCall && answer !== undefined) log(url.pathname + url.search, init);
      if (answer === undefined) return undefined;
      if (answer instanceof Response) return check(request.method, url, answer);
      if (answer.network) return HttpResponse.error();
      return check(request.method, url, respond(answer.status ?? (answer.body === undefined ? 204 : 200), answer.body));
    }),
  );
  return log;
}

export type FakeRoutes = Record<
  string,
  FakeAnswer | ((init: SeenRequest, url: URL) => FakeAnswer | Promise<FakeAnswer>)
>;

/** Answers by 'METHOD /path' (the exact path, query ignored); a missing key answers 404. */
export function fakeApi(routes: FakeRoutes): RequestLog {
  return fakeApiRoutes((url, init) => {
    const answer = routes[`${init.method} ${url.pathname}`];
    return typeof answer === 'function' ? answer(init, url) : answer;
  });
}

/** The JSON body of the nth request in a log. */
export const sentBody = (log: RequestLog, index: number) =>
  JSON.parse(String(log.mock.calls[index][1].body)) as Record<string, unknown>;

/** The JSON body of a seen request. */
export const bodyOf = (init: SeenRequest | undefined) => JSON.parse(String(init?.body)) as unknown;

/** A fake answer with a status and a JSON body. */
export const json = (status: number, body?: unknown): FakeAnswer => ({ status, body });
