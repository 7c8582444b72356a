import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { nextDelaySeconds } from './signing.ts';

const env = (extra: Record<string, string>) => ({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...extra });

describe('webhook settings and the retry schedule', () => {
  it('defaults to the Standard Webhooks schedule and no allow-list', () => {
    const { webhooks } = loadConfig(env({}));
    expect(webhooks.retrySchedule).toEqual([0, 5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(webhooks.allowedCidrs).toEqual([]);
  });

  it('reads WEBHOOK_ALLOWED_CIDRS and WEBHOOK_RETRY_SCHEDULE, and refuses bad values at start naming them', () => {
    const { webhooks } = loadConfig(
      env({ WEBHOOK_ALLOWED_CIDRS: '192.168.1.0/24, fd00::/8', WEBHOOK_RETRY_SCHEDULE: '0,1,2' }),
    );
    expect(webhooks).toEqual({ allowedCidrs: ['192.168.1.0/24', 'fd00::/8'], retrySchedule: [0, 1, 2] });
    for (const bad of ['192.168.1.0', '192.168.1.0/33', 'fd00::/129', 'example.com/24', '10.0.0.0/8/1', '10.0.0.0/x']) {
      expect(() => loadConfig(env({ WEBHOOK_ALLOWED_CIDRS: bad })), bad).toThrow(/WEBHOOK_ALLOWED_CIDRS/);
    }
    for (const bad of ['', '5,,10', '-1', '1.5', 'soon', '604801', Array(21).fill('1').join(',')]) {
      expect(() => loadConfig(env({ WEBHOOK_RETRY_SCHEDULE: bad })), bad).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
    }
  });

  it('waits each step of the schedule within ±10 %, then gives up', () => {
    const schedule = [0, 5, 300];
    expect(nextDelaySeconds(schedule, 1, () => 0)).toBeCloseTo(4.5);
    expect(nextDelaySeconds(schedule, 1, () => 1)).toBeCloseTo(5.5);
    expect(nextDelaySeconds(schedule, 2, () => 0.5)).toBeCloseTo(300);
    expect(nextDelaySeconds(schedule, 3, () => 0.5)).toBeNull();
  });
});
