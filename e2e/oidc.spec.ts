import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../src/server/test/oidc-provider.ts';

/**
 * Sign-in with a real OpenID provider in Chromium. The spec runs its own app server (the built one, on PGlite
 * in a temp folder) beside an `oidc-provider` on 127.0.0.1, so the shared e2e server keeps its settings; it
 * restarts that server into OIDC-only mode on the same data.
 */
const BUTTON = 'Sign in with Test ID';
const buildDir = process.env.BUILD_DIR ?? 'dist';

let provider: TestOidcProvider;
let server: ChildProcess | undefined;
let appUrl: string;
let dataDir: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startApp(port: number, extra: Record<string, string> = {}) {
  server = spawn('node', [`${buildDir}/server/main.js`], {
    stdio: 'inherit',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_ENGINE: 'pglite',
      BACKUP_SCHEDULE: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: `${buildDir}/web`,
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_BUTTON_LABEL: BUTTON,
      OIDC_ADMIN_GROUP: 'kitchen-admins',
      OIDC_ALLOW_HTTP: 'true',
      ...extra,
    },
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${appUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the OIDC e2e server did not start');
}

async function stopApp() {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  await new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill('SIGTERM');
  });
}

let port: number;
test.beforeAll(async () => {
  port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'hk-e2e-oidc-'));
  provider = await startOidcProvider({ redirectUris: [`${appUrl}/api/auth/oidc/callback`] });
  provider.setAccount({
    sub: 'e2e-ann',
    email: 'ann.e2e@example.org',
    email_verified: true,
    preferred_username: 'ann_e2e',
    name: 'Ann Example',
    groups: ['cooks'],
  });
  await startApp(port);
});

test.afterAll(async () => {
  await stopApp();
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signInWithButton(page: Page) {
  await page.goto(`${appUrl}/login`);
  await page.getByRole('link', { name: BUTTON }).click();
}

test('the button signs a new user in through the provider and opens the app', async ({ page }) => {
  provider.signInAs('e2e-ann');
  await signInWithButton(page);
  await expect(page).toHaveURL(`${appUrl}/user/shoppingList`);
  expect(provider.lastAuthorization()?.get('code_challenge_method')).toBe('S256');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await fetch(`${appUrl}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { username: string }).username).toBe('ann_e2e');
});

test('a refusal at the provider ends on the login page with the reason, and stays there', async ({ page }) => {
  provider.signInAs('deny');
  await signInWithButton(page);
  await expect(page).toHaveURL(`${appUrl}/login?oidcError=access_denied`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Sign-in failed');
  await expect(alert).toContainText('You cancelled the sign-in at your identity provider.');
  // No loop: nothing leaves the page by itself.
  const before = provider.lastAuthorization()?.get('state');
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(`${appUrl}/login?oidcError=access_denied`);
  expect(provider.lastAuthorization()?.get('state')).toBe(before);
  await expect(page.getByRole('link', { name: BUTTON })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('the admin group opens the admin area', async ({ page }) => {
  provider.setAccount({
    sub: 'e2e-boss',
    email: 'boss.e2e@example.org',
    email_verified: true,
    preferred_username: 'boss_e2e',
    groups: ['kitchen-admins'],
  });
  provider.signInAs('e2e-boss');
  await signInWithButton(page);
  await expect(page).toHaveURL(`${appUrl}/admin/boss_e2e`);
});

test('after a restart into OIDC-only mode the login page has the button alone, which still signs in', async ({
  page,
}) => {
  await stopApp();
  await startApp(port, { OIDC_ONLY: 'true' });
  await page.goto(`${appUrl}/login`);
  await expect(page.getByRole('link', { name: BUTTON })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveCount(0);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  const login = await fetch(`${appUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'ann_e2e', password: 'whatever1' }),
  });
  expect(login.status).toBe(403);
  provider.signInAs('e2e-ann');
  await page.getByRole('link', { name: BUTTON }).click();
  await expect(page).toHaveURL(`${appUrl}/user/shoppingList`);
});
