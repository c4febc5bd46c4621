import { weekOf } from '@groundwork/domain/dispatch';
import { hourlyLaborCost } from '@groundwork/domain/employees';
import { minutesOf } from '@groundwork/domain/orders';
import { addDays } from '@groundwork/domain/shared';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { dateIn, usableTimeZone } from '../../lib/dates';
import type { Db } from '../client';
import { companyInformation, crewMembers, employees, products, workOrderMaterials, workOrderTimeEntries, workOrders } from '../schema';

/**
 * The demo company's end of day: every completed route order (last week and this week before today, so the last
 * working day included) has its crew's clocked hours and the weed spray used on the beds. Crews finish a little under budget,
 * except at the first stop of the route (the demo mowing job), where a tight back yard costs a third more every
 * visit — the job the costing shows over budget once both weeks' visits are done (not on a Monday: a job's budget counts
 * its planned orders too). Last week's timesheets are approved; this week's wait for the office.
 */

/** The first day of the route's two weeks (last week and this one, up to yesterday): the days the demo's crews clocked. */
export function routeWeeksFrom(today: string): string {
  return addDays(weekOf(today).from, -7);
}

/** Share of the budget a crew uses: most stops a little under, the tight first stop a third over. */
const ON_ROUTE = 0.95;
const OVER_BUDGET = 1.35;
/** Spot-spraying a stop's beds for broadleaf weeds. */
const SPRAY_GALLONS_PER_STOP = '0.0500';

export async function seedDemoDispatch(db: Db, companyId: string, userId: string, now: Date = new Date()): Promise<void> {
  const [info] = await db
    .select({ timeZone: sql<string | null>`${companyInformation.companyDetails}->>'timeZone'` })
    .from(companyInformation)
    .where(eq(companyInformation.companyId, companyId));
  const today = dateIn(usableTimeZone(info?.timeZone), now);
  const thisMonday = weekOf(today).from;

  const done = await db
    .select()
    .from(workOrders)
    // The route's two weeks: the orders before them are the season history's, clocked already (seed/season-history.ts).
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.status, 'completed'), gte(workOrders.date, routeWeeksFrom(today)), lt(workOrders.date, today)))
    .orderBy(asc(workOrders.date), asc(workOrders.sequence), asc(workOrders.number));
  const crewIds = [...new Set(done.flatMap((order) => (order.crewId ? [order.crewId] : [])))];
  if (done.length === 0 || crewIds.length === 0) return;
  const members = await db
    .select({ crewId: crewMembers.crewId, employee: employees })
    .from(crewMembers)
    .innerJoin(employees, and(eq(employees.companyId, crewMembers.companyId), eq(employees.id, crewMembers.employeeId)))
    .where(and(eq(crewMembers.companyId, companyId), inArray(crewMembers.crewId, crewIds)))
    .orderBy(asc(employees.employeeId));
  const [spray] = await db
    .select({ id: products.id, name: products.name, unitCost: products.unitCost })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.unit, 'gal'), eq(products.category, 'herbicide')))
    .orderBy(asc(products.name))
    .limit(1);
  // The route's first stop (the first day's, by order number): the demo mowing job's orders, whose warranty callback
  // (seed/tickets.ts) costs the job more again.
  const tightJobId = done.find((order) => order.jobId !== null && order.sequence === 0)?.jobId ?? null;

  const entries: Array<typeof workOrderTimeEntries.$inferInsert> = [];
  const uses: Array<typeof workOrderMaterials.$inferInsert> = [];
  for (const order of done) {
    const crew = members.filter((member) => member.crewId === order.crewId);
    if (crew.length === 0 || !order.startedAt || !order.date) continue;
    const share = order.jobId !== null && order.jobId === tightJobId ? OVER_BUDGET : ON_ROUTE;
    const each = Math.max(Math.round((minutesOf(Number(order.budgetedHours)) * share) / crew.length), 15);
    for (const { employee } of crew) {
      entries.push({
        companyId,
        workOrderId: order.id,
        employeeId: employee.id,
        workDate: order.date,
        clockIn: order.startedAt,
        clockOut: new Date(order.startedAt.getTime() + each * 60_000),
        minutes: each,
        hourlyCost: hourlyLaborCost({ payType: employee.payType, payRate: Number(employee.payRate), laborBurdenPercent: Number(employee.laborBurdenPercent) }).toFixed(4),
        approvedAt: order.date < thisMonday ? now : null,
        approvedBy: order.date < thisMonday ? userId : null,
        createdBy: userId,
      });
    }
    if (spray) uses.push({ companyId, workOrderId: order.id, productId: spray.id, name: spray.name, quantity: SPRAY_GALLONS_PER_STOP, unitCost: spray.unitCost });
  }
  await db.transaction(async (tx) => {
    if (entries.length) await tx.insert(workOrderTimeEntries).values(entries);
    if (uses.length) await tx.insert(workOrderMaterials).values(uses);
    // The last day worked: one stop left a note for the office.
    const last = done[done.length - 1]!;
    await tx
      .update(workOrders)
      .set({ statusNote: 'Back gate latch is broken; told the client. Clippings bagged at their request.' })
      .where(and(eq(workOrders.companyId, companyId), eq(workOrders.id, last.id)));
  });
}
