import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyInformation } from '../db/schema';
import { dateIn, usableTimeZone } from './dates';

/** The company's time zone as its company information stores it (exported for the benchmarks' database ceilings). */
export function companyTimeZoneQuery(db: Db, companyId: string) {
  return db
    .select({ timeZone: sql<string | null>`${companyInformation.companyDetails}->>'timeZone'` })
    .from(companyInformation)
    .where(eq(companyInformation.companyId, companyId));
}

/**
 * Today's date (YYYY-MM-DD) where the company works, in the time zone of its company information: insurance runs out
 * at the end of one of its days, and a crew member added without a start date starts on its today.
 */
export async function companyToday(db: Db, companyId: string): Promise<string> {
  const [row] = await companyTimeZoneQuery(db, companyId);
  return dateIn(usableTimeZone(row?.timeZone));
}
