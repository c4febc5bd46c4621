import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Serialises, until the transaction ends, every transaction that locks the same `scope` of the same company.
 * Rules that read many rows before writing one (no loops in a reporting tree) need it: two concurrent changes
 * could each pass the check and together break the rule.
 */
export async function lockCompanyScope(tx: Db, scope: string, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${companyId}`}, 0))`);
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
