// Vitest global set-up of the server project: migrates one template database per run, which every test
// file then clones (test-app.ts). Cloning skips PGlite's initdb and every migration, the slow part of a
// file's set-up on a busy machine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migratedPglite, withAdminConnection, createMigratedTemplate } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated, reference-seeded PGlite data folder. */
    pgliteTemplateFile: string;
    /** A migrated, reference-seeded database on the TEST_DATABASE_URL server, or '' without one. */
    postgresTemplateName: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'hk-test-template-'));
  const file = join(dir, 'pglite.tar');
  const pglite: PGlite = await migratedPglite();
  writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplateFile', file);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const templateName = serverUrl ? `hk_template_${process.pid}` : '';
  if (serverUrl) await createMigratedTemplate(serverUrl, templateName);
  project.provide('postgresTemplateName', templateName);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl)
      await withAdminConnection(serverUrl, (admin) =>
        admin.query(`drop database if exists ${templateName} with (force)`),
      );
  };
}
