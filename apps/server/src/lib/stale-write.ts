import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A WHERE condition that holds only while the row still has the `updatedAt` the client read (compared to the
 * millisecond, as JSON carries it). Put in the UPDATE itself, two saves of the same version cannot both pass;
 * no `updatedAt` from the client means no check.
 */
export function unchangedSince(column: PgColumn, updatedAt: string | undefined): SQL | undefined {
  if (!updatedAt) return undefined;
  return sql`date_trunc('milliseconds', ${column}) = ${new Date(updatedAt).toISOString()}::timestamptz`;
}

/**
 * The same check on a row already read (inside the transaction that writes it): equal instants whatever precision
 * the client's ISO string keeps; no `updatedAt` from the client means no check.
 */
export function isSameVersion(stored: Date, sent: string | undefined): boolean {
  return sent === undefined || Math.abs(stored.getTime() - new Date(sent).getTime()) < 1;
}
