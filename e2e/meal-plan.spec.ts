// The meal plan in Chromium (docs/decisions/meal-plan.md). The e2e server runs at UTC+14 (playwright.config.ts, TZ);
// the last test's browser runs at UTC-10.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { addPlanDays, mondayOf, weekdayLabel } from '../src/domain/plan-dates.ts';
import { authHeader, createUserViaApi, signInAs } from './support/session.ts';

/** The browser's own calendar date, 'YYYY-MM-DD', as the page computes "this week". */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

async function firstRecipes(request: APIRequestContext, token: string, n: number) {
  const res = await request.get('/api/recipes?page=1', { headers: authHeader(token) });
  const body = (await res.json()) as { rows: { id: number; name: string; servings: number }[] };
  return body.rows.slice(0, n);
}

test('plan from the recipe page, move, fill, add the week to the list, calendar address', async ({ page }) => {
  const user = await createUserViaApi(page.request, 'planner');
  const token = await signInAs(page, user.username, user.password);
  const [recipe] = await firstRecipes(page.request, token, 1);

  await page.goto(`/user/recipes/${recipe.id}`);
  const today = await browserToday(page);
  const monday = addPlanDays(mondayOf(today), 7);
  await page.getByRole('button', { name: 'Add to plan' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add to plan' });
  await expect(addDialog.getByLabel('Date')).toHaveValue(today);
  await expect(addDialog.getByLabel('Meal')).toHaveValue('dinner');
  await expect(addDialog.getByLabel('Servings')).toHaveValue(String(recipe.servings));
  await addDialog.getByLabel('Date').fill(monday);
  await addDialog.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('link', { name: 'See the week' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/plan\\?from=${monday}$`));

  const mondayRegion = page.getByRole('region', { name: weekdayLabel(monday) });
  await expect(mondayRegion.getByRole('link', { name: recipe.name })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: `Servings for ${recipe.name}` })).toHaveValue(
    String(recipe.servings),
  );

  // A note on Tuesday through "Add a meal".
  const tuesday = page.getByRole('region', { name: weekdayLabel(addPlanDays(monday, 1)) });
  await tuesday.getByRole('button', { name: 'Add a meal' }).click();
  const mealDialog = page.getByRole('dialog', { name: 'Add a meal' });
  await mealDialog.getByLabel('Meal').selectOption('lunch');
  await mealDialog.getByLabel('Note').fill('Leftovers');
  await mealDialog.getByRole('button', { name: 'Add' }).click();
  await expect(tuesday.getByText('Leftovers')).toBeVisible();

  // Move the recipe to Wednesday's lunch with the Move dialog.
  const wednesday = addPlanDays(monday, 2);
  await page.getByRole('button', { name: `Move ${recipe.name}`, exact: true }).click();
  const moveDialog = page.getByRole('dialog', { name: `Move ${recipe.name}` });
  await moveDialog.getByLabel('Date').fill(wednesday);
  await moveDialog.getByLabel('Meal').selectOption('lunch');
  await moveDialog.getByRole('button', { name: 'Move' }).click();
  const wednesdayRegion = page.getByRole('region', { name: weekdayLabel(wednesday) });
  await expect(wednesdayRegion.getByRole('link', { name: recipe.name })).toBeVisible();
  await expect(mondayRegion.getByRole('link', { name: recipe.name })).toHaveCount(0);

  // Fill the week's dinners.
  await page.getByRole('button', { name: 'Fill the week' }).click();
  const fillDialog = page.getByRole('dialog', { name: 'Fill the week' });
  await expect(fillDialog.getByRole('checkbox', { name: 'Dinner' })).toBeChecked();
  await fillDialog.getByRole('button', { name: 'Fill' }).click();
  await expect(fillDialog.getByText(/\d+ meals? planned/)).toBeVisible();
  await expectAccessible(page);
  await fillDialog.getByRole('button', { name: 'Close' }).click();

  const plan = await page.request.get(`/api/plan?from=${monday}&days=7`, { headers: authHeader(token) });
  const entries = ((await plan.json()) as { entries: { recipe: { id: number; name: string } | null }[] }).entries;
  const names = [...new Set(entries.flatMap((e) => (e.recipe ? [e.recipe.name] : [])))];
  await expect(
    page.getByRole('region', { name: weekdayLabel(addPlanDays(monday, 6)) }).getByRole('link'),
  ).not.toHaveCount(0);

  await page.getByRole('button', { name: 'Add week to list' }).click();
  await expect(page.getByText(`${names.length} recipes added to your shopping list.`)).toBeVisible();

  await page.getByRole('button', { name: 'Calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar.getByLabel('Calendar address')).toHaveValue(/^http:\/\/.+\/api\/plan\/calendar\/[\w-]+\.ics$/);
  const address = await calendar.getByLabel('Calendar address').inputValue();
  await expectAccessible(page);
  await calendar.getByRole('button', { name: 'Close' }).click();
  const feed = await page.request.get(new URL(address).pathname);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`DTSTART:${wednesday.replaceAll('-', '')}T123000\r\n`);

  // The list page names recipes in title case: find them by their links.
  await page.goto('/user/shoppinglist');
  const ids = [...new Set(entries.flatMap((e) => (e.recipe ? [e.recipe.id] : [])))];
  const onList = page.getByRole('region', { name: 'Recipes' });
  for (const id of ids) await expect(onList.locator(`a[href="/user/recipes/${id}"]`)).toBeVisible();
});

test('at 360 px the days stack and nothing scrolls sideways; axe finds nothing serious', async ({ page }) => {
  const user = await createUserViaApi(page.request, 'narrow');
  await signInAs(page, user.username, user.password);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/user/plan?from=2026-11-30');
  const monday = page.getByRole('region', { name: 'Monday, November 30' });
  const tuesday = page.getByRole('region', { name: 'Tuesday, December 1' });
  await expect(monday).toBeVisible();
  const [a, b] = [await monday.boundingBox(), await tuesday.boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  expect(Math.abs(a!.x - b!.x)).toBeLessThan(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test.describe('a browser at UTC-10', () => {
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test("a dinner planned for a Monday is that Monday's dinner in the app, the API and the feed", async ({ page }) => {
    const user = await createUserViaApi(page.request, 'honolulu');
    const token = await signInAs(page, user.username, user.password);
    await page.goto('/user/plan');
    const monday = mondayOf(await browserToday(page));
    const region = page.getByRole('region', { name: weekdayLabel(monday) });
    await region.getByRole('button', { name: 'Add a meal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a meal' });
    await dialog.getByLabel('Note').fill('Tacos');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(region.getByText('Tacos')).toBeVisible();

    // The entry shows before the server has answered (optimistic), so the API is read until it holds it.
    const planned = async () => {
      const plan = await page.request.get(`/api/plan?from=${monday}&days=1`, { headers: authHeader(token) });
      return ((await plan.json()) as { entries: unknown[] }).entries;
    };
    await expect.poll(planned).toMatchObject([{ date: monday, meal: 'dinner', note: 'Tacos' }]);
    const { url } = (await (await page.request.get('/api/plan/calendar', { headers: authHeader(token) })).json()) as {
      url: string;
    };
    const feed = await (await page.request.get(new URL(url).pathname)).text();
    expect(feed).toContain(`DTSTART:${monday.replaceAll('-', '')}T183000\r\n`);
    await page.reload();
    await expect(page.getByRole('region', { name: weekdayLabel(monday) }).getByText('Tacos')).toBeVisible();
  });
});
