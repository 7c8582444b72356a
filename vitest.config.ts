import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import { linguiMacro } from './scripts/vite-lingui-macro.ts';

// The fake Web Push service of the notification tests answers over HTTPS with a throwaway certificate for
// 127.0.0.1, which the server trusts as it would a real CA: through NODE_EXTRA_CA_CERTS. Node reads it only
// when a process starts, so it is set here, before the test workers (forked processes) start and inherit it.
// It names one file: a bundle the machine already names there is kept, with the test certificate added.
const testCa = fileURLToPath(
  new URL('./src/server/modules/notifications/fixtures/push-service.cert.pem', import.meta.url),
);
const machineCa = process.env.NODE_EXTRA_CA_CERTS;
if (machineCa && machineCa !== testCa && existsSync(machineCa)) {
  const bundle = join(tmpdir(), `hk-test-extra-ca-${process.pid}.pem`);
  writeFileSync(bundle, `${readFileSync(machineCa, 'utf8')}\n${readFileSync(testCa, 'utf8')}`);
  process.env.NODE_EXTRA_CA_CERTS = bundle;
} else {
  process.env.NODE_EXTRA_CA_CERTS = testCa;
}

/** vite-plugin-pwa's registration module exists only in the build; unit tests never register a worker. */
const pwaRegisterInTests: Plugin = {
  name: 'hk-pwa-register-in-tests',
  resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register' : undefined),
  load: (id) =>
    id === '\0pwa-register'
      ? 'export function registerSW() { throw new Error("unit tests register no service worker"); }'
      : undefined,
};

export default defineConfig({
  plugins: [linguiMacro(), lingui({ failOnCompileError: true }), react(), pwaRegisterInTests],
  test: {
    // Each server test file clones its own database from one template; two workers fit the two cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/domain/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // Generous for a busy 2-core machine; no test asserts on speed.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
