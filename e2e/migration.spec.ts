import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signInAs } from './support/session.ts';

/** A Paprika export built here: one gzip JSON recipe inside a zip (node:zlib and a stored zip entry). */
async function paprikaExport(name: string): Promise<Buffer> {
  const { gzipSync, crc32 } = await import('node:zlib');
  const json = gzipSync(
    JSON.stringify({
      uid: name,
      name,
      ingredients: '2 cups flour\n1 tsp salt',
      directions: 'Mix.\n\nBake.',
      servings: '4',
      prep_time: '10 min',
      cook_time: '1 hr',
      total_time: '',
      categories: ['Bread'],
    }),
  );
  const fileName = Buffer.from(`${name}.paprikarecipe`);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc32(json), 14);
  header.writeUInt32LE(json.length, 18);
  header.writeUInt32LE(json.length, 22);
  header.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(json), 16);
  central.writeUInt32LE(json.length, 20);
  central.writeUInt32LE(json.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const local = Buffer.concat([header, fileName, json]);
  const cd = Buffer.concat([central, fileName]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(local.length, 16);
  return Buffer.concat([local, cd, end]);
}

test('the admin imports a Paprika export, reads the report, and sees it among past imports', async ({ page }) => {
  const name = `E2E Loaf ${Date.now().toString(36)}`;
  await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/admin/users');
  await page.getByRole('link', { name: 'Import from another app' }).click();
  await expect(page.getByRole('heading', { name: 'Import from another app' })).toBeVisible();
  await page.getByLabel('Export file').setInputFiles({
    name: 'export.paprikarecipes',
    mimeType: 'application/zip',
    buffer: await paprikaExport(name),
  });
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText('1 imported, 0 skipped, 0 failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByRole('table').getByRole('link', { name })).toBeVisible();
  await page.reload();
  await expect(page.getByText(/export\.paprikarecipes/)).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
