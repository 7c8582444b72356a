// Languages on the pages a cook uses (api/languages.md): the recipe page and the shopping list in the
// browser's language, "1,5" typed on a German list, the profile's language followed by a second browser, and
// an Arabic and a Hebrew recipe page mirrored, with no sideways scroll and axe clean.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { createRecipe } from './support/recipes.ts';
import { apiLogin, authHeader, createUserViaApi, signInAs } from './support/session.ts';

const WORDS = {
  'de-DE': { lang: 'de', recipes: 'Rezepte', ingredients: 'Zutaten', list: 'Einkaufsliste' },
  'fr-FR': { lang: 'fr', recipes: 'Recettes', ingredients: 'Ingrédients', list: 'Liste de courses' },
  'es-ES': { lang: 'es', recipes: 'Recetas', ingredients: 'Ingredientes', list: 'Lista de la compra' },
} as const;

for (const [locale, words] of Object.entries(WORDS)) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale });

    test('reads the recipe page and the shopping list in its language', async ({ page }) => {
      const stamp = Date.now().toString(36);
      const id = await createRecipe(page.request, `stew ${locale} ${stamp}`, [
        { name: 'carrots', qty: 2, measurement: 'whole' },
        { name: 'stock', qty: 1, measurement: 'cup' },
      ]);
      const user = await createUserViaApi(page.request, `lang${words.lang}`);
      await signInAs(page, user.username, user.password);
      await page.goto(`/user/recipes/${id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
      await expect(page.getByRole('heading', { name: words.ingredients })).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', { name: words.recipes })).toBeVisible();
      await page.goto('/user/shoppinglist');
      await expect(page.getByRole('heading', { level: 1, name: words.list })).toBeVisible();
    });
  });
}

test.describe('a German browser on the shopping list', () => {
  test.use({ locale: 'de-DE' });

  test('takes "1,5 kg" typed with a decimal comma, and shows it so', async ({ page }) => {
    const user = await createUserViaApi(page.request, 'komma');
    const token = await signInAs(page, user.username, user.password);
    await page.goto('/user/shoppinglist');
    await page.getByRole('textbox', { name: 'Artikel hinzufügen' }).fill('1,5 kg Kartoffeln');
    await page.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
    await expect(page.getByText('1,5 kg Kartoffeln')).toBeVisible();
    const list = (await (await page.request.get('/api/lists/current', { headers: authHeader(token) })).json()) as {
      items: { name: string; amounts: { qty: number | null; unit: string | null }[] }[];
    };
    const potatoes = list.items.find((item) => /kartoffeln/i.test(item.name));
    expect(potatoes, JSON.stringify(list.items)).toBeDefined();
    expect(potatoes!.amounts.map((a) => a.qty)).toEqual([1.5]);
  });
});

test.describe('the language kept on the server', () => {
  test.use({ locale: 'en-US' });

  test('a language chosen in the profile is followed by a second browser', async ({ page, browser, baseURL }) => {
    const user = await createUserViaApi(page.request, 'twobrowsers');
    await signInAs(page, user.username, user.password);
    await page.goto('/user/profile/edit');
    const section = page.getByRole('region', { name: 'Language and units' });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/me/settings') && r.request().method() === 'PATCH' && r.ok(),
    );
    await section.getByLabel('Language', { exact: true }).selectOption({ label: 'Deutsch' });
    await saved;
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    const second = await browser.newContext({ locale: 'en-US', baseURL });
    try {
      const other = await second.newPage();
      await signInAs(other, user.username, user.password);
      await other.goto('/user/profile');
      await expect(other.locator('html')).toHaveAttribute('lang', 'de');
      await expect(other.getByRole('navigation').getByRole('link', { name: 'Rezepte' })).toBeVisible();
    } finally {
      await second.close();
    }
    const token = await apiLogin(page.request, user.username, user.password);
    const settings = await page.request.get('/api/user/me/settings', { headers: authHeader(token) });
    expect(await settings.json()).toEqual({ language: 'de', units: null });
  });
});

for (const locale of ['ar', 'he']) {
  test.describe(`a ${locale} browser on a phone`, () => {
    test.use({ locale, viewport: { width: 360, height: 780 } });

    test('reads a recipe page right to left, with no sideways scroll and axe clean', async ({ page }) => {
      const stamp = Date.now().toString(36);
      const id = await createRecipe(page.request, `soup rtl ${stamp}`, [
        { name: 'lentils', qty: 1.5, measurement: 'cup' },
        { name: 'onion', qty: 1, measurement: 'whole' },
      ]);
      const user = await createUserViaApi(page.request, `rtl${locale}`);
      await signInAs(page, user.username, user.password);
      await page.goto(`/user/recipes/${id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The header mirrored: the logo at the right.
      const logo = (await page.locator('.site-header .brand').first().boundingBox())!;
      expect(logo.x + logo.width / 2).toBeGreaterThan(360 / 2);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways).toBe(false);
      await expectAccessible(page);
    });
  });
}
