// Bundles the server into dist/server/main.js; packages stay external, so node_modules is used as installed.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${process.env.BUILD_DIR ?? 'dist'}/server/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`built ${process.env.BUILD_DIR ?? 'dist'}/server/main.js`);
