import { fillPlaceholders } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * One prepared query per Drizzle handle, built on first use and reused by every later call. Building a query
 * (walking the schema objects, rendering SQL) took about a fifth of GET /auth/me's CPU time when each request
 * built its own, so the queries every request runs are built once. On PostgreSQL, Drizzle then also asks
 * postgres.js for a named server-side statement, so each pooled connection parses and plans it only once.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

export interface Statement {
  /** The SQL text, exactly as Drizzle sends it. */
  text: string;
  /** The parameters for these placeholder values, encoded as Drizzle encodes them. */
  params(values: Record<string, unknown>): unknown[];
}

/** What a prepared query sends to the driver: the benchmarks' database ceilings issue exactly this, without Drizzle. */
export function statementOf(query: { toSQL(): { sql: string; params: unknown[] } }): Statement {
  const { sql, params } = query.toSQL();
  return { text: sql, params: (values) => fillPlaceholders(params, values) };
}
