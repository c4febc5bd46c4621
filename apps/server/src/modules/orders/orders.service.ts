import {
  UNASSIGNED_CREW,
  VISIT_HAS_WORK_ORDER_MESSAGE,
  WORK_ORDER_NOT_FOUND_MESSAGE,
  WORK_ORDER_STARTED_DELETE_MESSAGE,
  WORK_ORDER_STARTED_REPLAN_MESSAGE,
  bulkWorkOrderRefusedMessage,
  isNotStarted,
  isOverdue,
  planningStatus,
  type BulkWorkOrderValues,
  type Costing,
  type CreateWorkOrderValues,
  type ListWorkOrdersValues,
  type UpdateWorkOrderValues,
  type WorkOrder,
  type WorkOrderListItem,
  type WorkOrderStatus,
} from '@groundwork/domain/orders';
import { isOfficeRole } from '@groundwork/domain/auth';
import type { Pagination } from '@groundwork/domain/shared';
import { and, asc, count, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyInformation, crews, customerProperties, customers, jobs, jobVisits, services, workOrders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/company-lock';
import { companyToday } from '../../lib/company-today';
import { usableTimeZone } from '../../lib/dates';
import { isUniqueViolation } from '../../lib/db-errors';
import { orderCosting } from '../../lib/job-costing';
import { pageTotal } from '../../lib/page-total';
import { isSameVersion } from '../../lib/stale-write';
import {
  crewSizeOf,
  endOfRoute,
  lockedOrder,
  lockJobs,
  touchJobs,
  movedStatusFields,
  nextVersion,
  requestedMove,
  syncVisitWithOrder,
  takeWorkOrderNumbers,
  visitOrderValues,
  type WorkOrderRow,
} from '../../lib/work-orders';
import { publishEvent, workOrderEventData } from '../../lib/webhook-events';
import type { RequestContext } from '../../plugins/auth';
import { renderWorkOrderSheet } from './work-order-sheet';

type Executor = Db;

/** A job's order keeps the job's title and price (they are the job's, per visit). */
export const JOB_ORDER_KEEPS_JOB_FIELDS_MESSAGE = "A job's work order keeps the job's title and price.";

export const orderNotFound = () => new AppError('NOT_FOUND', WORK_ORDER_NOT_FOUND_MESSAGE);
export const notFoundField = (field: string, what: string) => new AppError('NOT_FOUND', `${what} not found.`, { fieldErrors: { [field]: [`${what} not found`] } });
const refusedField = (field: string, message: string) => new AppError('BUSINESS_RULE', message, { fieldErrors: { [field]: [message] } });
const cents = (value: number | string) => Math.round(Number(value) * 100);

/** "4521 Bryant Ave S, Minneapolis, MN 55419" ('' without a property). */
export function addressLine(property: { street: string | null; street2: string | null; city: string | null; state: string | null; zipCode: string | null }): string {
  const stateZip = [property.state, property.zipCode].filter(Boolean).join(' ');
  const cityLine = [property.city, stateZip].filter(Boolean).join(', ');
  return [property.street, property.street2, cityLine].filter((part) => part && part.trim() !== '').join(', ');
}

const customerJoin = and(eq(customers.companyId, workOrders.companyId), eq(customers.id, workOrders.customerId));
const propertyJoin = and(eq(customerProperties.companyId, workOrders.companyId), eq(customerProperties.id, workOrders.propertyId));
const crewJoin = and(eq(crews.companyId, workOrders.companyId), eq(crews.id, workOrders.crewId));
const jobJoin = and(eq(jobs.companyId, workOrders.companyId), eq(jobs.id, workOrders.jobId));

const listColumns = {
  id: workOrders.id,
  number: workOrders.number,
  customerId: workOrders.customerId,
  customerName: sql<string>`coalesce(${customers.displayName}, '')`,
  propertyId: workOrders.propertyId,
  street: customerProperties.street,
  street2: customerProperties.street2,
  city: customerProperties.city,
  state: customerProperties.state,
  zipCode: customerProperties.zipCode,
  jobId: workOrders.jobId,
  jobVisitId: workOrders.jobVisitId,
  serviceId: workOrders.serviceId,
  title: workOrders.title,
  crewId: workOrders.crewId,
  crewName: crews.name,
  date: workOrders.date,
  startTime: workOrders.startTime,
  sequence: workOrders.sequence,
  budgetedHours: workOrders.budgetedHours,
  crewSize: workOrders.crewSize,
  status: workOrders.status,
  reason: workOrders.reason,
  price: workOrders.price,
  updatedAt: workOrders.updatedAt,
};

const detailColumns = {
  ...listColumns,
  lines: workOrders.lines,
  instructions: workOrders.instructions,
  statusNote: workOrders.statusNote,
  jobNotes: sql<string>`coalesce(${jobs.notes}, '')`,
  startedAt: workOrders.startedAt,
  completedAt: workOrders.completedAt,
  createdAt: workOrders.createdAt,
};

interface ListRow {
  id: string;
  number: number;
  customerId: string;
  customerName: string;
  propertyId: string | null;
  street: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  jobId: string | null;
  jobVisitId: string | null;
  serviceId: string | null;
  title: string;
  crewId: string | null;
  crewName: string | null;
  date: string | null;
  startTime: string | null;
  sequence: number;
  budgetedHours: string;
  crewSize: number;
  status: WorkOrderStatus;
  reason: WorkOrderRow['reason'];
  price: string;
  updatedAt: Date;
}

function listView(row: ListRow, today: string): WorkOrderListItem {
  return {
    id: row.id,
    number: row.number,
    customerId: row.customerId,
    customerName: row.customerName,
    propertyId: row.propertyId,
    address: addressLine(row),
    jobId: row.jobId,
    jobVisitId: row.jobVisitId,
    serviceId: row.serviceId,
    title: row.title,
    crewId: row.crewId,
    crewName: row.crewName,
    date: row.date,
    startTime: row.startTime,
    sequence: row.sequence,
    budgetedHours: Number(row.budgetedHours),
    crewSize: row.crewSize,
    status: row.status,
    reason: row.reason,
    price: Number(row.price),
    overdue: isOverdue(row, today),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The list's filters. The search looks in the order's own search text (WO-number and title), and in the customers
 * and properties whose search text matches (each found once through its trigram index, a hashed set per query).
 */
function listConditions(companyId: string, query: ListWorkOrdersValues): Array<SQL | undefined> {
  const search = query.search?.trim().toLowerCase();
  const pattern = search ? containsPattern(search) : undefined;
  return [
    query.status === 'open'
      ? inArray(workOrders.status, ['unscheduled', 'scheduled', 'in_progress'])
      : query.status
        ? eq(workOrders.status, query.status)
        : undefined,
    query.crewId === UNASSIGNED_CREW ? isNull(workOrders.crewId) : query.crewId ? eq(workOrders.crewId, query.crewId) : undefined,
    query.customerId ? eq(workOrders.customerId, query.customerId) : undefined,
    query.serviceId ? eq(workOrders.serviceId, query.serviceId) : undefined,
    query.from ? gte(workOrders.date, query.from) : undefined,
    query.to ? lte(workOrders.date, query.to) : undefined,
    pattern
      ? or(
          sql`${workOrders.searchText} like ${pattern}`,
          sql`${workOrders.customerId} in (select id from customers where company_id = ${companyId} and search_text like ${pattern})`,
          sql`${workOrders.propertyId} in (select id from customer_properties where company_id = ${companyId} and search_text like ${pattern})`,
        )
      : undefined,
  ];
}

export async function readOrder(executor: Executor, companyId: string, id: string, today: string): Promise<WorkOrder> {
  const [row] = await executor
    .select(detailColumns)
    .from(workOrders)
    .leftJoin(customers, customerJoin)
    .leftJoin(customerProperties, propertyJoin)
    .leftJoin(crews, crewJoin)
    .leftJoin(jobs, jobJoin)
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.id, id)))
    .limit(1);
  if (!row) throw orderNotFound();
  return {
    ...listView(row, today),
    lines: row.lines,
    instructions: row.instructions,
    statusNote: row.statusNote,
    jobNotes: row.jobNotes,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function readListItems(executor: Executor, companyId: string, ids: readonly string[], today: string): Promise<WorkOrderListItem[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select(listColumns)
    .from(workOrders)
    .leftJoin(customers, customerJoin)
    .leftJoin(customerProperties, propertyJoin)
    .leftJoin(crews, crewJoin)
    .where(and(eq(workOrders.companyId, companyId), inArray(workOrders.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, listView(row, today)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function requireCustomer(executor: Executor, companyId: string, customerId: string) {
  const [row] = await executor
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)))
    .limit(1);
  if (!row) throw notFoundField('customerId', 'Customer');
  return row;
}

/** `propertyId` must be the customer's (404 otherwise); left out, the customer's primary property; null, none. */
async function propertyFor(executor: Executor, companyId: string, customerId: string, propertyId: string | null | undefined): Promise<string | null> {
  if (propertyId === null) return null;
  const [row] = await executor
    .select({ id: customerProperties.id })
    .from(customerProperties)
    .where(
      and(
        eq(customerProperties.companyId, companyId),
        eq(customerProperties.customerId, customerId),
        propertyId ? eq(customerProperties.id, propertyId) : eq(customerProperties.isPrimary, true),
      ),
    )
    .limit(1);
  if (!row && propertyId) throw notFoundField('propertyId', 'Property');
  return row?.id ?? null;
}

export async function requireCrew(executor: Executor, companyId: string, crewId: string | null | undefined): Promise<void> {
  if (!crewId) return;
  const [row] = await executor
    .select({ id: crews.id })
    .from(crews)
    .where(and(eq(crews.companyId, companyId), eq(crews.id, crewId)))
    .limit(1);
  if (!row) throw notFoundField('crewId', 'Crew');
}

async function requireService(executor: Executor, companyId: string, serviceId: string | null | undefined): Promise<void> {
  if (!serviceId) return;
  const [row] = await executor
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.companyId, companyId), eq(services.id, serviceId)))
    .limit(1);
  if (!row) throw notFoundField('serviceId', 'Service');
}

