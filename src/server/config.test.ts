import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('trusts no proxy unless TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY.*not an IP address/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('seeds demo data by default on the embedded database only', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads IMPORT_ALLOWED_HOSTS as a lower-case list and IMPORT_TIMEOUT_MS, 10 s by default', () => {
    expect(loadConfig({}).import).toEqual({ allowedHosts: [], timeoutMs: 10_000 });
    expect(
      loadConfig({ IMPORT_ALLOWED_HOSTS: ' 127.0.0.1, Recipes.LAN ,[::1],', IMPORT_TIMEOUT_MS: '500' }).import,
    ).toEqual({
      allowedHosts: ['127.0.0.1', 'recipes.lan', '::1'],
      timeoutMs: 500,
    });
    expect(() => loadConfig({ IMPORT_TIMEOUT_MS: 'soon' })).toThrow(/IMPORT_TIMEOUT_MS/);
  });
});
