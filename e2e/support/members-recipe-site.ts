import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The recipes behind the site's login, one per page; the second page also cuts its popups off (COOP). */
export const MEMBERS_SOUP = {
  name: 'E2E Members-only Lentil Soup',
  ingredients: ['2 cups red lentils', '1 onion, diced'],
  steps: ['Fry the onion.', 'Simmer the lentils for 20 minutes.'],
};
export const MEMBERS_STEW = {
  name: 'E2E Members-only Bean Stew',
  ingredients: ['3 cups white beans', '2 carrots, sliced'],
  steps: ['Soften the carrots.', 'Stew the beans for 40 minutes.'],
};

const COOKIE = 'members_session=ok';

const recipePage = (recipe: typeof MEMBERS_SOUP) => `<!doctype html>
<html><head><title>${recipe.name}</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: recipe.name,
  recipeYield: '4 servings',
  recipeIngredient: recipe.ingredients,
  recipeInstructions: recipe.steps.map((text) => ({ '@type': 'HowToStep', text })),
})}</script></head>
<body><h1>${recipe.name}</h1><p>For members only.</p></body></html>`;

const loginPage = (next: string) => `<!doctype html>
<html><head><title>Members' login</title></head><body>
<form method="post" action="/login?next=${encodeURIComponent(next)}">
<label>Member name <input name="member"></label>
<button type="submit">Log in</button>
</form></body></html>`;

/** A request the site saw: its path, whether it carried the login cookie, and who sent it. */
export interface SeenByMembersSite {
  method: string;
  path: string;
  loggedIn: boolean;
  userAgent: string;
}

/**
 * A members-only recipe site on 127.0.0.1 (a free port) for the bookmarklet test: its recipe pages redirect
 * to a login form unless the login cookie is set, and every page is served with the strictest CSP
 * (`default-src 'none'`), reporting any violation back to the site. /recipes/stew also sends
 * `Cross-Origin-Opener-Policy: same-origin`. It records every request and every CSP report.
 */
export async function startMembersRecipeSite() {
  const seen: SeenByMembersSite[] = [];
  const cspReports: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    const loggedIn = (req.headers.cookie ?? '').split(/;\s*/).includes(COOKIE);
    seen.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      loggedIn,
      userAgent: req.headers['user-agent'] ?? '',
    });
    if (url.pathname === '/csp-report') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        cspReports.push(body);
        res.writeHead(204).end();
      });
      return;
    }
    const html = (status: number, body: string, extra: Record<string, string> = {}) =>
      res
        .writeHead(status, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'; report-uri /csp-report",
          ...extra,
        })
        .end(body);
    if (url.pathname === '/login' && req.method === 'POST') {
      res.writeHead(303, {
        'set-cookie': `${COOKIE}; Path=/; HttpOnly`,
        location: url.searchParams.get('next') ?? '/',
      });
      res.end();
      return;
    }
    if (url.pathname === '/login') return html(200, loginPage(url.searchParams.get('next') ?? '/'));
    const recipe = { '/recipes/soup': MEMBERS_SOUP, '/recipes/stew': MEMBERS_STEW }[url.pathname];
    if (!recipe) return html(404, '<!doctype html><p>Not found</p>');
    if (!loggedIn) {
      res.writeHead(302, { location: `/login?next=${encodeURIComponent(url.pathname)}` }).end();
      return;
    }
    const coop: Record<string, string> = recipe === MEMBERS_STEW ? { 'cross-origin-opener-policy': 'same-origin' } : {};
    return html(200, recipePage(recipe), coop);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    cspReports,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
