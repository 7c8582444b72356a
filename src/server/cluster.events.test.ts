import { expect, it } from 'vitest';
import { waitUntil } from './test/app-process.ts';
import { describeCluster, useCluster } from './test/cluster-suite.ts';
import { nextListVersion, openEventStream } from './test/factories.ts';

type Stream = Awaited<ReturnType<typeof openEventStream>>;

/** Every `list` version the stream received so far, in the order received. */
const versionsOf = (stream: Stream) =>
  stream.received.filter((e) => e.event === 'list').map((e) => (JSON.parse(e.data) as { version: number }).version);

/** Waits until the stream has received `version`, then answers the versions it received, in order. */
async function versionsUpTo(stream: Stream, version: number): Promise<number[]> {
  await waitUntil(`the stream received version ${version}`, () => versionsOf(stream).includes(version), 30_000);
  return versionsOf(stream);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** docs/decisions/several-instances.md, "Events": list events reach subscribers on every instance, through PostgreSQL NOTIFY. */
describeCluster('list events across three instances', () => {
  const suite = useCluster();
  const listeners = () =>
    suite.row<{ n: number; pids: number[] }>(
      `select count(*)::int as n, coalesce(array_agg(pid), '{}') as pids from pg_stat_activity
       where datname = current_database() and query ilike 'listen %'`,
    );

  it('every instance listens on one connection of its own', async () => {
    const [a, b, c] = suite.cluster.instances;
    const cook = await suite.signUp();
    const streams = await Promise.all(
      [a, b, c, a].map((via) => openEventStream(`${via!.baseUrl}/api/lists/current/events`, auth(cook.token))),
    );
    await Promise.all(streams.map((s) => s.next((e) => e.event === 'list')));
    expect((await listeners()).n).toBe(3);
    streams.forEach((s) => s.close());
  });

  it('changes through two instances reach a subscriber on the third and one through the balancer, in version order', async () => {
    const cook = await suite.signUp();
    const [a, b, c] = suite.cluster.instances;
    const onC = await openEventStream(`${c!.baseUrl}/api/lists/current/events`, auth(cook.token));
    const viaBalancer = await openEventStream(
      `${suite.cluster.balancer.baseUrl}/api/lists/current/events`,
      auth(cook.token),
    );
    try {
      const first = await nextListVersion(onC);
      const add = (i: number) =>
        suite.cluster.call('POST', '/api/lists/current/items', {
          token: cook.token,
          via: i % 2 ? a : b,
          body: { text: `${i + 1} jars of pickle ${i}` },
        });
      const acked: number[] = [];
      // One after another, then all at once: the versions of the answers are the ones the streams must show.
      for (let i = 0; i < 8; i++) acked.push((await add(i)).body.version as number);
      const together = await Promise.all(range(8, 19).map(add));
      acked.push(...together.map((res) => res.body.version as number));
      expect(acked.sort((x, y) => x - y)).toEqual(range(first + 1, first + 20));

      for (const stream of [onC, viaBalancer]) {
        const seen = await versionsUpTo(stream, first + 20);
        // In version order (a version may come twice: at subscribing, and with its change).
        expect(seen).toEqual([...seen].sort((x, y) => x - y));
        expect([...new Set(seen)].filter((v) => v > first)).toEqual(range(first + 1, first + 20));
      }
    } finally {
      onC.close();
      viaBalancer.close();
    }
  });

  it('a member who joins through one instance gets the shared list’s events on another', async () => {
    const [owner, member] = [await suite.signUp(), await suite.signUp()];
    const [a, b, c] = suite.cluster.instances;
    const memberOnC = await openEventStream(`${c!.baseUrl}/api/lists/current/events`, auth(member.token));
    try {
      const invite = await suite.cluster.call('POST', '/api/lists/current/invite', { token: owner.token, via: a });
      const joined = await suite.cluster.call('POST', '/api/lists/join', {
        token: member.token,
        via: b,
        body: { code: invite.body.code },
      });
      expect(joined.status).toBe(200);
      const changed = await suite.cluster.call('POST', '/api/lists/current/items', {
        token: owner.token,
        via: a,
        body: { text: '2 lemons' },
      });
      expect(changed.status).toBe(200);
      await versionsUpTo(memberOnC, changed.body.version as number);
    } finally {
      memberOnC.close();
    }
  });

  it('after the database drops every LISTEN connection, each instance listens again and events flow', async () => {
    const cook = await suite.signUp();
    const [a, , c] = suite.cluster.instances;
    const onC = await openEventStream(`${c!.baseUrl}/api/lists/current/events`, auth(cook.token));
    try {
      await onC.next((e) => e.event === 'list');
      const before = await listeners();
      expect(before.n).toBe(3);
      await suite.row(`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where pid = any('{${before.pids.join(',')}}'::int[])`);
      await waitUntil('three new listening connections', async () => {
        const now = await listeners();
        return now.n === 3 && now.pids.every((pid) => !before.pids.includes(pid));
      });
      const changed = await suite.cluster.call('POST', '/api/lists/current/items', {
        token: cook.token,
        via: a,
        body: { text: '1 bunch of basil' },
      });
      expect(changed.status).toBe(200);
      await versionsUpTo(onC, changed.body.version as number);
    } finally {
      onC.close();
    }
  });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
