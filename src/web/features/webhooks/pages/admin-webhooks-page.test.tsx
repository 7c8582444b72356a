import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { bodyOf, fakeApiRoutes, json, type RequestLog } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { deliveryFixture, endpointFixture, NEW_SECRET, SECRET } from '../webhook-fixtures.test-support.ts';
import { AdminWebhooksPage } from './admin-webhooks-page.tsx';

const BASE = '/api/admin/webhooks';
const calls = (log: RequestLog, method: string, path: string) =>
  log.mock.calls.filter(([url, init]) => url.split('?')[0] === path && init.method === method);

function render() {
  localStorage.setItem('token', 't');
  return renderPage(<AdminWebhooksPage />, { url: '/admin/webhooks', path: '/admin/webhooks' });
}

describe('Admin "Webhooks" page', () => {
  it('creates an endpoint and shows its secret once, with "Copy", then never again', async () => {
    let rows = [] as ReturnType<typeof endpointFixture>[];
    const log = fakeApiRoutes((url, init) => {
      if (url.pathname !== BASE) return undefined;
      if (init.method === 'GET') return json(200, { rows, count: rows.length });
      const made = endpointFixture(7, {
        url: 'https://hooks.example.com/in',
        events: ['recipe.added', 'backup.failed'],
      });
      rows = [made];
      return json(201, { ...made, secret: SECRET });
    });
    const user = userEvent.setup();
    const { store } = render();
    expect(await screen.findByText('No endpoints yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New endpoint' }));
    // Every subscribable type is offered to an admin, never webhook.test.
    const events = screen.getByRole('group', { name: 'Events' });
    expect(within(events).getAllByRole('checkbox')).toHaveLength(11);
    expect(within(events).queryByText('webhook.test')).toBeNull();
    await user.type(screen.getByLabelText('Receiver URL'), ' https://hooks.example.com/in ');
    await user.click(within(events).getByRole('checkbox', { name: /backup\.failed/ }));
    await user.click(within(events).getByRole('checkbox', { name: /recipe\.added/ }));
    await user.click(screen.getByRole('button', { name: 'Create endpoint' }));

    const secret = await screen.findByLabelText('Signing secret');
    expect((secret as HTMLInputElement).value).toBe(SECRET);
    expect(screen.getByText(/it is shown only once/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    // Shown, but nowhere in the store (which the app persists parts of).
    expect(JSON.stringify(store.getState())).not.toContain(SECRET);
    // Events go in the listed order, whatever order they were ticked in.
    expect(bodyOf(calls(log, 'POST', BASE)[0][1])).toEqual({
      url: 'https://hooks.example.com/in',
      events: ['recipe.added', 'backup.failed'],
      description: null,
    });
    expect(await screen.findByRole('heading', { name: 'https://hooks.example.com/in' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("shows the server refusing the address at the URL field, by the answer's details", async () => {
    fakeApiRoutes((url, init) => {
      if (url.pathname !== BASE) return undefined;
      if (init.method === 'GET') return json(200, { rows: [], count: 0 });
      return json(400, {
        error: 'Validation failed',
        code: 'VALIDATION_FAILED',
        details: { url: 'url resolves to 10.0.0.5, which is not allowed' },
      });
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'New endpoint' }));
    await user.type(screen.getByLabelText('Receiver URL'), 'http://10.0.0.5/hook');
    await user.click(screen.getByRole('checkbox', { name: /list\.completed/ }));
    await user.click(screen.getByRole('button', { name: 'Create endpoint' }));
    const field = screen.getByLabelText('Receiver URL');
    expect(await screen.findByText('url resolves to 10.0.0.5, which is not allowed')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(`${field.id}-error`);
    expect(screen.getByRole('alert').textContent).toBe('Validation failed');
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it("in another language, names the refused field in the catalog's words and the failure by its code", async () => {
    await activateLanguage('de');
    fakeApiRoutes((url, init) => {
      if (url.pathname !== BASE) return undefined;
      if (init.method === 'GET') return json(200, { rows: [], count: 0 });
      return json(400, {
        error: 'Validation failed',
        code: 'VALIDATION_FAILED',
        details: { url: 'url resolves to 10.0.0.5, which is not allowed' },
      });
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Neuer Endpunkt' }));
    await user.type(screen.getByLabelText('URL des Empfängers'), 'http://10.0.0.5/hook');
    await user.click(screen.getByRole('checkbox', { name: /list\.completed/ }));
    await user.click(screen.getByRole('button', { name: 'Endpunkt anlegen' }));
    expect(
      await screen.findByText('Diese Adresse kann nicht verwendet werden: Gib eine öffentliche http(s)-Adresse an.'),
    ).toBeTruthy();
    expect(screen.queryByText('url resolves to 10.0.0.5, which is not allowed')).toBeNull();
    expect(screen.getByRole('alert').textContent).not.toBe('Validation failed');
  });

  it('says there are 20 endpoints already on a 409', async () => {
    fakeApiRoutes((url, init) => {
      if (url.pathname !== BASE) return undefined;
      if (init.method === 'GET') return json(200, { rows: [], count: 0 });
      return json(409, { error: 'At most 20 endpoints', code: 'CONFLICT' });
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'New endpoint' }));
    await user.type(screen.getByLabelText('Receiver URL'), 'https://hooks.example.com/x');
    await user.click(screen.getByRole('checkbox', { name: /list\.completed/ }));
    await user.click(screen.getByRole('button', { name: 'Create endpoint' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There are already 20 endpoints here: delete one first.',
    );
  });

  it('rotates the secret after asking, and shows the new one once', async () => {
    const log = fakeApiRoutes((url, init) => {
      if (url.pathname === BASE && init.method === 'GET') return json(200, { rows: [endpointFixture(3)], count: 1 });
      if (url.pathname === `${BASE}/3/rotate-secret` && init.method === 'POST')
        return json(200, { secret: NEW_SECRET });
      return undefined;
    });
    const user = userEvent.setup();
    const { store } = render();
    await user.click(await screen.findByRole('button', { name: 'Rotate the secret of https://hooks.example.com/3' }));
    expect(calls(log, 'POST', `${BASE}/3/rotate-secret`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, rotate' }));
    expect(((await screen.findByLabelText('Signing secret')) as HTMLInputElement).value).toBe(NEW_SECRET);
    expect(JSON.stringify(store.getState())).not.toContain(NEW_SECRET);
    expect(screen.getByText(/old secret keeps signing beside it for 24 hours/)).toBeTruthy();
    expect(calls(log, 'POST', `${BASE}/3/rotate-secret`)).toHaveLength(1);
  });

  it('sends a test, shows the delivery log with each outcome, and replays a delivery', async () => {
    let deliveries = [
      deliveryFixture(2, {
        type: 'list.item.added',
        status: 'failed',
        attempts: 8,
        lastStatus: 500,
        lastError: 'The receiver answered 500',
        deliveredAt: null,
      }),
    ];
    const log = fakeApiRoutes((url, init) => {
      const path = url.pathname;
      if (path === BASE && init.method === 'GET') return json(200, { rows: [endpointFixture(3)], count: 1 });
      if (path === `${BASE}/3/test` && init.method === 'POST') {
        deliveries = [deliveryFixture(5), ...deliveries];
        return json(202, null);
      }
      if (path === `${BASE}/3/deliveries` && init.method === 'GET')
        return json(200, { rows: deliveries, count: deliveries.length });
      if (path === `${BASE}/3/deliveries/2/replay` && init.method === 'POST') return json(202, null);
      return undefined;
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Send a test to https://hooks.example.com/3' }));
    const delivered = await screen.findByRole('row', { name: /webhook\.test/ });
    expect(within(delivered).getByText('Delivered')).toBeTruthy();
    expect(within(delivered).getByText('HTTP 200')).toBeTruthy();
    const failed = screen.getByRole('row', { name: /list\.item\.added/ });
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('The receiver answered 500')).toBeTruthy();
    expect(within(failed).getByText('8')).toBeTruthy();
    expect(calls(log, 'POST', `${BASE}/3/test`)).toHaveLength(1);

    await user.click(within(failed).getByRole('button', { name: /^Replay list\.item\.added/ }));
    expect(await within(failed).findByText('Sent again')).toBeTruthy();
    expect(calls(log, 'POST', `${BASE}/3/deliveries/2/replay`)).toHaveLength(1);
    expect(calls(log, 'POST', `${BASE}/3/deliveries/5/replay`)).toHaveLength(0);
  });

  it('turns an endpoint off and deletes it after asking', async () => {
    let rows = [endpointFixture(3)];
    const log = fakeApiRoutes((url, init) => {
      if (url.pathname === BASE && init.method === 'GET') return json(200, { rows, count: rows.length });
      if (url.pathname === `${BASE}/3` && init.method === 'PATCH') {
        rows = [{ ...rows[0], enabled: false }];
        return json(200, rows[0]);
      }
      if (url.pathname === `${BASE}/3` && init.method === 'DELETE') {
        rows = [];
        return { status: 204 };
      }
      return undefined;
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Turn off https://hooks.example.com/3' }));
    expect(await screen.findByRole('button', { name: 'Turn on https://hooks.example.com/3' })).toBeTruthy();
    expect(bodyOf(calls(log, 'PATCH', `${BASE}/3`)[0][1])).toEqual({ enabled: false });
    await user.click(screen.getByRole('button', { name: 'Delete https://hooks.example.com/3' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('No endpoints yet.')).toBeTruthy();
    expect(calls(log, 'DELETE', `${BASE}/3`)).toHaveLength(1);
  });
});
