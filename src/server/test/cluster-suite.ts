import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { signUpBody } from './factories.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { createTestDatabase } from './test-app.ts';

/** Cluster tests need real processes on one PostgreSQL server: they run in the PostgreSQL test run only. */
export const describeCluster = describe.skipIf(!process.env.TEST_DATABASE_URL);

export const CLUSTER_ADMIN = { username: 'clusteradmin', password: 'cluster-admin-pass' };

export interface ClusterSuite {
  cluster: Cluster;
  database: DatabaseHandle & { url?: string };
  /** A new user signed up and logged in through the balancer. */
  signUp(): Promise<{ username: string; password: string; token: string }>;
  /** A token of the admin the cluster was started with. */
  adminToken(): Promise<string>;
  /** The rows of a raw SQL query on the shared database. */
  rows<T = Record<string, unknown>>(query: string): Promise<T[]>;
  /** The first row of a raw SQL query on the shared database. */
  row<T = Record<string, unknown>>(query: string): Promise<T>;
}

/**
 * Starts `count` instances (3 by default) on a new empty database for the enclosing describe block, with the
 * demo catalogue and an admin, and stops them after it. The suite's fields are set once beforeAll ran.
 */
export function useCluster(env: Record<string, string> = {}, count = 3): ClusterSuite {
  const suite = {} as ClusterSuite;
  beforeAll(async () => {
    suite.database = await createTestDatabase({ empty: true });
    suite.cluster = await startCluster(count, {
      DATABASE_URL: suite.database.url!,
      SEED_DEMO: 'true',
      ADMIN_USERNAME: CLUSTER_ADMIN.username,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      ...env,
    });
  }, 240_000);
  afterAll(async () => {
    await suite.cluster?.close();
    await suite.database?.close();
  }, 60_000);

  suite.signUp = async () => {
    const body = signUpBody();
    expect((await suite.cluster.call('POST', '/api/user/signup', { body })).status).toBe(201);
    const login = await suite.cluster.call('POST', '/api/user/login', {
      body: { username: body.username, password: body.password },
    });
    expect(login.status).toBe(200);
    return { username: body.username as string, password: body.password as string, token: login.body.token as string };
  };
  suite.adminToken = async () => {
    const login = await suite.cluster.call('POST', '/api/user/login', { body: CLUSTER_ADMIN });
    expect(login.status).toBe(200);
    return login.body.token as string;
  };
  suite.rows = async <T>(query: string) => {
    const result = await suite.database.db.execute(sql.raw(query));
    return (result as unknown as { rows: T[] }).rows;
  };
  suite.row = async <T>(query: string) => (await suite.rows<T>(query))[0]!;
  return suite;
}
