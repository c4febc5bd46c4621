import type { ClientType } from '@groundwork/domain/estimates';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { estimates, invoices, jobs, payments, workOrders } from '../db/schema';

/** What the customers and leads areas need to know of estimates (kept here so modules do not import each other). */

/**
 * Whether a customer or lead has estimates — or, for a customer, jobs (a customer is then archived, a lead cannot be
 * deleted; jobs belong to customers only).
 */
export async function clientHasEstimates(executor: Db, companyId: string, clientType: ClientType, clientId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: estimates.id })
    .from(estimates)
    .where(and(eq(estimates.companyId, companyId), eq(estimates.clientType, clientType), eq(estimates.clientId, clientId)))
    .limit(1);
  if (row !== undefined) return true;
  if (clientType !== 'customer') return false;
  const [job] = await executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.customerId, clientId)))
    .limit(1);
  return job !== undefined;
}

/**
 * What keeps a customer from being deleted (it is archived instead): its estimates, its jobs, its work orders
 * (one-off ones: a job's orders come with the job), its invoices and its payments (numbered and money records are
 * never deleted with a customer), each told apart.
 */
export async function customerReferences(
  executor: Db,
  companyId: string,
  customerId: string,
): Promise<{ estimates: boolean; jobs: boolean; workOrders: boolean; invoices: boolean; payments: boolean }> {
  const [estimate] = await executor
    .select({ id: estimates.id })
    .from(estimates)
    .where(and(eq(estimates.companyId, companyId), eq(estimates.clientType, 'customer'), eq(estimates.clientId, customerId)))
    .limit(1);
  const [job] = await executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.customerId, customerId)))
    .limit(1);
  const [order] = await executor
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.customerId, customerId)))
    .limit(1);
  const [invoice] = await executor
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.customerId, customerId)))
    .limit(1);
  const [payment] = await executor
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.customerId, customerId)))
    .limit(1);
  return { estimates: estimate !== undefined, jobs: job !== undefined, workOrders: order !== undefined, invoices: invoice !== undefined, payments: payment !== undefined };
}

/** Lead → customer conversion: the lead's estimates become the customer's (on its primary property when it has one). */
export async function moveLeadEstimatesToCustomer(executor: Db, companyId: string, leadId: string, customerId: string, propertyId: string | null) {
  await executor
    .update(estimates)
    .set({ clientType: 'customer', clientId: customerId, propertyId, updatedAt: new Date() })
    .where(and(eq(estimates.companyId, companyId), eq(estimates.clientType, 'lead'), eq(estimates.clientId, leadId)));
}
