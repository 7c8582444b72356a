// Right to left (api/languages.md, "UI"): with `<html dir="rtl">` the logical CSS mirrors the shell and the
// recipe page (the logo and the first link at the right) and nothing scrolls sideways, at 360 px and
// 1280 px. The spec sets `dir` itself; once `ar` sets it, this can choose Arabic instead.
import { expect, test, type Page } from '@playwright/test';
import { createRecipe } from './support/recipes.ts';
import { createUserViaApi, signInAs } from './support/session.ts';
import { screenshot } from './support/ui.ts';

async function openRecipe(page: Page, dir: 'ltr' | 'rtl') {
  const stamp = Date.now().toString(36);
  const id = await createRecipe(page.request, `lemon barley soup ${stamp}`, [
    { name: 'pearl barley', qty: 0.75, measurement: 'cup' },
    { name: 'chicken stock', qty: 6, measurement: 'cup' },
    { name: 'lemons', qty: 2, measurement: 'whole' },
    { name: 'salt', qty: 1, measurement: 'to taste' },
  ]);
  const user = await createUserViaApi(page.request, 'rtl');
  await signInAs(page, user.username, user.password);
  await page.goto(`/user/recipes/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((d) => document.documentElement.setAttribute('dir', d), dir);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

/** Where a box sits across the page: its left and right edges, and the page's width. */
async function edges(page: Page, selector: string) {
  const box = (await page.locator(selector).first().boundingBox())!;
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  return { left: box.x, right: box.x + box.width, width };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('right to left: the logo at the right, no sideways scroll on the recipe page', async ({ page }) => {
      await openRecipe(page, 'rtl');
      const logo = await edges(page, '.site-header .brand');
      expect(logo.right).toBeGreaterThan(logo.width * 0.9);
      expect((logo.left + logo.right) / 2).toBeGreaterThan(logo.width / 2);
      expect(await noSidewaysScroll(page)).toBe(true);
      if (viewport.width < 860) {
        // The menu opens under its button, at the left now, and stays on the screen (a physical
        // `right: 0` would hang it off the left edge).
        await page.getByRole('button', { name: 'Menu' }).click();
        const menu = await edges(page, '.nav-list');
        expect(menu.left).toBeGreaterThanOrEqual(0);
        expect(menu.right).toBeLessThanOrEqual(menu.width);
        expect(await noSidewaysScroll(page)).toBe(true);
        await page.getByRole('button', { name: 'Menu' }).click();
      } else {
        // The navigation reads right to left: its first link is right of its last.
        const links = page.locator('.nav-list > li');
        const first = (await links.first().boundingBox())!;
        const last = (await links.last().boundingBox())!;
        expect(first.x).toBeGreaterThan(last.x);
      }
      await screenshot(page, `right-to-left-recipe-${viewport.width}`);
    });

    test('left to right is unchanged: the logo at the left', async ({ page }) => {
      await openRecipe(page, 'ltr');
      const logo = await edges(page, '.site-header .brand');
      expect(logo.left).toBeLessThan(logo.width * 0.1);
      expect((logo.left + logo.right) / 2).toBeLessThan(logo.width / 2);
      expect(await noSidewaysScroll(page)).toBe(true);
    });
  });
}
