import { defaultSchedulingDetails, type SchedulingDetails } from '@groundwork/domain/company-information';
import {
  CHEMICAL_DEADLINE_DAYS,
  EXCEPTION_EXAMPLES,
  EXPIRING_ESTIMATE_DAYS,
  INSURANCE_WARNING_DAYS,
  OVERDUE_INVOICE_DAYS,
  RECENT_JOB_DAYS,
  chemicalRecordDetail,
  crewCapacityDetail,
  equipmentDetail,
  exceptionFeed,
  exceptionLinks,
  exceptionScope,
  expiringEstimateDetail,
  insuranceDetail,
  jobHoursDetail,
  overdueInvoiceDetail,
  unbilledOrderDetail,
  type DashboardExceptions,
  type ExceptionKind,
  type FoundException,
} from '@groundwork/domain/dashboard';
import { currentMeter, isCalendarInterval, lastDone, onSiteHours, scheduleDue, type MeterReadingPoint, type MeterUnit } from '@groundwork/domain/equipment';
import { invoiceLabel } from '@groundwork/domain/invoices';
import { crewAvailableHours, crewDayCapacity, nextWorkingDay, workOrderLabel } from '@groundwork/domain/orders';
import { addDays } from '@groundwork/domain/shared';
import { and, asc, between, eq, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chemicalApplications,
  companyInformation,
  customers,
  equipment,
  estimates,
  invoices,
  leads,
  subcontractors,
} from '../../db/schema';
import { loadCompanyPermissions } from '../../lib/accounts';
import { queryRows } from '../../lib/clients';
import { dateIn, usableTimeZone } from '../../lib/dates';
import { clientNameSql, customerJoin, leadJoin } from '../../lib/estimate-view';
import type { RequestContext } from '../../plugins/auth';

/**
 * The dashboard's exceptions feed (docs: issue 17). Each kind is one aggregate over the company's rows — its count
 * (and money) over the whole set by a window, and its first five rows — read through an index, and the kinds run
 * side by side; the domain turns the counts into sentences and order (packages/domain/src/dashboard/exceptions.ts).
 */

/** What every kind is asked with: the company, its today and working days, and (for an estimator) whose records. */
interface Asked {
  companyId: string;
  today: string;
  scheduling: SchedulingDetails;
  /** Only records this user made; null: the whole company's. */
  userId: string | null;
}

const money = (value: string | null | undefined) => Number(value ?? 0);
const totalOf = (rows: ReadonlyArray<{ total: number }>) => rows[0]?.total ?? 0;
const countOver = sql<number>`(count(*) over ())::int`;

async function companySettings(db: Db, companyId: string): Promise<{ today: string; scheduling: SchedulingDetails }> {
  const [row] = await db
    .select({ timeZone: sql<string | null>`${companyInformation.companyDetails}->>'timeZone'`, scheduling: companyInformation.schedulingDetails })
    .from(companyInformation)
    .where(eq(companyInformation.companyId, companyId))
    .limit(1);
  const defaults = defaultSchedulingDetails();
  const stored = row?.scheduling;
  return {
    today: dateIn(usableTimeZone(row?.timeZone)),
    // A company saved before scheduling details existed works the defaults (as the schedule board does).
    scheduling: { ...defaults, ...stored, workingWeekdays: stored?.workingWeekdays?.length ? stored.workingWeekdays : defaults.workingWeekdays },
  };
}

