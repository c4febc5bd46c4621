import {
  currentMeter,
  dueUrgency,
  equipmentMessages,
  isAttachable,
  isCalendarInterval,
  isUnderPriced,
  lastDone,
  logMeterErrors,
  onSiteHours,
  runningCostPerHour,
  scheduleDue,
  sumCosts,
  unavailableUnitMessage,
  upkeepMessages,
  upkeepPeriod,
  worstState,
  hoursUsed as hoursUsedIn,
  type AccumulatedHours,
  type DueItem,
  type EquipmentStatusResult,
  type EquipmentStatusValues,
  type MeterReading,
  type MeterReadingPoint,
  type MeterUnit,
  type MeterReadingValues,
  type OrderEquipment,
  type OrderEquipmentValues,
  type OrderUnit,
  type ScheduleValues,
  type ServiceLogEntry,
  type ServiceLogValues,
  type UnitUpkeep,
  type UnitUpkeepSummary,
  type UpdateMeterReadingValues,
  type UpdateScheduleValues,
  type UpdateServiceLogValues,
  type UpkeepOverview,
  type UpkeepSchedule,
  type WorkOrderHours,
} from '@groundwork/domain/equipment';
import { WORK_ORDER_NOT_FOUND_MESSAGE } from '@groundwork/domain/orders';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  employees,
  equipment,
  equipmentMeterReadings,
  equipmentServiceLog,
  equipmentServiceSchedules,
  users,
  workOrderEquipment,
  workOrders,
  workOrderTimeEntries,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { queryRows } from '../../lib/clients';
