import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('SHARE_RATE_LIMIT', () => {
  it('defaults to 120 requests a minute per token, takes a whole number ≥ 1, and names itself when wrong', () => {
    expect(loadConfig({}).shareRateLimit).toBe(120);
    expect(loadConfig({ SHARE_RATE_LIMIT: '30' }).shareRateLimit).toBe(30);
    for (const value of ['0', '-1', 'many', '1.5']) {
      expect(() => loadConfig({ SHARE_RATE_LIMIT: value }), value).toThrow(/SHARE_RATE_LIMIT/);
    }
  });
});