// Completed work orders not on any invoice: the invoicing assistant's work-order rule (completed, no job or a per-visit
// job, no live 'work_order:<id>' claim in billed_items — the order's flags, kept from its job and the claims by triggers).
// Its instalments and T&M records are left to the assistant: working those out reads every job's schedule, too heavy
// for a feed that must answer at once.
async function completedNotInvoiced(db: Db, { companyId }: Asked): Promise<FoundException> {
  // Counted and summed once over the orders waiting, and only the five oldest named (their customers joined).
  const rows = await queryRows<{ id: string | null; number: number | null; price: string | null; customerName: string | null; completedOn: string | null; total: number; amount: string | null }>(
    db,
    sql`
      with waiting as materialized (
        select wo.id, wo.number, wo.price, wo.customer_id, coalesce(wo.date, (wo.completed_at)::date) as completed_on
        from work_orders wo
        where wo.company_id = ${companyId} and wo.status = 'completed' and wo.per_order_billing and not wo.billed
      )
      select w.id, w.number, w.price::text as price, coalesce(c.display_name, '') as "customerName", w.completed_on::text as "completedOn",
        t.total::int as total, t.amount::text as amount
      from (select count(*) as total, sum(price) as amount from waiting) t
      left join lateral (select * from waiting order by completed_on, number limit ${EXCEPTION_EXAMPLES}) w on true
      left join customers c on c.company_id = ${companyId} and c.id = w.customer_id
      order by w.completed_on, w.number`,
  );
  const examples = rows.filter((row): row is typeof row & { id: string; number: number } => row.id !== null && row.number !== null);
  return {
    kind: 'completed_not_invoiced',
    count: totalOf(rows),
    amount: money(rows[0]?.amount),
    examples: examples.map((row) => ({
      label: [workOrderLabel(row.number), row.customerName].filter(Boolean).join(' · '),
      detail: unbilledOrderDetail(money(row.price), row.completedOn),
      href: exceptionLinks.order(row.id),
    })),
  };
}

// Open invoices (sent or partly paid) with money owed, due more than 60 days before today.
async function invoicesOver60Days(db: Db, { companyId, today }: Asked): Promise<FoundException> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      balance: invoices.balance,
      dueDate: invoices.dueDate,
      customerName: sql<string>`coalesce(${customers.displayName}, '')`,
      total: countOver,
      amount: sql<string>`(sum(${invoices.balance}) over ())::text`,
    })
    .from(invoices)
    .leftJoin(customers, and(eq(customers.companyId, invoices.companyId), eq(customers.id, invoices.customerId)))
    .where(
      and(
        eq(invoices.companyId, companyId),
        // Written out (not bound) so the planner matches the partial index invoices_company_open_due_idx.
        sql`${invoices.status} in ('sent', 'partially_paid')`,
        sql`${invoices.balance} > 0`,
        lt(invoices.dueDate, addDays(today, -OVERDUE_INVOICE_DAYS)),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.number))
    .limit(EXCEPTION_EXAMPLES);
  return {
    kind: 'invoices_over_60_days',
    count: totalOf(rows),
    amount: money(rows[0]?.amount),
    examples: rows.map((row) => ({
      label: [invoiceLabel(row.number), row.customerName].filter(Boolean).join(' · '),
      detail: overdueInvoiceDetail(money(row.balance), row.dueDate, today),
      href: exceptionLinks.invoice(row.id),
    })),
  };
}

