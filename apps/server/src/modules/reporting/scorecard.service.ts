import { isLeadershipRole } from '@groundwork/domain/auth';
import type { Report, ReportName } from '@groundwork/domain/reporting';
import {
  goalStatus,
  isAutomatic,
  MAX_MEASURABLES,
  MEASURABLE_FILLS_ITSELF_MESSAGE,
  MEASURABLE_LIMIT_MESSAGE,
  MEASURABLE_ORDER_MESSAGE,
  onTrackShare,
  quarterFigure,
  quarterOf,
  reportsNeeded,
  sourceValue,
  trailingAverage,
  weekOf,
  weeksEnding,
  WEEK_IN_FUTURE_MESSAGE,
  type Measurable,
  type MeasurableFields,
  type Scorecard,
  type ScorecardCell,
} from '@groundwork/domain/scorecard';
import { addDays } from '@groundwork/domain/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, scorecardMeasurables, scorecardValues } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { lockCompanyScope } from '../../lib/company-lock';
import { dateIn, usableTimeZone } from '../../lib/dates';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import type { ReportContext } from './report-context';
import { buildReport } from './reporting.service';

/**
 * The company scorecard (docs/business-development.md, "Company scorecard"). It lives beside the reports because a
 * measurable that fills itself is a report's figure over one week: the same builder answers both.
 */

const columns = {
  id: scorecardMeasurables.id,
  name: scorecardMeasurables.name,
  ownerEmployeeId: scorecardMeasurables.ownerEmployeeId,
  ownerName: sql<string | null>`(select e.first_name || ' ' || e.last_name from employees e where e.id = ${scorecardMeasurables.ownerEmployeeId})`,
  source: scorecardMeasurables.source,
  kind: scorecardMeasurables.kind,
  rule: scorecardMeasurables.rule,
  goal: scorecardMeasurables.goal,
  goalMax: scorecardMeasurables.goalMax,
  position: scorecardMeasurables.position,
  createdAt: scorecardMeasurables.createdAt,
  updatedAt: scorecardMeasurables.updatedAt,
};

type Row = Omit<Measurable, 'goal' | 'goalMax' | 'createdAt' | 'updatedAt'> & { goal: string; goalMax: string | null; createdAt: Date; updatedAt: Date };

