// Bundles the server into dist/server/main.js; packages stay external, so node_modules is used as installed.
// Code the server imports only on demand (PGlite when it is the engine) goes into chunks of its own, so a
// server that never needs it never loads it, nor the packages it imports (docs/performance.md, "Idle memory").
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = `${process.env.BUILD_DIR ?? 'dist'}/server`;
rmSync(`${outdir}/chunks`, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outdir,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`built ${outdir}/main.js`);
