import type { EstimateItem } from '@groundwork/domain/estimates';
import type { VisitStatus } from '@groundwork/domain/jobs';
import {
  FIRST_WORK_ORDER_NUMBER,
  WORK_ORDER_NOT_FOUND_MESSAGE,
  canMoveWorkOrder,
  isNotStarted,
  planningStatus,
  workOrderMoveMessage,
  type WorkOrderLine,
  type WorkOrderReason,
  type WorkOrderStatus,
} from '@groundwork/domain/orders';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { crewMembers, jobs, jobVisits, workOrders } from '../db/schema';
import { AppError } from './app-error';
import { queryRows } from './clients';

/**
 * What the jobs and orders areas share about work orders (kept here so neither module imports the other): numbers,
 * the order a visit gets, how statuses move, and how a visit and its order stay in step.
 */

export type WorkOrderRow = typeof workOrders.$inferSelect;
type JobRow = typeof jobs.$inferSelect;
type VisitRow = typeof jobVisits.$inferSelect;

/** A crew of two when none is chosen yet: the size most maintenance visits are budgeted for. */
export const DEFAULT_CREW_SIZE = 2;

/**
 * Takes the company's next `count` work order numbers; the counter row stays locked until the transaction ends, so
 * numbers are gap-free and unique however many orders are made at once.
 */
