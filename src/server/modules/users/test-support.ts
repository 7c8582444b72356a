import { expect } from 'vitest';

export { signUpBody } from '../../test/factories.ts';

/** No answer may carry a password or an argon2 hash. */
export function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/password/i);
  expect(body).not.toMatch(/\$argon2/);
}