// Jobs not cancelled, with an order dated in the last 30 days, whose orders' minutes worked add up to more than
// their budgeted hours (cancelled and skipped orders count for nothing, as in job costing); most hours over first.
async function jobsOverHours(db: Db, { companyId, today }: Asked): Promise<FoundException> {
  const from = addDays(today, -(RECENT_JOB_DAYS - 1));
  const rows = await queryRows<{ id: string; customer_id: string; service_name: string; customer_name: string; budgeted: string; minutes: number; total: number }>(
    db,
    sql`
      with recent as (
        select distinct wo.job_id from work_orders wo
        where wo.company_id = ${companyId} and wo.job_id is not null and wo.date between ${from} and ${today}
          and wo.status not in ('cancelled', 'skipped')
      ), figures as (
        -- Each order's minutes worked are kept on it (migration 0023). Each recent job's orders are read off the
        -- (company, job) index: a hash join scanned every order of the company instead (over 100,000 orders: 105 → 83 ms).
        select r.job_id, f.budgeted, f.minutes
        from recent r
        cross join lateral (
          select coalesce(sum(o.budgeted_hours), 0) as budgeted, coalesce(sum(o.worked_minutes), 0) as minutes
          from work_orders o
          where o.company_id = ${companyId} and o.job_id = r.job_id and o.status not in ('cancelled', 'skipped')
        ) f
      )
      select j.id, j.customer_id, j.service_name, coalesce(c.display_name, '') as customer_name,
        f.budgeted::text as budgeted, f.minutes::int as minutes, (count(*) over ())::int as total
      from figures f
      join jobs j on j.company_id = ${companyId} and j.id = f.job_id and j.status <> 'cancelled'
      left join customers c on c.company_id = j.company_id and c.id = j.customer_id
      -- A job with no hours budgeted has no budget to be over.
      where f.budgeted > 0 and f.minutes > f.budgeted * 60
      order by f.minutes - f.budgeted * 60 desc, j.id
      limit ${EXCEPTION_EXAMPLES}`,
  );
  return {
    kind: 'jobs_over_hours',
    count: totalOf(rows),
    examples: rows.map((row) => ({
      label: [row.service_name, row.customer_name].filter(Boolean).join(' · '),
      detail: jobHoursDetail(Number(row.minutes), Number(row.budgeted)),
      href: exceptionLinks.customerJobs(row.customer_id),
    })),
  };
}

// Sent estimates not answered yet whose expiry date is from today to today + 6 (an estimator: only theirs).
async function estimatesExpiring(db: Db, { companyId, today, userId }: Asked): Promise<FoundException> {
  const rows = await db
    .select({
      id: estimates.id,
      number: estimates.number,
      total: estimates.total,
      expiryDate: sql<string>`${estimates.expiryDate}::text`,
      clientName: clientNameSql,
      count: countOver,
      amount: sql<string>`(sum(${estimates.total}) over ())::text`,
    })
    .from(estimates)
    .leftJoin(customers, customerJoin)
    .leftJoin(leads, leadJoin)
    .where(
      and(
        eq(estimates.companyId, companyId),
        sql`${estimates.status} = 'sent'`,
        between(estimates.expiryDate, today, addDays(today, EXPIRING_ESTIMATE_DAYS - 1)),
        userId === null ? undefined : eq(estimates.createdBy, userId),
      ),
    )
    .orderBy(asc(estimates.expiryDate), asc(estimates.number))
    .limit(EXCEPTION_EXAMPLES);
  return {
    kind: 'estimates_expiring',
    count: rows[0]?.count ?? 0,
    amount: money(rows[0]?.amount),
    examples: rows.map((row) => ({
      label: [`Estimate #${row.number}`, row.clientName].filter(Boolean).join(' · '),
      detail: expiringEstimateDetail(money(row.total), row.expiryDate, today),
      href: exceptionLinks.estimate(row.id),
    })),
  };
}

// The next working day's crews whose orders' budgeted hours exceed crew members × shift hours (the schedule board's
// capacity rule, crewDayCapacity); cancelled and skipped orders are not on the board. Most over first.
async function crewsOverCapacity(db: Db, { companyId, today, scheduling }: Asked): Promise<FoundException> {
  const day = nextWorkingDay(today, scheduling.workingWeekdays);
  const rows = await queryRows<{ id: string; name: string; members: number; hours: string }>(
    db,
    sql`
      select c.id, c.name,
        (select count(*) from crew_members m where m.company_id = c.company_id and m.crew_id = c.id)::int as members,
        string_agg(wo.budgeted_hours::text, ',') as hours
      from work_orders wo
      join crews c on c.company_id = wo.company_id and c.id = wo.crew_id
      where wo.company_id = ${companyId} and wo.date = ${day} and wo.crew_id is not null and wo.status not in ('cancelled', 'skipped')
      group by c.id, c.name`,
  );
  const over = rows
    .map((row) => ({ row, capacity: crewDayCapacity(row.hours.split(',').map(Number), crewAvailableHours(Number(row.members), scheduling.shiftHours)) }))
    .filter(({ capacity }) => capacity.overCapacity)
    .sort((a, b) => a.capacity.remainingHours - b.capacity.remainingHours || a.row.name.localeCompare(b.row.name));
  return {
    kind: 'crews_over_capacity',
    count: over.length,
    date: day,
    examples: over.slice(0, EXCEPTION_EXAMPLES).map(({ row, capacity }) => ({
      label: row.name,
      detail: crewCapacityDetail(capacity.bookedHours, capacity.availableHours),
      href: exceptionLinks.board(day),
    })),
  };
}

