import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../client.ts';
import { ensureAdmin, ensureFirstAdmin, generatedAdminNotice, replacePublishedAdminPassword } from './admin.ts';
import { seedDemoData } from './demo.ts';
import { seedReferenceData } from './reference-data.ts';

/**
 * Seeds what a start needs: the fixed lists, the configured admin (or, on a database without any admin,
 * one with a random password), and demo data on an empty database when asked. A generated password is
 * printed once with `print` (the console), never logged.
 */
export async function seedDatabase(
  db: Db,
  config: AppConfig,
  log: Pick<FastifyBaseLogger, 'info'>,
  print: (text: string) => void = (text) => console.log(text),
): Promise<void> {
  await seedReferenceData(db);
  if (config.admin && (await ensureAdmin(db, config.admin))) log.info(`created admin ${config.admin.username}`);
  if (config.seedDemo) {
    const seeded = await seedDemoData(db);
    if (seeded) log.info(`seeded demo data: ${seeded.recipes} recipes, ${seeded.users} accounts`);
  }
  const generated =
    (await replacePublishedAdminPassword(db)) ?? (config.admin ? undefined : await ensureFirstAdmin(db));
  if (generated) {
    log.info(`admin ${generated.username}: password generated (${generated.reason}), shown on the console`);
    print(generatedAdminNotice(generated));
  }
}
