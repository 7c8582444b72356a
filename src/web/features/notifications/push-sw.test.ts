import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const SCRIPT = readFileSync(join(process.cwd(), 'public', 'push-sw.js'), 'utf8');
const ORIGIN = 'https://kitchen.example.com';

type Listener = (event: Record<string, unknown>) => void;

/** public/push-sw.js run in a fake service-worker scope: its listeners, and what it asked the browser to do. */
function loadWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async (_title: string, _options: Record<string, unknown>) => undefined);
  const openWindow = vi.fn(async (_url: string) => null);
  const self = {
    location: { origin: ORIGIN },
    registration: { showNotification },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
  };
  const clients = { matchAll: vi.fn(async () => windows), openWindow };
  runInNewContext(SCRIPT, { self, clients, URL });
  /** Fires an event; answers the promise given to waitUntil. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  };
  return { fire, showNotification, openWindow };
}

const pushOf = (payload: unknown) => ({
  data: { json: () => payload, text: () => JSON.stringify(payload) },
});

describe('the push service worker (public/push-sw.js)', () => {
  it('shows a pushed message with its title and body, keeping its url for a tap', async () => {
    const worker = loadWorker();
    await worker.fire('push', pushOf({ title: 'Hello Kitchen', body: 'Alice added milk', url: '/user/shoppingList' }));
    expect(worker.showNotification).toHaveBeenCalledTimes(1);
    const [title, options] = worker.showNotification.mock.calls[0];
    expect(title).toBe('Hello Kitchen');
    expect(options.body).toBe('Alice added milk');
    expect(options.data).toEqual({ url: `${ORIGIN}/user/shoppingList` });
  });

  it('never keeps a url of another origin: a tap opens the list instead', async () => {
    const worker = loadWorker();
    await worker.fire('push', pushOf({ title: 'x', body: 'y', url: 'https://evil.example.net/' }));
    expect(worker.showNotification.mock.calls[0][1].data).toEqual({ url: `${ORIGIN}/user/shoppingList` });
  });

  it('a tap focuses the window already showing the url, else opens it', async () => {
    const focus = vi.fn(async () => undefined);
    const open = loadWorker([{ url: `${ORIGIN}/user/shoppingList`, focus }]);
    const close = vi.fn();
    await open.fire('notificationclick', { notification: { close, data: { url: `${ORIGIN}/user/shoppingList` } } });
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalledTimes(1);
    expect(open.openWindow).not.toHaveBeenCalled();

    const none = loadWorker([]);
    await none.fire('notificationclick', { notification: { close: vi.fn(), data: { url: `${ORIGIN}/user/plan` } } });
    expect(none.openWindow).toHaveBeenCalledWith(`${ORIGIN}/user/plan`);
  });
});
