import { withCallbacks, type JobCosting } from '@groundwork/domain/jobs';
import { sumCostings, workOrderCosting, type Costing } from '@groundwork/domain/orders';
import { and, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tickets, workOrderMaterials, workOrderTimeEntries, workOrders } from '../db/schema';

/**
 * Job costing from what crews recorded at the end of the day (shared by the orders, jobs and dispatch areas): each
 * order's budgeted hours and price against its time entries (at the loaded hourly cost kept with each entry) and its
 * materials (at the unit cost kept with each use). A job's figures add up its orders' (cancelled and skipped orders
 * did not happen and count for nothing).
 */

/** The costing of each order named (orders of another company are left out). */
export async function orderCostings(db: Db, companyId: string, orderIds: readonly string[]): Promise<Map<string, Costing>> {
  if (orderIds.length === 0) return new Map();
  const ids = [...orderIds];
  const [orders, entries, materials] = await Promise.all([
    db
      .select({ id: workOrders.id, budgetedHours: workOrders.budgetedHours, price: workOrders.price })
      .from(workOrders)
      .where(and(eq(workOrders.companyId, companyId), inArray(workOrders.id, ids))),
    db
      .select({ orderId: workOrderTimeEntries.workOrderId, minutes: workOrderTimeEntries.minutes, hourlyCost: workOrderTimeEntries.hourlyCost })
      .from(workOrderTimeEntries)
      .where(and(eq(workOrderTimeEntries.companyId, companyId), inArray(workOrderTimeEntries.workOrderId, ids))),
    db
      .select({ orderId: workOrderMaterials.workOrderId, quantity: workOrderMaterials.quantity, unitCost: workOrderMaterials.unitCost })
      .from(workOrderMaterials)
      .where(and(eq(workOrderMaterials.companyId, companyId), inArray(workOrderMaterials.workOrderId, ids))),
  ]);
  const costings = new Map<string, Costing>();
  for (const order of orders) {
    costings.set(
      order.id,
      workOrderCosting({
        budgetedHours: Number(order.budgetedHours),
        revenue: Number(order.price),
        labour: entries.filter((entry) => entry.orderId === order.id).map((entry) => ({ minutes: entry.minutes, hourlyCost: Number(entry.hourlyCost) })),
        materials: materials.filter((use) => use.orderId === order.id).map((use) => ({ quantity: Number(use.quantity), unitCost: Number(use.unitCost) })),
      }),
    );
  }
  return costings;
}

/** One order's costing, or null when the company has no such order. */
export async function orderCosting(db: Db, companyId: string, orderId: string): Promise<Costing | null> {
  return (await orderCostings(db, companyId, [orderId])).get(orderId) ?? null;
}

/**
 * A job's costing: the sum of its orders that are not cancelled or skipped, and the callbacks charged to it — the
 * hours recorded on callback tasks about the job or any of its work orders, at the cost kept with them
 * (docs/tickets.md; a cancelled task's hours were spent all the same).
 */
export async function jobCosting(db: Db, companyId: string, jobId: string): Promise<JobCosting> {
  const [orders, callbacks] = await Promise.all([
    db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(and(eq(workOrders.companyId, companyId), eq(workOrders.jobId, jobId), notInArray(workOrders.status, ['cancelled', 'skipped']))),
    db
      .select({ hours: tickets.hoursSpent, hourlyCost: tickets.hoursHourlyCost })
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, companyId),
          eq(tickets.type, 'callback'),
          isNotNull(tickets.hoursSpent),
          or(
            and(eq(tickets.subjectKind, 'job'), eq(tickets.subjectId, jobId)),
            and(
              eq(tickets.subjectKind, 'work_order'),
              inArray(
                tickets.subjectId,
                db
                  .select({ id: workOrders.id })
                  .from(workOrders)
                  .where(and(eq(workOrders.companyId, companyId), eq(workOrders.jobId, jobId))),
              ),
            ),
          ),
        ),
      )
      .orderBy(sql`${tickets.number}`),
  ]);
  const costings = await orderCostings(
    db,
    companyId,
    orders.map((order) => order.id),
  );
  return withCallbacks(
    sumCostings([...costings.values()]),
    callbacks.map((callback) => ({ hours: Number(callback.hours), hourlyCost: Number(callback.hourlyCost ?? 0) })),
  );
}
