import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { lucideDirectImports } from './scripts/site/lucide-imports.ts';
import { shellChunk } from './scripts/site/shell-chunk.ts';
import { siteFiles } from './scripts/site/site-files-plugin.ts';

// The installable app's manifest and icons are plain files in public/. The service worker is built from
// src/web/sw.js after React Router has pre-rendered the pages (scripts/site/service-worker.ts, ADR 016):
// vite-plugin-pwa would generate it before the pages exist, and inject its registration into an
// index.html that framework mode does not have.
export default defineConfig({
  plugins: [tailwindcss(), lucideDirectImports(), reactRouter(), siteFiles()],
  server: {
    // `npm run dev` proxies the API to the Node server it starts beside Vite.
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      '/dev': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
  build: {
    sourcemap: false,
    assetsInlineLimit: 0,
    rollupOptions: { output: { manualChunks: shellChunk() } },
  },
});
