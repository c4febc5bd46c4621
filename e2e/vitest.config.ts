import { defineConfig } from 'vitest/config';

// End-to-end specs drive the built app and the real server in Chromium. One server (started by the global
// setup on a fresh data directory) serves every spec; files run one after another so the 2-core machine is
// not asked to run several browsers at once. `npm test` runs this suite beside the others, so a page can take
// twice as long as on an idle machine: the timeouts leave room for that (a journey's test, a polled expectation).
export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // A failing e2e test is usually real; a retry would hide flakiness we want to see.
    retry: 0,
  },
});
