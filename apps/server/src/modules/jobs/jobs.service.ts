import {
  ESTIMATE_ALREADY_CONVERTED_MESSAGE,
  ESTIMATE_NOT_APPROVED_MESSAGE,
  JOB_HAS_COMPLETED_VISITS_MESSAGE,
  JOB_NOT_FOUND_MESSAGE,
  JOB_PRICE_REQUIRED_MESSAGE,
  JOB_STARTED_DATE_MESSAGE,
  estimateJobPlans,
  jobBreakdown,
  LEAD_ESTIMATE_CONVERT_MESSAGE,
  NOT_A_SERVICE_OF_ESTIMATE_MESSAGE,
  SCHEDULE_EVERY_SERVICE_MESSAGE,
  visitDates,
  visitPrices,
  type ConvertEstimateValues,
  type CreateJobValues,
  type Job,
  type JobListItem,
  type JobStatus,
  type ListJobsQuery,
  type UpdateJobValues,
  type VisitFrequency,
} from '@groundwork/domain/jobs';
import { isOfficeRole } from '@groundwork/domain/auth';
import type { JobCosting } from '@groundwork/domain/jobs';
import { monthsOfVisits } from '@groundwork/domain/invoices';
import { priceFromRateMatrix } from '@groundwork/domain/services';
import { divideHalfUp, fromUnits, roundTo, toUnits } from '@groundwork/domain/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerProperties, customers, estimates, jobs, jobVisits, rounds, services } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { jobCosting } from '../../lib/job-costing';
import { recordEstimateActivity, userActorName } from '../../lib/estimate-activity';
import { isSameVersion } from '../../lib/stale-write';
import { cancelJobOrders, createVisitOrders, followRound, moveOrdersWithVisits, moveVisitOrder } from '../../lib/work-orders';
import type { RequestContext } from '../../plugins/auth';

type Executor = Db;
type JobRow = typeof jobs.$inferSelect;
type VisitRow = typeof jobVisits.$inferSelect;

const jobNotFound = () => new AppError('NOT_FOUND', JOB_NOT_FOUND_MESSAGE);
const estimateNotFound = () => new AppError('NOT_FOUND', 'Estimate not found.');
const customerNotFound = () => new AppError('NOT_FOUND', 'Customer not found.', { fieldErrors: { customerId: ['Customer not found'] } });
const propertyNotFound = () => new AppError('NOT_FOUND', 'Property not found.', { fieldErrors: { propertyId: ['Property not found'] } });
const serviceNotFound = () => new AppError('NOT_FOUND', 'Service not found.', { fieldErrors: { serviceId: ['Service not found'] } });
const visitNotFound = () => new AppError('NOT_FOUND', 'Visit not found.');
const roundNotFound = (field: string) => new AppError('NOT_FOUND', 'Round not found.', { fieldErrors: { [field]: ['Round not found'] } });

/** A round of the company (another company's round → 404 on the field, `roundId` unless named). */
async function assertRound(executor: Executor, companyId: string, roundId: string | null, field = 'roundId'): Promise<void> {
  if (roundId === null) return;
  const [row] = await executor
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.companyId, companyId), eq(rounds.id, roundId)))
    .limit(1);
  if (!row) throw roundNotFound(field);
}

/** Later than both now and the row's current version, so a stale `updatedAt` can never match again. */
const nextVersion = (current: Date) => new Date(Math.max(Date.now(), current.getTime() + 1));

/** Hours ÷ count, to 2 decimals (estimate hours keep 4). */
const hoursPerVisit = (hours: number, count: number) => fromUnits(divideHalfUp(toUnits(hours, 4), BigInt(count) * 100n), 2);

/** Visit dates: one for a one-time job, the season of a recurring one. */
function planVisits(jobType: Job['jobType'], firstDate: string, frequency: VisitFrequency | null, count: number): string[] {
  if (jobType === 'one-time' || frequency === null) return [firstDate];
  return visitDates(firstDate, frequency, count);
}


