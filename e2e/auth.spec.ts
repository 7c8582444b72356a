import { expect, test } from '@playwright/test';
import { authHeader, createUserViaApi, DEMO_USER, E2E_ADMIN, signInAs } from './support/session.ts';
import { loginViaUi, persistedRoot, screenshot } from './support/ui.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test.describe('sign up', () => {
  test('shows each validation message, then creates the account', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/signUp$/);

    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Username is required',
      'Phone number is required',
      'Email is required',
      'Gender is required',
      'Password is required',
      'Please confirm your password',
      'You must accept the terms and conditions',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('First name').fill('Al');
    await field('Last name').fill('Bo');
    await field('Username').fill('cook');
    await field('Phone').fill('555123');
    await field('Email').fill('not-an-email');
    await field('Password').fill('abc');
    await field('Confirm password').fill('abd');
    await submit.click();
    for (const message of [
      'First name must be at least 3 characters',
      'Last name must be at least 3 characters',
      'Username must be at least 6 characters',
      'Phone number must be exactly 10 digits',
      'Email must be a valid e-mail address',
      'Password must be at least 5 characters',
      'Confirm password must be at least 5 characters',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await field('Password').fill('secret1');
    await field('Confirm password').fill('secret2');
    await expect(page.getByText('Passwords do not match!')).toBeVisible();

    // Uniqueness on blur, in red, and Submit disabled while taken.
    await field('Username').fill(DEMO_USER.username);
    await field('Username').blur();
    const taken = page.getByText('Username is Taken');
    await expect(taken).toBeVisible();
    await expect(taken).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(submit).toBeDisabled();

    const id = unique();
    const username = `New${id}`;
    await field('Username').fill(username);
    await expect(field('Username')).toHaveValue(username.toLowerCase());
    await field('Username').blur();
    await expect(taken).toBeHidden();
    await expect(submit).toBeEnabled();

    await field('First name').fill('Nadia');
    await field('Last name').fill('Baker');
    await field('Phone').fill('');
    await field('Phone').pressSequentially('6195550142');
    await expect(field('Phone')).toHaveValue('619-555-0142');
    await field('Email').fill(`nadia${id}@example.com`);
    await field('Confirm password').fill('secret1');
    await page.getByLabel('Gender').selectOption('female');
    await expect(page.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/agreement');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await screenshot(page, 'signUp-filled');
    await submit.click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Account created! Please log in.')).toBeVisible();

    await page.getByLabel('Username').fill(username.toLowerCase());
    await page.getByLabel('Password').fill('secret1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/shoppingList$/);
    await page.goto('/user/profile');
    await expect(page.getByText('619-555-0142')).toBeVisible();
    await expect(page.getByText(`nadia${id}@example.com`)).toBeVisible();
  });

  test('the Login button goes back to /login', async ({ page }) => {
    await page.goto('/signUp');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('login', () => {
  test('a user lands on the shopping list with the success toast', async ({ page }) => {
    const user = await createUserViaApi(page.request, 'login');
    await page.goto('/');
    await page.getByLabel('Username').pressSequentially(user.username.toUpperCase());
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/shoppingList$/);
    await expect(page.getByText('🎉 Success Login 🎉!')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('an admin lands on /admin/{name} and sees the Admin link', async ({ page }) => {
    await loginViaUi(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(new RegExp(`/admin/${E2E_ADMIN.username}$`));
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
  });

  test("a failure shows the server's message as a dark toast at the bottom center", async ({ page }) => {
    const res = await page.request.post('/api/user/login', { data: { username: 'homecook', password: 'wrong-pass' } });
    expect(res.status()).toBe(401);
    const { error } = (await res.json()) as { error: string };

    await loginViaUi(page, 'homecook', 'wrong-pass');
    const toast = page.locator('.Toastify__toast').filter({ hasText: error });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(/Toastify__toast--error/);
    await expect(toast).toHaveClass(/Toastify__toast-theme--dark/);
    await expect(page.locator('.Toastify__toast-container--bottom-center')).toContainText(error);
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast).toBeHidden();
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a signed-in visitor of / is sent onward', async ({ page }) => {
    const user = await createUserViaApi(page.request, 'onward');
    await signInAs(page, user.username, user.password);
    await page.goto('/');
    await expect(page).toHaveURL(/\/user\/shoppingList$/);
  });
});

test.describe('the user area', () => {
  test('without a token it redirects to /', async ({ page }) => {
    await page.goto('/user/recipes?page=1');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('a token alone fills the user state from /api/user/me', async ({ page }) => {
    const user = await createUserViaApi(page.request, 'token');
    await signInAs(page, user.username, user.password);
    await page.goto('/user/profile');
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('an expired or revoked token logs out and returns to /', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('token', 'not-a-real-token'));
    await page.goto('/user/shoppingList');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });
});

test.describe('admin guard', () => {
  test('a non-admin opening /admin gets the toast and is sent back to /', async ({ page }) => {
    const user = await createUserViaApi(page.request, 'guard');
    await signInAs(page, user.username, user.password);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/admin');
    await expect(page.getByText('Not authorized for admin portal')).toBeVisible();
    // '/' then sends a signed-in user on to their shopping list (spec §2, login screen).
    await expect(page).toHaveURL(/\/(user\/shoppingList)?$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('an anonymous visitor opening /admin/users gets the toast and the login screen', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page.getByText('Not authorized for admin portal')).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });
});

test.describe('not found', () => {
  test('/nope shows NotFound', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.getByText('NotFound', { exact: true })).toBeVisible();
  });

  test('/user/nope shows NotFound inside the user area', async ({ page }) => {
    const user = await createUserViaApi(page.request, 'lost');
    await signInAs(page, user.username, user.password);
    await page.goto('/user/nope');
    await expect(page.getByText('NotFound', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('/admin/nope/deeper shows NotFound for an admin', async ({ page }) => {
    await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto('/admin/nope/deeper');
    await expect(page.getByText('NotFound', { exact: true })).toBeVisible();
  });
});

test('logout revokes the token and leaves no user data in persist:root', async ({ page }) => {
  const user = await createUserViaApi(page.request, 'bye');
  await loginViaUi(page, user.username, user.password);
  await expect(page).toHaveURL(/\/user\/shoppingList$/);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  await expect
    .poll(async () => ((await persistedRoot(page))?.user as { isLogged?: boolean } | undefined)?.isLogged)
    .toBe(true);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  await expect.poll(async () => JSON.stringify((await persistedRoot(page))?.user)).not.toContain(user.username);
  const persisted = (await persistedRoot(page))!;
  expect(persisted.user).toMatchObject({ isLogged: false, isAdmin: false, info: { name: '', isAdmin: false } });
  // The account lives in the api cache, which is never persisted: no copy of it, before or after logout.
  expect(persisted.user).not.toHaveProperty('me');
  expect(Object.keys(persisted).sort()).toEqual(['_persist', 'recipes', 'user']);
  expect(JSON.stringify(persisted)).not.toContain(user.email);

  const me = await page.request.get('/api/user/me', { headers: authHeader(token!) });
  expect(me.status()).toBe(401);

  // Back in the user area, the old session is gone.
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
