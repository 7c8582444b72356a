import { expect, test, type Page } from '@playwright/test';
import { apiLogin, authHeader, createUserViaApi, E2E_ADMIN, signInAs } from './support/session.ts';

const shots = 'e2e-artifacts/screenshots';

/** Paths the page visits, so a redirect through / is seen even when / forwards a signed-in user. */
function trackPaths(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

test('a suggestion goes from a user to the admin and back', async ({ browser, request }) => {
  const cook = await createUserViaApi(request, 'sugg');
  const link = `https://example.com/recipes/${cook.username}-soup`;

  // The user suggests a recipe.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signInAs(userPage, cook.username, cook.password);
  await userPage.goto('/user/userRecipeSuggestion');
  await expect(userPage.getByText('Please enter a valid link to the recipe you would like to suggest.')).toBeVisible();
  const input = userPage.getByPlaceholder('Enter URL here');
  await input.fill(link);
  await userPage.screenshot({ path: `${shots}/make-suggestion.png`, fullPage: true });
  await userPage.getByRole('button', { name: 'Send Suggestion' }).click();
  await expect(userPage.getByText('Your suggestion has been submitted!')).toBeVisible();
  await expect(input).toHaveValue('');

  // Not yet answered: the date is N/A.
  await userPage.getByRole('button', { name: 'Go Back' }).click();
  await expect(userPage).toHaveURL(/\/user\/profile\/userSuggestions$/);
  const row = userPage.getByRole('row', { name: new RegExp(link) });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('N/A');

  // The admin reviews it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, E2E_ADMIN.username, E2E_ADMIN.password);
  await adminPage.goto('/admin/userSuggestions');
  await adminPage.getByLabel('Status').selectOption('Pending');
  const adminRow = adminPage.getByRole('row', { name: new RegExp(link) });
  await expect(adminRow).toContainText(cook.username);
  await adminPage.screenshot({ path: `${shots}/admin-suggestions.png`, fullPage: true });
  await adminRow.getByRole('link', { name: /Review/ }).click();
  await expect(adminPage).toHaveURL(/\/user\/reviewUserSuggestion\/\d+$/);
  await expect(
    adminPage.getByText('Please approve or deny this suggestion and provide the user with a brief response.'),
  ).toBeVisible();
  await expect(adminPage.getByText(`Suggested by: ${cook.username}`)).toBeVisible();
  await expect(adminPage.getByLabel('Pending (current)')).toBeChecked();
  await adminPage.getByLabel('Admin Response').fill('Lovely soup, added to the catalogue');
  await adminPage.getByLabel('Approved').check();
  await adminPage.getByRole('button', { name: 'Submit Review' }).click();
  await expect(adminPage.getByText('Reviewed suggestion!')).toBeVisible();
  await expect(adminPage.getByLabel('Approved (current)')).toBeChecked();
  await adminPage.screenshot({ path: `${shots}/review-suggestion.png`, fullPage: true });
  await adminPage.getByRole('button', { name: 'Go Back' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/userSuggestions$/);

  // The user sees the answer, with a date.
  await userPage.reload();
  const answered = userPage.getByRole('row', { name: new RegExp(link) });
  await expect(answered).toContainText('Approved');
  await expect(answered).toContainText('Lovely soup, added to the catalogue');
  await expect(answered.getByRole('cell').nth(3)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await userPage.screenshot({ path: `${shots}/your-suggestions.png`, fullPage: true });
  await userContext.close();
  await adminContext.close();
});

test('the admin deletes a suggestion', async ({ page, request }) => {
  const cook = await createUserViaApi(request, 'sdel');
  const token = await apiLogin(request, cook.username, cook.password);
  const link = `https://example.com/recipes/${cook.username}-to-delete`;
  const created = await request.post('/api/userSuggestions', { data: { url: link }, headers: authHeader(token) });
  expect(created.status()).toBe(201);

  await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/userSuggestions');
  const row = page.getByRole('row', { name: new RegExp(link) });
  await row.getByRole('button', { name: /^Delete/ }).click();
  await row.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Suggestion has been deleted!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(link) })).toHaveCount(0);
});

test('a regular user cannot open the review screen', async ({ page, request }) => {
  const cook = await createUserViaApi(request, 'snot');
  await signInAs(page, cook.username, cook.password);
  const visited = trackPaths(page);
  await page.goto('/user/reviewUserSuggestion/1');
  await expect(page.getByText('Not authorized for admin portal')).toBeVisible();
  // Sent to /, which forwards a signed-in user on to their shopping list.
  await expect.poll(() => visited).toContain('/');
  await expect(page).toHaveURL(/\/(user\/shoppingList)?$/);
});
