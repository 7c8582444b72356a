// The admin "Webhooks" page and the household "Notifications" page against the real server: a webhook to a
// node:http receiver on 127.0.0.1 (signatures checked with standardwebhooks), its secret seen once, a test
// delivered and replayed; an ntfy address saved and "Send a test" reaching a fake ntfy topic. Both pages
// axe-clean and without sideways scrolling at 360 px. The e2e server allows 127.0.0.1 (start-server.mjs).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectAccessible } from './support/axe.ts';
import { createUserViaApi, E2E_ADMIN, signInAs } from './support/session.ts';
import { screenshot } from './support/ui.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A node:http server on 127.0.0.1 that keeps every POST and answers 200. */
async function receiver(): Promise<{ url: string; seen: Received[]; close: () => Promise<void> }> {
  const seen: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Nothing wider than the page at 360 px: the page does not scroll sideways and no box in <main> sticks out.
 * `shot` names a screenshot taken at that width.
 */
async function fitsPhone(page: Page, shot?: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  if (shot) await screenshot(page, shot);
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    const out: string[] = [];
    if (root.scrollWidth > root.clientWidth) out.push(`page: ${root.scrollWidth} > ${root.clientWidth}`);
    const clipped = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.clip !== 'auto' || style.clipPath !== 'none' || style.display === 'none') return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      if (clipped(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > root.clientWidth + 1) out.push(`${el.tagName}.${el.className}`);
    }
    return out;
  });
  expect(found).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('admin webhook: secret once, a test delivered and signed, replayed with the same id', async ({ page }) => {
  const hooks = await receiver();
  try {
    await signInAs(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto('/admin/users');
    await page.getByRole('navigation', { name: 'Admin portal' }).getByRole('link', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    const url = `${hooks.url}/hook-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New endpoint' }).click();
    await page.getByLabel('Receiver URL').fill(url);
    await page.getByRole('checkbox', { name: /recipe\.added/ }).check();
    await page.getByRole('checkbox', { name: /list\.item\.added/ }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create endpoint' }).click();

    const secretField = page.getByLabel('Signing secret');
    await expect(secretField).toBeVisible();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    await expect(page.getByText(/it is shown only once/)).toBeVisible();
    await expect(page.getByRole('heading', { name: url })).toBeVisible();
    await expectAccessible(page);
    await fitsPhone(page);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(secretField).toHaveCount(0);
    // Never shown again, not even after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: url })).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    await page.getByRole('button', { name: `Send a test to ${url}` }).click();
    const firstRow = page.getByRole('row', { name: /webhook\.test/ });
    await expect(firstRow).toHaveCount(1);
    await expect(firstRow.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(firstRow.getByText('HTTP 200')).toBeVisible();
    expect(hooks.seen).toHaveLength(1);
    const verifier = new Webhook(secret);
    const first = verifier.verify(hooks.seen[0].body, hooks.seen[0].headers as Record<string, string>) as {
      type: string;
    };
    expect(first.type).toBe('webhook.test');

    await firstRow.getByRole('button', { name: /^Replay webhook\.test/ }).click();
    const rows = page.getByRole('row', { name: /webhook\.test/ });
    await expect(rows).toHaveCount(2);
    await expect(rows.getByText('Delivered', { exact: true })).toHaveCount(2);
    expect(hooks.seen).toHaveLength(2);
    verifier.verify(hooks.seen[1].body, hooks.seen[1].headers as Record<string, string>);
    expect(hooks.seen[1].headers['webhook-id']).toBe(hooks.seen[0].headers['webhook-id']);
    expect(hooks.seen[1].body).toBe(hooks.seen[0].body);

    await expectAccessible(page);
    await fitsPhone(page, 'webhooks-admin-phone');
  } finally {
    await hooks.close();
  }
});

test('household notifications: an ntfy address saved, "Send a test" reaches the topic', async ({ page }) => {
  const ntfy = await receiver();
  try {
    const user = await createUserViaApi(page.request, 'notify');
    await signInAs(page, user.username, user.password);
    await page.goto('/user/profile');
    await page.getByRole('link', { name: 'Notifications and household webhooks' }).click();
    await expect(page).toHaveURL(/\/user\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Household webhooks' })).toBeVisible();
    // Chromium on 127.0.0.1 (a secure context) has the Push API: the button is offered.
    await expect(page.getByRole('button', { name: 'Allow notifications on this device' })).toBeVisible();
    await expectAccessible(page);
    await fitsPhone(page);

    const topic = `${ntfy.url}/kitchen-${Date.now().toString(36)}`;
    await page.getByLabel('ntfy topic address').fill(topic);
    await page.getByLabel('Access token (optional)').fill('tk_e2e_token');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    await expect(page.getByLabel('Access token (optional)')).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel('ntfy topic address')).toHaveValue(topic);
    await expect(page.getByLabel('Access token (optional)')).toHaveValue('');

    await page.getByRole('button', { name: 'Send a test' }).click();
    const result = page.getByRole('status', { name: 'Test result' });
    await expect(result.getByText('ntfy: sent')).toBeVisible();
    await expect(result.getByText('Browsers: 0 sent, 0 failed, 0 removed (no longer valid)')).toBeVisible();
    expect(ntfy.seen).toHaveLength(1);
    expect(new URL(topic).pathname).toBe(ntfy.seen[0].path);
    expect(ntfy.seen[0].headers.title).toBe('Hello Kitchen');
    expect(ntfy.seen[0].headers.authorization).toBe('Bearer tk_e2e_token');
    expect(ntfy.seen[0].body).toContain('Test from Hello Kitchen');

    // The built service worker loads the push handler, which the server serves as a script.
    const worker = await page.request.get('/sw.js');
    expect(await worker.text()).toContain('importScripts("push-sw.js")');
    const pushScript = await page.request.get('/push-sw.js');
    expect(pushScript.headers()['content-type']).toMatch(/javascript/);
    expect(await pushScript.text()).toContain('showNotification');

    // The household's own webhooks: only list and plan events.
    await page.getByRole('button', { name: 'New endpoint' }).click();
    const events = page.getByRole('group', { name: 'Events' }).getByRole('checkbox');
    await expect(events).toHaveCount(6);
    await expectAccessible(page);
    await fitsPhone(page, 'notifications-phone');
  } finally {
    await ntfy.close();
  }
});
