import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { startFakeRecipeSite } from './support/fake-recipe-site.mjs';
import { E2E_ADMIN, signInAs } from './support/session.ts';

const FIXTURES = join(import.meta.dirname, '../src/server/modules/recipe-import/file/fixtures');
const SOUP_CARD = join(FIXTURES, 'soup-card.jpg');
const PANCAKES_CARD = join(FIXTURES, 'pancakes-card.jpg');
const PASTED = `Garden Pea Soup
Serves 6

Ingredients
- 500 g frozen peas
- 1 onion, chopped
- 2 cups vegetable stock

For the topping:
- 2 tablespoons cream

Method
1. Soften the onion in a large pan.
2. Add the peas and stock and simmer for 10 minutes.
3. Blend until smooth.`;

let site: Awaited<ReturnType<typeof startFakeRecipeSite>>;
test.beforeAll(async () => {
  site = await startFakeRecipeSite();
});
test.afterAll(async () => {
  await site?.close();
});

/** The page fits 360 px: nothing wider than the window. */
async function expectNoSidewaysScroll(page: import('@playwright/test').Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('bringing recipes in, at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('pasted text and a photo of a recipe card each fill the recipe form', async ({ page }) => {
    await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto('/admin/addrecipe');
    await expect(page.getByRole('tab', { name: 'From a link' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // Paste text.
    await page.getByRole('tab', { name: 'Paste text' }).click();
    await page.getByLabel('Recipe text').fill(PASTED);
    await page.getByRole('button', { name: 'Read recipe' }).click();
    await expect(page.getByText('Check the recipe, then save')).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue('Garden Pea Soup');
    await expect(page.getByLabel(/^Servings/)).toHaveValue('6');
    await expect(page.getByLabel('Line 1', { exact: true })).toHaveValue('500 g frozen peas');
    await expect(page.getByLabel('Line 2', { exact: true })).toHaveValue('1 onion, chopped');
    await expect(page.getByLabel('Line 3', { exact: true })).toHaveValue('2 cups vegetable stock');
    await expect(page.getByLabel('Heading above line 4')).toHaveValue('For the topping');
    await expect(page.getByLabel('Line 4', { exact: true })).toHaveValue('2 tablespoons cream');
    await expect(page.getByLabel('Step 1', { exact: true })).toHaveValue('Soften the onion in a large pan.');
    await expect(page.getByLabel('Step 3', { exact: true })).toHaveValue('Blend until smooth.');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: 'e2e-artifacts/screenshots/bring-in-pasted.png', fullPage: true });

    // A photo of a printed card, read by OCR on the server.
    await page.getByRole('tab', { name: 'From a photo' }).click();
    await page.getByLabel('Recipe photo').setInputFiles(SOUP_CARD);
    await page.getByRole('button', { name: 'Read photo' }).click();
    await expect(page.getByLabel(/^Name/)).toHaveValue('Tomato Soup', { timeout: 60_000 });
    await expect(page.getByLabel(/^Servings/)).toHaveValue('4');
    await expect(page.getByLabel('Line 1', { exact: true })).toHaveValue('2 cups vegetable stock');
    await expect(page.getByLabel('Line 4', { exact: true })).toHaveValue('500 g tomatoes');
    await expect(page.getByLabel('Step 1', { exact: true })).toHaveValue('Soften the onion in the oil.');
    // No model server in the e2e setup: no "Read with AI".
    await expect(page.getByRole('button', { name: 'Read with AI' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // A card where OCR reads "11/2": the draft proposes "1 1/2", and the notice offers the line as read.
    await page.getByLabel('Recipe photo').setInputFiles(PANCAKES_CARD);
    await page.getByRole('button', { name: 'Read photo' }).click();
    await expect(page.getByLabel(/^Name/)).toHaveValue('Pancakes', { timeout: 60_000 });
    const notice = page.getByText('We read “11/2 cups flour”; check it');
    await expect(notice).toBeVisible();
    await expect(page.getByLabel('Line 1', { exact: true })).toHaveValue('1 1/2 cups flour');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Keep as read' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByLabel('Line 1', { exact: true })).toHaveValue('11/2 cups flour');
    await expect(page.getByLabel('Ingredient 1', { exact: true })).toHaveValue('flour');
  });

  test('many links run to done with their counts, and each link shows its outcome', async ({ page }) => {
    await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto('/admin/import');
    await page.getByRole('main').getByRole('link', { name: 'Import many links' }).click();
    await expect(page).toHaveURL(/\/admin\/import\/links$/);
    await expect(page.getByRole('heading', { name: 'Import many links', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Admin portal' }).getByRole('link', { name: 'Import many links' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    const links = [
      `${site.origin}/recipes/lemon-cake`,
      `${site.origin}/recipes/lemon-cake#again`,
      '',
      `${site.origin}/recipes/missing`,
      'ftp://127.0.0.1/recipe',
    ];
    await page.getByLabel('Recipe links, one per line').fill(links.join('\n'));
    await expect(page.getByText('4 links', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Start import' }).click();

    await expect(page.getByRole('heading', { name: 'Import done' })).toBeVisible({ timeout: 60_000 });
    // The lemon cake once imported and once a duplicate (or twice a duplicate if an earlier test saved it).
    const counts = page.getByText(/imported, .* refused$/);
    await expect(counts).toHaveText(/^[01] imported, [12] duplicates?, 0 without a recipe, 1 unreachable, 1 refused$/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(3)).toContainText('Unreachable');
    await expect(rows.nth(4)).toContainText('Refused');
    await expect(rows.nth(2).getByRole('link', { name: /^Recipe #\d+$/ })).toBeVisible();

    await page.getByLabel('Show').selectOption({ label: 'Refused' });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('ftp://127.0.0.1/recipe');
    await page.getByLabel('Show').selectOption({ label: 'All outcomes' });
    await expect(rows).toHaveCount(5);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: 'e2e-artifacts/screenshots/bring-in-links.png', fullPage: true });

    // Its recipe link opens the recipe's edit page.
    await rows.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/updaterecipe\/\d+$/);
  });
});
