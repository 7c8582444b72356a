// Starts the built server for the end-to-end tests on a fresh data folder, with demo data, a known
// admin, and the maps services pointed at a local fake so that nothing leaves the machine.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startFakeMapsServer } from './fake-maps-server.mjs';

const dataDir = process.env.DATA_DIR;
rmSync(dataDir, { recursive: true, force: true });

// Overpass, Nominatim and map tiles, on 127.0.0.1 at a free port (see fake-maps-server.mjs for scenarios).
const fakeMaps = await startFakeMapsServer();

const env = {
  ...process.env,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  ADMIN_USERNAME: 'e2eadmin',
  ADMIN_PASSWORD: 'e2e-admin-pass',
  LOGIN_RATE_LIMIT: '1000',
  USER_EXISTS_RATE_LIMIT: '1000',
  MAPS_PROVIDER: 'osm',
  OVERPASS_URL: fakeMaps.overpassUrl,
  NOMINATIM_URL: fakeMaps.nominatimUrl,
  MAP_TILE_URL: fakeMaps.tileUrl,
  MAPS_CONTACT: 'e2e@hellokitchen.test',
  // The import test's recipe site runs on loopback (e2e/support/fake-recipe-site.mjs).
  IMPORT_ALLOWED_HOSTS: '127.0.0.1',
  // The webhook receiver and the ntfy topic of the webhooks e2e run on loopback too.
  WEBHOOK_ALLOWED_CIDRS: '127.0.0.1/32',
};
const buildDir = process.env.BUILD_DIR ?? 'dist';
const server = spawn('node', [`${buildDir}/server/main.js`], {
  stdio: 'inherit',
  env: { ...env, WEB_DIST: `${buildDir}/web` },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  void fakeMaps.close().finally(() => process.exit(code ?? 0));
});
