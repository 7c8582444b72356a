import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { apiLogin, authHeader, createUserViaApi, signInAs } from './support/session.ts';

const phone = { width: 360, height: 740 };

/** What sticks out sideways at the current width: the page itself, or a box whose content is cut off. */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth) found.push(`page: ${root.scrollWidth} > ${root.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > root.clientWidth + 1) found.push(`${el.tagName}.${el.className}`);
    }
    return found;
  });
}

/** The page as it is, at 360 px: nothing sticks out sideways. */
async function fitsPhone(page: Page) {
  await page.setViewportSize(phone);
  expect(await sideways(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The recipe names on a collection page, in order. */
const entryNames = (page: Page) => page.locator('.collection-entry__name').allTextContents();

test('a collection made, filled from recipe pages, reordered, shared, revoked and printed', async ({
  page,
  browser,
  request,
}) => {
  const user = await createUserViaApi(request, 'collector');
  const token = await apiLogin(request, user.username, user.password);
  const list = await (await request.get('/api/recipes?page=1', { headers: authHeader(token) })).json();
  const [first, second] = list.rows as { id: number; name: string }[];
  await signInAs(page, user.username, user.password);

  // "Collections" in the user navigation; "New collection".
  await page.goto('/user/recipes');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expectAccessible(page);
  await fitsPhone(page);
  await page.getByRole('button', { name: 'New collection' }).click();
  const create = page.getByRole('dialog', { name: 'New collection' });
  await create.getByLabel('Name', { exact: true }).fill('Weeknight e2e');
  await create.getByLabel('Description').fill('Fast and easy');
  await expectAccessible(page, 'dialog');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/user\/collections\/\d+$/);
  const collectionId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Weeknight e2e' })).toBeVisible();

  // "Add to collection" on two recipe pages, in the section "Mains".
  for (const recipe of [first, second]) {
    await page.goto(`/user/recipes/${recipe.id}`);
    await page.getByRole('button', { name: 'Add to collection' }).click();
    const add = page.getByRole('dialog', { name: 'Add to collection' });
    await add.getByLabel('Collection').selectOption({ label: 'Weeknight e2e' });
    await add.getByLabel('Section (optional)').fill('Mains');
    if (recipe === first) {
      await expectAccessible(page, 'dialog');
      await fitsPhone(page);
    }
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Weeknight e2e' })).toBeVisible();
  }

  // Reordered by "Move up <name>", saved on the server.
  await page.goto(`/user/collections/${collectionId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Mains' })).toBeVisible();
  const [firstName, secondName] = await entryNames(page);
  expect([firstName, secondName].map((n) => n.toLowerCase())).toEqual(
    [first.name, second.name].map((n) => n.toLowerCase()),
  );
  await page.getByRole('button', { name: `Move up ${secondName}` }).click();
  await expect.poll(() => entryNames(page)).toEqual([secondName, firstName]);
  const saved = async () =>
    (
      (await (
        await request.get(`/api/collections/${collectionId}/recipes`, { headers: authHeader(token) })
      ).json()) as { rows: { id: number }[] }
    ).rows.map((r) => r.id);
  await expect.poll(saved).toEqual([second.id, first.id]);
  // And by dragging one onto another.
  await page.locator('.collection-entry').nth(1).dragTo(page.locator('.collection-entry').nth(0));
  await expect.poll(saved).toEqual([first.id, second.id]);
  await page.reload();
  await expect.poll(() => entryNames(page)).toEqual([firstName, secondName]);
  await expectAccessible(page);
  await fitsPhone(page);

  // "Share": the link is shown once, and opens without login.
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share' });
  await expect(share.getByLabel('Expires')).toHaveValue('0');
  await share.getByRole('button', { name: 'Create link' }).click();
  const link = await share.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{22,}$/);
  await expect(share.getByText('Copy it now: it is shown only once')).toBeVisible();
  await expect(share.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectAccessible(page, 'dialog');
  await share.getByRole('button', { name: 'Close' }).click();

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  const opened = await anonymous.goto(new URL(link).pathname);
  expect(opened?.status()).toBe(200);
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Weeknight e2e' })).toBeVisible();

  // The profile's "Shared links": name, kind, views; "Revoke <name>" asks first; then the link is 404.
  await page.goto('/user/profile');
  const region = page.getByRole('region', { name: 'Shared links' });
  const item = region.getByRole('listitem').filter({ hasText: 'Weeknight e2e' });
  await expect(item).toContainText('Collection');
  await expect(item).toContainText('Never expires');
  await expect
    .poll(async () => {
      await page.reload();
      return item.textContent();
    })
    .toContain('Views: 1');
  await expectAccessible(page);
  await fitsPhone(page);
  await item.getByRole('button', { name: 'Revoke Weeknight e2e' }).click();
  await item.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(item).toHaveCount(0);
  const gone = await anonymous.goto(new URL(link).pathname);
  expect(gone?.status()).toBe(404);
  await expect(anonymous.getByText('This link no longer works')).toBeVisible();
  await visitor.close();

  // The print view: "Contents" in order, then one recipe a printed page, with no controls when printed.
  await page.goto(`/user/collections/${collectionId}/print`);
  await expect(page.locator('[data-print-ready="true"]')).toBeVisible();
  const contents = page.getByRole('region', { name: 'Contents' });
  await expect(contents.getByRole('heading', { name: 'Mains' })).toBeVisible();
  await expect(contents.getByRole('link')).toHaveText([firstName, secondName]);
  const recipes = page.locator('article.printed-recipe');
  await expect(recipes).toHaveCount(2);
  await expect(recipes.nth(0).getByRole('heading', { level: 2 })).toHaveText(firstName);
  await expect(recipes.nth(0).getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(recipes.nth(0).locator('.printed-recipe__ingredients li').first()).toBeVisible();
  for (const i of [0, 1]) {
    expect(await recipes.nth(i).evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
  }
  await expectAccessible(page);
  await fitsPhone(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('button:visible, nav:visible, .btn:visible')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Contents' })).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  // The contents, then each recipe on a page of its own: at least three printed pages.
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  await page.emulateMedia({ media: 'screen' });
});
