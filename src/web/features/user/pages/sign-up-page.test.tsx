import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures.ts';
import { element, landing, renderRoutes } from '../../../test/render.tsx';
import { fakeApi, sentBody } from '../../../test/fake-server.ts';
import { SignUpPage } from './sign-up-page.tsx';

const free = { body: { field: 'username', isAvailable: true } };
const renderSignUp = () => renderRoutes([element('/signUp', <SignUpPage />), landing('/login')], { path: '/signUp' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Hannah');
  await user.type(screen.getByLabelText('Last name'), 'Cook');
  await user.type(screen.getByLabelText('Username'), 'HomeCook2');
  await user.type(screen.getByLabelText('Phone'), '5551234567');
  await user.type(screen.getByLabelText('Email'), 'hannah@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm password'), 'secret1');
  await user.selectOptions(screen.getByLabelText('Gender'), 'female');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

describe('SignUpPage', () => {
  it('shows a message for every empty field', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Username is required',
      'Phone number is required',
      'Email is required',
      'Gender is required',
      'Password is required',
      'Please confirm your password',
      'You must accept the terms and conditions',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('shows the length, format and match rules of spec §5', async () => {
    fakeApi({ 'POST /api/user/userExists/username': free, 'POST /api/user/userExists/email': free });
    const user = userEvent.setup();
    renderSignUp();
    await user.type(screen.getByLabelText('First name'), 'Al');
    await user.type(screen.getByLabelText('Last name'), 'Bo');
    await user.type(screen.getByLabelText('Username'), 'cook');
    await user.type(screen.getByLabelText('Phone'), '555123');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('First name must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Last name must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Username must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Phone number must be exactly 10 digits')).toBeTruthy();
    expect(screen.getByText('Email must be a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 5 characters')).toBeTruthy();
    expect(screen.getByText('Confirm password must be at least 5 characters')).toBeTruthy();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Passwords do not match!')).toBeTruthy();
  });

  it('lowercases the username and shows the phone as xxx-xxx-xxxx', async () => {
    fakeApi({ 'POST /api/user/userExists/username': free });
    const user = userEvent.setup();
    renderSignUp();
    await user.type(screen.getByLabelText('Username'), 'HomeCook');
    await user.type(screen.getByLabelText('Phone'), '5551234567999');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('homecook');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('555-123-4567');
  });

  it('checks availability on blur from 6 characters and blocks Submit while taken', async () => {
    const answer = (field: string, taken: string) => (init: RequestInit) => ({
      body: { field, isAvailable: JSON.parse(String(init.body)).value !== taken },
    });
    const fetchMock = fakeApi({
      'POST /api/user/userExists/username': answer('username', 'cook5x'),
      'POST /api/user/userExists/email': answer('email', 'taken@example.com'),
    });
    const user = userEvent.setup();
    renderSignUp();
    await user.type(screen.getByLabelText('Username'), 'cook5');
    await user.tab();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Username'), 'x');
    await user.tab();
    const taken = await screen.findByText('Username is Taken');
    expect(taken.className).toContain('field-error');
    expect(sentBody(fetchMock, 0)).toEqual({ value: 'cook5x' });
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.tab();
    expect(await screen.findByText('Email is Taken')).toBeTruthy();

    // Editing a taken field forgets the answer until the next blur.
    await user.type(screen.getByLabelText('Username'), 'y');
    await waitFor(() => expect(screen.queryByText('Username is Taken')).toBeNull());
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), 'm');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('submits the API fields and goes to /login with a toast', async () => {
    const fetchMock = fakeApi({
      'POST /api/user/userExists/username': free,
      'POST /api/user/userExists/email': { body: { field: 'email', isAvailable: true } },
      'POST /api/user/signup': { status: 201, body: userFixture({ id: 3, username: 'homecook2' }) },
    });
    const user = userEvent.setup();
    renderSignUp();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('landed on /login')).toBeTruthy();
    expect(await screen.findByText('Account created! Please log in.')).toBeTruthy();
    const signupCall = fetchMock.mock.calls.findIndex(([url]) => String(url) === '/api/user/signup');
    expect(sentBody(fetchMock, signupCall)).toEqual({
      firstName: 'Hannah',
      lastName: 'Cook',
      username: 'homecook2',
      phoneNum: '5551234567',
      email: 'hannah@example.com',
      password: 'secret1',
      gender: 'female',
    });
  });

  it('a server 409 shows the taken message on its field', async () => {
    fakeApi({
      'POST /api/user/userExists/username': free,
      'POST /api/user/userExists/email': { body: { field: 'email', isAvailable: true } },
      'POST /api/user/signup': { status: 409, body: { error: 'Username is Taken', code: 'USERNAME_TAKEN' } },
    });
    const user = userEvent.setup();
    renderSignUp();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Username is Taken')).toBeTruthy();
  });

  it('branches on the code, not the words: a reworded USERNAME_TAKEN still shows the spec text on its field', async () => {
    fakeApi({
      'POST /api/user/userExists/username': free,
      'POST /api/user/userExists/email': { body: { field: 'email', isAvailable: true } },
      'POST /api/user/signup': { status: 409, body: { error: 'Ce nom est déjà pris', code: 'USERNAME_TAKEN' } },
    });
    const user = userEvent.setup();
    renderSignUp();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Username is Taken')).toBeTruthy();
    expect(screen.queryByText('Ce nom est déjà pris')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
  });

  it("a server 400 marks each refused field with its label, never the schema's path", async () => {
    fakeApi({
      'POST /api/user/userExists/username': free,
      'POST /api/user/userExists/email': { body: { field: 'email', isAvailable: true } },
      'POST /api/user/signup': {
        status: 400,
        body: {
          error: 'First name must not contain control characters.',
          code: 'VALIDATION_FAILED',
          details: { firstName: 'firstName must not contain control characters' },
        },
      },
    });
    const user = userEvent.setup();
    renderSignUp();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('First name must not contain control characters')).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('First name must not contain control characters.')).toBeNull();
    expect(screen.queryByText('landed on /login')).toBeNull();
  });

  it('the Login button goes to /login and the terms link to /agreement', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderSignUp();
    expect(screen.getByRole('link', { name: /terms and conditions/ }).getAttribute('href')).toBe('/agreement');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('landed on /login')).toBeTruthy();
  });
});
