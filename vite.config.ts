import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preactAliases } from './preact-aliases.ts';
import { pwaOptions } from './pwa.config.ts';
import { compileHints } from './scripts/vite-compile-hints.ts';
import { deferManifestLink } from './scripts/vite-defer-manifest.ts';
import { firstLoadChunks } from './scripts/vite-first-load-chunks.ts';
import { inlineCss } from './scripts/vite-inline-css.ts';
import { linguiMacro } from './scripts/vite-lingui-macro.ts';
import { routePreload } from './scripts/vite-route-preload.ts';
import { MANIFEST_HREF } from './src/web/app/pwa-manifest.ts';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes `file.br` and `file.gz` next to every text file of the build, at the highest levels (done once,
 * so cost does not matter), for the server's preCompressed static files. Files under 1 KB, or that do not
 * shrink, stay uncompressed.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        const br = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

const firstLoad = firstLoadChunks();

export default defineConfig(({ command }) => ({
  plugins: [
    firstLoad.plugin,
    // Lingui: the macro, then the catalogs (src/locales/*.po) compiled as modules; a broken message fails the build.
    linguiMacro(),
    lingui({ failOnCompileError: true }),
    react(),
    VitePWA(pwaOptions),
    // After VitePWA: the app links the manifest itself once the page has loaded (src/web/app/start-pwa.ts).
    deferManifestLink(MANIFEST_HREF),
    routePreload(),
    inlineCss(),
    ...(process.env.NO_COMPILE_HINTS ? [] : [compileHints()]),
    precompress(),
  ],
  root: 'src/web',
  // Dev keeps React for its fast refresh; the build ships Preact.
  resolve: { alias: command === 'build' ? preactAliases : [] },
  publicDir: '../../public',
  build: {
    // BUILD_DIR lets parallel builds (e.g. two e2e runs) use separate folders.
    outDir: `${process.env.BUILD_DIR ? `../../${process.env.BUILD_DIR}` : '../../dist'}/web`,
    emptyOutDir: true,
    sourcemap: !!process.env.SOURCEMAP,
    // NO_MINIFY=1 keeps names readable in CPU profiles of the built app.
    minify: !process.env.NO_MINIFY,
    rolldownOptions: { output: { codeSplitting: firstLoad.codeSplitting } },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
}));
