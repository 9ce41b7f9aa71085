import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { shellChunk } from './scripts/site/shell-chunk.ts';
import { siteFiles } from './scripts/site/site-files-plugin.ts';

// The installable app (manifest, icons, service worker) is plain files in public/: vite-plugin-pwa
// generates its worker before React Router pre-renders the pages, so it cannot precache them, and its
// registration script is injected into an index.html that framework mode does not have.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), siteFiles()],
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
