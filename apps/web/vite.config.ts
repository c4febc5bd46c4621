import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

const src = new URL('./src', import.meta.url).pathname;
/** Public pages with an entry of their own (ARCHITECTURE.md §9): no router, session or app shell. */
const pages = { '/proposal/:token': 'proposal.html', '/invoice/:token': 'invoice.html', '/apply/:token': 'apply.html', '/form/:token': 'form.html', '/store/:slug': 'store.html' };

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads({ router: `${src}/app/router.tsx`, configFile: new URL(import.meta.url).pathname, pages }), precompress()],
  resolve: { alias: { '@': src } },
  server: {
    port: 5173,
    // The API runs on the Fastify server; in development Vite forwards /api to it.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: { proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Hashed file names in dist/assets are cached for a long time by the server.
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      input: Object.fromEntries(['index.html', ...Object.values(pages)].map((page) => [page.replace(/\.html$/, ''), new URL(`./${page}`, import.meta.url).pathname])),
    },
  },
});
