import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { createUserViaApi, signInAs } from './support/session.ts';
import { screenshot } from './support/ui.ts';

const slug = (path: string) => path.replace(/[/?=]+/g, '-').replace(/^-|-$/g, '') || 'home';

test.describe('anonymous pages', () => {
  for (const path of ['/', '/signUp', '/about', '/agreement']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, slug(path));
    });
  }

  test('/signUp with validation messages is still accessible', async ({ page }) => {
    await page.goto('/signUp');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'signUp-errors');
  });
});

test.describe('signed-in pages', () => {
  for (const path of ['/user/shoppingList', '/user/recipes?page=1', '/user/profile', '/user/profile/edit']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      const user = await createUserViaApi(page.request, 'axe');
      await signInAs(page, user.username, user.password);
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, slug(path));
    });
  }

  test('the not-found page', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.getByText('NotFound')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'not-found');
  });
});
