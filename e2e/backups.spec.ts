import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { createUserViaApi, E2E_ADMIN, signInAs } from './support/session.ts';

test('the admin backs up now, downloads the backup, and deletes it after confirming', async ({ page }) => {
  await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/backups');
  await expect(page.getByRole('heading', { name: 'Backups' })).toBeVisible();
  await page.getByRole('button', { name: 'Back up now' }).click();
  const row = page.getByRole('row', { name: /hello-kitchen-\d{8}-\d{6}\.zip/ }).first();
  await expect(row).toBeVisible();
  const name = (await row.getByRole('cell').first().textContent())!;
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  // A zip: the local file header's signature.
  expect(readFileSync((await download.path())!).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: `Yes, delete ${name}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(name.replace(/\./g, '\\.')) })).toHaveCount(0);
});

test('a cook downloads their data from the profile page: theirs, with no password hash', async ({ page }) => {
  const cook = await createUserViaApi(page.request, 'export');
  await signInAs(page, cook.username, cook.password);
  await page.goto('/user/profile');
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hello-kitchen-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync((await download.path())!, 'utf8');
  const data = JSON.parse(text) as { profile: { username: string } };
  expect(data.profile.username).toBe(cook.username);
  expect(text).not.toContain('passwordHash');
  expect(text).not.toContain(cook.password);
});
