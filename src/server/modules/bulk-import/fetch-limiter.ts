import PQueue from 'p-queue';

/** How many pages one instance fetches at once, in all and from one host (docs/decisions/bring-in-bulk.md). */
export const FETCH_LIMITS = { total: 4, perHost: 2 } as const;

/**
 * Runs fetches at most `total` at once and at most `perHost` per host. A task first waits for its host's
 * turn, then for a free slot overall, so a busy host never holds slots that other hosts could use.
 */
export function createFetchLimiter(limits: { total: number; perHost: number } = FETCH_LIMITS) {
  const all = new PQueue({ concurrency: limits.total });
  const hosts = new Map<string, PQueue>();
  return {
    run<T>(host: string, task: () => Promise<T>): Promise<T> {
      let line = hosts.get(host);
      if (!line) {
        line = new PQueue({ concurrency: limits.perHost });
        hosts.set(host, line);
        const own = line;
        own.on('idle', () => {
          if (hosts.get(host) === own && own.size === 0 && own.pending === 0) hosts.delete(host);
        });
      }
      return line.add(() => all.add(task, { throwOnTimeout: true }), { throwOnTimeout: true });
    },
  };
}
