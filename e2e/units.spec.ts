// Units by region (api/languages.md, "Units"): a German browser sees a recipe written in cups in milliliters,
// its unit words from the German catalog, while the stored recipe keeps its cups.
import { expect, test } from '@playwright/test';
import { createRecipe } from './support/recipes.ts';
import { apiLogin, authHeader, createUserViaApi, signInAs } from './support/session.ts';

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('sees a cup-based recipe in ml, spoons kept as EL, the food names as written', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const id = await createRecipe(page.request, `sugar syrup ${stamp}`, [
      { name: 'sugar', qty: 2, measurement: 'cup' },
      { name: 'water', qty: 0.75, measurement: 'cup' },
      { name: 'lemon juice', qty: 2, measurement: 'tablespoon' },
    ]);
    const user = await createUserViaApi(page.request, 'einheiten');
    await signInAs(page, user.username, user.password);
    await page.goto(`/user/recipes/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const lines = page.locator('.ingredients-card .ingredient-list li');
    await expect(lines).toHaveText(['473 ml sugar', '177 ml water', '2 EL lemon juice']);

    // Display only: the API still answers the recipe in cups.
    const token = await apiLogin(page.request, user.username, user.password);
    const answer = await page.request.get(`/api/recipes/${id}`, { headers: authHeader(token) });
    const recipe = (await answer.json()) as {
      lineItems: { measurement: string }[];
    };
    expect(recipe.lineItems.map((line) => line.measurement)).toEqual(['cup', 'cup', 'tablespoon']);
  });
});
