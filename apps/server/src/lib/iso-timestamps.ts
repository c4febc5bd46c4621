import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamptz column read as the ISO 8601 text JSON carries, exactly as Date#toISOString writes it
 * (`2026-03-01T14:05:09.123Z`, milliseconds truncated as a Date truncates them). For rows only passed through to a
 * response: parsing every timestamp into a Date to print it back was a visible share of a list endpoint's CPU.
 */
export function isoText(column: PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A row whose timestamp columns `K` were read either as Dates or as ISO text (isoText). */
export type WithTimestampText<Row, K extends keyof Row> = Omit<Row, K> & { [P in K]: Date | string };

/** The ISO 8601 text of a timestamp read either way. */
export function isoTimestamp(value: Date | string): string {
  return typeof value === 'string' ? value : value.toISOString();
}
