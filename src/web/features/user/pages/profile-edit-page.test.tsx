import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { meFixture } from '../../../test/fixtures.ts';
import { element, renderRoutes } from '../../../test/render.tsx';
import { bodyOf, fakeApi, type RequestLog } from '../../../test/fake-server.ts';
import { initialState } from '../user-slice.ts';
import { ProfileEditPage } from './profile-edit-page.tsx';
import { ProfilePage } from './profile-page.tsx';

const { isLogged: _l, ...me } = meFixture();
const state = { user: { ...initialState, isLogged: true, info: { name: me.username, isAdmin: false } } };
/** The account as the server has it; the pages read it from the cache, never from a slice. */
const account = { 'GET /api/user/me': { body: meFixture() } };
/** What the page sent, leaving out its reads of the account. */
const writesOf = (log: RequestLog) =>
  log.mock.calls.filter(([, init]) => init.method !== 'GET').map(([, init]) => init);

const routes = [element('/user/profile', <ProfilePage />), element('/user/profile/edit', <ProfileEditPage />)];

describe('ProfilePage', () => {
  it('shows the details read-only, and Edit opens the form', async () => {
    fakeApi(account);
    renderRoutes(routes, { path: '/user/profile', state });
    expect(await screen.findByText('hannah@example.com')).toBeTruthy();
    expect(screen.getByText('555-123-4567')).toBeTruthy();
    expect(screen.getByText('Female')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
  });
});

describe('ProfileEditPage', () => {
  it('speaks German: labels, buttons and field messages', async () => {
    await activateLanguage('de');
    fakeApi(account);
    renderRoutes(routes, { path: '/user/profile/edit', state });
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeTruthy();
    const firstName = screen.getByLabelText('Vorname') as HTMLInputElement;
    expect(firstName.value).toBe('Hannah');
    expect(screen.getByRole('option', { name: 'Weiblich' })).toBeTruthy();
    expect(screen.getByLabelText('Neues Passwort')).toBeTruthy();
    const user = userEvent.setup();
    await user.clear(firstName);
    await user.tab();
    expect(await screen.findByText('Vorname ist erforderlich')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('is prefilled, with the password left empty', async () => {
    fakeApi(account);
    renderRoutes(routes, { path: '/user/profile/edit', state });
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Hannah');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('homecook');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('555-123-4567');
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('female');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('checks availability only for a changed value of 6+ characters', async () => {
    const fetchMock = fakeApi({
      ...account,
      'POST /api/user/userExists/username': { body: { field: 'username', isAvailable: false } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/user/profile/edit', state });
    const username = await screen.findByLabelText('Username');
    await user.click(username);
    await user.tab();
    expect(writesOf(fetchMock)).toHaveLength(0);

    await user.clear(username);
    await user.type(username, 'HOMECOOK');
    await user.tab();
    expect(writesOf(fetchMock)).toHaveLength(0);

    await user.type(username, '2');
    await user.tab();
    expect(await screen.findByText('Username is Taken')).toBeTruthy();
    expect(bodyOf(writesOf(fetchMock)[0])).toEqual({ value: 'homecook2' });
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves without a password when none is typed, then shows the profile', async () => {
    const fetchMock = fakeApi({ ...account, 'PUT /api/user/editMe': { body: { ...me, firstName: 'Hana' } } });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/user/profile/edit', state });
    await user.clear(await screen.findByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Hana');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated!')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    const body = bodyOf(writesOf(fetchMock)[0]);
    expect(body).toEqual({
      firstName: 'Hana',
      lastName: 'Cook',
      username: 'homecook',
      phoneNum: '5551234567',
      email: 'hannah@example.com',
      gender: 'female',
    });
    expect(await screen.findByText(/Hana Cook/)).toBeTruthy();
  });

  it('a new password must be confirmed', async () => {
    const fetchMock = fakeApi({ ...account, 'PUT /api/user/editMe': { body: me } });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/user/profile/edit', state });
    await user.type(await screen.findByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Password must be at least 5 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'def');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcxyz');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Passwords do not match!')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect((bodyOf(writesOf(fetchMock)[0]) as { password: string }).password).toBe('abcdef');
  });
});
