import { expect, test } from '@playwright/test';
import { createUserViaApi, signInAs } from './support/session.ts';
import { screenshot } from './support/ui.ts';

const INSUFFICIENT =
  'We apologize, the chef is unable to accomodate your total number of desired meals that match your criteria.';

test("chef's choice: validation, the insufficient message, then Add All to List", async ({ page }) => {
  const user = await createUserViaApi(page.request, 'chef');
  await signInAs(page, user.username, user.password);
  await page.goto('/user/chefschoice');
  await expect(page.getByRole('heading', { level: 1, name: "Chef's Choice" })).toBeVisible();

  // A ticked 'Yes' box needs a choice; people must be at least 1.
  await page.getByLabel('Number of people').fill('0');
  const cuisines = page.getByRole('group', { name: 'Any particular cuisines?' });
  await cuisines.getByRole('checkbox', { name: 'Yes' }).check();
  await page.getByRole('button', { name: "Get the Chef's Choice" }).click();
  await expect(page.getByText('Choose at least one cuisine')).toBeVisible();
  await expect(page.getByText('The number of people must be at least 1')).toBeVisible();
  await cuisines.getByRole('checkbox', { name: 'Yes' }).uncheck();

  await page.getByLabel('Number of people').fill('20');
  await page.getByLabel('Number of meals').fill('7');
  const restrictions = page.getByRole('group', { name: 'Any dietary restrictions?' });
  await restrictions.getByRole('checkbox', { name: 'Yes' }).check();
  await restrictions.getByRole('checkbox', { name: 'vegan' }).check();
  await page.getByLabel('Cook time').selectOption('60');
  await page.getByRole('button', { name: "Get the Chef's Choice" }).click();

  await expect(page.getByText(INSUFFICIENT)).toBeVisible();
  const picks = page.locator('.chefs-results .recipe-card-grid > article');
  const n = await picks.count();
  expect(n).toBeGreaterThan(0);
  const header =
    n > 3
      ? page.getByRole('heading', { name: 'Recipes matched' })
      : page.getByText(/^Only \d+ recipe\(s\) matched your critera:$/);
  await expect(header).toBeVisible();
  const names = await picks.locator('h3').allInnerTexts();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'chefs-choice');

  await page.getByRole('button', { name: 'Add All to List' }).click();
  await expect(page).toHaveURL(/\/user\/shoppinglist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Main Shopping List' })).toBeVisible();
  for (const name of names) {
    await expect(page.locator('li.list-recipe').getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test("chef's choice with no match says so", async ({ page }) => {
  const user = await createUserViaApi(page.request, 'chef');
  await signInAs(page, user.username, user.password);
  await page.goto('/user/chefschoice');
  const restrictions = page.getByRole('group', { name: 'Any dietary restrictions?' });
  await restrictions.getByRole('checkbox', { name: 'Yes' }).check();
  for (const r of ['vegan', 'pescatarian']) await restrictions.getByRole('checkbox', { name: r }).check();
  await page.getByRole('button', { name: "Get the Chef's Choice" }).click();
  // A recipe cannot be both vegan and pescatarian in the demo catalogue.
  await expect(page.getByText('Sorry, no recipes matched your criteria')).toBeVisible();
});
