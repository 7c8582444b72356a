import type { APIRequestContext, Page } from '@playwright/test';

/** Accounts that exist on the e2e server (see start-server.mjs and the demo seed, which has no admin). */
export const E2E_ADMIN = { username: 'e2eadmin', password: 'e2e-admin-pass' };
export const DEMO_USER = { username: 'homecook', password: 'homecook1' };

let counter = 0;

/** Signs up a brand-new user through the API, so each spec works on its own data. */
export async function createUserViaApi(request: APIRequestContext, prefix = 'cook') {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const user = {
    firstName: 'Casey',
    lastName: 'Tester',
    username: `${prefix}${id}`.toLowerCase().slice(0, 30),
    phoneNum: '5551234567',
    email: `${prefix}${id}@example.com`,
    password: 'secret123',
    gender: 'other',
  };
  const res = await request.post('/api/user/signup', { data: user });
  if (res.status() !== 201) throw new Error(`signup failed: ${res.status()} ${await res.text()}`);
  return user;
}

/** Logs in through the API and returns the token. */
export async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/user/login', { data: { username, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Puts a session token in localStorage before the page loads, as a real login would. */
export async function signInAs(page: Page, username: string, password: string): Promise<string> {
  const token = await apiLogin(page.request, username, password);
  await page.addInitScript((t) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', t);
  }, token);
  return token;
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });
