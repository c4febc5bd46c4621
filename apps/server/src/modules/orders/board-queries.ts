import { BOARD_DRAWER_LIMIT } from '@groundwork/domain/orders';
import { and, asc, between, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyInformation, crewMembers, crews, customerProperties, customers, employees, jobs, jobVisits, workOrders } from '../../db/schema';

/**
 * The schedule board's reads, one Drizzle query each (no query per crew or per lane): exported so the benchmark's
 * database ceiling sends exactly this SQL. Cancelled and skipped orders are never on the board.
 */

const onBoard = notInArray(workOrders.status, ['cancelled', 'skipped']);
const notStarted = inArray(workOrders.status, ['unscheduled', 'scheduled']);
const customerJoin = and(eq(customers.companyId, workOrders.companyId), eq(customers.id, workOrders.customerId));
const propertyJoin = and(eq(customerProperties.companyId, workOrders.companyId), eq(customerProperties.id, workOrders.propertyId));

/** The company's time zone, scheduling details and the name its e-mails are signed with. */
export function boardSettingsQuery(db: Db, companyId: string) {
  return db
    .select({
      name: companies.name,
      timeZone: sql<string | null>`${companyInformation.companyDetails}->>'timeZone'`,
      displayName: sql<string | null>`coalesce(nullif(${companyInformation.companyDetails}->>'companyDisplayName', ''), nullif(${companyInformation.companyDetails}->>'companyName', ''))`,
      scheduling: companyInformation.schedulingDetails,
    })
    .from(companies)
    .leftJoin(companyInformation, eq(companyInformation.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
}

/** Every crew with its members (leader first), in name order. */
export function boardCrewsQuery(db: Db, companyId: string) {
  return db
    .select({
      id: crews.id,
      name: crews.name,
      status: crews.status,
      employeeId: crewMembers.employeeId,
      role: crewMembers.role,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(crews)
    .leftJoin(crewMembers, and(eq(crewMembers.companyId, crews.companyId), eq(crewMembers.crewId, crews.id)))
    .leftJoin(employees, and(eq(employees.companyId, crewMembers.companyId), eq(employees.id, crewMembers.employeeId)))
    .where(eq(crews.companyId, companyId))
    .orderBy(asc(sql`lower(${crews.name})`), asc(crews.id), sql`${crewMembers.role} = 'leader' desc`, asc(employees.lastName), asc(employees.firstName));
}

export const boardOrderColumns = {
  id: workOrders.id,
  number: workOrders.number,
  title: workOrders.title,
  customerId: workOrders.customerId,
  customerName: sql<string>`coalesce(${customers.displayName}, '')`,
  street: customerProperties.street,
  street2: customerProperties.street2,
  city: customerProperties.city,
  state: customerProperties.state,
  zipCode: customerProperties.zipCode,
  latitude: customerProperties.latitude,
  longitude: customerProperties.longitude,
  jobId: workOrders.jobId,
  crewId: workOrders.crewId,
  date: workOrders.date,
  startTime: workOrders.startTime,
  sequence: workOrders.sequence,
  budgetedHours: workOrders.budgetedHours,
  crewSize: workOrders.crewSize,
  status: workOrders.status,
  reason: workOrders.reason,
  updatedAt: workOrders.updatedAt,
};

/** The orders on the crews' lanes from `from` to `to`, in lane and route order. */
export function boardLaneOrdersQuery(db: Db, companyId: string, from: string, to: string) {
  return db
    .select(boardOrderColumns)
    .from(workOrders)
    .leftJoin(customers, customerJoin)
    .leftJoin(customerProperties, propertyJoin)
    .where(and(eq(workOrders.companyId, companyId), between(workOrders.date, from, to), isNotNull(workOrders.crewId), onBoard))
    .orderBy(asc(workOrders.crewId), asc(workOrders.date), asc(workOrders.sequence), asc(workOrders.number));
}

/** One crew's lane on one day, in route order (optimising reads it). */
export function crewDayOrdersQuery(db: Db, companyId: string, crewId: string, date: string) {
  return db
    .select(boardOrderColumns)
    .from(workOrders)
    .leftJoin(customers, customerJoin)
    .leftJoin(customerProperties, propertyJoin)
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.crewId, crewId), eq(workOrders.date, date), onBoard))
    .orderBy(asc(workOrders.sequence), asc(workOrders.number));
}

/**
 * The drawer's orders, not started: those without a crew (undated, dated in the period, or overdue), and those with a
 * crew that are overdue on a day the board does not show (the ones it shows are on their lanes, marked overdue).
 */
export function boardDrawerOrdersQuery(db: Db, companyId: string, from: string, to: string, today: string) {
  return db
    .select(boardOrderColumns)
    .from(workOrders)
    .leftJoin(customers, customerJoin)
    .leftJoin(customerProperties, propertyJoin)
    .where(
      and(
        eq(workOrders.companyId, companyId),
        notStarted,
        or(
          and(isNull(workOrders.crewId), or(isNull(workOrders.date), between(workOrders.date, from, to), lt(workOrders.date, today))),
          and(isNotNull(workOrders.crewId), lt(workOrders.date, today), or(lt(workOrders.date, from), sql`${workOrders.date} > ${to}`)),
        ),
      ),
    )
    .orderBy(sql`${workOrders.date} asc nulls last`, asc(workOrders.number))
    .limit(BOARD_DRAWER_LIMIT);
}

/** Visits still to do that have no work order, dated in the period or overdue (dragging one onto a lane makes its order). */
export function boardDrawerVisitsQuery(db: Db, companyId: string, from: string, to: string, today: string) {
  return db
    .select({
      jobVisitId: jobVisits.id,
      jobId: jobs.id,
      title: jobs.serviceName,
      customerId: jobs.customerId,
      customerName: sql<string>`coalesce(${customers.displayName}, '')`,
      street: customerProperties.street,
      street2: customerProperties.street2,
      city: customerProperties.city,
      state: customerProperties.state,
      zipCode: customerProperties.zipCode,
      date: jobVisits.instanceDate,
      budgetedHours: jobs.estimatedDuration,
    })
    .from(jobVisits)
    .innerJoin(jobs, and(eq(jobs.companyId, jobVisits.companyId), eq(jobs.id, jobVisits.jobId)))
    .leftJoin(customers, and(eq(customers.companyId, jobs.companyId), eq(customers.id, jobs.customerId)))
    .leftJoin(customerProperties, and(eq(customerProperties.companyId, jobs.companyId), eq(customerProperties.id, jobs.propertyId)))
    .where(
      and(
        eq(jobVisits.companyId, companyId),
        eq(jobVisits.status, 'scheduled'),
        inArray(jobs.status, ['scheduled', 'in_progress']),
        or(between(jobVisits.instanceDate, from, to), lt(jobVisits.instanceDate, today)),
        sql`not exists (select 1 from work_orders o where o.company_id = ${jobVisits.companyId} and o.job_visit_id = ${jobVisits.id})`,
      ),
    )
    .orderBy(asc(jobVisits.instanceDate), asc(jobVisits.id))
    .limit(BOARD_DRAWER_LIMIT);
}

/** A period's hours: booked on orders dated in it (sold), and of those the ones with a crew (scheduled). */
export interface PeriodRange {
  from: string;
  to: string;
}

const inRange = (column: typeof workOrders.date | typeof jobVisits.instanceDate, range: PeriodRange) => sql`${column} between ${range.from} and ${range.to}`;

/** The orders' hours in the week and the month (cancelled and skipped work is not sold). */
export function boardOrderHoursQuery(db: Db, companyId: string, week: PeriodRange, month: PeriodRange) {
  const hours = workOrders.budgetedHours;
  const withCrew = isNotNull(workOrders.crewId);
  return db
    .select({
      weekSold: sql<string>`coalesce(sum(case when ${inRange(workOrders.date, week)} then ${hours} end), 0)`,
      weekScheduled: sql<string>`coalesce(sum(case when ${inRange(workOrders.date, week)} and ${withCrew} then ${hours} end), 0)`,
      monthSold: sql<string>`coalesce(sum(case when ${inRange(workOrders.date, month)} then ${hours} end), 0)`,
      monthScheduled: sql<string>`coalesce(sum(case when ${inRange(workOrders.date, month)} and ${withCrew} then ${hours} end), 0)`,
    })
    .from(workOrders)
    .where(and(eq(workOrders.companyId, companyId), between(workOrders.date, minDate(week.from, month.from), maxDate(week.to, month.to)), onBoard));
}

/** The hours of visits that have no order yet in the week and the month: sold, not yet given to a crew. */
export function boardVisitHoursQuery(db: Db, companyId: string, week: PeriodRange, month: PeriodRange) {
  const hours = jobs.estimatedDuration;
  return db
    .select({
      weekSold: sql<string>`coalesce(sum(case when ${inRange(jobVisits.instanceDate, week)} then ${hours} end), 0)`,
      monthSold: sql<string>`coalesce(sum(case when ${inRange(jobVisits.instanceDate, month)} then ${hours} end), 0)`,
    })
    .from(jobVisits)
    .innerJoin(jobs, and(eq(jobs.companyId, jobVisits.companyId), eq(jobs.id, jobVisits.jobId)))
    .where(
      and(
        eq(jobVisits.companyId, companyId),
        between(jobVisits.instanceDate, minDate(week.from, month.from), maxDate(week.to, month.to)),
        notInArray(jobVisits.status, ['cancelled']),
        sql`not exists (select 1 from work_orders o where o.company_id = ${jobVisits.companyId} and o.job_visit_id = ${jobVisits.id})`,
      ),
    );
}

const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);