export async function takeWorkOrderNumbers(tx: Db, companyId: string, howMany: number): Promise<number[]> {
  if (howMany <= 0) return [];
  const rows = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into work_order_number_counters (company_id, last_number) values (${companyId}, ${FIRST_WORK_ORDER_NUMBER + howMany - 1})
        on conflict (company_id) do update set last_number = work_order_number_counters.last_number + ${howMany}
        returning last_number`,
  );
  const last = Number(rows[0]!.last_number);
  return Array.from({ length: howMany }, (_, index) => last - howMany + 1 + index);
}

/** What the crew does on one visit: the job's lines under its service line, each at its per-visit quantity. */
export function workOrderLinesOf(items: readonly EstimateItem[]): WorkOrderLine[] {
  return items
    .filter((item) => item.parentId !== null)
    .map((item) => ({ itemId: item.id, name: item.name, description: item.description, type: item.type, quantity: item.qty }));
}

/** The crew's head count (at least 1), or the default size without a crew. */
export async function crewSizeOf(executor: Db, companyId: string, crewId: string | null): Promise<number> {
  if (crewId === null) return DEFAULT_CREW_SIZE;
  const [row] = await executor
    .select({ members: count() })
    .from(crewMembers)
    .where(and(eq(crewMembers.companyId, companyId), eq(crewMembers.crewId, crewId)));
  return Math.max(Number(row?.members ?? 0), 1);
}

/** The visit status that follows an order's: planned → scheduled; cancelled and skipped → cancelled. */
export function visitStatusOf(status: WorkOrderStatus): VisitStatus {
  switch (status) {
    case 'unscheduled':
    case 'scheduled':
      return 'scheduled';
    case 'skipped':
      return 'cancelled';
    default:
      return status;
  }
}

export interface StatusFields {
  status: WorkOrderStatus;
  reason: WorkOrderReason | null;
  startedAt: Date | null;
  completedAt: Date | null;
}

/**
 * The status fields after moving to `to` (already allowed): 'scheduled' (and 'unscheduled') means "back to the plan",
 * which the plan decides; starting records when (once); completing records when, and that it started; reopening a
 * completed order forgets its completion. Only cancelled and skipped keep a reason.
 */
export function movedStatusFields(
  order: Pick<WorkOrderRow, 'startedAt'>,
  to: WorkOrderStatus,
  plan: { date: string | null; crewId: string | null },
  now: Date,
  reason: WorkOrderReason | null = null,
): StatusFields {
  switch (to) {
    case 'unscheduled':
    case 'scheduled':
      return { status: planningStatus(plan), reason: null, startedAt: order.startedAt, completedAt: null };
    case 'in_progress':
      return { status: 'in_progress', reason: null, startedAt: order.startedAt ?? now, completedAt: null };
    case 'completed':
      return { status: 'completed', reason: null, startedAt: order.startedAt ?? now, completedAt: now };
    case 'cancelled':
    case 'skipped':
      return { status: to, reason, startedAt: order.startedAt, completedAt: null };
  }
}

/**
 * Whether a requested status moves the order: null when it asks for what the order already is in effect ('scheduled'
 * of an order not started: the plan decides), the target when canMoveWorkOrder allows it; 422 otherwise.
 */
export function requestedMove(from: WorkOrderStatus, to: WorkOrderStatus): WorkOrderStatus | null {
  if (to === 'scheduled' && isNotStarted(from)) return null;
  if (!canMoveWorkOrder(from, to)) throw new AppError('BUSINESS_RULE', workOrderMoveMessage(from, to), { fieldErrors: { status: [workOrderMoveMessage(from, to)] } });
  return to;
}

/** Later than both now and the row's current version, so a stale `updatedAt` can never match again. */
export const nextVersion = (current: Date) => new Date(Math.max(Date.now(), current.getTime() + 1));

/** The visit follows its order: its status, and its date when the order has one. */
export async function syncVisitWithOrder(tx: Db, order: Pick<WorkOrderRow, 'companyId' | 'jobVisitId' | 'status' | 'date'>, now: Date): Promise<void> {
  if (!order.jobVisitId) return;
  await tx
    .update(jobVisits)
    .set({ status: visitStatusOf(order.status), ...(order.date ? { instanceDate: order.date } : {}), updatedAt: now })
    .where(and(eq(jobVisits.companyId, order.companyId), eq(jobVisits.id, order.jobVisitId)));
}

/** The order a visit of `job` gets: the job's customer, property, service, title and lines; the visit's price and date. */
export function visitOrderValues(
  job: Pick<JobRow, 'id' | 'companyId' | 'customerId' | 'propertyId' | 'serviceId' | 'serviceName' | 'estimateItems' | 'estimatedDuration'>,
  visit: Pick<VisitRow, 'id' | 'instanceDate' | 'price'>,
  number: number,
  createdBy: string | null,
): typeof workOrders.$inferInsert {
  return {
    companyId: job.companyId,
    number,
    customerId: job.customerId,
    propertyId: job.propertyId,
    jobId: job.id,
    jobVisitId: visit.id,
    serviceId: job.serviceId,
    title: job.serviceName,
    lines: workOrderLinesOf(job.estimateItems),
    crewId: null,
    date: visit.instanceDate,
    startTime: null,
    sequence: 0,
    budgetedHours: job.estimatedDuration,
    crewSize: DEFAULT_CREW_SIZE,
    status: 'unscheduled',
    price: visit.price,
    createdBy,
  };
}

/**
 * A job made or switched to "create work orders": every visit still to do (scheduled) without an order gets one,
 * unscheduled on the visit's date until the office gives it a crew.
 */
export async function createVisitOrders(tx: Db, jobId: string, companyId: string, createdBy: string | null): Promise<number> {
  const [job] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)))
    .limit(1);
  if (!job) return 0;
  const visits = await tx
    .select({ id: jobVisits.id, instanceDate: jobVisits.instanceDate, price: jobVisits.price })
    .from(jobVisits)
    .leftJoin(workOrders, and(eq(workOrders.companyId, jobVisits.companyId), eq(workOrders.jobVisitId, jobVisits.id)))
    .where(and(eq(jobVisits.companyId, companyId), eq(jobVisits.jobId, jobId), eq(jobVisits.status, 'scheduled'), isNull(workOrders.id)))
    .orderBy(asc(jobVisits.instanceDate), asc(jobVisits.createdAt));
  if (visits.length === 0) return 0;
  const numbers = await takeWorkOrderNumbers(tx, companyId, visits.length);
  const made = await tx
    .insert(workOrders)
    .values(visits.map((visit, index) => visitOrderValues(job, visit, numbers[index]!, createdBy)))
    .returning({ id: workOrders.id });
  if (job.roundId) await followRound(tx, companyId, { orderIds: made.map((order) => order.id) }, new Date());
  return visits.length;
}

/** Which orders a round update reaches (null: none), with the job as `j`. */
function roundScope(scope: { orderIds: readonly string[] } | { jobId: string } | { roundId: string }): SQL | null {
  if ('orderIds' in scope) {
    if (scope.orderIds.length === 0) return null;
    return sql`work_orders.id in (${sql.join(scope.orderIds.map((id) => sql`${id}::uuid`), sql`, `)})`;
  }
  if ('jobId' in scope) return sql`j.id = ${scope.jobId}`;
  return sql`j.round_id = ${scope.roundId}`;
}

/**
 * The work orders of a round's jobs take their property's position on the round as their route sequence, so the board
 * shows them in the round's order. Only orders not started move; orders whose property is not on the round keep
 * theirs. Scope: the orders just made, one job's orders (it joined a round), or every order of a round (its stops
 * were reordered).
 */
export async function followRoundOrder(
  tx: Db,
  companyId: string,
  scope: { orderIds: readonly string[] } | { jobId: string } | { roundId: string },
  now: Date,
): Promise<void> {
  const which = roundScope(scope);
  if (which === null) return;
  await tx.execute(sql`
    update work_orders
       set sequence = s.position,
           updated_at = greatest(${now.toISOString()}::timestamptz, work_orders.updated_at + interval '1 millisecond')
      from jobs j
      join round_stops s on s.company_id = j.company_id and s.round_id = j.round_id
     where work_orders.company_id = ${companyId} and j.company_id = work_orders.company_id and j.id = work_orders.job_id
       and s.property_id = work_orders.property_id
       and work_orders.status in ('unscheduled', 'scheduled') and work_orders.sequence <> s.position
       and ${which}`);
}

/**
 * The work orders of a round's jobs that are not started and have no crew take the round's crew (and its head count),
 * so they are scheduled on their date. A crew a dispatcher set is never replaced; a round without a crew changes
 * nothing. Same scopes as followRoundOrder.
 */
export async function followRoundCrew(
  tx: Db,
  companyId: string,
  scope: { orderIds: readonly string[] } | { jobId: string } | { roundId: string },
  now: Date,
): Promise<void> {
  const which = roundScope(scope);
  if (which === null) return;
  await tx.execute(sql`
    update work_orders
       set crew_id = r.crew_id,
           crew_size = greatest((select count(*) from crew_members m where m.company_id = r.company_id and m.crew_id = r.crew_id), 1),
           status = case when work_orders.date is null then 'unscheduled' else 'scheduled' end,
           updated_at = greatest(${now.toISOString()}::timestamptz, work_orders.updated_at + interval '1 millisecond')
      from jobs j
      join rounds r on r.company_id = j.company_id and r.id = j.round_id
     where work_orders.company_id = ${companyId} and j.company_id = work_orders.company_id and j.id = work_orders.job_id
       and r.crew_id is not null and work_orders.crew_id is null
       and work_orders.status in ('unscheduled', 'scheduled')
       and ${which}`);
}

/** A job's orders follow its round: the round's order (followRoundOrder) and its crew (followRoundCrew). */
export async function followRound(
  tx: Db,
  companyId: string,
  scope: { orderIds: readonly string[] } | { jobId: string },
  now: Date,
): Promise<void> {
  await followRoundOrder(tx, companyId, scope, now);
  await followRoundCrew(tx, companyId, scope, now);
}

/**
 * A visit's status set on the job (PUT /jobs/{id}/visits/{visitId}) moves its order the same way, along the order's
 * moves (422 when the order cannot make it: a completed order is reopened before it is cancelled). Call with the
 * job row locked; the visit's own row is written by the caller.
 */
export async function moveVisitOrder(tx: Db, companyId: string, visitId: string, visitStatus: VisitStatus, now: Date): Promise<void> {
  const [order] = await tx
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.jobVisitId, visitId)))
    .for('update')
    .limit(1);
  if (!order || visitStatusOf(order.status) === visitStatus) return;
  // The visit's status is the order status it asks for ('scheduled' reopens the order to its plan).
  const to = requestedMove(order.status, visitStatus);
  if (to === null) return;
  const fields = movedStatusFields(order, to, order, now, to === 'cancelled' ? 'other' : null);
  await tx
    .update(workOrders)
    .set({ ...fields, updatedAt: nextVersion(order.updatedAt) })
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.id, order.id)));
}

/**
 * A job cancelled: its orders not started are cancelled too (their visits, still scheduled, were just cancelled;
 * an order not started always has a scheduled visit).
 */
export async function cancelJobOrders(tx: Db, companyId: string, jobId: string, now: Date): Promise<void> {
  await tx
    .update(workOrders)
    .set({
      status: 'cancelled',
      reason: 'other',
      statusNote: sql`case when ${workOrders.statusNote} = '' then 'The job was cancelled.' else ${workOrders.statusNote} end`,
      updatedAt: now,
    })
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.jobId, jobId), inArray(workOrders.status, ['unscheduled', 'scheduled'])));
}

/** A job re-planned: its not-started, dated orders move with their visits (the visits already carry the new dates). */
export async function moveOrdersWithVisits(tx: Db, companyId: string, jobId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    update work_orders set date = v.instance_date, updated_at = ${now.toISOString()}::timestamptz
      from job_visits v
     where work_orders.company_id = ${companyId} and work_orders.job_id = ${jobId}
       and v.company_id = work_orders.company_id and v.id = work_orders.job_visit_id
       and work_orders.status in ('unscheduled', 'scheduled') and work_orders.date is not null
       and work_orders.date <> v.instance_date`);
}

