import { expect } from 'vitest';

let seq = 0;
/** A valid sign-up body with unique username and email. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  seq++;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `AdaCook${seq}x`,
    phoneNum: '555-123-4567',
    email: `Ada.${seq}@Example.com`,
    password: 'secret123',
    gender: 'female',
    ...overrides,
  };
}

/** No answer may carry a password or an argon2 hash. */
export function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/password/i);
  expect(body).not.toMatch(/\$argon2/);
}
