import { expect, it } from 'vitest';
import { waitUntil } from './test/app-process.ts';
import { describeCluster, useCluster } from './test/cluster-suite.ts';
import { nextListVersion, openEventStream } from './test/factories.ts';

interface Sent {
  kind: 'note' | 'item';
  note: string;
  startedAt: number;
  status: number;
  version?: number;
}

/**
 * docs/decisions/several-instances.md: one instance killed with SIGKILL while writes are in flight. Nothing acknowledged is lost, the
 * others serve every request sent after it died, event streams reconnect through the balancer and catch
 * up by `version`, and the instance serves again after its restart.
 */
describeCluster('an instance killed with SIGKILL under load', () => {
  const suite = useCluster();

  it('loses nothing acknowledged, and the others and then the restarted one serve every request', async () => {
    const cook = await suite.signUp();
    const { cluster } = suite;
    const victimIndex = 1;
    const onVictim = await openEventStream(`${cluster.instances[victimIndex]!.baseUrl}/api/lists/current/events`, {
      authorization: `Bearer ${cook.token}`,
    });
    await nextListVersion(onVictim);

    const sent: Sent[] = [];
    let seq = 0;
    let stop = false;
    /** One client writing plan notes and list lines through the balancer, one after another, until stopped. */
    const worker = async () => {
      while (!stop) {
        const n = seq++;
        const one: Sent = { kind: n % 2 ? 'item' : 'note', note: `load ${n}`, startedAt: Date.now(), status: 0 };
        sent.push(one);
        const res = await (
          one.kind === 'note'
            ? cluster.call('POST', '/api/plan/entries', {
                token: cook.token,
                body: { date: '2026-12-07', meal: 'dinner', note: one.note },
              })
            : cluster.call('POST', '/api/lists/current/items', { token: cook.token, body: { text: one.note } })
        ).catch(() => ({ status: 0, body: {} as Record<string, unknown> }));
        one.status = res.status;
        if (one.kind === 'item') one.version = res.body?.version as number;
      }
    };
    const acked = () => sent.filter((s) => s.status >= 200 && s.status < 300).length;
    const workers = Array.from({ length: 6 }, worker);

    await waitUntil('30 writes were acknowledged', () => acked() >= 30);
    await cluster.kill(victimIndex);
    const diedAt = Date.now();
    const victimServed = cluster.balancer.served[victimIndex]!;
    await waitUntil(
      '60 more writes were acknowledged',
      () => acked() >= 90 + sent.filter((s) => s.status >= 300).length,
    );
    await expect(onVictim.next(() => false)).rejects.toThrow('the event stream ended');

    const restarted = await cluster.restart(victimIndex);
    await waitUntil('the balancer sends the restarted instance 20 requests', () => {
      return cluster.balancer.served[victimIndex]! >= victimServed + 20;
    });
    stop = true;
    await Promise.all(workers);
    expect(restarted.isAlive()).toBe(true);

    // Only requests in flight when the instance died may have failed (a write may not be retried).
    const afterDeath = sent.filter((s) => s.startedAt > diedAt);
    expect(afterDeath.filter((s) => s.status !== 200 && s.status !== 201)).toEqual([]);
    expect(
      sent.filter((s) => s.startedAt <= diedAt && s.status !== 200 && s.status !== 201).length,
    ).toBeLessThanOrEqual(6);

    const notes = await suite.rows<{ note: string }>(`select note from plan_entries where note like 'load %'`);
    const stored = new Set(notes.map((r) => r.note));
    const ackedNotes = sent.filter((s) => s.kind === 'note' && s.status === 201).map((s) => s.note);
    expect(ackedNotes.filter((note) => !stored.has(note))).toEqual([]);

    // Each acknowledged list write is one version step that is there, and the highest is the list's now.
    const ackedVersions = sent.filter((s) => s.kind === 'item' && s.status === 200).map((s) => s.version!);
    expect(new Set(ackedVersions).size).toBe(ackedVersions.length);
    const list = await cluster.call('GET', '/api/lists/current', { token: cook.token });
    expect(list.body.version).toBeGreaterThanOrEqual(Math.max(...ackedVersions));

    // A client whose stream was on the dead instance reconnects through the balancer and catches up.
    const again = await openEventStream(`${cluster.balancer.baseUrl}/api/lists/current/events`, {
      authorization: `Bearer ${cook.token}`,
    });
    try {
      expect(await nextListVersion(again)).toBe(list.body.version);
      const next = await cluster.call('POST', '/api/lists/current/items', {
        token: cook.token,
        via: restarted,
        body: { text: 'one more line' },
      });
      expect(next.status).toBe(200);
      await waitUntil('the reconnected stream gets the next change', () =>
        again.received.some((e) => e.event === 'list' && JSON.parse(e.data).version === next.body.version),
      );
    } finally {
      again.close();
    }
  }, 240_000);
});
