import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyInformation } from '../db/schema';
import { dateIn, usableTimeZone } from './dates';

/**
 * Today's date (YYYY-MM-DD) where the company works, in the time zone of its company information: insurance runs out
 * at the end of one of its days, and a crew member added without a start date starts on its today.
 */
export async function companyToday(db: Db, companyId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: sql<string | null>`${companyInformation.companyDetails}->>'timeZone'` })
    .from(companyInformation)
    .where(eq(companyInformation.companyId, companyId));
  return dateIn(usableTimeZone(row?.timeZone));
}
