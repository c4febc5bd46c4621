import type { ClientType } from '@groundwork/domain/estimates';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { estimates } from '../db/schema';

/** What the customers and leads areas need to know of estimates (kept here so modules do not import each other). */

/** Whether a customer or lead has estimates (a customer is then archived, a lead cannot be deleted). */
export async function clientHasEstimates(executor: Db, companyId: string, clientType: ClientType, clientId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: estimates.id })
    .from(estimates)
    .where(and(eq(estimates.companyId, companyId), eq(estimates.clientType, clientType), eq(estimates.clientId, clientId)))
    .limit(1);
  return row !== undefined;
}

/** Lead → customer conversion: the lead's estimates become the customer's (on its primary property when it has one). */
export async function moveLeadEstimatesToCustomer(executor: Db, companyId: string, leadId: string, customerId: string, propertyId: string | null) {
  await executor
    .update(estimates)
    .set({ clientType: 'customer', clientId: customerId, propertyId, updatedAt: new Date() })
    .where(and(eq(estimates.companyId, companyId), eq(estimates.clientType, 'lead'), eq(estimates.clientId, leadId)));
}
