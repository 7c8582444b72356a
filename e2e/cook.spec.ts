import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { apiLogin, authHeader, createUserViaApi, E2E_ADMIN, signInAs } from './support/session.ts';
import { screenshot } from './support/ui.ts';

// docs/decisions/web-recipes.md: the method, servings, cook mode, search, print and phones, on the built app.

/** axe-core on the page as it is now: no serious or critical violation. */
/** A recipe of our own, through the API, so the figures are known. */
async function createCookableRecipe(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const token = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const name = 'Zanzibar Chicken Traybake';
  const res = await request.post('/api/recipes/add-recipe', {
    headers: authHeader(token),
    data: {
      recipeDetails: {
        name,
        url: 'https://www.example.com/recipes/zanzibar-chicken',
        img: '/images/cuisines/other.svg',
        servings: 4,
        cookTime: 40,
        prepTime: 15,
        totalTime: 55,
      },
      cuisines: ['asian'],
      ingredients: [
        { text: '1 1/2 cups long-grain rice' },
        { text: '8 tablespoons butter, melted' },
        { text: '1/3 cup coconut milk' },
        { text: '2 large eggs' },
        { text: 'salt, to taste' },
      ],
      instructions: [
        'Heat the oven to 200 °C.',
        'Toss the chicken with the spices and butter.',
        'Bake for 25 minutes, then simmer the sauce 10 to 15 min.',
        'Rest for 5 minutes and serve with the rice.',
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, name };
}

let recipe: { id: number; name: string };

test.beforeAll(async ({ request }) => {
  recipe = await createCookableRecipe(request);
});

test.beforeEach(async ({ page }) => {
  const user = await createUserViaApi(page.request, 'cook');
  await signInAs(page, user.username, user.password);
});

const ingredientItems = (page: Page) =>
  page.getByRole('region', { name: 'Ingredients' }).or(page.locator('.ingredients-card')).getByRole('listitem');

test('the recipe page shows the method as numbered steps and links to the original', async ({ page }) => {
  await page.goto(`/user/recipes/${recipe.id}`);
  await expect(page.getByRole('heading', { name: 'Method' })).toBeVisible();
  const steps = page.locator('.method-card ol > li');
  await expect(steps).toHaveCount(4);
  expect(await steps.count()).toBeGreaterThanOrEqual(3);
  await expect(steps.nth(2)).toHaveText('Bake for 25 minutes, then simmer the sauce 10 to 15 min.');
  await expect(ingredientItems(page)).toHaveText([
    '1 1/2 cups long-grain rice',
    '8 tablespoons butter, melted',
    '1/3 cup coconut milk',
    '2 large eggs',
    'salt, to taste',
  ]);
  const instructions = page.getByRole('link', { name: 'Instructions', exact: true });
  await expect(instructions).toHaveAttribute('href', 'https://www.example.com/recipes/zanzibar-chicken');
  await expect(page.getByRole('link', { name: /Original recipe/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'cook-recipe-page');
});

test('servings scale every amount, and a reload keeps them', async ({ page }) => {
  await page.goto(`/user/recipes/${recipe.id}`);
  const servings = page.getByRole('spinbutton', { name: 'Servings' });
  await expect(servings).toHaveValue('4');
  await servings.fill('8');
  // × 2: 1½ → 3, 8 tablespoons → 16 = 1 cup, ⅓ → ⅔; a line without a number stays.
  const doubled = [
    '3 cups long-grain rice',
    '1 cup butter, melted',
    '⅔ cup coconut milk',
    '4 large eggs',
    'salt, to taste',
  ];
  await expect(ingredientItems(page)).toHaveText(doubled);
  await expect(page).toHaveURL(/servings=8/);
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('8');
  await expect(ingredientItems(page)).toHaveText(doubled);
  await page.getByRole('spinbutton', { name: 'Servings' }).fill('2');
  await expect(ingredientItems(page)).toHaveText([
    '¾ cup long-grain rice',
    '4 tablespoons butter, melted',
    '⅙ cup coconut milk',
    '1 large eggs',
    'salt, to taste',
  ]);
});

test('cook mode moves by keys, runs a timer that counts down, and Escape leaves it', async ({ page }) => {
  await page.goto(`/user/recipes/${recipe.id}`);
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: recipe.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
  await expect(dialog.getByText('Heat the oven to 200 °C.')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Step 2 of 4')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Step 3 of 4')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Step 3 of 4')).toBeVisible();

  await dialog.getByRole('button', { name: 'Start timer 25 minutes' }).click();
  await dialog.getByRole('button', { name: 'Start timer 10 to 15 min' }).click();
  const timer = dialog.getByRole('timer', { name: '25 minutes timer' });
  await expect(timer).toHaveText(/^2[45]:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!);
  await expect(timer).toHaveText(/^24:\d\d$/);
  // It keeps counting on another step, next to the second timer.
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Step 4 of 4')).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveCount(2);
  await expect(dialog.getByRole('timer', { name: '10 to 15 min timer' })).toHaveText(/^(10:00|9:\d\d)$/);

  await dialog.getByRole('button', { name: 'Ingredients' }).click();
  await expect(dialog.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')).toHaveCount(5);
  await expectAccessible(page, '.cook-mode');
  await screenshot(page, 'cook-mode');

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The timers outlive cook mode.
  await expect(page.getByRole('timer', { name: '25 minutes timer' })).toBeVisible();
});

test('search finds a recipe by a word of its name and despite a typo, kept in the URL', async ({ page }) => {
  await page.goto('/user/recipes?page=1');
  const box = page.getByRole('searchbox', { name: 'Search recipes' });
  await box.fill('zanzibar');
  await expect(page).toHaveURL(/[?&]q=zanzibar/);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('link', { name: recipe.name })).toBeVisible();
  await expectAccessible(page);

  await box.fill('zanzbar');
  await expect(page).toHaveURL(/[?&]q=zanzbar/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('link', { name: recipe.name })).toBeVisible();

  await box.fill('chiken');
  await expect(page).toHaveURL(/[?&]q=chiken/);
  await expect(cards.first()).toBeVisible();
  const names = await cards.getByRole('link').allTextContents();
  expect(names.some((n) => /chicken/i.test(n))).toBe(true);

  await page.getByLabel('Cuisine').selectOption('asian');
  await expect(page).toHaveURL(/cuisine=asian/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('chiken');
  await expect(page.getByLabel('Cuisine')).toHaveValue('asian');
  await expect(page.getByRole('link', { name: recipe.name })).toBeVisible();
});

test("a press on a card's picture opens its recipe", async ({ page }) => {
  await page.goto(`/user/recipes?page=1&q=zanzibar`);
  const card = page.getByRole('article', { name: recipe.name });
  // A press where the picture is: the title's link covers the card, so it is what the press lands on.
  const picture = await card.locator('.recipe-card__media img').boundingBox();
  if (!picture) throw new Error('the card has no picture');
  await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
  await expect(page).toHaveURL(new RegExp(`/user/recipes/${recipe.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
});

test('printing a recipe or the shopping list hides the navigation, buttons, footer and picture', async ({ page }) => {
  await page.goto(`/user/recipes/${recipe.id}`);
  await page.getByRole('button', { name: /Add To List/ }).click();
  await expect(page.getByRole('heading', { name: 'Method' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cook mode' })).toBeHidden();
  await expect(page.locator('.recipe-hero__image')).toBeHidden();
  await expect(page.getByRole('heading', { name: recipe.name })).toBeVisible();
  const ingredients = (await page.locator('.ingredients-card').boundingBox())!;
  const method = (await page.locator('.method-card').boundingBox())!;
  // Side by side: the method starts right of the ingredients, at the same height.
  expect(method.x).toBeGreaterThanOrEqual(ingredients.x + ingredients.width - 1);
  expect(Math.abs(method.y - ingredients.y)).toBeLessThan(40);
  await screenshot(page, 'cook-print-recipe');

  await page.emulateMedia({ media: 'screen' });
  await page.goto('/user/shoppingList');
  await expect(page.getByRole('link', { name: recipe.name }).first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mark as Complete!' })).toBeHidden();
  await expect(page.getByRole('link', { name: recipe.name }).first()).toBeVisible();
});

/** True when the page is wider than the window, i.e. scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the main pages have no sideways scroll, and the profile tabs all show', async ({ page }) => {
    const pages = [
      '/user/shoppingList',
      '/user/recipes?page=1',
      `/user/recipes/${recipe.id}`,
      '/user/chefschoice',
      '/user/profile/edit',
      '/user/profile/likes',
      '/user/profile/history',
      '/user/profile/userSuggestions',
      '/user/userRecipeSuggestion',
      '/about',
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('.loading')).toHaveCount(0);
      expect(await scrollsSideways(page), path).toBe(false);
    }
    await page.goto('/user/profile/edit');
    for (const tab of ['Profile', 'Likes', 'Dislikes', 'History', 'Suggestions']) {
      const box = (await page
        .getByRole('navigation', { name: 'Profile' })
        .getByRole('link', { name: tab, exact: true })
        .boundingBox())!;
      expect(box.x, tab).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, tab).toBeLessThanOrEqual(360);
    }
    await screenshot(page, 'cook-phone-profile');
  });

  test('admin tables become cards without sideways scroll', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
    for (const path of ['/admin/users', '/admin/recipes?page=1', '/admin/userSuggestions']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('.loading')).toHaveCount(0);
      expect(await scrollsSideways(page), path).toBe(false);
    }
    await page.goto('/admin/users');
    const cell = page.locator('tbody tr').first().locator('td').nth(1);
    await expect(cell).toHaveAttribute('data-label', 'Username');
    await screenshot(page, 'cook-phone-admin-users');
    await context.close();
  });

  test('cook mode fits the phone', async ({ page }) => {
    await page.goto(`/user/recipes/${recipe.id}`);
    await page.getByRole('button', { name: 'Cook mode' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, '.cook-mode');
  });
});
