import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Vitest's default is one worker per core but one, so a single worker on a 2-core CI box; two finish in two thirds of the time.
    maxWorkers: 2,
    // Each file still gets a fresh window and module graph of its own, but in a VM context of a worker that lives on:
    // node_modules are loaded once per worker, not once per file (518 s → 316 s on a 2-core CI box). isolate: false was
    // slower (384 s) and let one file's globals leak into the next.
    pool: 'vmForks',
    restoreMocks: true,
    unstubGlobals: true,
    // Screens are lazy chunks: the first test that opens one pays for its import, slowly on a busy 2-core CI box.
    testTimeout: 20_000,
  },
});