import { companyToday } from '../../lib/company-today';
import { crewScope } from '../../lib/crew-scope';
import { isUniqueViolation } from '../../lib/db-errors';
import { isSameVersion, unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { raiseOutOfServiceTask, toEquipment } from './equipment.service';

type EquipmentRow = typeof equipment.$inferSelect;
type ScheduleRow = typeof equipmentServiceSchedules.$inferSelect;
type ReadingRow = typeof equipmentMeterReadings.$inferSelect;

const num = (value: string) => Number(value);
const numOrNull = (value: string | null) => (value === null ? null : Number(value));
const money = (value: number) => value.toFixed(2);
const meterText = (value: number | null) => (value === null ? null : value.toFixed(2));

const notFound = (message: string) => new AppError('NOT_FOUND', message);
const notFoundField = (field: string, message: string) => new AppError('NOT_FOUND', message, { fieldErrors: { [field]: [message] } });

/** The rows of upkeepFactQueries' three long lists, as they are read (numbers as exact text). */
interface ReadingFact {
  equipmentId: string;
  date: string;
  value: string;
  unit: MeterUnit;
}
interface LogFact {
  equipmentId: string;
  date: string;
  meter: string | null;
  meterUnit: MeterUnit | null;
  cost: string;
  scheduleId: string | null;
}
interface OrderMinutesFact {
  equipmentId: string;
  workOrderId: string;
  number: number;
  title: string;
  date: string;
  minutes: number;
}

/** What the upkeep rules read about one unit. */
interface UnitFacts {
  schedules: ScheduleRow[];
  readings: MeterReadingPoint[];
  /** Per completed work order the unit went out on. */
  orders: WorkOrderHours[];
  log: Array<{ date: string; meter: number | null; meterUnit: MeterUnit | null; cost: number; scheduleId: string | null }>;
}

const emptyFacts = (): UnitFacts => ({ schedules: [], readings: [], orders: [], log: [] });

function factsOf(map: Map<string, UnitFacts>, equipmentId: string): UnitFacts {
  let facts = map.get(equipmentId);
  if (!facts) {
    facts = emptyFacts();
    map.set(equipmentId, facts);
  }
  return facts;
}

const employeeNameSql = sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`;
const userNameSql = sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The upkeep reads of the company (or of one unit): the queries the benchmark's database ceiling issues too. */
export function upkeepFactQueries(db: Db, companyId: string, equipmentId: string | null) {
  const unitOf = (column: typeof equipmentServiceSchedules.equipmentId | typeof equipmentMeterReadings.equipmentId | typeof equipmentServiceLog.equipmentId | typeof workOrderEquipment.equipmentId) =>
    equipmentId === null ? undefined : eq(column, equipmentId);
  return {
    units: db
      .select()
      .from(equipment)
      .where(and(eq(equipment.companyId, companyId), equipmentId === null ? undefined : eq(equipment.id, equipmentId)))
      .orderBy(asc(sql`lower(${equipment.name})`), asc(equipment.id)),
    schedules: db
      .select()
      .from(equipmentServiceSchedules)
      .where(and(eq(equipmentServiceSchedules.companyId, companyId), unitOf(equipmentServiceSchedules.equipmentId)))
      .orderBy(asc(sql`lower(${equipmentServiceSchedules.name})`), asc(equipmentServiceSchedules.id)),
    // The three long lists (a few thousand rows each) come back as the driver reads them, named as used: the query
    // builder's row mapping was a quarter of the fleet overview's CPU on PostgreSQL (60 units: 47 → 41 ms alone).
    readings: sql`
      select ${equipmentMeterReadings.equipmentId} as "equipmentId", ${equipmentMeterReadings.readingDate}::text as date,
        ${equipmentMeterReadings.value}::text as value, ${equipmentMeterReadings.unit} as unit
      from ${equipmentMeterReadings}
      where ${and(eq(equipmentMeterReadings.companyId, companyId), unitOf(equipmentMeterReadings.equipmentId))}`,
    log: sql`
      select ${equipmentServiceLog.equipmentId} as "equipmentId", ${equipmentServiceLog.serviceDate}::text as date,
        ${equipmentServiceLog.meter}::text as meter, ${equipmentServiceLog.meterUnit} as "meterUnit", ${equipmentServiceLog.cost}::text as cost,
        ${equipmentServiceLog.scheduleId} as "scheduleId"
      from ${equipmentServiceLog}
      where ${and(eq(equipmentServiceLog.companyId, companyId), unitOf(equipmentServiceLog.equipmentId))}`,
    // Each crew member's minutes on each completed order a unit went out on (onSiteHours takes the most).
    orderMinutes: sql`
      select ${workOrderEquipment.equipmentId} as "equipmentId", ${workOrders.id} as "workOrderId", ${workOrders.number} as number,
        ${workOrders.title} as title, coalesce(${workOrders.date}, max(${workOrderTimeEntries.workDate}))::text as date,
        sum(${workOrderTimeEntries.minutes})::int as minutes
      from ${workOrderEquipment}
      join ${workOrders} on ${and(eq(workOrders.companyId, workOrderEquipment.companyId), eq(workOrders.id, workOrderEquipment.workOrderId), eq(workOrders.status, 'completed'))}
      join ${workOrderTimeEntries} on ${and(eq(workOrderTimeEntries.companyId, workOrderEquipment.companyId), eq(workOrderTimeEntries.workOrderId, workOrderEquipment.workOrderId))}
      where ${and(eq(workOrderEquipment.companyId, companyId), unitOf(workOrderEquipment.equipmentId))}
      group by ${workOrderEquipment.equipmentId}, ${workOrders.id}, ${workOrderTimeEntries.employeeId}`,
  };
}

/** The service log with who did it and the schedule it satisfied. */
function serviceLogQuery(db: Db, companyId: string, where: SQL | undefined) {
  return db
    .select({ entry: equipmentServiceLog, employeeName: employeeNameSql, scheduleName: equipmentServiceSchedules.name })
    .from(equipmentServiceLog)
    .leftJoin(employees, and(eq(employees.companyId, equipmentServiceLog.companyId), eq(employees.id, equipmentServiceLog.performedByEmployeeId)))
    .leftJoin(equipmentServiceSchedules, and(eq(equipmentServiceSchedules.companyId, equipmentServiceLog.companyId), eq(equipmentServiceSchedules.id, equipmentServiceLog.scheduleId)))
    .where(and(eq(equipmentServiceLog.companyId, companyId), where));
}

/** What one unit's page lists besides the rules' reads: its readings and log, newest first (the benchmark's ceiling issues them too). */
export function unitDetailQueries(db: Db, companyId: string, equipmentId: string) {
  return {
    readings: db
      .select({ reading: equipmentMeterReadings, name: userNameSql })
      .from(equipmentMeterReadings)
      .leftJoin(users, eq(users.id, equipmentMeterReadings.createdBy))
      .where(and(eq(equipmentMeterReadings.companyId, companyId), eq(equipmentMeterReadings.equipmentId, equipmentId)))
      .orderBy(desc(equipmentMeterReadings.readingDate), desc(equipmentMeterReadings.createdAt)),
    log: serviceLogQuery(db, companyId, eq(equipmentServiceLog.equipmentId, equipmentId)).orderBy(desc(equipmentServiceLog.serviceDate), desc(equipmentServiceLog.createdAt)),
  };
}

interface Evaluated {
  summary: UnitUpkeepSummary;
  schedules: UpkeepSchedule[];
  due: Array<DueItem & { urgency: number }>;
}

/** One unit's meter, schedules and costs as of the company's `today` (the domain's rules, nothing else). */
function evaluate(unit: EquipmentRow, facts: UnitFacts, today: string, period: { from: string; to: string }): Evaluated {
  // A service logged with its meter is a reading too.
  const readings: MeterReadingPoint[] = [...facts.readings];
  for (const entry of facts.log) if (entry.meter !== null && entry.meterUnit !== null) readings.push({ date: entry.date, value: entry.meter, unit: entry.meterUnit });
  const accumulated: AccumulatedHours[] = facts.orders.map((order) => ({ date: order.date, hours: order.hours }));
  const meter = currentMeter(readings, accumulated);

  const schedules: UpkeepSchedule[] = [];
  const due: Array<DueItem & { urgency: number }> = [];
  for (const row of facts.schedules) {
    const typed = { lastDoneDate: row.lastDoneDate, lastDoneMeter: numOrNull(row.lastDoneMeter) };
    const done = lastDone(typed, facts.log.filter((entry) => entry.scheduleId === row.id));
    const rule = { every: num(row.every), unit: row.unit, lastDoneDate: done.date, lastDoneMeter: done.meter };
    const result = scheduleDue(rule, meter, today);
    const expectedCost = num(row.expectedCost);
    schedules.push({
      id: row.id,
      equipmentId: row.equipmentId,
      name: row.name,
      every: rule.every,
      unit: row.unit,
      expectedCost,
      notes: row.notes,
      ...typed,
      effectiveLastDoneDate: done.date,
      effectiveLastDoneMeter: done.meter,
      ...result,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
    due.push({
      equipmentId: unit.id,
      equipmentName: unit.name,
      scheduleId: row.id,
      scheduleName: row.name,
      unit: row.unit,
      state: result.state,
      nextDueDate: result.nextDueDate,
      nextDueMeter: result.nextDueMeter,
      remaining: result.remaining,
      expectedCost,
      urgency: dueUrgency(result, rule),
    });
  }
  due.sort((a, b) => a.urgency - b.urgency || a.scheduleName.localeCompare(b.scheduleName));

  const inPeriod = facts.log.filter((entry) => entry.date > period.from && entry.date <= period.to);
  const used = hoursUsedIn(readings, accumulated, period.from, period.to);
  const running = runningCostPerHour(inPeriod.map((entry) => entry.cost), used);
  const priceBook = toEquipment(unit).costPerHour;
  const next = due[0];
  return {
    summary: {
      id: unit.id,
      name: unit.name,
      type: unit.type,
      status: unit.status,
      outOfServiceReason: unit.outOfServiceReason,
      meterHours: meter.hours,
      meterMiles: meter.miles,
      state: worstState(due.map((item) => item.state)),
      dueSoonCount: due.filter((item) => item.state === 'due_soon').length,
      overdueCount: due.filter((item) => item.state === 'overdue').length,
      next: next ? withoutUrgency(next) : null,
      hoursUsed: used,
      serviceCost: sumCosts(inPeriod.map((entry) => entry.cost)),
      runningCostPerHour: running,
      priceBookCostPerHour: priceBook,
      underPriced: isUnderPriced(running, priceBook),
      updatedAt: unit.updatedAt.toISOString(),
    },
    schedules,
    due,
  };
}

function withoutUrgency(item: DueItem & { urgency: number }): DueItem {
  const { urgency: _urgency, ...rest } = item;
  return rest;
}

/** Sums each crew member's minutes per (unit, order) into the order's on-site hours. */
function ordersOf(rows: readonly OrderMinutesFact[]) {
  const grouped = new Map<string, { equipmentId: string; order: Omit<WorkOrderHours, 'hours'>; minutes: number[] }>();
  for (const row of rows) {
    const key = `${row.equipmentId}:${row.workOrderId}`;
    const group = grouped.get(key);
    if (group) {
      group.minutes.push(Number(row.minutes));
      if (row.date > group.order.date) group.order.date = row.date;
    } else {
      grouped.set(key, { equipmentId: row.equipmentId, order: { workOrderId: row.workOrderId, number: row.number, title: row.title, date: row.date }, minutes: [Number(row.minutes)] });
    }
  }
  return [...grouped.values()].map((group) => ({ equipmentId: group.equipmentId, order: { ...group.order, hours: onSiteHours(group.minutes) } }));
}

function readingView(row: ReadingRow, createdByName: string): MeterReading {
  return {
    id: row.id,
    equipmentId: row.equipmentId,
    date: row.readingDate,
    value: num(row.value),
    unit: row.unit,
    note: row.note,
    createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function orderUnitView(row: Pick<EquipmentRow, 'id' | 'name' | 'type' | 'status' | 'outOfServiceReason'>): OrderUnit {
  return { id: row.id, name: row.name, type: row.type, status: row.status, outOfServiceReason: row.outOfServiceReason, attachable: isAttachable(row.status) };
}

export function createUpkeepService(db: Db) {
  async function findUnit(executor: Db, ctx: RequestContext, id: string): Promise<EquipmentRow> {
    const [row] = await executor.select().from(equipment).where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, id)));
    if (!row) throw notFound(equipmentMessages.notFound);
    return row;
  }

  async function loadFacts(companyId: string, equipmentId: string | null) {
    const queries = upkeepFactQueries(db, companyId, equipmentId);
    const [units, schedules, readings, log, orderMinutes, today] = await Promise.all([
      queries.units,
      queries.schedules,
      queryRows<ReadingFact>(db, queries.readings),
      queryRows<LogFact>(db, queries.log),
      queryRows<OrderMinutesFact>(db, queries.orderMinutes),
      companyToday(db, companyId),
    ]);
    const facts = new Map<string, UnitFacts>();
    for (const row of schedules) factsOf(facts, row.equipmentId).schedules.push(row);
    for (const row of readings) factsOf(facts, row.equipmentId).readings.push({ date: row.date, value: num(row.value), unit: row.unit });
    for (const row of log)
      factsOf(facts, row.equipmentId).log.push({ date: row.date, meter: numOrNull(row.meter), meterUnit: row.meterUnit, cost: num(row.cost), scheduleId: row.scheduleId });
    for (const { equipmentId: unitId, order } of ordersOf(orderMinutes)) factsOf(facts, unitId).orders.push(order);
    return { units, facts, today };
  }

  async function scheduleView(ctx: RequestContext, equipmentId: string, scheduleId: string): Promise<UpkeepSchedule> {
    const { units, facts, today } = await loadFacts(ctx.companyId, equipmentId);
    const evaluated = evaluate(units[0]!, facts.get(equipmentId) ?? emptyFacts(), today, upkeepPeriod(today));
    return evaluated.schedules.find((schedule) => schedule.id === scheduleId)!;
  }

  async function requireSchedule(executor: Db, ctx: RequestContext, equipmentId: string, scheduleId: string): Promise<ScheduleRow> {
    const [row] = await executor
      .select()
      .from(equipmentServiceSchedules)
      .where(and(eq(equipmentServiceSchedules.companyId, ctx.companyId), eq(equipmentServiceSchedules.equipmentId, equipmentId), eq(equipmentServiceSchedules.id, scheduleId)));
    if (!row) throw notFound(upkeepMessages.scheduleNotFound);
    return row;
  }

  function duplicateScheduleName(error: unknown): never {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', upkeepMessages.duplicateScheduleName, { fieldErrors: { name: [upkeepMessages.duplicateScheduleName] } });
    throw error;
  }

  async function notInFuture(ctx: RequestContext, date: string): Promise<void> {
    if (date > (await companyToday(db, ctx.companyId))) throw AppError.invalidField('date', upkeepMessages.futureDate);
  }

  async function readingWithName(id: string, companyId: string): Promise<MeterReading> {
    const [row] = await db
      .select({ reading: equipmentMeterReadings, name: userNameSql })
      .from(equipmentMeterReadings)
      .leftJoin(users, eq(users.id, equipmentMeterReadings.createdBy))
      .where(and(eq(equipmentMeterReadings.companyId, companyId), eq(equipmentMeterReadings.id, id)));
    return readingView(row!.reading, row!.name ?? '');
  }

  const logQuery = (companyId: string, where: SQL | undefined) => serviceLogQuery(db, companyId, where);

  function logView(row: { entry: typeof equipmentServiceLog.$inferSelect; employeeName: string | null; scheduleName: string | null }): ServiceLogEntry {
    const { entry } = row;
    return {
      id: entry.id,
      equipmentId: entry.equipmentId,
      date: entry.serviceDate,
      meter: numOrNull(entry.meter),
      meterUnit: entry.meterUnit,
      workDone: entry.workDone,
      parts: entry.parts,
      cost: num(entry.cost),
      performedByEmployeeId: entry.performedByEmployeeId,
      performedBy: entry.performedByEmployeeId ? (row.employeeName ?? '') : (entry.performedByName ?? ''),
      scheduleId: entry.scheduleId,
      scheduleName: row.scheduleName,
      createdAt: entry.createdAt.toISOString(),
      updatedAt: entry.updatedAt.toISOString(),
    };
  }

  /** The ids a log entry names must be the company's (the employee) and the unit's (the schedule); 404 on the field. */
  async function checkLogReferences(ctx: RequestContext, equipmentId: string, input: ServiceLogValues): Promise<void> {
    if (input.performedByEmployeeId) {
      const [employee] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, input.performedByEmployeeId)));
      if (!employee) throw notFoundField('performedByEmployeeId', 'Employee not found');
    }
    let schedule: ScheduleRow | undefined;
    if (input.scheduleId) {
      [schedule] = await db
        .select()
        .from(equipmentServiceSchedules)
        .where(and(eq(equipmentServiceSchedules.companyId, ctx.companyId), eq(equipmentServiceSchedules.equipmentId, equipmentId), eq(equipmentServiceSchedules.id, input.scheduleId)));
      if (!schedule) throw notFoundField('scheduleId', upkeepMessages.scheduleNotFound);
    }
    const errors = logMeterErrors(input, schedule ?? null);
    const [field] = Object.keys(errors);
    if (field) throw AppError.invalidField(field, errors[field]!);
  }

  function logColumnsOf(input: ServiceLogValues) {
    return {
      serviceDate: input.date,
      meter: meterText(input.meter),
      meterUnit: input.meter === null ? null : input.meterUnit,
      workDone: input.workDone,
      parts: input.parts,
      cost: money(input.cost),
      performedByEmployeeId: input.performedByEmployeeId,
      performedByName: input.performedByName,
      scheduleId: input.scheduleId,
    };
  }

  async function orderFor(ctx: RequestContext, orderId: string) {
    const scope = await crewScope(db, ctx);
    const [order] = await db
      .select({ id: workOrders.id, crewId: workOrders.crewId })
      .from(workOrders)
      .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.id, orderId)));
    // Another crew's order is as unknown to a crew leader as another company's.
    if (!order || (scope && (!order.crewId || !scope.includes(order.crewId)))) throw notFound(WORK_ORDER_NOT_FOUND_MESSAGE);
    return order;
  }

  async function orderEquipment(companyId: string, orderId: string): Promise<OrderEquipment> {
    const unitColumns = { id: equipment.id, name: equipment.name, type: equipment.type, status: equipment.status, outOfServiceReason: equipment.outOfServiceReason };
    const [units, attached] = await Promise.all([
      db.select(unitColumns).from(equipment).where(eq(equipment.companyId, companyId)).orderBy(asc(sql`lower(${equipment.name})`), asc(equipment.id)),
      db
        .select({ equipmentId: workOrderEquipment.equipmentId })
        .from(workOrderEquipment)
        .where(and(eq(workOrderEquipment.companyId, companyId), eq(workOrderEquipment.workOrderId, orderId))),
    ]);
    const ids = new Set(attached.map((row) => row.equipmentId));
    const views = units.map(orderUnitView);
    return { attached: views.filter((unit) => ids.has(unit.id)), units: views };
  }

  return {
    /** GET /equipment/upkeep: every unit's state and costs, what is due and overdue (retired units left out of the lists). */
    async overview(ctx: RequestContext): Promise<UpkeepOverview> {
      const { units, facts, today } = await loadFacts(ctx.companyId, null);
      const period = upkeepPeriod(today);
      const summaries: UnitUpkeepSummary[] = [];
      const pending: Array<DueItem & { urgency: number }> = [];
      let needsServiceCount = 0;
      for (const unit of units) {
        const evaluated = evaluate(unit, facts.get(unit.id) ?? emptyFacts(), today, period);
        summaries.push(evaluated.summary);
        if (unit.status === 'retired') continue;
        if (evaluated.summary.state !== 'ok') needsServiceCount += 1;
        pending.push(...evaluated.due.filter((item) => item.state !== 'ok'));
      }
      pending.sort((a, b) => a.urgency - b.urgency || a.equipmentName.localeCompare(b.equipmentName));
      return {
        period,
        units: summaries,
        overdue: pending.filter((item) => item.state === 'overdue').map(withoutUrgency),
        dueSoon: pending.filter((item) => item.state === 'due_soon').map(withoutUrgency),
        needsServiceCount,
      };
    },

    /** GET /equipment/{id}/upkeep */
    async unit(ctx: RequestContext, id: string): Promise<UnitUpkeep> {
      const detail = unitDetailQueries(db, ctx.companyId, id);
      // Sent together with the rules' reads (one round trip's wait on PostgreSQL).
      const [{ units, facts, today }, readings, log] = await Promise.all([loadFacts(ctx.companyId, id), detail.readings, detail.log]);
      const unit = units[0];
      if (!unit) throw notFound(equipmentMessages.notFound);
      const unitFacts = facts.get(id) ?? emptyFacts();
      const period = upkeepPeriod(today);
      const evaluated = evaluate(unit, unitFacts, today, period);
      return {
        period,
        unit: evaluated.summary,
        schedules: evaluated.schedules,
        readings: readings.map((row) => readingView(row.reading, row.name ?? '')),
        workOrderHours: [...unitFacts.orders].sort((a, b) => (a.date === b.date ? b.number - a.number : a.date < b.date ? 1 : -1)),
        log: log.map(logView),
      };
    },

    // ── Schedules ───────────────────────────────────────────────────────────────────────
    async createSchedule(ctx: RequestContext, equipmentId: string, input: ScheduleValues): Promise<UpkeepSchedule> {
      await findUnit(db, ctx, equipmentId);
      const now = new Date();
      const [row] = await db
        .insert(equipmentServiceSchedules)
        .values({ companyId: ctx.companyId, equipmentId, ...scheduleColumns(input), createdAt: now, updatedAt: now })
        .returning({ id: equipmentServiceSchedules.id })
        .catch(duplicateScheduleName);
      return scheduleView(ctx, equipmentId, row!.id);
    },

    async updateSchedule(ctx: RequestContext, equipmentId: string, scheduleId: string, input: UpdateScheduleValues): Promise<UpkeepSchedule> {
      await findUnit(db, ctx, equipmentId);
      await requireSchedule(db, ctx, equipmentId, scheduleId);
      const [row] = await db
        .update(equipmentServiceSchedules)
        .set({ ...scheduleColumns(input), updatedAt: new Date() })
        .where(
          and(
            eq(equipmentServiceSchedules.companyId, ctx.companyId),
            eq(equipmentServiceSchedules.id, scheduleId),
            unchangedSince(equipmentServiceSchedules.updatedAt, input.updatedAt),
          ),
        )
        .returning({ id: equipmentServiceSchedules.id })
        .catch(duplicateScheduleName);
      if (!row) throw new AppError('CONFLICT', upkeepMessages.scheduleStale);
      return scheduleView(ctx, equipmentId, scheduleId);
    },

    /** The log entries that satisfied it stay, no longer naming it. */
    async deleteSchedule(ctx: RequestContext, equipmentId: string, scheduleId: string): Promise<{ id: string }> {
      await findUnit(db, ctx, equipmentId);
      const deleted = await db
        .delete(equipmentServiceSchedules)
        .where(and(eq(equipmentServiceSchedules.companyId, ctx.companyId), eq(equipmentServiceSchedules.equipmentId, equipmentId), eq(equipmentServiceSchedules.id, scheduleId)))
        .returning({ id: equipmentServiceSchedules.id });
      if (deleted.length === 0) throw notFound(upkeepMessages.scheduleNotFound);
      return { id: scheduleId };
    },

    // ── Meter readings ──────────────────────────────────────────────────────────────────
    async addReading(ctx: RequestContext, equipmentId: string, input: MeterReadingValues): Promise<MeterReading> {
      await findUnit(db, ctx, equipmentId);
      await notInFuture(ctx, input.date);
      const now = new Date();
      const [row] = await db
        .insert(equipmentMeterReadings)
        .values({ companyId: ctx.companyId, equipmentId, readingDate: input.date, value: input.value.toFixed(2), unit: input.unit, note: input.note, createdBy: ctx.userId, createdAt: now, updatedAt: now })
        .returning({ id: equipmentMeterReadings.id });
      return readingWithName(row!.id, ctx.companyId);
    },

    async updateReading(ctx: RequestContext, equipmentId: string, readingId: string, input: UpdateMeterReadingValues): Promise<MeterReading> {
      await findUnit(db, ctx, equipmentId);
      const mine = and(eq(equipmentMeterReadings.companyId, ctx.companyId), eq(equipmentMeterReadings.equipmentId, equipmentId), eq(equipmentMeterReadings.id, readingId));
      const [existing] = await db.select({ id: equipmentMeterReadings.id }).from(equipmentMeterReadings).where(mine);
      if (!existing) throw notFound(upkeepMessages.readingNotFound);
      await notInFuture(ctx, input.date);
      const [row] = await db
        .update(equipmentMeterReadings)
        .set({ readingDate: input.date, value: input.value.toFixed(2), unit: input.unit, note: input.note, updatedAt: new Date() })
        .where(and(mine, unchangedSince(equipmentMeterReadings.updatedAt, input.updatedAt)))
        .returning({ id: equipmentMeterReadings.id });
      if (!row) throw new AppError('CONFLICT', upkeepMessages.readingStale);
      return readingWithName(readingId, ctx.companyId);
    },

    async deleteReading(ctx: RequestContext, equipmentId: string, readingId: string): Promise<{ id: string }> {
      await findUnit(db, ctx, equipmentId);
      const deleted = await db
        .delete(equipmentMeterReadings)
        .where(and(eq(equipmentMeterReadings.companyId, ctx.companyId), eq(equipmentMeterReadings.equipmentId, equipmentId), eq(equipmentMeterReadings.id, readingId)))
        .returning({ id: equipmentMeterReadings.id });
      if (deleted.length === 0) throw notFound(upkeepMessages.readingNotFound);
      return { id: readingId };
    },

    // ── Service log ─────────────────────────────────────────────────────────────────────
    async addLogEntry(ctx: RequestContext, equipmentId: string, input: ServiceLogValues): Promise<ServiceLogEntry> {
      await findUnit(db, ctx, equipmentId);
      await checkLogReferences(ctx, equipmentId, input);
      await notInFuture(ctx, input.date);
      const now = new Date();
      const [row] = await db
        .insert(equipmentServiceLog)
        .values({ companyId: ctx.companyId, equipmentId, ...logColumnsOf(input), createdBy: ctx.userId, createdAt: now, updatedAt: now })
        .returning({ id: equipmentServiceLog.id });
      const [view] = await logQuery(ctx.companyId, eq(equipmentServiceLog.id, row!.id));
      return logView(view!);
    },

    async updateLogEntry(ctx: RequestContext, equipmentId: string, entryId: string, input: UpdateServiceLogValues): Promise<ServiceLogEntry> {
      await findUnit(db, ctx, equipmentId);
      const mine = and(eq(equipmentServiceLog.companyId, ctx.companyId), eq(equipmentServiceLog.equipmentId, equipmentId), eq(equipmentServiceLog.id, entryId));
      const [existing] = await db.select({ id: equipmentServiceLog.id }).from(equipmentServiceLog).where(mine);
      if (!existing) throw notFound(upkeepMessages.logEntryNotFound);
      await checkLogReferences(ctx, equipmentId, input);
      await notInFuture(ctx, input.date);
      const [row] = await db
        .update(equipmentServiceLog)
        .set({ ...logColumnsOf(input), updatedAt: new Date() })
        .where(and(mine, unchangedSince(equipmentServiceLog.updatedAt, input.updatedAt)))
        .returning({ id: equipmentServiceLog.id });
      if (!row) throw new AppError('CONFLICT', upkeepMessages.logEntryStale);
      const [view] = await logQuery(ctx.companyId, eq(equipmentServiceLog.id, entryId));
      return logView(view!);
    },

    async deleteLogEntry(ctx: RequestContext, equipmentId: string, entryId: string): Promise<{ id: string }> {
      await findUnit(db, ctx, equipmentId);
      const deleted = await db
        .delete(equipmentServiceLog)
        .where(and(eq(equipmentServiceLog.companyId, ctx.companyId), eq(equipmentServiceLog.equipmentId, equipmentId), eq(equipmentServiceLog.id, entryId)))
        .returning({ id: equipmentServiceLog.id });
      if (deleted.length === 0) throw notFound(upkeepMessages.logEntryNotFound);
      return { id: entryId };
    },

    // ── Status ──────────────────────────────────────────────────────────────────────────
    /**
     * PUT /equipment/{id}/status: against the version the client loaded (409 when stale; the row is locked, so of two
     * changes of one version one wins). Going out of service raises a maintenance task about the unit in the same
     * transaction; staying out of service only changes the reason; any other status clears it.
     */
    async setStatus(ctx: RequestContext, equipmentId: string, input: EquipmentStatusValues): Promise<EquipmentStatusResult> {
      await findUnit(db, ctx, equipmentId);
      const today = await companyToday(db, ctx.companyId);
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(equipment)
          .where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, equipmentId)))
          .for('update');
        if (!current) throw notFound(equipmentMessages.notFound);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT', equipmentMessages.stale);
        const [row] = await tx
          .update(equipment)
          .set({ status: input.status, outOfServiceReason: input.status === 'out_of_service' ? input.reason : null, updatedAt: new Date() })
          .where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, equipmentId)))
          .returning();
        const task = row!.status === 'out_of_service' && current.status !== 'out_of_service' ? await raiseOutOfServiceTask(tx, ctx, row!, today) : null;
        return { equipment: toEquipment(row!), task };
      });
    },

    // ── Work orders ─────────────────────────────────────────────────────────────────────
    async orderEquipment(ctx: RequestContext, orderId: string): Promise<OrderEquipment> {
      await orderFor(ctx, orderId);
      return orderEquipment(ctx.companyId, orderId);
    },

    /**
     * PUT /orders/{id}/equipment: the list replaces the one before. Every id must be the company's (404 naming it); a
     * unit newly added must be active (422 unavailableUnitMessage). A unit already on the order stays whatever its
     * status became since (the order's history is kept). The units added are locked, so none goes out of service
     * halfway.
     */
    async setOrderEquipment(ctx: RequestContext, orderId: string, input: OrderEquipmentValues): Promise<OrderEquipment> {
      await orderFor(ctx, orderId);
      await db.transaction(async (tx) => {
        const current = await tx
          .select({ equipmentId: workOrderEquipment.equipmentId })
          .from(workOrderEquipment)
          .where(and(eq(workOrderEquipment.companyId, ctx.companyId), eq(workOrderEquipment.workOrderId, orderId)));
        const before = new Set(current.map((row) => row.equipmentId));
        const added = input.equipmentIds.filter((id) => !before.has(id));
        if (added.length > 0) {
          const units = await tx
            .select({ id: equipment.id, name: equipment.name, status: equipment.status, outOfServiceReason: equipment.outOfServiceReason })
            .from(equipment)
            .where(and(eq(equipment.companyId, ctx.companyId), inArray(equipment.id, added)))
            .for('share');
          const byId = new Map(units.map((unit) => [unit.id, unit]));
          const missing = input.equipmentIds.findIndex((id) => !before.has(id) && !byId.has(id));
          if (missing >= 0) throw notFoundField(`equipmentIds.${missing}`, equipmentMessages.notFound);
          const refused = added.map((id) => byId.get(id)!).filter((unit) => !isAttachable(unit.status));
          if (refused.length > 0) {
            const messages = refused.map(unavailableUnitMessage);
            throw new AppError('BUSINESS_RULE', messages.join(' '), { fieldErrors: { equipmentIds: messages }, refusedIds: refused.map((unit) => unit.id) });
          }
          await tx
            .insert(workOrderEquipment)
            .values(added.map((equipmentId) => ({ companyId: ctx.companyId, workOrderId: orderId, equipmentId })))
            .onConflictDoNothing();
        }
        const removed = [...before].filter((id) => !input.equipmentIds.includes(id));
        if (removed.length > 0)
          await tx
            .delete(workOrderEquipment)
            .where(and(eq(workOrderEquipment.companyId, ctx.companyId), eq(workOrderEquipment.workOrderId, orderId), inArray(workOrderEquipment.equipmentId, removed)));
      });
      return orderEquipment(ctx.companyId, orderId);
    },
  };
}

function scheduleColumns(input: ScheduleValues) {
  const calendar = isCalendarInterval(input.unit);
  return {
    name: input.name,
    every: input.every.toFixed(2),
    unit: input.unit,
    expectedCost: money(input.expectedCost),
    lastDoneDate: input.lastDoneDate,
    // A calendar schedule keeps no meter, so a unit changed from hours to months cannot read an old one.
    lastDoneMeter: calendar ? null : meterText(input.lastDoneMeter),
    notes: input.notes,
  };
}