// Active subcontractors whose insurance runs out within 30 days of today, or already has; soonest first.
async function subcontractorInsurance(db: Db, { companyId, today }: Asked): Promise<FoundException> {
  const rows = await db
    .select({ id: subcontractors.id, name: subcontractors.companyName, expiry: sql<string>`${subcontractors.insuranceExpiryDate}::text`, total: countOver })
    .from(subcontractors)
    .where(
      and(
        eq(subcontractors.companyId, companyId),
        eq(subcontractors.status, 'active'),
        isNotNull(subcontractors.insuranceExpiryDate),
        lte(subcontractors.insuranceExpiryDate, addDays(today, INSURANCE_WARNING_DAYS)),
      ),
    )
    .orderBy(asc(subcontractors.insuranceExpiryDate), asc(sql`lower(${subcontractors.companyName})`))
    .limit(EXCEPTION_EXAMPLES);
  return {
    kind: 'subcontractor_insurance',
    count: totalOf(rows),
    examples: rows.map((row) => ({ label: row.name, detail: insuranceDetail(row.expiry, today), href: exceptionLinks.subcontractor(row.id) })),
  };
}

/*
 * Units not retired with a service schedule overdue by the upkeep rules (scheduleDue: the calendar, or the meter
 * past its next reading), or whose price-book next service date has passed. Not one aggregate: the rules are the
 * domain's, so the few rows they need are read (schedules with their last log entry, each unit's latest reading, and
 * the work-order hours since it) — equipment tables are small beside work orders, and the meter is read only for
 * units with a by-meter schedule.
 */
