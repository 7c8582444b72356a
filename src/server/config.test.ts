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

  it('reads the optional model server: none by default, a model required with a base, 60 s and 200 calls a day', () => {
    expect(loadConfig({}).importAi).toEqual({ server: null, dailyLimit: 200 });
    expect(
      loadConfig({
        IMPORT_AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        IMPORT_AI_MODEL: 'qwen2.5vl:7b',
        IMPORT_AI_DAILY_LIMIT: '5',
      }).importAi,
    ).toEqual({
      server: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen2.5vl:7b', key: undefined, timeoutMs: 60_000 },
      dailyLimit: 5,
    });
    expect(() => loadConfig({ IMPORT_AI_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(/IMPORT_AI_MODEL is required/);
    expect(() => loadConfig({ IMPORT_AI_BASE_URL: 'not a url', IMPORT_AI_MODEL: 'm' })).toThrow(/IMPORT_AI_BASE_URL/);
  });
});
