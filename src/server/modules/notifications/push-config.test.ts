import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('phone notification settings', () => {
  it('PUSH_COOLDOWN_SECONDS: 60 by default, a whole number from 1 to 86400, a bad value names the variable', () => {
    expect(loadConfig({}).push.cooldownSeconds).toBe(60);
    expect(loadConfig({ PUSH_COOLDOWN_SECONDS: '300' }).push.cooldownSeconds).toBe(300);
    for (const bad of ['0', '-5', '1.5', 'soon', '86401']) {
      expect(() => loadConfig({ PUSH_COOLDOWN_SECONDS: bad }), bad).toThrow(/PUSH_COOLDOWN_SECONDS/);
    }
  });

  it('VAPID_SUBJECT: a mailto: address or an https URL', () => {
    expect(loadConfig({}).push.vapidSubject).toMatch(/^mailto:/);
    expect(loadConfig({ VAPID_SUBJECT: 'https://kitchen.example.com' }).push.vapidSubject).toBe(
      'https://kitchen.example.com',
    );
    for (const bad of ['admin@example.com', 'http://kitchen.example.com', 'mailto:nobody']) {
      expect(() => loadConfig({ VAPID_SUBJECT: bad }), bad).toThrow(/VAPID_SUBJECT/);
    }
  });
});
