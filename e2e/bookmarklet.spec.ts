import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MEMBERS_SOUP, MEMBERS_STEW, startMembersRecipeSite } from './support/members-recipe-site.ts';
import { apiLogin, authHeader, E2E_ADMIN, signInAs } from './support/session.ts';

let site: Awaited<ReturnType<typeof startMembersRecipeSite>>;
test.beforeAll(async () => {
  site = await startMembersRecipeSite();
});
test.afterAll(async () => {
  await site?.close();
});

/** Console lines of any page in the context that tell of a Content Security Policy refusal. */
function collectCspMessages(context: BrowserContext): string[] {
  const found: string[] = [];
  const watch = (p: Page) =>
    p.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) found.push(`${p.url()}: ${message.text()}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return found;
}

/** Signs in to Hello Kitchen (the token lands in its localStorage), then logs in to the members' site. */
async function signInToBoth(page: Page, recipePath: string) {
  await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/addrecipe');
  await expect(page.getByRole('link', { name: 'Save to Hello Kitchen' })).toHaveAttribute('href', /^javascript:/);

  // The recipe is behind the site's login: the page sends us to its form first.
  await page.goto(`${site.origin}${recipePath}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Member name').fill('e2e');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${site.origin}${recipePath}`);
}

/**
 * Runs the bookmarklet in `page` as a click on it in the bookmarks bar would. A `javascript:` bookmark
 * runs whatever the page's CSP says (Chromium exempts bookmarklets), whereas page.goto(code), a click on
 * a link or page.evaluate would be judged by the page's `default-src 'none'`. DevTools' Runtime.evaluate
 * is exempt the same way, and userGesture gives it the click's user activation, which window.open needs.
 */
async function runBookmarklet(page: Page, code: string) {
  const cdp = await page.context().newCDPSession(page);
  const source = decodeURIComponent(code.slice('javascript:'.length));
  const result = await cdp.send('Runtime.evaluate', { expression: source, userGesture: true });
  expect(result.exceptionDetails).toBeUndefined();
  await cdp.detach().catch(() => {});
}

async function bookmarkletCode(page: Page) {
  const token = await apiLogin(page.request, E2E_ADMIN.username, E2E_ADMIN.password);
  const res = await page.request.get('/api/recipes/import/bookmarklet', { headers: authHeader(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { code: string }).code;
}

/** Requests that reached the site from anything but the browser (the Hello Kitchen server's fetcher). */
const notFromBrowser = () => site.seen.filter((r) => !/Chrome/.test(r.userAgent));

test('the bookmarklet hands a members-only page on a strict-CSP site to Hello Kitchen by postMessage', async ({
  page,
  context,
}) => {
  const cspMessages = collectCspMessages(context);
  await signInToBoth(page, '/recipes/soup');
  const code = await bookmarkletCode(page);
  const seenBefore = site.seen.length;

  const popup = context.waitForEvent('page');
  await runBookmarklet(page, code);
  const kitchen = await popup;
  await expect(kitchen).toHaveURL(/\/admin\/addrecipe\?from=bookmarklet$/);

  // The draft came from the page the browser had: name, lines and steps fill the form.
  await expect(kitchen.getByLabel(/^Name/)).toHaveValue(MEMBERS_SOUP.name);
  await expect(kitchen.getByLabel('Line 1', { exact: true })).toHaveValue(MEMBERS_SOUP.ingredients[0]);
  await expect(kitchen.getByLabel('Step 2', { exact: true })).toHaveValue(MEMBERS_SOUP.steps[1]);
  await expect(kitchen.getByLabel(/^Servings/)).toHaveValue('4');
  await expect(kitchen.getByRole('alert')).toHaveCount(0);

  // Nothing asked the site for the page again, and the bookmarklet loaded nothing into it.
  expect(notFromBrowser()).toEqual([]);
  expect(site.seen.slice(seenBefore)).toEqual([]);
  expect(site.cspReports).toEqual([]);
  expect(cspMessages).toEqual([]);
  // The site page is untouched: still the recipe, with nothing added to its document.
  await expect(page).toHaveURL(`${site.origin}/recipes/soup`);
  expect(await page.locator('form, iframe, script:not([type="application/ld+json"])').count()).toBe(0);
});

test('on a page with Cross-Origin-Opener-Policy the bookmarklet falls back to the hand-over form POST', async ({
  page,
  context,
}) => {
  const cspMessages = collectCspMessages(context);
  await signInToBoth(page, '/recipes/stew');
  const code = await bookmarkletCode(page);

  await runBookmarklet(page, code);
  // The window opened first lost its opener and closes; the page goes over by the form POST, into a new tab,
  // or into this one when the click's user activation was used up by window.open.
  let kitchen: Page | undefined;
  await expect
    .poll(() => {
      kitchen = context.pages().find((p) => /\/admin\/addrecipe\?handoff=[\w-]+$/.test(p.url()));
      return Boolean(kitchen);
    })
    .toBe(true);
  await expect(kitchen!.getByLabel(/^Name/)).toHaveValue(MEMBERS_STEW.name);
  await expect(kitchen!.getByLabel('Line 2', { exact: true })).toHaveValue(MEMBERS_STEW.ingredients[1]);

  // The hand-over is single use: the id in the address is spent.
  const id = new URL(kitchen!.url()).searchParams.get('handoff')!;
  const token = await apiLogin(page.request, E2E_ADMIN.username, E2E_ADMIN.password);
  const again = await page.request.get(`/api/recipes/import/handoff/${id}`, { headers: authHeader(token) });
  expect(again.status()).toBe(404);

  expect(notFromBrowser()).toEqual([]);
  expect(site.cspReports).toEqual([]);
  expect(cspMessages).toEqual([]);
});
