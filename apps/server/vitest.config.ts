import { defineConfig } from 'vitest/config';

// Integration tests run on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set
// (src/test/global-setup.ts prepares one migrated template; each test file gets its own copy).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    // Tests wait on the database and argon2 as much as on the CPU: two workers pay off even on two cores.
    maxWorkers: 2,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