async function equipmentServiceOverdue(db: Db, { companyId, today }: Asked): Promise<FoundException> {
  const [schedules, pastNextService] = await Promise.all([
    queryRows<{ id: string; equipment_id: string; unit_name: string; name: string; every: string; unit: 'days' | 'months' | 'hours' | 'miles'; last_done_date: string | null; last_done_meter: string | null; log_date: string | null; log_meter: string | null }>(
      db,
      sql`
        select s.id, s.equipment_id, e.name as unit_name, s.name, s.every::text as every, s.unit,
          s.last_done_date::text as last_done_date, s.last_done_meter::text as last_done_meter,
          l.service_date::text as log_date, l.meter::text as log_meter
        from equipment_service_schedules s
        join equipment e on e.company_id = s.company_id and e.id = s.equipment_id and e.status <> 'retired'
        left join lateral (
          select service_date, meter from equipment_service_log l
          where l.company_id = s.company_id and l.schedule_id = s.id
          order by service_date desc, coalesce(meter, 0) desc limit 1
        ) l on true
        where s.company_id = ${companyId}`,
    ),
    db
      .select({ id: equipment.id, name: equipment.name, nextServiceDate: sql<string>`${equipment.nextServiceDate}::text` })
      .from(equipment)
      .where(and(eq(equipment.companyId, companyId), ne(equipment.status, 'retired'), lt(equipment.nextServiceDate, today))),
  ]);

  const meterUnits = [...new Set(schedules.filter((row) => !isCalendarInterval(row.unit)).map((row) => row.equipment_id))];
  const meters = await unitMeters(db, companyId, meterUnits);

  const units = new Map<string, { name: string; overdue: string[]; nextServiceDate: string | null; urgency: string }>();
  const unitOf = (id: string, name: string) => {
    let unit = units.get(id);
    if (!unit) units.set(id, (unit = { name, overdue: [], nextServiceDate: null, urgency: '9999-12-31' }));
    return unit;
  };
  for (const row of schedules) {
    const typed = { lastDoneDate: row.last_done_date, lastDoneMeter: row.last_done_meter === null ? null : Number(row.last_done_meter) };
    const done = lastDone(typed, row.log_date === null ? [] : [{ date: row.log_date, meter: row.log_meter === null ? null : Number(row.log_meter) }]);
    const due = scheduleDue({ every: Number(row.every), unit: row.unit, lastDoneDate: done.date, lastDoneMeter: done.meter }, meters.get(row.equipment_id) ?? { hours: null, miles: null }, today);
    if (due.state !== 'overdue') continue;
    const unit = unitOf(row.equipment_id, row.unit_name);
    unit.overdue.push(row.name);
    if (due.nextDueDate && due.nextDueDate < unit.urgency) unit.urgency = due.nextDueDate;
  }
  for (const row of pastNextService) {
    const unit = unitOf(row.id, row.name);
    unit.nextServiceDate = row.nextServiceDate;
    if (row.nextServiceDate < unit.urgency) unit.urgency = row.nextServiceDate;
  }
  const listed = [...units.entries()].sort(([, a], [, b]) => (a.urgency < b.urgency ? -1 : a.urgency > b.urgency ? 1 : a.name.localeCompare(b.name)));
  return {
    kind: 'equipment_service_overdue',
    count: listed.length,
    examples: listed.slice(0, EXCEPTION_EXAMPLES).map(([id, unit]) => ({
      label: unit.name,
      detail: equipmentDetail(unit.overdue.sort((a, b) => a.localeCompare(b)), unit.nextServiceDate),
      href: exceptionLinks.unit(id),
    })),
  };
}

/**
 * What the meters of these units read (currentMeter): each unit's latest hours and miles reading (typed, or logged
 * with a service) plus the on-site hours of its completed work orders dated after the hours reading — the only part
 * of the history currentMeter adds.
 */
