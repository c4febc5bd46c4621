/** The databases a benchmark runs on: PGlite always, PostgreSQL when a URL is given. */
export interface Driver {
  kind: 'pglite' | 'postgres';
  label: string;
  /** PostgreSQL only. */
  databaseUrl?: string;
}

export function benchDrivers(env: NodeJS.ProcessEnv = process.env): Driver[] {
  // BENCH_SKIP_PGLITE=1: PostgreSQL only (a benchmark whose seed takes minutes on the embedded database).
  const drivers: Driver[] = env.BENCH_SKIP_PGLITE === '1' ? [] : [{ kind: 'pglite', label: 'PGlite (embedded, temporary directory)' }];
  const url = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL;
  if (url) {
    drivers.push({ kind: 'postgres', label: `PostgreSQL (${new URL(url).host})`, databaseUrl: url });
  } else {
    console.log('PostgreSQL: skipped — set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a throw-away database to measure it too.');
  }
  return drivers;
}
