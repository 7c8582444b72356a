import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { FullRecipe } from '../src/domain/recipe.ts';
import { CUISINES, RESTRICTIONS } from '../src/domain/constants.ts';
import { apiLogin, authHeader, createUserViaApi, E2E_ADMIN, signInAs } from './support/session.ts';
import { screenshot } from './support/ui.ts';

/** A case-insensitive matcher for a recipe name (the UI title-cases names). */
const nameRe = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');

const cards = (page: Page) => page.locator('.recipe-card-grid > article');

async function signIn(page: Page, prefix: string) {
  const user = await createUserViaApi(page.request, prefix);
  const token = await signInAs(page, user.username, user.password);
  return { user, token };
}

async function firstRecipes(request: APIRequestContext, token: string, query: Record<string, string> = {}) {
  const res = await request.get('/api/recipes', { headers: authHeader(token), params: { page: '1', ...query } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { rows: { id: number; name: string; servings: number }[]; count: number };
}

test.describe('recipe list', () => {
  test('browses 25 at a time; Load More shows Loading, then more cards and ?page=2', async ({ page }) => {
    await signIn(page, 'browse');
    await page.goto('/user/recipes?page=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    await expect(page.getByText('Recipe of the Day', { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(25);
    await expect(
      cards(page)
        .first()
        .getByText(/Servings: \d+/),
    ).toBeVisible();
    await expect(cards(page).first().locator('img')).toBeVisible();
    await screenshot(page, 'recipe-list');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'e2e-artifacts/screenshots/recipe-list-mobile.png' });
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page.getByRole('button', { name: 'Loading', exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(25); // still loading
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(26);
    await expect(page).toHaveURL(/[?&]page=2\b/);

    // A reload on ?page=2 shows both pages again.
    await page.reload();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(26);
  });

  test('filters by cuisine and diet, sorts by serving size, and shows No Matches', async ({ page }) => {
    const { token } = await signIn(page, 'filter');
    await page.goto('/user/recipes?page=1');
    await expect(cards(page)).toHaveCount(25);

    await page.getByLabel('Serving size').selectOption('descending');
    await expect(page.getByText('Recipe of the Day', { exact: true })).toBeVisible();
    const expected = await firstRecipes(page.request, token, { sort: 'descending', hideDisliked: 'true' });
    await expect(cards(page).first().getByRole('heading')).toHaveText(nameRe(expected.rows[0].name));
    const servings = await cards(page)
      .locator('.recipe-card__servings')
      .evaluateAll((els) => els.map((e) => Number(/Servings: (\d+)/.exec(e.textContent ?? '')?.[1])));
    expect(servings).toEqual([...servings].sort((a, b) => b - a));

    await page.getByLabel('Cuisine').selectOption('soup');
    await expect(page.getByText('Recipe of the Day', { exact: true })).toBeHidden();
    const soups = await firstRecipes(page.request, token, { cuisine: 'soup', sort: 'descending' });
    await expect(cards(page)).toHaveCount(Math.min(25, soups.count));
    await screenshot(page, 'recipe-list-filtered');

    // Find a cuisine and diet pair that nothing matches.
    let empty: [string, string] | undefined;
    for (const c of CUISINES) {
      for (const r of RESTRICTIONS) {
        if ((await firstRecipes(page.request, token, { cuisine: c, restriction: r })).count === 0) {
          empty = [c, r];
          break;
        }
      }
      if (empty) break;
    }
    test.skip(!empty, 'every cuisine and diet pair has a recipe');
    await page.getByLabel('Cuisine').selectOption(empty![0]);
    await page.getByLabel('Diet').selectOption(empty![1]);
    await expect(page.getByText('No Matches')).toBeVisible();

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page.getByText('Recipe of the Day', { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(25);
  });
});

test.describe('recipe page', () => {
  test('shows the recipe; like and dislike are exclusive; a disliked recipe leaves the list', async ({ page }) => {
    const { token } = await signIn(page, 'likes');
    const { rows } = await firstRecipes(page.request, token);
    const target = rows[3];
    await page.goto('/user/recipes?page=1');
    await cards(page).filter({ has: page.locator(`[data-recipe-id="${target.id}"]`) });
    await page.locator(`article[data-recipe-id="${target.id}"] h3 a`).click();
    await expect(page).toHaveURL(new RegExp(`/user/recipes/${target.id}$`));

    const recipe = (await (
      await page.request.get(`/api/recipes/${target.id}`, { headers: authHeader(token) })
    ).json()) as FullRecipe;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameRe(recipe.name));
    await expect(page.getByRole('img', { name: nameRe(recipe.name) })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(String(recipe.servings));
    await expect(page.getByText(`Cook time: ${recipe.cookTime} min`)).toBeVisible();
    await expect(page.locator('.ingredient-list li')).toHaveCount(recipe.lineItems.length);
    // Spec §2: Instructions opens the recipe's url in a new tab.
    const instructions = page.getByRole('link', { name: 'Instructions', exact: true });
    await expect(instructions).toHaveAttribute('href', recipe.url!);
    await expect(instructions).toHaveAttribute('target', '_blank');
    await expect(instructions).toHaveAttribute('rel', /noopener/);
    await expect(page.getByText(/outdated/i)).toHaveCount(0);

    const like = page.getByRole('button', { name: 'Like', exact: true });
    const dislike = page.getByRole('button', { name: 'Dislike', exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(page.getByText("Added to 'Likes'")).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, 'recipe-page');

    await dislike.click();
    await expect(page.getByText("Added to 'Dislikes'")).toBeVisible();
    await expect(dislike).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    await page.goto('/user/profile/likes');
    await expect(page.getByText('No Liked Recipes')).toBeVisible();
    await page.goto('/user/profile/dislikes');
    const disliked = page.locator(`article[data-recipe-id="${target.id}"]`);
    await expect(disliked).toBeVisible();
    await disliked.getByText(/Ingredients \(\d+\)/).click();
    await expect(disliked.locator('.ingredient-list li').first()).toBeVisible();
    await screenshot(page, 'dislikes');

    await page.goto('/user/recipes?page=1');
    await expect(cards(page)).toHaveCount(25);
    await expect(page.locator(`article[data-recipe-id="${target.id}"]`)).toHaveCount(0);

    // Liking it again removes the dislike, and a repeated like removes the like.
    await page.goto(`/user/recipes/${target.id}`);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(dislike).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(page.getByText("Removed from 'Likes'")).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  test('disliking from the page hides the recipe from the list at once', async ({ page }) => {
    const { token } = await signIn(page, 'hide');
    const { rows } = await firstRecipes(page.request, token);
    await page.goto(`/user/recipes/${rows[0].id}`);
    await page.getByRole('button', { name: 'Dislike', exact: true }).click();
    await expect(page.getByText("Added to 'Dislikes'")).toBeVisible();
    await page.getByRole('link', { name: /All recipes/ }).click();
    await expect(cards(page)).toHaveCount(25);
    await expect(page.locator(`article[data-recipe-id="${rows[0].id}"]`)).toHaveCount(0);
  });

  test("an inactive recipe shows the 'outdated' warning", async ({ page }) => {
    const { token } = await signIn(page, 'outdated');
    const adminToken = await apiLogin(page.request, E2E_ADMIN.username, E2E_ADMIN.password);
    const { rows, count } = await firstRecipes(page.request, token);
    const lastPage = (await firstRecipes(page.request, token, { page: String(Math.ceil(count / 25)) })).rows;
    const detail = async (id: number) =>
      (await (await page.request.get(`/api/recipes/${id}`, { headers: authHeader(token) })).json()) as FullRecipe;
    // A recipe of the catalogue, not one another spec imported from another app (those may lack a url).
    let recipe = await detail(rows[0].id);
    for (const row of [...lastPage].reverse()) {
      const candidate = await detail(row.id);
      if (candidate.source === null) {
        recipe = candidate;
        break;
      }
    }
    const payload = (isActive: boolean) => ({
      recipeDetails: {
        name: recipe.name,
        url: recipe.url,
        img: recipe.img,
        servings: recipe.servings,
        cookTime: recipe.cookTime,
        isActive,
      },
      cuisines: recipe.cuisines.map((c) => c.name),
      restrictions: recipe.restrictions.map((r) => r.name),
      appliances: recipe.appliances.map((a) => a.name),
      ingredients: recipe.lineItems.map((li) => ({
        name: li.ingredient.name,
        qty: li.qty,
        measurement: li.measurement,
      })),
    });
    const put = (isActive: boolean) =>
      page.request.put(`/api/recipes/${recipe.id}`, { headers: authHeader(adminToken), data: payload(isActive) });
    expect((await put(false)).ok()).toBe(true);
    try {
      await page.goto(`/user/recipes/${recipe.id}`);
      await expect(page.getByRole('alert').filter({ hasText: /outdated/ })).toBeVisible();
      await screenshot(page, 'recipe-page-outdated');
    } finally {
      expect((await put(true)).ok()).toBe(true);
    }
  });
});

// One test per page, so that a slow page cannot eat the time of the others.
test.describe("axe on the recipe, list, likes, history and chef's choice pages", () => {
  const pages: [string, (first: { id: number; name: string }) => [path: string, heading: string]][] = [
    ['recipe list', () => ['/user/recipes?page=1', 'Recipes']],
    ['recipe', (first) => [`/user/recipes/${first.id}`, first.name]],
    ['shopping list', () => ['/user/shoppingList', 'Main Shopping List']],
    ["chef's choice", () => ['/user/chefschoice', "Chef's Choice"]],
    ['liked recipes', () => ['/user/profile/likes', 'Liked Recipes']],
    ['history', () => ['/user/profile/history', 'History']],
  ];
  for (const [label, target] of pages) {
    test(`the ${label} page passes axe`, async ({ page }) => {
      const { token } = await signIn(page, 'axe');
      const { rows } = await firstRecipes(page.request, token);
      await page.request.put('/api/user/me/addRecipe', { headers: authHeader(token), data: { id: rows[0].id } });
      await page.request.put('/api/user/me/updateFavorites', {
        headers: authHeader(token),
        data: { action: 'add', id: rows[0].id },
      });
      const [path, heading] = target(rows[0]);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: nameRe(heading) })).toBeVisible();
      await expect(page.locator('.loading')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
    });
  }
});
