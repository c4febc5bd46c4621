import { defaultLeadSourceNames } from '@groundwork/domain/lead-sources';
import type { Db } from '../client';
import { leadSources } from '../schema';

/** The lead sources every new company starts with (Referral, Google, Yard sign, …); they can be renamed or archived. */
export async function seedDefaultLeadSources(db: Db, companyId: string): Promise<void> {
  await db
    .insert(leadSources)
    .values(defaultLeadSourceNames.map((name) => ({ companyId, name })))
    .onConflictDoNothing();
}
