import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { companies } from '../schema';
import { createCompany, type CreatedAccount } from './companies';

export const DEMO_COMPANY = {
  name: 'Demo Landscaping',
  email: 'owner@demo-landscaping.test',
  firstName: 'Dana',
  lastName: 'Whitfield',
} as const;

/** On a database without companies, creates the demo company and its owner; returns the credentials once. */
export async function seedDemo(database: Database): Promise<CreatedAccount | undefined> {
  const [existing] = await database.db.select({ value: count() }).from(companies);
  if ((existing?.value ?? 0) > 0) return undefined;
  return createCompany(database, { ...DEMO_COMPANY });
}
