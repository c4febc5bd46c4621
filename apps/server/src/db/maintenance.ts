import type { Database } from './client';

/**
 * PGlite is PostgreSQL without its autovacuum daemon: nothing vacuums or analyzes the embedded database unless we do.
 * Without it the planner plans a 20,000-customer book with the statistics of an empty table (a searched page read
 * every row instead of using its trigram index) and counts read the whole heap (no visibility map for an index-only
 * scan). This does autovacuum's job with autovacuum's default thresholds: a table that has changed enough since its
 * last VACUUM or ANALYZE gets `VACUUM (ANALYZE)`. Returns the tables it vacuumed.
 */
export async function vacuumWhereDue(database: Database): Promise<string[]> {
  // PostgreSQL publishes a session's table statistics at most once a second: ask for them now.
  await database.query('select pg_stat_force_next_flush()');
  const due = await database.query<{ name: string }>(
    `select relname::text as name from pg_stat_user_tables
      where schemaname = 'public'
        and (n_mod_since_analyze > 50 + 0.1 * n_live_tup
          or n_dead_tup > 50 + 0.2 * n_live_tup
          or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup)
      order by relname`,
  );
  for (const { name } of due) await database.query(`vacuum (analyze) "${name.replaceAll('"', '""')}"`);
  return due.map((table) => table.name);
}

/**
 * Runs vacuumWhereDue now and then every `intervalMs` (autovacuum's one minute) on an embedded database; PostgreSQL
 * has its own daemon, so there it does nothing. One pass at a time; a failed pass is logged and the next one tries
 * again. Returns `stop`, which waits for a running pass (call it before closing the database).
 */
export function startEmbeddedMaintenance(database: Database, log: (message: string, error: unknown) => void, intervalMs = 60_000): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => {};
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    running = running.then(async () => {
      if (stopped) return;
      await vacuumWhereDue(database).catch((error: unknown) => log('Embedded database maintenance failed', error));
    });
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
