import { expect, vi } from 'vitest';
import { multipartBody, type TestUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

export interface Report {
  migration: Record<string, unknown>;
  items: Record<string, unknown>[];
}

/** For the migration API tests: an upload as an admin, and its report once it ends. */
export function migrationApi(t: () => TestApp, admin: () => TestUser) {
  const upload = (name: string, bytes: Buffer, fields: Record<string, string> = {}) => {
    const body = multipartBody(fields, { name, bytes });
    return t().app.inject({
      method: 'POST',
      url: '/api/admin/migrations',
      payload: body.payload,
      headers: { ...body.headers, ...admin().auth },
    });
  };
  const finished = async (id: number): Promise<Report> => {
    let report: Report | undefined;
    await vi.waitFor(
      async () => {
        const res = await t().app.inject({ method: 'GET', url: `/api/admin/migrations/${id}`, headers: admin().auth });
        report = res.json();
        expect(['done', 'failed', 'cancelled']).toContain(report!.migration.status);
      },
      { timeout: 120_000, interval: 50 },
    );
    return report!;
  };
  /** Uploads a file that must be accepted, and waits for its report. */
  const imported = async (name: string, bytes: Buffer, fields: Record<string, string> = {}) => {
    const res = await upload(name, bytes, fields);
    expect(res.statusCode, res.body).toBe(202);
    return finished(res.json().id);
  };
  return { upload, finished, imported };
}
