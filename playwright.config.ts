import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// A temp folder, not the checkout: the embedded PostgreSQL runs as the `postgres` user, which cannot
// pass through a checkout under /root.
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `hk-e2e-data-${Date.now()}`);

/** End-to-end tests drive Debian's Chromium against the real server on a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e-artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous for a busy 2-core machine: the tests wait for states, never for a fixed time.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: 'e2e-artifacts/report', open: 'never' }],
    ['json', { outputFile: 'e2e-artifacts/results.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM lets the server stop its embedded PostgreSQL; the default SIGKILL would leave it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // The server runs at UTC+14 (browsers at their own zones): a plan date must not move (docs/decisions/meal-plan.md).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      E2E_PORT: String(port),
      TZ: process.env.E2E_SERVER_TZ ?? 'Pacific/Kiritimati',
    },
  },
});
