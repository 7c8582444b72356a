import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '#domain/notification.ts';
import { bodyOf, fakeApiRoutes, json, type FakeRoute, type RequestLog } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import * as device from '../push-device.ts';
import { NotificationsPage } from './notifications-page.tsx';

vi.mock('../push-device.ts', () => ({
  pushUnsupported: vi.fn(() => null),
  requestNotificationPermission: vi.fn(async () => 'granted'),
  currentSubscription: vi.fn(async () => null),
  subscribeDevice: vi.fn(),
  unsubscribeDevice: vi.fn(),
}));

const SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};
const PUBLIC_KEY = 'BP' + 'x'.repeat(85);

const settings = (over: Partial<NotificationSettings> = {}): NotificationSettings => ({
  ntfyUrl: null,
  listChanges: true,
  pushSubscriptions: 0,
  ...over,
});

const calls = (log: RequestLog, method: string, path: string) =>
  log.mock.calls.filter(([url, init]) => url.split('?')[0] === path && init.method === method);

/** The page's calls: settings and the household's webhooks (none), then whatever `more` answers. */
function fake(more: FakeRoute = () => undefined, initial = settings()) {
  let stored = initial;
  return fakeApiRoutes(async (url, init) => {
    const answer = await more(url, init);
    if (answer !== undefined) return answer;
    if (url.pathname === '/api/user/me/notifications' && init.method === 'GET') return json(200, stored);
    if (url.pathname === '/api/user/me/notifications' && init.method === 'PUT') {
      const body = bodyOf(init) as Partial<NotificationSettings>;
      stored = { ...stored, ...body };
      return json(200, {
        ntfyUrl: stored.ntfyUrl,
        listChanges: stored.listChanges,
        pushSubscriptions: stored.pushSubscriptions,
      });
    }
    if (url.pathname === '/api/household/webhooks' && init.method === 'GET') return json(200, { rows: [], count: 0 });
    return undefined;
  });
}

function render() {
  localStorage.setItem('token', 't');
  return renderPage(<NotificationsPage />, { url: '/user/notifications', path: '/user/notifications' });
}