function listView(row: JobRow, extra: { customerName: string; estimateNumber: number | null }, visits: readonly VisitRow[]): JobListItem {
  return {
    id: row.id,
    customerId: row.customerId,
    customerName: extra.customerName,
    propertyId: row.propertyId,
    jobType: row.jobType,
    serviceName: row.serviceName,
    sourceEstimateId: row.sourceEstimateId,
    estimateNumber: extra.estimateNumber,
    rate: Number(row.rate),
    total: visits.reduce((sum, visit) => sum + Math.round(Number(visit.price) * 100), 0) / 100,
    estimatedDuration: Number(row.estimatedDuration),
    status: row.status,
    createWorkOrder: row.createWorkOrder,
    priority: row.priority,
    flexible: row.flexible,
    instanceDate: row.instanceDate,
    frequency: row.frequency,
    roundId: row.roundId,
    notes: row.notes,
    visits: visits.map((visit) => ({ id: visit.id, instanceDate: visit.instanceDate, status: visit.status, price: Number(visit.price) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function detailView(row: JobRow, extra: { customerName: string; estimateNumber: number | null }, visits: readonly VisitRow[]): Job {
  return { ...listView(row, extra, visits), estimateItems: row.estimateItems, financialBreakdown: row.financialBreakdown };
}

const estimateJoin = and(eq(estimates.companyId, jobs.companyId), eq(estimates.id, jobs.sourceEstimateId));
const customerJoin = and(eq(customers.companyId, jobs.companyId), eq(customers.id, jobs.customerId));
const extraColumns = { customerName: sql<string>`coalesce(${customers.displayName}, '')`, estimateNumber: estimates.number };

async function visitsOf(executor: Executor, companyId: string, jobIds: readonly string[]): Promise<Map<string, VisitRow[]>> {
  const byJob = new Map<string, VisitRow[]>();
  if (jobIds.length === 0) return byJob;
  const rows = await executor
    .select()
    .from(jobVisits)
    .where(and(eq(jobVisits.companyId, companyId), inArray(jobVisits.jobId, [...jobIds])))
    .orderBy(asc(jobVisits.instanceDate), asc(jobVisits.createdAt));
  for (const row of rows) {
    const list = byJob.get(row.jobId) ?? [];
    list.push(row);
    byJob.set(row.jobId, list);
  }
  return byJob;
}

async function loadCustomer(executor: Executor, companyId: string, customerId: string) {
  const [row] = await executor
    .select({ id: customers.id, displayName: customers.displayName, customFieldValues: customers.customFieldValues })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)))
    .limit(1);
  if (!row) throw customerNotFound();
  return row;
}

/** The customer's property `propertyId`, or its primary property when none is named (null when it has none). */
async function loadProperty(executor: Executor, companyId: string, customerId: string, propertyId: string | null) {
  const [row] = await executor
    .select({ id: customerProperties.id, lotSizeSqFt: customerProperties.lotSizeSqFt })
    .from(customerProperties)
    .where(
      and(
        eq(customerProperties.companyId, companyId),
        eq(customerProperties.customerId, customerId),
        propertyId ? eq(customerProperties.id, propertyId) : eq(customerProperties.isPrimary, true),
      ),
    )
    .limit(1);
  if (!row && propertyId) throw propertyNotFound();
  return row ?? null;
}

/** The visits on `dates`, each at its price (`prices[i]`, dollars). */
async function insertVisits(executor: Executor, companyId: string, jobId: string, dates: readonly string[], prices: readonly number[]) {
  await executor.insert(jobVisits).values(dates.map((instanceDate, index) => ({ companyId, jobId, instanceDate, price: prices[index]!.toFixed(2) })));
}

export function createJobsService(db: Db) {
  async function lockedJob(tx: Executor, companyId: string, id: string): Promise<JobRow> {
    const [row] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)))
      .for('update')
      .limit(1);
    if (!row) throw jobNotFound();
    return row;
  }

  async function read(executor: Executor, companyId: string, id: string): Promise<Job> {
    const [found] = await executor
      .select({ row: jobs, ...extraColumns })
      .from(jobs)
      .leftJoin(customers, customerJoin)
      .leftJoin(estimates, estimateJoin)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)))
      .limit(1);
    if (!found) throw jobNotFound();
    const visits = await visitsOf(executor, companyId, [id]);
    return detailView(found.row, found, visits.get(id) ?? []);
  }

  return {
    /** The company's jobs, newest first visit first (then newest created). `customerId` of another company → 404. */
    async list(ctx: RequestContext, query: ListJobsQuery): Promise<JobListItem[]> {
      if (query.customerId) await loadCustomer(db, ctx.companyId, query.customerId);
      const rows = await db
        .select({
          row: {
            id: jobs.id,
            companyId: jobs.companyId,
            customerId: jobs.customerId,
            propertyId: jobs.propertyId,
            sourceEstimateId: jobs.sourceEstimateId,
            jobType: jobs.jobType,
            serviceName: jobs.serviceName,
            rate: jobs.rate,
            estimatedDuration: jobs.estimatedDuration,
            status: jobs.status,
            createWorkOrder: jobs.createWorkOrder,
            priority: jobs.priority,
            flexible: jobs.flexible,
            instanceDate: jobs.instanceDate,
            frequency: jobs.frequency,
            roundId: jobs.roundId,
            notes: jobs.notes,
            createdAt: jobs.createdAt,
            updatedAt: jobs.updatedAt,
          },
          ...extraColumns,
        })
        .from(jobs)
        .leftJoin(customers, customerJoin)
        .leftJoin(estimates, estimateJoin)
        .where(
          and(
            eq(jobs.companyId, ctx.companyId),
            query.customerId ? eq(jobs.customerId, query.customerId) : undefined,
            query.status ? eq(jobs.status, query.status) : undefined,
          ),
        )
        .orderBy(desc(jobs.instanceDate), desc(jobs.createdAt));
      const visits = await visitsOf(
        db,
        ctx.companyId,
        rows.map((found) => found.row.id),
      );
      return rows.map((found) => listView(found.row as JobRow, found, visits.get(found.row.id) ?? []));
    },

    get(ctx: RequestContext, id: string): Promise<Job> {
      return read(db, ctx.companyId, id);
    },

    /** GET /jobs/{id}: the job and its costing, the sum of its orders' (none for a crew leader, who never sees costs). */
    async getWithCosting(ctx: RequestContext, id: string): Promise<{ job: Job; costing: JobCosting | null }> {
      const job = await read(db, ctx.companyId, id);
      return { job, costing: isOfficeRole(ctx.role) ? await jobCosting(db, ctx.companyId, id) : null };
    },

    /**
     * POST /estimates/{id}/convert: an approved estimate of a customer becomes one job per service line, each on its own
     * schedule and priced at what its lines total (before tax), split over its visits to the cent; the estimate
     * becomes 'converted'. One transaction with the estimate row locked, so two converts make one set of jobs.
     */
    async convertEstimate(ctx: RequestContext, estimateId: string, input: ConvertEstimateValues): Promise<Job[]> {
      try {
        return await db.transaction(async (tx) => {
          const [estimate] = await tx
            .select()
            .from(estimates)
            .where(and(eq(estimates.companyId, ctx.companyId), eq(estimates.id, estimateId)))
            .for('update')
            .limit(1);
          if (!estimate) throw estimateNotFound();
          if (estimate.status === 'converted') throw new AppError('BUSINESS_RULE', ESTIMATE_ALREADY_CONVERTED_MESSAGE);
          if (estimate.status !== 'approved') throw new AppError('BUSINESS_RULE', ESTIMATE_NOT_APPROVED_MESSAGE);
          if (estimate.clientType !== 'customer') throw new AppError('BUSINESS_RULE', LEAD_ESTIMATE_CONVERT_MESSAGE);
          const customer = await loadCustomer(tx, ctx.companyId, estimate.clientId);

          const plans = estimateJobPlans(estimate.items);
          const scheduleOf = new Map(input.schedules.map((schedule) => [schedule.itemId, schedule]));
          const fieldErrors: Record<string, string[]> = {};
          input.schedules.forEach((schedule, index) => {
            if (!plans.some((plan) => plan.itemId === schedule.itemId)) fieldErrors[`schedules.${index}.itemId`] = [NOT_A_SERVICE_OF_ESTIMATE_MESSAGE];
          });
          const unscheduled = plans.filter((plan) => !scheduleOf.has(plan.itemId));
          if (unscheduled.length > 0) fieldErrors.schedules = [`${SCHEDULE_EVERY_SERVICE_MESSAGE}: ${unscheduled.map((plan) => plan.serviceName).join(', ')}`];
          if (plans.length === 0) fieldErrors.schedules = ['This estimate has no services with lines to schedule'];
          if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', Object.values(fieldErrors)[0]![0], { fieldErrors });
          for (const [index, schedule] of input.schedules.entries()) {
            await assertRound(tx, ctx.companyId, schedule.roundId, `schedules.${index}.roundId`);
          }

          // The services the lines name that still exist: a job carries its service id to its work orders.
          const namedServices = [...new Set(plans.flatMap((plan) => (plan.serviceId ? [plan.serviceId] : [])))];
          const knownServices = new Set(
            namedServices.length === 0
              ? []
              : (
                  await tx
                    .select({ id: services.id })
                    .from(services)
                    .where(and(eq(services.companyId, ctx.companyId), inArray(services.id, namedServices)))
                ).map((row) => row.id),
          );
          const pricing = {
            markups: estimate.markups,
            targetNetProfitPercent: Number(estimate.targetNetProfitPercent),
            adjustmentPercent: Number(estimate.adjustmentPercent),
            taxRatePercent: Number(estimate.taxRatePercent),
          };
          // An estimate made without a property (the API allows it) does its work at the customer's primary one.
          const propertyId = estimate.propertyId ?? (await loadProperty(tx, ctx.companyId, customer.id, null))?.id ?? null;
          const made: string[] = [];
          const summaries: string[] = [];
          for (const plan of plans) {
            const schedule = scheduleOf.get(plan.itemId)!;
            const count = schedule.jobType === 'one-time' ? 1 : (schedule.visitCount ?? plan.visits);
            const dates = planVisits(schedule.jobType, schedule.instanceDate, schedule.frequency, count);
            const prices = visitPrices(plan.amount, dates.length);
            const [job] = await tx
              .insert(jobs)
              .values({
                companyId: ctx.companyId,
                customerId: customer.id,
                propertyId,
                sourceEstimateId: estimate.id,
                sourceItemId: plan.itemId,
                serviceId: plan.serviceId && knownServices.has(plan.serviceId) ? plan.serviceId : null,
                jobType: schedule.jobType,
                serviceName: plan.serviceName,
                estimateItems: plan.items,
                financialBreakdown: jobBreakdown(plan.items, pricing),
                rate: prices[0]!.toFixed(2),
                estimatedDuration: hoursPerVisit(plan.hours, dates.length).toFixed(2),
                status: 'scheduled',
                createWorkOrder: input.createWorkOrder,
                priority: input.priority,
                flexible: input.flexible,
                instanceDate: schedule.instanceDate,
                frequency: schedule.frequency,
                notes: input.notes,
                roundId: schedule.roundId,
                billingMethod: schedule.billingMethod,
                instalmentMonths: schedule.billingMethod === 'monthly_instalments' ? monthsOfVisits(dates) : [],
                instalmentIssueDay: schedule.billingMethod === 'monthly_instalments' ? 1 : null,
                createdBy: ctx.userId,
              })
              .returning({ id: jobs.id });
            await insertVisits(tx, ctx.companyId, job!.id, dates, prices);
            if (input.createWorkOrder) await createVisitOrders(tx, job!.id, ctx.companyId, ctx.userId);
            made.push(job!.id);
            summaries.push(dates.length === 1 ? `${plan.serviceName} on ${schedule.instanceDate}` : `${plan.serviceName}: ${dates.length} visits from ${schedule.instanceDate}`);
          }
          await tx
            .update(estimates)
            .set({ status: 'converted', updatedAt: nextVersion(estimate.updatedAt) })
            .where(and(eq(estimates.companyId, ctx.companyId), eq(estimates.id, estimate.id)));
          await recordEstimateActivity(tx, {
            companyId: ctx.companyId,
            estimateId: estimate.id,
            kind: 'converted',
            actorUserId: ctx.userId,
            actorName: await userActorName(tx, ctx.companyId, ctx.userId),
            detail: `Converted to ${made.length === 1 ? 'a job' : `${made.length} jobs`} (${summaries.join('; ')})`,
          });
          const result: Job[] = [];
          for (const id of made) result.push(await read(tx, ctx.companyId, id));
          return result;
        });
      } catch (error) {
        // The row lock makes a second convert wait and see 'converted'; the unique index is the backstop.
        if (isUniqueViolation(error)) throw new AppError('BUSINESS_RULE', ESTIMATE_ALREADY_CONVERTED_MESSAGE);
        throw error;
      }
    },

    /**
     * POST /jobs: one service for a customer. One visit's price is the typed rate, else the service's rate matrix
     * priced at the typed measure, else at the customer's measure for that service (its linked custom field's value,
     * or the property's lot size).
     */
    async create(ctx: RequestContext, input: CreateJobValues): Promise<Job> {
      const customer = await loadCustomer(db, ctx.companyId, input.customerId);
      const property = await loadProperty(db, ctx.companyId, customer.id, input.propertyId);
      const [service] = await db
        .select()
        .from(services)
        .where(and(eq(services.companyId, ctx.companyId), eq(services.id, input.serviceId), eq(services.archived, false)))
        .limit(1);
      if (!service) throw serviceNotFound();
      await assertRound(db, ctx.companyId, input.roundId);

      let measure = input.measure;
      if (measure === null) {
        if (service.selectedCustomFieldId) {
          const value = customer.customFieldValues[service.selectedCustomFieldId];
          const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
          measure = Number.isFinite(number) ? number : null;
        } else {
          measure = property?.lotSizeSqFt ?? null;
        }
      }
      const price = measure === null ? null : priceFromRateMatrix(service.rateMatrix, measure);
      const matrix = price?.ok ? price : null;
      const rate = input.rate ?? matrix?.rate ?? null;
      if (rate === null) {
        throw new AppError('BUSINESS_RULE', JOB_PRICE_REQUIRED_MESSAGE, {
          fieldErrors: { rate: [price && !price.ok ? price.message : JOB_PRICE_REQUIRED_MESSAGE] },
        });
      }
      const estimatedDuration = input.estimatedDuration ?? matrix?.hours ?? 0;
      const dates = planVisits(input.jobType, input.instanceDate, input.frequency, input.visitCount ?? 1);

      return db.transaction(async (tx) => {
        const [job] = await tx
          .insert(jobs)
          .values({
            companyId: ctx.companyId,
            customerId: customer.id,
            propertyId: property?.id ?? null,
            serviceId: service.id,
            jobType: input.jobType,
            serviceName: service.name,
            rate: roundTo(rate, 2).toFixed(2),
            estimatedDuration: roundTo(estimatedDuration, 2).toFixed(2),
            createWorkOrder: input.createWorkOrder,
            priority: input.priority,
            flexible: input.flexible,
            instanceDate: input.instanceDate,
            frequency: input.frequency,
            roundId: input.roundId,
            notes: input.notes,
            createdBy: ctx.userId,
          })
          .returning();
        await insertVisits(tx, ctx.companyId, job!.id, dates, dates.map(() => roundTo(rate, 2)));
        if (input.createWorkOrder) await createVisitOrders(tx, job!.id, ctx.companyId, ctx.userId);
        return read(tx, ctx.companyId, job!.id);
      });
    },

    /**
     * PUT /jobs/{id}: the fields sent change. Cancelling the job cancels its visits still scheduled, and their work
     * orders. A new first date re-plans every visit from it (same frequency and count), only while none has started;
     * the dated work orders not started move with their visits. Switching work orders on gives every visit still
     * scheduled an order.
     */
    async update(ctx: RequestContext, id: string, input: UpdateJobValues): Promise<Job> {
      return db.transaction(async (tx) => {
        const current = await lockedJob(tx, ctx.companyId, id);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        if (input.roundId !== undefined) await assertRound(tx, ctx.companyId, input.roundId);
        const now = nextVersion(current.updatedAt);
        if (input.instanceDate !== undefined && input.instanceDate !== current.instanceDate) {
          const visits = (await visitsOf(tx, ctx.companyId, [id])).get(id) ?? [];
          if (visits.some((visit) => visit.status === 'in_progress' || visit.status === 'completed'))
            throw new AppError('BUSINESS_RULE', JOB_STARTED_DATE_MESSAGE, { fieldErrors: { instanceDate: [JOB_STARTED_DATE_MESSAGE] } });
          const dates = planVisits(current.jobType, input.instanceDate, current.frequency, Math.max(visits.length, 1));
          for (const [index, visit] of visits.entries()) {
            await tx
              .update(jobVisits)
              .set({ instanceDate: dates[index]!, updatedAt: now })
              .where(and(eq(jobVisits.companyId, ctx.companyId), eq(jobVisits.id, visit.id)));
          }
          await moveOrdersWithVisits(tx, ctx.companyId, id, now);
        }
        if (input.status === 'cancelled' && current.status !== 'cancelled') {
          await tx
            .update(jobVisits)
            .set({ status: 'cancelled', updatedAt: now })
            .where(and(eq(jobVisits.companyId, ctx.companyId), eq(jobVisits.jobId, id), eq(jobVisits.status, 'scheduled')));
          await cancelJobOrders(tx, ctx.companyId, id, now);
        }
        await tx
          .update(jobs)
          .set({
            ...(input.status !== undefined ? { status: input.status } : {}),
            ...(input.priority !== undefined ? { priority: input.priority } : {}),
            ...(input.flexible !== undefined ? { flexible: input.flexible } : {}),
            ...(input.createWorkOrder !== undefined ? { createWorkOrder: input.createWorkOrder } : {}),
            ...(input.instanceDate !== undefined ? { instanceDate: input.instanceDate } : {}),
            ...(input.notes !== undefined ? { notes: input.notes } : {}),
            ...(input.roundId !== undefined ? { roundId: input.roundId } : {}),
            updatedAt: now,
          })
          .where(and(eq(jobs.companyId, ctx.companyId), eq(jobs.id, id)));
        if (input.createWorkOrder === true && !current.createWorkOrder) await createVisitOrders(tx, id, ctx.companyId, ctx.userId);
        // Joining a round puts the job's orders not started in the round's order, and gives those without a crew its crew.
        if (input.roundId && input.roundId !== current.roundId) await followRound(tx, ctx.companyId, { jobId: id }, now);
        return read(tx, ctx.companyId, id);
      });
    },

    /**
     * PUT /jobs/{id}/visits/{visitId}: one visit's status; the job's version moves with it, and the visit's work order
     * follows (422 when the order cannot make that move).
     */
    async updateVisit(ctx: RequestContext, id: string, visitId: string, status: JobStatus): Promise<Job> {
      return db.transaction(async (tx) => {
        const current = await lockedJob(tx, ctx.companyId, id);
        const now = nextVersion(current.updatedAt);
        const [visit] = await tx
          .update(jobVisits)
          .set({ status, updatedAt: now })
          .where(and(eq(jobVisits.companyId, ctx.companyId), eq(jobVisits.jobId, id), eq(jobVisits.id, visitId)))
          .returning({ id: jobVisits.id });
        if (!visit) throw visitNotFound();
        await moveVisitOrder(tx, ctx.companyId, visitId, status, now);
        await tx.update(jobs).set({ updatedAt: now }).where(and(eq(jobs.companyId, ctx.companyId), eq(jobs.id, id)));
        return read(tx, ctx.companyId, id);
      });
    },

    /**
     * Deletes a job and its visits, unless a visit is completed (that work is history: 422). Deleting a job made from
     * an estimate does NOT move the estimate back from 'converted' — the estimate stays converted and cannot be
     * converted again; schedule the work again from the customer (POST /jobs) if needed.
     */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        await lockedJob(tx, ctx.companyId, id);
        const [completed] = await tx
          .select({ id: jobVisits.id })
          .from(jobVisits)
          .where(and(eq(jobVisits.companyId, ctx.companyId), eq(jobVisits.jobId, id), eq(jobVisits.status, 'completed')))
          .limit(1);
        if (completed) throw new AppError('BUSINESS_RULE', JOB_HAS_COMPLETED_VISITS_MESSAGE);
        await tx.delete(jobs).where(and(eq(jobs.companyId, ctx.companyId), eq(jobs.id, id)));
        return { id };
      });
    },
  };
}
