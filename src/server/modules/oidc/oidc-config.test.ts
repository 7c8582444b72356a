import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const base = { OIDC_CLIENT_ID: 'kitchen', OIDC_CLIENT_SECRET: 'secret' };

describe('the OIDC settings from the environment', () => {
  it('reads the contract names with their defaults', () => {
    const config = loadConfig({ ...base, OIDC_ISSUER_URL: 'https://id.example.org/application/o/kitchen/' });
    expect(config.oidc).toEqual({
      issuer: 'https://id.example.org/application/o/kitchen/',
      clientId: 'kitchen',
      clientSecret: 'secret',
      scopes: 'openid profile email groups',
      groupsClaim: 'groups',
      adminGroup: undefined,
      label: 'Sign in with SSO',
      allowHttp: false,
    });
    expect(config.passwordSignIn).toBe(true);
    expect(config.signupOpen).toBe(true);
  });

  it('has no provider and both doors open when nothing is set', () => {
    const config = loadConfig({});
    expect(config.oidc).toBeNull();
    expect(config.passwordSignIn).toBe(true);
  });

  it('fails at start on an incomplete or unsafe set-up', () => {
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://id.example.org' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ ...base, OIDC_ISSUER_URL: 'http://id.example.org' })).toThrow(/OIDC_ALLOW_HTTP/);
    expect(() => loadConfig({ OIDC_ONLY: 'true' })).toThrow(/OIDC_ONLY/);
    expect(() => loadConfig({ SIGNUP_OPEN: 'maybe' })).toThrow(/SIGNUP_OPEN/);
  });

  it('turns password sign-in off with OIDC_ONLY and sign-up with SIGNUP_OPEN=false', () => {
    const config = loadConfig({
      ...base,
      OIDC_ISSUER_URL: 'https://id.example.org',
      OIDC_ONLY: 'true',
      SIGNUP_OPEN: 'false',
    });
    expect(config.passwordSignIn).toBe(false);
    expect(config.signupOpen).toBe(false);
  });
});