describe('"Notifications" page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(device.pushUnsupported).mockReturnValue(null);
    vi.mocked(device.currentSubscription).mockResolvedValue(null);
    vi.mocked(device.requestNotificationPermission).mockResolvedValue('granted');
  });

  it('saves the ntfy address and token, and never shows the token back', async () => {
    const log = fake();
    const user = userEvent.setup();
    render();
    const address = await screen.findByLabelText('ntfy topic address');
    await user.type(address, 'https://ntfy.example.com/kitchen-abc');
    await user.type(screen.getByLabelText('Access token (optional)'), 'tk_secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(bodyOf(calls(log, 'PUT', '/api/user/me/notifications')[0][1])).toEqual({
      ntfyUrl: 'https://ntfy.example.com/kitchen-abc',
      ntfyToken: 'tk_secret',
    });
    expect((screen.getByLabelText('ntfy topic address') as HTMLInputElement).value).toBe(
      'https://ntfy.example.com/kitchen-abc',
    );
    expect((screen.getByLabelText('Access token (optional)') as HTMLInputElement).value).toBe('');
    expect(screen.queryByDisplayValue('tk_secret')).toBeNull();
  });

  it('shows a refused ntfy address at its field', async () => {
    fake((url, init) =>
      url.pathname === '/api/user/me/notifications' && init.method === 'PUT'
        ? json(400, {
            error: 'Validation failed',
            code: 'VALIDATION_FAILED',
            details: { ntfyUrl: 'ntfyUrl resolves to 127.0.0.1, which is not allowed' },
          })
        : undefined,
    );
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByLabelText('ntfy topic address'), 'http://127.0.0.1/t');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('ntfyUrl resolves to 127.0.0.1, which is not allowed')).toBeTruthy();
    expect(screen.getByLabelText('ntfy topic address').getAttribute('aria-invalid')).toBe('true');
  });

  it('turns list changes off with the switch', async () => {
    const log = fake();
    const user = userEvent.setup();
    render();
    const toggle = await screen.findByRole('switch', { name: /someone else changes our shopping list/ });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    expect(bodyOf(calls(log, 'PUT', '/api/user/me/notifications')[0][1])).toEqual({ listChanges: false });
    await vi.waitFor(() => expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false));
  });

  it('"Send a test" shows how each way went', async () => {
    const log = fake((url, init) =>
      url.pathname === '/api/user/me/notifications/test' && init.method === 'POST'
        ? json(200, {
            ntfy: { status: 'failed', error: 'The ntfy server answered 403' },
            push: { sent: 1, failed: 0, removed: 2 },
          })
        : undefined,
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Send a test' }));
    const result = await screen.findByRole('status', { name: 'Test result' });
    expect(await within(result).findByText('ntfy: failed (The ntfy server answered 403)')).toBeTruthy();
    expect(within(result).getByText('Browsers: 1 sent, 0 failed, 2 removed (no longer valid)')).toBeTruthy();
    expect(calls(log, 'POST', '/api/user/me/notifications/test')).toHaveLength(1);
  });

  it('allows notifications on this device: permission, the VAPID key, subscribe, then POST of the subscription', async () => {
    vi.mocked(device.subscribeDevice).mockResolvedValue(SUBSCRIPTION);
    const log = fake((url, init) => {
      if (url.pathname === '/api/push/vapid-public-key') return json(200, { publicKey: PUBLIC_KEY });
      if (url.pathname === '/api/user/me/push-subscriptions' && init.method === 'POST')
        return json(201, settings({ pushSubscriptions: 1 }));
      return undefined;
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Allow notifications on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn off on this device' })).toBeTruthy();
    expect(device.requestNotificationPermission).toHaveBeenCalledTimes(1);
    expect(device.subscribeDevice).toHaveBeenCalledWith(PUBLIC_KEY);
    expect(bodyOf(calls(log, 'POST', '/api/user/me/push-subscriptions')[0][1])).toEqual(SUBSCRIPTION);
    expect(screen.getByText('This device receives notifications.')).toBeTruthy();
  });

  it('subscribes nothing when the browser refuses permission', async () => {
    vi.mocked(device.requestNotificationPermission).mockResolvedValue('denied');
    const log = fake();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Allow notifications on this device' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/blocked for this site/);
    expect(device.subscribeDevice).not.toHaveBeenCalled();
    expect(calls(log, 'POST', '/api/user/me/push-subscriptions')).toHaveLength(0);
  });

  it('turns notifications off on this device: unsubscribe, then DELETE of its endpoint', async () => {
    vi.mocked(device.currentSubscription).mockResolvedValue(SUBSCRIPTION);
    vi.mocked(device.unsubscribeDevice).mockResolvedValue(SUBSCRIPTION.endpoint);
    const log = fake((url, init) =>
      url.pathname === '/api/user/me/push-subscriptions' && init.method === 'DELETE' ? { status: 204 } : undefined,
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByRole('button', { name: 'Allow notifications on this device' })).toBeTruthy();
    expect(device.unsubscribeDevice).toHaveBeenCalledTimes(1);
    expect(bodyOf(calls(log, 'DELETE', '/api/user/me/push-subscriptions')[0][1])).toEqual({
      endpoint: SUBSCRIPTION.endpoint,
    });
  });

  it('explains instead of offering the button when the browser has no Push API', async () => {
    vi.mocked(device.pushUnsupported).mockReturnValue('no-push-api');
    fake();
    render();
    expect(await screen.findByText(/add Hello Kitchen to the Home Screen/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow notifications on this device' })).toBeNull();
    expect(device.currentSubscription).not.toHaveBeenCalled();
  });

  it('offers the household only list and plan events, and creates its endpoint there', async () => {
    const log = fake((url, init) =>
      url.pathname === '/api/household/webhooks' && init.method === 'POST'
        ? json(201, {
            id: 4,
            url: 'https://hooks.example.com/home',
            events: ['plan.entry.added'],
            description: null,
            enabled: true,
            disabledReason: null,
            createdAt: '2026-12-01T10:00:00.000Z',
            secret: 'whsec_MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3',
          })
        : undefined,
    );
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('heading', { name: 'Household webhooks' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New endpoint' }));
    const boxes = within(screen.getByRole('group', { name: 'Events' })).getAllByRole('checkbox');
    const offered = boxes.map((box) => box.closest('label')?.querySelector('code')?.textContent);
    expect(offered).toEqual([
      'list.item.added',
      'list.item.ticked',
      'list.item.removed',
      'list.completed',
      'plan.entry.added',
      'plan.entry.changed',
    ]);
    await user.type(screen.getByLabelText('Receiver URL'), 'https://hooks.example.com/home');
    await user.click(screen.getByRole('checkbox', { name: /plan\.entry\.added/ }));
    await user.click(screen.getByRole('button', { name: 'Create endpoint' }));
    expect(((await screen.findByLabelText('Signing secret')) as HTMLInputElement).value).toMatch(/^whsec_/);
    expect(calls(log, 'POST', '/api/household/webhooks')).toHaveLength(1);
    expect(calls(log, 'POST', '/api/admin/webhooks')).toHaveLength(0);
  });
});