export interface WorkOrderSheet {
  number: number;
  pdf: Buffer;
}

export function createOrdersService(db: Db) {
  /** The order of a job's visit: everything from the job, the plan from the request (date: the visit's by default). */
  async function createFromVisit(ctx: RequestContext, input: CreateWorkOrderValues & { jobVisitId: string }): Promise<WorkOrder> {
    // Ids named besides the visit are not used (the job decides), but another company's are still not found.
    if (input.customerId) await requireCustomer(db, ctx.companyId, input.customerId);
    if (input.customerId && input.propertyId) await propertyFor(db, ctx.companyId, input.customerId, input.propertyId);
    await requireService(db, ctx.companyId, input.serviceId);
    await requireCrew(db, ctx.companyId, input.crewId);
    const today = await companyToday(db, ctx.companyId);
    try {
      return await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ visit: jobVisits, job: jobs })
          .from(jobVisits)
          .innerJoin(jobs, and(eq(jobs.companyId, jobVisits.companyId), eq(jobs.id, jobVisits.jobId)))
          .where(and(eq(jobVisits.companyId, ctx.companyId), eq(jobVisits.id, input.jobVisitId)))
          .limit(1);
        if (!found) throw notFoundField('jobVisitId', 'Visit');
        await lockJobs(tx, ctx.companyId, [found.job.id]);
        const [existing] = await tx
          .select({ id: workOrders.id })
          .from(workOrders)
          .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.jobVisitId, input.jobVisitId)))
          .limit(1);
        if (existing) throw new AppError('CONFLICT', VISIT_HAS_WORK_ORDER_MESSAGE);

        const now = new Date();
        const crewId = input.crewId ?? null;
        const date = input.date !== undefined ? input.date : found.visit.instanceDate;
        const plan = { date, crewId };
        // The order starts where its visit stands: a visit already under way or done is not planned again.
        const status: WorkOrderStatus = found.visit.status === 'scheduled' ? 'scheduled' : found.visit.status;
        const fields = movedStatusFields({ startedAt: null }, status, plan, now, status === 'cancelled' ? 'other' : null);
        const [number] = await takeWorkOrderNumbers(tx, ctx.companyId, 1);
        const [row] = await tx
          .insert(workOrders)
          .values({
            ...visitOrderValues(found.job, found.visit, number!, ctx.userId),
            crewId,
            date,
            startTime: input.startTime ?? null,
            sequence: crewId && date ? await endOfRoute(tx, ctx.companyId, crewId, date) : 0,
            budgetedHours: input.budgetedHours !== undefined ? input.budgetedHours.toFixed(2) : found.job.estimatedDuration,
            crewSize: input.crewSize ?? (await crewSizeOf(tx, ctx.companyId, crewId)),
            instructions: input.instructions ?? '',
            ...fields,
          })
          .returning();
        await syncVisitWithOrder(tx, row!, now);
        await touchJobs(tx, ctx.companyId, [found.job.id], now);
        return readOrder(tx, ctx.companyId, row!.id, today);
      });
    } catch (error) {
      // The job's row lock makes a second create wait and see the first order; the unique index is the backstop.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', VISIT_HAS_WORK_ORDER_MESSAGE);
      throw error;
    }
  }

  /** A one-off order for a customer (no job): what the request says, unscheduled until it has a crew and a date. */
  async function createOneOff(ctx: RequestContext, input: CreateWorkOrderValues & { customerId: string; title: string }): Promise<WorkOrder> {
    await requireCustomer(db, ctx.companyId, input.customerId);
    const propertyId = await propertyFor(db, ctx.companyId, input.customerId, input.propertyId);
    await requireService(db, ctx.companyId, input.serviceId);
    await requireCrew(db, ctx.companyId, input.crewId);
    const today = await companyToday(db, ctx.companyId);
    return db.transaction(async (tx) => {
      const crewId = input.crewId ?? null;
      const date = input.date ?? null;
      const [number] = await takeWorkOrderNumbers(tx, ctx.companyId, 1);
      const [row] = await tx
        .insert(workOrders)
        .values({
          companyId: ctx.companyId,
          number: number!,
          customerId: input.customerId,
          propertyId,
          serviceId: input.serviceId ?? null,
          title: input.title,
          lines: [],
          crewId,
          date,
          startTime: input.startTime ?? null,
          sequence: crewId && date ? await endOfRoute(tx, ctx.companyId, crewId, date) : 0,
          budgetedHours: (input.budgetedHours ?? 0).toFixed(2),
          crewSize: input.crewSize ?? (await crewSizeOf(tx, ctx.companyId, crewId)),
          instructions: input.instructions ?? '',
          status: planningStatus({ date, crewId }),
          price: (input.price ?? 0).toFixed(2),
          createdBy: ctx.userId,
        })
        .returning({ id: workOrders.id });
      return readOrder(tx, ctx.companyId, row!.id, today);
    });
  }

  return {
    /** One page of the company's orders by date (undated last), crew, route position and number. */
    async list(ctx: RequestContext, query: ListWorkOrdersValues): Promise<{ orders: WorkOrderListItem[]; pagination: Pagination }> {
      // A filter naming another company's record is as unknown as its records (404), like the other lists.
      if (query.customerId) await requireCustomer(db, ctx.companyId, query.customerId);
      if (query.crewId !== UNASSIGNED_CREW) await requireCrew(db, ctx.companyId, query.crewId);
      await requireService(db, ctx.companyId, query.serviceId);
      const { page, limit } = query;
      const where = and(eq(workOrders.companyId, ctx.companyId), ...listConditions(ctx.companyId, query));
      const today = await companyToday(db, ctx.companyId);
      // The page's ids first, sorted with only the crews joined (a handful of rows), then the page's rows with their
      // customers and properties: a deep page then sorts ids, not 20,000 joined customer rows.
      const ids = await db
        .select({ id: workOrders.id })
        .from(workOrders)
        .leftJoin(crews, crewJoin)
        .where(where)
        .orderBy(sql`${workOrders.date} asc nulls last`, sql`${crews.name} asc nulls last`, asc(workOrders.sequence), asc(workOrders.number))
        .limit(limit)
        .offset((page - 1) * limit);
      const orders = await readListItems(
        db,
        ctx.companyId,
        ids.map((row) => row.id),
        today,
      );
      const total = await pageTotal(page, limit, ids.length, async () => {
        const [counted] = await db.select({ total: count() }).from(workOrders).where(where);
        return Number(counted?.total ?? 0);
      });
      return { orders, pagination: { page, limit, total } };
    },

    async get(ctx: RequestContext, id: string): Promise<WorkOrder> {
      return readOrder(db, ctx.companyId, id, await companyToday(db, ctx.companyId));
    },

    /** GET /orders/{id}: the order and its job costing (none for a crew leader, who never sees costs or pay). */
    async getWithCosting(ctx: RequestContext, id: string): Promise<{ order: WorkOrder; costing: Costing | null }> {
      const order = await readOrder(db, ctx.companyId, id, await companyToday(db, ctx.companyId));
      return { order, costing: isOfficeRole(ctx.role) ? await orderCosting(db, ctx.companyId, id) : null };
    },

    /** POST /orders: the order of a job's visit (409 when it has one), or a one-off order for a customer. */
    create(ctx: RequestContext, input: CreateWorkOrderValues): Promise<WorkOrder> {
      if (input.jobVisitId) return createFromVisit(ctx, { ...input, jobVisitId: input.jobVisitId });
      // The schema makes customerId and title required without a visit.
      return createOneOff(ctx, { ...input, customerId: input.customerId!, title: input.title! });
    },

    /**
     * PUT /orders/{id}: the fields sent change, against the version the client loaded (409 when stale; the row is
     * locked, so of two saves of one version one wins). The plan (crew, date) changes only while the order has not
     * started, or as it is reopened; a not-started order's status follows its plan. The visit follows its order.
     */
    async update(ctx: RequestContext, id: string, input: UpdateWorkOrderValues): Promise<WorkOrder> {
      await requireCrew(db, ctx.companyId, input.crewId);
      const today = await companyToday(db, ctx.companyId);
      return db.transaction(async (tx) => {
        const current = await lockedOrder(tx, ctx.companyId, id);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        if (current.jobId && input.title !== undefined && input.title !== current.title) throw refusedField('title', JOB_ORDER_KEEPS_JOB_FIELDS_MESSAGE);
        if (current.jobId && input.price !== undefined && cents(input.price) !== cents(current.price)) throw refusedField('price', JOB_ORDER_KEEPS_JOB_FIELDS_MESSAGE);

        const move = input.status !== undefined ? requestedMove(current.status, input.status) : null;
        const crewId = input.crewId !== undefined ? input.crewId : current.crewId;
        const date = input.date !== undefined ? input.date : current.date;
        const crewChanged = crewId !== current.crewId;
        const dateChanged = date !== current.date;
        if ((crewChanged || dateChanged) && !isNotStarted(current.status) && move !== 'scheduled') {
          const fields = [...(crewChanged ? ['crewId'] : []), ...(dateChanged ? ['date'] : [])];
          throw new AppError('BUSINESS_RULE', WORK_ORDER_STARTED_REPLAN_MESSAGE, {
            fieldErrors: Object.fromEntries(fields.map((field) => [field, [WORK_ORDER_STARTED_REPLAN_MESSAGE]])),
          });
        }

        const now = new Date();
        const plan = { date, crewId };
        const statusFields = move
          ? movedStatusFields(current, move, plan, now, input.reason ?? null)
          : isNotStarted(current.status)
            ? { status: planningStatus(plan) }
            : (current.status === 'cancelled' || current.status === 'skipped') && input.reason
              ? { reason: input.reason }
              : {};
        const sequence =
          input.sequence ?? ((crewChanged || dateChanged) && crewId && date ? await endOfRoute(tx, ctx.companyId, crewId, date, id) : current.sequence);
        const [row] = await tx
          .update(workOrders)
          .set({
            ...(input.title !== undefined ? { title: input.title } : {}),
            ...(input.price !== undefined ? { price: input.price.toFixed(2) } : {}),
            crewId,
            date,
            sequence,
            ...(input.startTime !== undefined ? { startTime: input.startTime } : {}),
            ...(input.budgetedHours !== undefined ? { budgetedHours: input.budgetedHours.toFixed(2) } : {}),
            ...(input.crewSize !== undefined ? { crewSize: input.crewSize } : {}),
            ...(input.instructions !== undefined ? { instructions: input.instructions } : {}),
            ...(input.statusNote !== undefined ? { statusNote: input.statusNote } : {}),
            ...statusFields,
            updatedAt: nextVersion(current.updatedAt),
          })
          .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.id, id)))
          .returning();
        if (row!.status !== current.status || row!.date !== current.date) {
          await syncVisitWithOrder(tx, row!, now);
          await touchJobs(tx, ctx.companyId, [row!.jobId], now);
        }
        if (row!.status === 'completed' && current.status !== 'completed') await publishEvent(tx, ctx.companyId, 'work_order.completed', workOrderEventData(row!));
        return readOrder(tx, ctx.companyId, id, today);
      });
    },

    /** Only an order that never started goes (its visit stays, without an order); any other is cancelled instead. */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        const current = await lockedOrder(tx, ctx.companyId, id);
        if (!isNotStarted(current.status) || current.startedAt !== null) throw new AppError('BUSINESS_RULE', WORK_ORDER_STARTED_DELETE_MESSAGE);
        await tx.delete(workOrders).where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.id, id)));
        return { id };
      });
    },

    /**
     * POST /orders/bulk: one action on every chosen order, or on none: an id the company does not have is 404, and
     * when any chosen order has started or ended the whole request is refused (422, saying how many).
     */
    async bulk(ctx: RequestContext, input: BulkWorkOrderValues): Promise<WorkOrderListItem[]> {
      if (input.action === 'assign_crew') await requireCrew(db, ctx.companyId, input.crewId);
      const today = await companyToday(db, ctx.companyId);
      return db.transaction(async (tx) => {
        const inChosen = and(eq(workOrders.companyId, ctx.companyId), inArray(workOrders.id, input.ids));
        const heads = await tx.select({ jobId: workOrders.jobId }).from(workOrders).where(inChosen);
        if (heads.length !== input.ids.length) throw orderNotFound();
        await lockJobs(
          tx,
          ctx.companyId,
          heads.map((head) => head.jobId),
        );
        const rows = await tx.select().from(workOrders).where(inChosen).orderBy(asc(workOrders.id)).for('update');
        if (rows.length !== input.ids.length) throw orderNotFound();
        const refused = rows.filter((row) => !isNotStarted(row.status)).length;
        if (refused > 0) throw new AppError('BUSINESS_RULE', bulkWorkOrderRefusedMessage(refused, input.action));

        const now = new Date();
        const version = sql`greatest(${now.toISOString()}::timestamptz, ${workOrders.updatedAt} + interval '1 millisecond')`;
        if (input.action === 'assign_crew') {
          const crewId = input.crewId ?? null;
          await tx
            .update(workOrders)
            .set({
              crewId,
              status: crewId === null ? 'unscheduled' : sql`case when ${workOrders.date} is null then 'unscheduled' else 'scheduled' end`,
              updatedAt: version,
            })
            .where(inChosen);
        } else if (input.action === 'set_date') {
          const date = input.date ?? null;
          await tx
            .update(workOrders)
            .set({
              date,
              status: date === null ? 'unscheduled' : sql`case when ${workOrders.crewId} is null then 'unscheduled' else 'scheduled' end`,
              updatedAt: version,
            })
            .where(inChosen);
        } else {
          await tx
            .update(workOrders)
            .set({
              status: 'cancelled',
              reason: input.reason,
              ...(input.statusNote !== undefined ? { statusNote: input.statusNote } : {}),
              updatedAt: version,
            })
            .where(inChosen);
        }
        // Each visit follows its order, as PUT /orders/{id} keeps it.
        await tx.execute(sql`
          update job_visits v
             set status = case when o.status in ('cancelled', 'skipped') then 'cancelled'
                               when o.status in ('in_progress', 'completed') then o.status else 'scheduled' end,
                 instance_date = coalesce(o.date, v.instance_date),
                 updated_at = ${now.toISOString()}::timestamptz
            from work_orders o
           where o.company_id = ${ctx.companyId} and o.id in (${sql.join(
             input.ids.map((orderId) => sql`${orderId}`),
             sql`, `,
           )})
             and v.company_id = o.company_id and v.id = o.job_visit_id`);
        await touchJobs(
          tx,
          ctx.companyId,
          rows.map((row) => row.jobId),
          now,
        );
        return readListItems(tx, ctx.companyId, input.ids, today);
      });
    },

    /** The crew sheet: what to do where, with blanks for the crew to fill in; never a price, cost or margin. */
    async sheet(ctx: RequestContext, id: string): Promise<WorkOrderSheet> {
      const order = await readOrder(db, ctx.companyId, id, await companyToday(db, ctx.companyId));
      const [company] = await db
        .select({ name: companies.name, details: companyInformation.companyDetails })
        .from(companies)
        .leftJoin(companyInformation, eq(companyInformation.companyId, companies.id))
        .where(eq(companies.id, ctx.companyId))
        .limit(1);
      const details = company?.details;
      const pdf = await renderWorkOrderSheet({
        order,
        companyName: details?.companyDisplayName || details?.companyName || company?.name || '',
        timeZone: usableTimeZone(details?.timeZone),
      });
      return { number: order.number, pdf };
    },
  };
}
