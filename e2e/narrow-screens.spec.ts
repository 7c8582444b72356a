// Layout checks that a screenshot shows and a unit test cannot: at 360 px nothing is cut off on the list,
// the suggestions table and the plan; a list item is one row; the week's meal rows line up on a desktop.
import { expect, test, type Page } from '@playwright/test';
import { addPlanDays, mondayOf } from '../src/domain/plan-dates.ts';
import { expectAccessible } from './support/axe.ts';
import { apiLogin, authHeader, createUserViaApi, E2E_ADMIN, signInAs } from './support/session.ts';
import { screenshot } from './support/ui.ts';
import { createRecipe } from './support/recipes.ts';

const phone = { width: 360, height: 740 };

/**
 * Elements (of `selector`) whose content is wider than their box, with the page itself first: text cut
 * off at an edge, or a page that scrolls sideways. A box that scrolls on purpose (overflow-x auto or
 * scroll, such as a table's wrapper) is allowed: its content can be reached.
 */
async function cutOff(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page: ${root.scrollWidth} > ${root.clientWidth}`);
    // Hidden on purpose for screen readers only (visually-hidden, a table's hidden head on a phone).
    const clipped = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.clip !== 'auto' || style.clipPath !== 'none' || style.display === 'none') return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (clipped(el)) continue;
      const overflowX = getComputedStyle(el).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') continue;
      // A table row or an inline box has no client width of its own; its right edge still counts.
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        found.push(`${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
      const box = el.getBoundingClientRect();
      if (box.right > root.clientWidth + 1)
        found.push(`${el.tagName.toLowerCase()}.${el.className} ends at ${box.right}`);
    }
    return found;
  }, selector);
}

test.describe('on a phone, 360 px wide', () => {
  test.use({ viewport: phone });

  test('the list: nothing cut off, each item one row, the servings control on one line', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const stew = await createRecipe(page.request, `winter vegetable stew ${stamp}`, [
      { name: 'carrots', qty: 3, measurement: 'whole' },
      { name: 'potatoes', qty: 1.5, measurement: 'pound' },
      { name: 'vegetable stock', qty: 4, measurement: 'cup' },
      { name: 'bay leaves', qty: 2, measurement: 'whole' },
      { name: 'salt', qty: 1, measurement: 'to taste' },
    ]);
    const pie = await createRecipe(page.request, `creamy chicken pot pie ${stamp}`, [
      { name: 'chicken breast', qty: 1, measurement: 'pound' },
      { name: 'carrots', qty: 2, measurement: 'whole' },
      { name: 'milk', qty: 1, measurement: 'cup' },
      { name: 'puff pastry', qty: 1, measurement: 'whole' },
    ]);
    const user = await createUserViaApi(page.request, 'phone');
    const token = await signInAs(page, user.username, user.password);
    const add = await page.request.post('/api/lists/current/recipes', {
      headers: authHeader(token),
      data: { recipes: [{ id: stew }, { id: pie }] },
    });
    expect(add.ok()).toBe(true);
    await page.request.post('/api/lists/current/items', {
      headers: authHeader(token),
      data: { text: 'paper towels' },
    });

    await page.goto('/user/shoppingList');
    const items = page.locator('.list-items > li');
    await expect(page.getByRole('checkbox', { name: '5 carrots' })).toBeVisible();
    expect(await items.count()).toBeGreaterThanOrEqual(9);

    expect(await cutOff(page, '.list-items > li, .list-items > li *, .list-recipe, .list-recipe *')).toEqual([]);
    // One row each: checkbox, text, source mark and remove side by side, the row no taller than its text
    // (a long text may wrap in its own column; a short one is one line).
    for (const item of await items.all()) {
      const label = await item.innerText();
      const { row, text, centres } = await item.evaluate((li) => ({
        row: li.getBoundingClientRect().height,
        text: li.querySelector('.list-items__text')!.getBoundingClientRect().height,
        centres: [...li.children].map((c) => c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2),
      }));
      expect(row, label).toBeLessThanOrEqual(Math.max(text + 16, 40));
      expect(Math.max(...centres) - Math.min(...centres), label).toBeLessThanOrEqual(4);
    }
    for (const name of ['5 carrots', '1 cup milk', 'paper towels']) {
      const row = page.getByRole('checkbox', { name }).locator('xpath=ancestor::li[1]');
      expect((await row.boundingBox())!.height, name).toBeLessThan(44);
    }
    // The servings control of a recipe card: −, the count and + on one line.
    const stepper = page.getByRole('group', { name: /^Servings of Winter Vegetable Stew/ });
    const parts = await stepper.evaluate((g) => [...g.children].map((c) => c.getBoundingClientRect().top));
    expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(4);
    await expectAccessible(page);
    await screenshot(page, 'phone-list');

    // On a desktop too: every item one line.
    await page.setViewportSize({ width: 1280, height: 800 });
    const heights = await items.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeLessThan(44);
  });

  test('Your Suggestions: every column readable, Response Date included', async ({ page, request }) => {
    const cook = await createUserViaApi(request, 'phonesugg');
    const token = await apiLogin(request, cook.username, cook.password);
    const url = `https://www.example.com/recipes/a-rather-long-address-for-a-recipe/${cook.username}/soup`;
    const created = await request.post('/api/userSuggestions', { data: { url }, headers: authHeader(token) });
    expect(created.ok()).toBe(true);
    const { id } = (await created.json()) as { id: number };
    // Answered a second later, so the row has a response date.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const admin = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password);
    const reviewed = await request.put(`/api/userSuggestions/${id}`, {
      data: { adminResponse: 'Thank you, added to the catalogue', status: 'Approved' },
      headers: authHeader(admin),
    });
    expect(reviewed.ok()).toBe(true);

    await signInAs(page, cook.username, cook.password);
    await page.goto('/user/profile/userSuggestions');
    const row = page.getByRole('row', { name: new RegExp(cook.username) });
    await expect(row).toContainText('Approved');
    const date = row.getByRole('cell').nth(3);
    await expect(date).toHaveText(/\d{4}-\d{2}-\d{2}/);
    // The date is on screen, not past the right edge.
    const box = (await date.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(await cutOff(page, 'main, main table, main tr, main td, main th')).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, 'phone-your-suggestions');
  });

  test('the plan: nothing cut off', async ({ page }) => {
    const user = await createUserViaApi(page.request, 'phoneplan');
    const token = await signInAs(page, user.username, user.password);
    const res = await page.request.get('/api/recipes?page=1', { headers: authHeader(token) });
    const [recipe] = ((await res.json()) as { rows: { id: number }[] }).rows;
    for (const meal of ['breakfast', 'dinner'])
      await page.request.post('/api/plan/entries', {
        headers: authHeader(token),
        data: { date: '2026-11-30', meal, recipeId: recipe.id },
      });
    await page.request.post('/api/plan/entries', {
      headers: authHeader(token),
      data: { date: '2026-12-01', meal: 'lunch', note: 'Leftovers from a very long Sunday roast with everything' },
    });
    await page.goto('/user/plan?from=2026-11-30');
    await expect(page.getByRole('region', { name: 'Monday, November 30' }).locator('.plan-entry')).toHaveCount(2);
    expect(await cutOff(page, '.plan-day, .plan-day *')).toEqual([]);
    await screenshot(page, 'phone-plan');
  });
});

