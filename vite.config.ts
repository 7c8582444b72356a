import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';

export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions)],
  root: 'src/web',
  publicDir: '../../public',
  build: {
    // BUILD_DIR lets parallel builds (e.g. two e2e runs) use separate folders.
    outDir: `${process.env.BUILD_DIR ? `../../${process.env.BUILD_DIR}` : '../../dist'}/web`,
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
});
