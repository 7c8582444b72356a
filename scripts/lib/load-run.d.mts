import type { Options } from 'autocannon';

export interface LoadRunResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
  timeouts: number;
}

/** One autocannon run in a Node process of its own (see load-run.mjs). */
export function loadRun(options: Options): Promise<LoadRunResult>;
