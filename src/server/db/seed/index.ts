import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../client.ts';
import { ensureAdmin } from './admin.ts';
import { seedDemoData } from './demo.ts';
import { seedReferenceData } from './reference-data.ts';

/** Seeds what a start needs: the fixed lists, the configured admin, and demo data on an empty database. */
export async function seedDatabase(db: Db, config: AppConfig, log: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  await seedReferenceData(db);
  if (config.admin && (await ensureAdmin(db, config.admin))) log.info(`created admin ${config.admin.username}`);
  if (config.seedDemo) {
    const seeded = await seedDemoData(db);
    if (seeded) log.info(`seeded demo data: ${seeded.recipes} recipes, ${seeded.users} accounts`);
  }
}
