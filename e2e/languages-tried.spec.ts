// Each language tried as a new user would (api/languages.md): a failed sign-in, the meal plan with its weekdays,
// the profile, and a recipe written in US cups and one in grams, shown in the units of the browser's region.
// German, French and Spanish use metric; the United States US customary, where cups stay cups.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import PO from 'pofile';
import { createRecipe } from './support/recipes.ts';
import { createUserViaApi, signInAs } from './support/session.ts';

/** A Monday: the meal plan opened on this week names its days in the language's own format. */
const MONDAY = '2026-12-07';

const LANGUAGES = {
  'de-DE': {
    lang: 'de',
    login: 'Anmelden',
    username: 'Benutzername',
    password: 'Passwort',
    badLogin: 'Benutzername oder Passwort ist falsch',
    plan: 'Essensplan',
    previousWeek: 'Vorige Woche',
    monday: 'Montag, 7. Dezember',
    breakfast: 'Frühstück',
    details: 'Deine Angaben',
    settings: 'Sprache und Einheiten',
    cups: ['473 ml milk', '355 ml stock'],
    grams: ['500 g flour', '1,5 kg potatoes'],
  },
  'fr-FR': {
    lang: 'fr',
    login: 'Se connecter',
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    badLogin: "Nom d'utilisateur ou mot de passe incorrect",
    plan: 'Planning des repas',
    previousWeek: 'Semaine précédente',
    monday: 'lundi 7 décembre',
    breakfast: 'Petit-déjeuner',
    details: 'Vos informations',
    settings: 'Langue et unités',
    cups: ['473 ml milk', '355 ml stock'],
    grams: ['500 g flour', '1,5 kg potatoes'],
  },
  'es-ES': {
    lang: 'es',
    login: 'Iniciar sesión',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    badLogin: 'Usuario o contraseña incorrectos',
    plan: 'Plan de comidas',
    previousWeek: 'Semana anterior',
    monday: 'lunes, 7 de diciembre',
    breakfast: 'Desayuno',
    details: 'Tus datos personales',
    settings: 'Idioma y unidades',
    cups: ['473 ml milk', '355 ml stock'],
    grams: ['500 g flour', '1,5 kg potatoes'],
  },
  'en-US': {
    lang: 'en',
    login: 'Login',
    username: 'Username',
    password: 'Password',
    badLogin: 'Invalid username or password',
    plan: 'Meal plan',
    previousWeek: 'Previous week',
    monday: 'Monday, December 7',
    breakfast: 'Breakfast',
    details: 'Your details',
    settings: 'Language and units',
    cups: ['2 cups milk', '1 1/2 cups stock'],
    grams: ['1.1 lb flour', '3⅓ lb potatoes'],
  },
} as const;

/**
 * The English texts a language's catalog says otherwise ("Save" → "Speichern"): one of these on a button or a
 * link of that language's page is English left behind. Texts a language keeps as in English ("OK") do not count.
 */
function englishLeftBehind(lang: string): Set<string> {
  const catalog = PO.parse(readFileSync(`src/locales/${lang}.po`, 'utf8'));
  return new Set(
    catalog.items
      .filter((item) => item.msgstr[0] && item.msgstr[0] !== item.msgid && !item.msgid.includes('{'))
      .map((item) => item.msgid),
  );
}

/** The names of the buttons and links on the page, as a screen reader lists them. */
const controlNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, a[href], [role="button"], [role="tab"]')]
      .map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim())
      .filter(Boolean),
  );

for (const [locale, words] of Object.entries(LANGUAGES)) {
  test.describe(`a new user in ${locale}`, () => {
    test.use({ locale });

    test('a failed sign-in says so in the language', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
      await page.getByLabel(words.username, { exact: true }).fill('nobody-here');
      await page.getByLabel(words.password, { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: words.login, exact: true }).click();
      await expect(page.getByText(words.badLogin)).toBeVisible();
    });

    test('the meal plan, its weekdays and the profile in the language', async ({ page }) => {
      const user = await createUserViaApi(page.request, `tried${words.lang}`);
      await signInAs(page, user.username, user.password);
      await page.goto(`/user/plan?from=${MONDAY}`);
      await expect(page.getByRole('heading', { level: 1, name: words.plan })).toBeVisible();
      await expect(page.getByRole('button', { name: words.previousWeek })).toBeVisible();
      const monday = page.getByRole('region', { name: words.monday });
      await expect(monday).toBeVisible();
      await expect(monday.getByRole('heading', { level: 3, name: words.breakfast })).toBeVisible();

      await page.goto('/user/profile');
      await expect(page.getByRole('heading', { name: words.details })).toBeVisible();
      await page.goto('/user/profile/edit');
      await expect(page.getByRole('region', { name: words.settings })).toBeVisible();
    });

    if (words.lang !== 'en')
      test('no English left among the buttons and links of the pages a cook uses', async ({ page }) => {
        const english = englishLeftBehind(words.lang);
        const user = await createUserViaApi(page.request, `buttons${words.lang}`);
        await signInAs(page, user.username, user.password);
        const recipes = page.locator('a[href^="/user/recipes/"]');
        await page.goto('/user/recipes');
        await expect(recipes.first()).toBeVisible();
        const left: string[] = (await controlNames(page)).filter((name) => english.has(name));
        for (const path of [
          await recipes.first().getAttribute('href'),
          '/user/shoppinglist',
          `/user/plan?from=${MONDAY}`,
          '/user/profile',
        ]) {
          await page.goto(path!);
          await expect(page.locator('main h1').first()).toBeVisible();
          left.push(
            ...(await controlNames(page)).filter((name) => english.has(name)).map((name) => `${path}: ${name}`),
          );
        }
        expect(left).toEqual([]);
      });

    test("recipes in cups and in grams, shown in the region's units", async ({ page }) => {
      const stamp = Date.now().toString(36);
      // The food names are the recipe's own words, never translated.
      const inCups = await createRecipe(page.request, `cups ${locale} ${stamp}`, [
        { text: '2 cups milk', name: 'milk', qty: 2, measurement: 'cup' },
        { text: '1 1/2 cups stock', name: 'stock', qty: 1.5, measurement: 'cup' },
      ]);
      const inGrams = await createRecipe(page.request, `grams ${locale} ${stamp}`, [
        { text: '500 g flour', name: 'flour', qty: 500, measurement: 'g' },
        { text: '1.5 kg potatoes', name: 'potatoes', qty: 1.5, measurement: 'kg' },
      ]);
      const user = await createUserViaApi(page.request, `units${words.lang}`);
      await signInAs(page, user.username, user.password);
      const lines = page.locator('.ingredients-card .ingredient-list li');
      await page.goto(`/user/recipes/${inCups}`);
      await expect(lines).toHaveText([...words.cups]);
      await page.goto(`/user/recipes/${inGrams}`);
      await expect(lines).toHaveText([...words.grams]);
    });
  });
}