const view = (row: Row): Measurable => ({
  ...row,
  goal: Number(row.goal),
  goalMax: row.goalMax === null ? null : Number(row.goalMax),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', 'Measurable not found');
/** Weeks whose reports are built at once: enough to overlap the queries, few enough to leave the pool to others. */
const WEEKS_AT_ONCE = 4;

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

export function createScorecardService(db: Db) {
  async function load(companyId: string, id: string): Promise<Measurable> {
    const [row] = await db
      .select(columns)
      .from(scorecardMeasurables)
      .where(and(eq(scorecardMeasurables.companyId, companyId), eq(scorecardMeasurables.id, id)))
      .limit(1);
    if (!row) throw notFound();
    return view(row as Row);
  }

  async function list(companyId: string): Promise<Measurable[]> {
    const rows = await db
      .select(columns)
      .from(scorecardMeasurables)
      .where(eq(scorecardMeasurables.companyId, companyId))
      .orderBy(asc(scorecardMeasurables.position), asc(scorecardMeasurables.createdAt));
    return rows.map((row) => view(row as Row));
  }

  /** An owner must be one of the company's employees: another company's is 404, as if it did not exist. */
  async function checkOwner(companyId: string, employeeId: string | null): Promise<void> {
    if (!employeeId) return;
    const [found] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
      .limit(1);
    if (!found) throw new AppError('NOT_FOUND', 'Employee not found', { fieldErrors: { ownerEmployeeId: ['Employee not found'] } });
  }

  async function companyClock(companyId: string): Promise<{ timeZone: string; today: string }> {
    const [row] = await companyTimeZoneQuery(db, companyId);
    const timeZone = usableTimeZone(row?.timeZone);
    return { timeZone, today: dateIn(timeZone) };
  }

  /** Each week's reports the measurables read, built over Monday–Sunday (a running week up to today). */
  async function weeklyReports(companyId: string, clock: { timeZone: string; today: string }, weeks: readonly string[], names: readonly ReportName[]) {
    if (names.length === 0) return weeks.map(() => ({}) as Partial<Record<ReportName, Report>>);
    const started = weeks.filter((week) => week <= clock.today);
    const built = await inBatches(started, WEEKS_AT_ONCE, async (week) => {
      const context: ReportContext = { db, companyId, ...clock, period: { from: week, to: addDays(week, 6) }, comparison: null };
      const reports = await Promise.all(names.map((name) => buildReport(context, name)));
      return Object.fromEntries(names.map((name, index) => [name, reports[index]!])) as Partial<Record<ReportName, Report>>;
    });
    return weeks.map((week) => (week <= clock.today ? built[started.indexOf(week)]! : {}));
  }

  return {
    list: (ctx: RequestContext) => list(ctx.companyId),

    /** The grid: each measurable over the 13 weeks ending with the week of `end` (today's by default, never later). */
    async grid(ctx: RequestContext, end: string | undefined): Promise<Scorecard> {
      const clock = await companyClock(ctx.companyId);
      const last = end && end < clock.today ? end : clock.today;
      const weeks = weeksEnding(last);
      const quarter = quarterOf(weeks.at(-1)!);
      const measurables = await list(ctx.companyId);
      const typed = measurables.filter((measurable) => !isAutomatic(measurable.source));
      const [values, reports] = await Promise.all([
        typed.length === 0
          ? Promise.resolve([])
          : db
              .select({ measurableId: scorecardValues.measurableId, week: scorecardValues.week, value: scorecardValues.value })
              .from(scorecardValues)
              .where(and(inArray(scorecardValues.measurableId, typed.map((measurable) => measurable.id)), sql`${scorecardValues.week} between ${weeks[0]!}::date and ${weeks.at(-1)!}::date`)),
        weeklyReports(ctx.companyId, clock, weeks, reportsNeeded(measurables.map((measurable) => measurable.source))),
      ]);
      const typedValue = new Map(values.map((row) => [`${row.measurableId}:${row.week}`, Number(row.value)]));
      const rows = measurables.map((measurable) => {
        const source = measurable.source;
        const series = weeks.map((week, index) => ({
          week,
          value: isAutomatic(source) ? sourceValue(source, reports[index]!) : (typedValue.get(`${measurable.id}:${week}`) ?? null),
        }));
        const cells: ScorecardCell[] = series.map((cell) => ({ ...cell, status: goalStatus(measurable, cell.value) }));
        const shown = series.map((cell) => cell.value);
        return { ...measurable, cells, average: trailingAverage(shown), onTrackPercent: onTrackShare(measurable, shown), quarter: quarterFigure(measurable.kind, series, quarter) };
      });
      return { today: clock.today, weeks, quarter, rows, canEdit: isLeadershipRole(ctx.role) };
    },

    async create(ctx: RequestContext, input: MeasurableFields): Promise<Measurable> {
      await checkOwner(ctx.companyId, input.ownerEmployeeId);
      const id = await db.transaction(async (tx) => {
        await lockCompanyScope(tx, 'scorecard', ctx.companyId);
        const [counted] = await tx
          .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${scorecardMeasurables.position}), 0)::int` })
          .from(scorecardMeasurables)
          .where(eq(scorecardMeasurables.companyId, ctx.companyId));
        if ((counted?.count ?? 0) >= MAX_MEASURABLES) throw new AppError('BUSINESS_RULE', MEASURABLE_LIMIT_MESSAGE);
        const at = now();
        const [row] = await tx
          .insert(scorecardMeasurables)
          .values({ companyId: ctx.companyId, ...fieldsOf(input), position: (counted?.last ?? 0) + 1, createdAt: at, updatedAt: at })
          .returning({ id: scorecardMeasurables.id });
        return row!.id;
      });
      return load(ctx.companyId, id);
    },

    async update(ctx: RequestContext, id: string, input: MeasurableFields): Promise<Measurable> {
      const current = await load(ctx.companyId, id);
      await checkOwner(ctx.companyId, input.ownerEmployeeId);
      const changed = await db.transaction(async (tx) => {
        const updated = await tx
          .update(scorecardMeasurables)
          .set({ ...fieldsOf(input), updatedAt: now() })
          .where(and(eq(scorecardMeasurables.companyId, ctx.companyId), eq(scorecardMeasurables.id, id), unchangedSince(scorecardMeasurables.updatedAt, input.updatedAt)))
          .returning({ id: scorecardMeasurables.id });
        // A measurable that now fills itself keeps no typed weeks (they would never show again).
        if (updated.length > 0 && isAutomatic(input.source) && !isAutomatic(current.source)) await tx.delete(scorecardValues).where(eq(scorecardValues.measurableId, id));
        return updated.length > 0;
      });
      if (!changed) throw new AppError('CONFLICT', 'This measurable was changed by someone else. Reload to see the latest version.');
      return load(ctx.companyId, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const deleted = await db
        .delete(scorecardMeasurables)
        .where(and(eq(scorecardMeasurables.companyId, ctx.companyId), eq(scorecardMeasurables.id, id)))
        .returning({ id: scorecardMeasurables.id });
      if (deleted.length === 0) throw notFound();
      return { id };
    },

    /** Every measurable once, in the new order; another company's id (or a missing one) is refused. */
    async reorder(ctx: RequestContext, ids: readonly string[]): Promise<Measurable[]> {
      await db.transaction(async (tx) => {
        await lockCompanyScope(tx, 'scorecard', ctx.companyId);
        const held = await tx.select({ id: scorecardMeasurables.id }).from(scorecardMeasurables).where(eq(scorecardMeasurables.companyId, ctx.companyId));
        const heldIds = new Set(held.map((row) => row.id));
        if (ids.some((id) => !heldIds.has(id))) throw notFound();
        if (new Set(ids).size !== ids.length || ids.length !== heldIds.size) throw AppError.invalidField('ids', MEASURABLE_ORDER_MESSAGE);
        for (const [index, id] of ids.entries()) {
          await tx
            .update(scorecardMeasurables)
            .set({ position: index + 1 })
            .where(and(eq(scorecardMeasurables.companyId, ctx.companyId), eq(scorecardMeasurables.id, id)));
        }
      });
      return list(ctx.companyId);
    },

    /** Types (or clears) a week of a typed measurable; a week not started yet is refused. */
    async setWeek(ctx: RequestContext, id: string, week: string, value: number | null): Promise<ScorecardCell> {
      const measurable = await load(ctx.companyId, id);
      if (isAutomatic(measurable.source)) throw new AppError('BUSINESS_RULE', MEASURABLE_FILLS_ITSELF_MESSAGE);
      const { today } = await companyClock(ctx.companyId);
      if (week > weekOf(today)) throw AppError.invalidField('week', WEEK_IN_FUTURE_MESSAGE);
      if (value === null) {
        await db.delete(scorecardValues).where(and(eq(scorecardValues.measurableId, id), eq(scorecardValues.week, week)));
      } else {
        const at = now();
        await db
          .insert(scorecardValues)
          .values({ measurableId: id, week, value: value.toFixed(2), updatedAt: at })
          .onConflictDoUpdate({ target: [scorecardValues.measurableId, scorecardValues.week], set: { value: value.toFixed(2), updatedAt: at } });
      }
      return { week, value, status: goalStatus(measurable, value) };
    },
  };
}

function fieldsOf(input: MeasurableFields) {
  return {
    name: input.name,
    ownerEmployeeId: input.ownerEmployeeId,
    source: input.source,
    kind: input.kind,
    rule: input.rule,
    goal: input.goal.toFixed(2),
    goalMax: input.goalMax === null ? null : input.goalMax.toFixed(2),
  };
}
