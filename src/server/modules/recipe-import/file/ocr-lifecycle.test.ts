import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createAdmin, multipartBody } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/test-app.ts';

// tesseract.js talks to its worker thread through a MessagePort: one open port per live worker.
const openPorts = () => process.getActiveResourcesInfo().filter((name) => name === 'MessagePort').length;

it('starts the OCR worker on the first picture, reuses it for the next, and ends it when the app closes', async () => {
  const t = await createTestApp();
  const admin = await createAdmin(t.app);
  const blank = readFileSync(join(import.meta.dirname, 'fixtures', 'blank.png'));
  const read = () => {
    const { payload, headers } = multipartBody({}, { name: 'blank.png', bytes: blank });
    return t.app.inject({
      method: 'POST',
      url: '/api/recipes/import/file',
      payload,
      headers: { ...headers, ...admin.auth },
    });
  };
  const before = openPorts();
  expect((await read()).statusCode).toBe(422);
  expect(openPorts()).toBe(before + 1);
  expect((await read()).statusCode).toBe(422);
  expect(openPorts()).toBe(before + 1);
  await t.close();
  await expect.poll(openPorts).toBe(before);
});