/** A crew deleted: its orders that had not started lose their schedule (the foreign key then clears the crew). */
export async function unscheduleCrewOrders(tx: Db, companyId: string, crewId: string, now: Date): Promise<void> {
  await tx
    .update(workOrders)
    .set({ crewId: null, status: 'unscheduled', updatedAt: now })
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.crewId, crewId), eq(workOrders.status, 'scheduled')));
}

/** Locks jobs before their orders, the order the jobs area takes them in, so the two never wait on each other. */
export async function lockJobs(tx: Db, companyId: string, jobIds: readonly (string | null)[]): Promise<void> {
  const ids = [...new Set(jobIds.filter((id): id is string => id !== null))].sort();
  if (ids.length === 0) return;
  await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), inArray(jobs.id, ids)))
    .orderBy(asc(jobs.id))
    .for('update');
}

/** A visit changed through its order changes its job: the job's version moves, as when the visit is set on the job. */
export async function touchJobs(tx: Db, companyId: string, jobIds: readonly (string | null)[], now: Date): Promise<void> {
  const ids = [...new Set(jobIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  await tx
    .update(jobs)
    .set({ updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${jobs.updatedAt} + interval '1 millisecond')` })
    .where(and(eq(jobs.companyId, companyId), inArray(jobs.id, ids)));
}

/** The order `id`, locked, after its job (when it has one). */
export async function lockedOrder(tx: Db, companyId: string, id: string): Promise<WorkOrderRow> {
  const [head] = await tx
    .select({ jobId: workOrders.jobId })
    .from(workOrders)
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.id, id)))
    .limit(1);
  if (!head) throw new AppError('NOT_FOUND', WORK_ORDER_NOT_FOUND_MESSAGE);
  await lockJobs(tx, companyId, [head.jobId]);
  const [row] = await tx
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.id, id)))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', WORK_ORDER_NOT_FOUND_MESSAGE);
  return row;
}

/** The next place in a crew's route that day (0 for the first order). */
export async function endOfRoute(executor: Db, companyId: string, crewId: string, date: string, except?: string): Promise<number> {
  const [row] = await executor
    .select({ next: sql<number>`coalesce(max(${workOrders.sequence}) + 1, 0)::int` })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.companyId, companyId),
        eq(workOrders.crewId, crewId),
        eq(workOrders.date, date),
        except ? sql`${workOrders.id} <> ${except}` : undefined,
      ),
    );
  return Number(row?.next ?? 0);
}