async function unitMeters(db: Db, companyId: string, unitIds: readonly string[]): Promise<Map<string, { hours: number | null; miles: number | null }>> {
  const meters = new Map<string, { hours: number | null; miles: number | null }>();
  if (unitIds.length === 0) return meters;
  const ids = sql.join(
    unitIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [readings, orders] = await Promise.all([
    queryRows<{ equipment_id: string; unit: MeterUnit; date: string; value: string }>(
      db,
      sql`
        select distinct on (equipment_id, unit) equipment_id, unit, date::text as date, value::text as value
        from (
          select equipment_id, unit, reading_date as date, value from equipment_meter_readings
          where company_id = ${companyId} and equipment_id in (${ids})
          union all
          select equipment_id, meter_unit as unit, service_date as date, meter as value from equipment_service_log
          where company_id = ${companyId} and equipment_id in (${ids}) and meter is not null
        ) r
        order by equipment_id, unit, date desc, value desc`,
    ),
    // Each crew member's minutes on each completed order a unit went out on (onSiteHours takes the most).
    queryRows<{ equipment_id: string; work_order_id: string; date: string; minutes: number }>(
      db,
      sql`
        select we.equipment_id, wo.id as work_order_id, coalesce(wo.date, max(te.work_date))::text as date, sum(te.minutes)::int as minutes
        from work_order_equipment we
        join work_orders wo on wo.company_id = we.company_id and wo.id = we.work_order_id and wo.status = 'completed'
        join work_order_time_entries te on te.company_id = we.company_id and te.work_order_id = we.work_order_id
        where we.company_id = ${companyId} and we.equipment_id in (${ids})
        group by we.equipment_id, wo.id, te.employee_id`,
    ),
  ]);
  for (const unitId of unitIds) {
    const latest: MeterReadingPoint[] = readings.filter((row) => row.equipment_id === unitId).map((row) => ({ date: row.date, value: Number(row.value), unit: row.unit }));
    const hoursReading = latest.find((reading) => reading.unit === 'hours');
    const perOrder = new Map<string, { date: string; minutes: number[] }>();
    for (const row of orders) {
      if (row.equipment_id !== unitId || (hoursReading && row.date <= hoursReading.date)) continue;
      const order = perOrder.get(row.work_order_id) ?? { date: row.date, minutes: [] };
      order.minutes.push(Number(row.minutes));
      if (row.date > order.date) order.date = row.date;
      perOrder.set(row.work_order_id, order);
    }
    const accumulated = [...perOrder.values()].map((order) => ({ date: order.date, hours: onSiteHours(order.minutes) }));
    meters.set(unitId, currentMeter(latest, accumulated));
  }
  return meters;
}

// Chemical application records still missing fields whose deadline is at most two days away or already past.
async function chemicalRecordsDue(db: Db, { companyId, today }: Asked): Promise<FoundException> {
  const rows = await db
    .select({
      id: chemicalApplications.id,
      customerName: chemicalApplications.customerName,
      productName: chemicalApplications.productName,
      deadline: sql<string>`${chemicalApplications.deadline}::text`,
      missing: sql<number>`cardinality(${chemicalApplications.missingFields})::int`,
      total: countOver,
    })
    .from(chemicalApplications)
    .where(
      and(
        eq(chemicalApplications.companyId, companyId),
        // As the partial index chemical_applications_company_open_deadline_idx is written.
        sql`not ${chemicalApplications.complete}`,
        isNotNull(chemicalApplications.deadline),
        lte(chemicalApplications.deadline, addDays(today, CHEMICAL_DEADLINE_DAYS)),
      ),
    )
    .orderBy(asc(chemicalApplications.deadline), asc(chemicalApplications.appliedOn))
    .limit(EXCEPTION_EXAMPLES);
  return {
    kind: 'chemical_records_due',
    count: totalOf(rows),
    examples: rows.map((row) => ({
      label: [row.customerName, row.productName].filter(Boolean).join(' · '),
      detail: chemicalRecordDetail(Number(row.missing), row.deadline, today),
      href: exceptionLinks.record(row.id),
    })),
  };
}

const finders: Record<ExceptionKind, (db: Db, asked: Asked) => Promise<FoundException>> = {
  chemical_records_due: chemicalRecordsDue,
  crews_over_capacity: crewsOverCapacity,
  invoices_over_60_days: invoicesOver60Days,
  completed_not_invoiced: completedNotInvoiced,
  jobs_over_hours: jobsOverHours,
  equipment_service_overdue: equipmentServiceOverdue,
  subcontractor_insurance: subcontractorInsurance,
  estimates_expiring: estimatesExpiring,
};

export function createExceptionsService(db: Db) {
  return {
    /** GET /dashboard/exceptions: what needs the caller today (the kinds their role and the company's areas allow). */
    async exceptions(ctx: RequestContext): Promise<DashboardExceptions> {
      const [settings, permissions] = await Promise.all([companySettings(db, ctx.companyId), loadCompanyPermissions(db, ctx.companyId)]);
      const scope = exceptionScope(ctx.role, permissions);
      const asked: Asked = { companyId: ctx.companyId, ...settings, userId: scope.mineOnly ? ctx.userId : null };
      const found = await Promise.all(scope.kinds.map((kind) => finders[kind](db, asked)));
      return { today: settings.today, scope: scope.mineOnly ? 'mine' : 'company', exceptions: exceptionFeed(found, settings.today) };
    },
  };
}