test("on a desktop the week's meal rows line up across the days", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await createUserViaApi(page.request, 'wideplan');
  const token = await signInAs(page, user.username, user.password);
  const res = await page.request.get('/api/recipes?page=1', { headers: authHeader(token) });
  const [first, second] = ((await res.json()) as { rows: { id: number }[] }).rows;
  // This week, so one day has the Today mark; two breakfasts on Monday and a dinner on Wednesday: rows of
  // different heights in different days.
  await page.goto('/about');
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const monday = mondayOf(today);
  for (const [date, meal, recipeId] of [
    [monday, 'breakfast', first.id],
    [monday, 'breakfast', second.id],
    [addPlanDays(monday, 2), 'dinner', first.id],
  ] as const)
    await page.request.post('/api/plan/entries', { headers: authHeader(token), data: { date, meal, recipeId } });

  await page.goto(`/user/plan?from=${monday}`);
  const days = page.locator('.plan-day');
  await expect(page.locator('.plan-day.is-today')).toHaveCount(1);
  await expect(days).toHaveCount(7);
  await expect(days.first().locator('.plan-entry')).toHaveCount(2);
  // Each meal's heading and the "Add a meal" buttons at one height across the seven days.
  for (const selector of ['.plan-day__head', ...[1, 2, 3, 4].map((n) => `.plan-slot:nth-of-type(${n})`)]) {
    const tops = await page
      .locator(`.plan-day ${selector}`)
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops, selector).toHaveLength(7);
    expect(Math.max(...tops) - Math.min(...tops), selector).toBeLessThanOrEqual(1);
  }
  const adds = await page
    .getByRole('button', { name: 'Add a meal' })
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(Math.max(...adds) - Math.min(...adds)).toBeLessThanOrEqual(1);
  // In a day's narrow column the entry's buttons wrap, but their words are never broken ('Mo-ve').
  const buttonHeights = await page
    .locator('.plan-entry__actions .btn')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
  expect(buttonHeights.length).toBeGreaterThan(0);
  for (const height of buttonHeights) expect(height).toBeLessThan(44);
  expect(await cutOff(page, '.plan-day, .plan-day *')).toEqual([]);
  await screenshot(page, 'desktop-plan-week');
});

test('admin tables: cards at 360 px; wider, a table that does not fit scrolls in a focusable region, never the page', async ({
  page,
  request,
}) => {
  const cook = await createUserViaApi(request, 'tables');
  const token = await apiLogin(request, cook.username, cook.password);
  const url = `https://www.example.com/recipes/${cook.username}/a-long-address-for-the-admin-table`;
  expect((await request.post('/api/userSuggestions', { data: { url }, headers: authHeader(token) })).ok()).toBe(true);
  await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
  for (const path of ['/admin/users', '/admin/recipes?page=1', '/admin/userSuggestions']) {
    await page.setViewportSize(phone);
    await page.goto(path);
    const wrap = page.locator('.table-wrap');
    await expect(wrap.locator('tbody tr').first()).toBeVisible();
    expect(await cutOff(page, 'main, main table, main tr, main td'), path).toEqual([]);

    await page.setViewportSize({ width: 700, height: 740 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBeLessThanOrEqual(0);
    const scrolls = await wrap.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    if (scrolls) {
      await expect(wrap).toHaveAttribute('role', 'region');
      await expect(wrap).toHaveAttribute('tabindex', '0');
      await expect(wrap).toHaveAttribute('aria-label', /\w/);
      await wrap.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => wrap.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    } else {
      await expect(wrap).not.toHaveAttribute('tabindex', /.*/);
    }
    await expectAccessible(page);
  }
});
