import { defaultSchedulingDetails, type SchedulingDetails } from '@groundwork/domain/company-information';
import {
  RAIN_DAY_ALREADY_UNDONE_MESSAGE,
  RAIN_DAY_NOT_FOUND_MESSAGE,
  RAIN_DAY_UNDO_EXPIRED_MESSAGE,
  VISIT_HAS_WORK_ORDER_MESSAGE,
  WORK_ORDER_STARTED_REPLAN_MESSAGE,
  boardDays,
  budgetHoursForPeriod,
  crewAvailableHours,
  crewDayCapacity,
  isNotStarted,
  isOverdue,
  nextWorkingDay,
  placeInLane,
  planningStatus,
  rainDayMoves,
  type Board,
  type BoardConflict,
  type BoardMoveValues,
  type BoardOrder,
  type BoardQueryValues,
  type OptimiseDayResult,
  type OptimiseDayValues,
  type RainDayResult,
  type RainDayValues,
  type WorkOrder,
  type WorkOrderStatus,
} from '@groundwork/domain/orders';
import { isValidCoordinates, optimiseRoute } from '@groundwork/domain/rounds';
import { workingDaysBetween } from '@groundwork/domain/reporting';
import { addDays, daysBetween, daysInMonth } from '@groundwork/domain/shared';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crews, customers, jobs, jobVisits, rainDays, workOrders, type RainDayOrderMove, type RainDayVisitMove } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { dateIn, longDate, usableTimeZone } from '../../lib/dates';
import { isUniqueViolation } from '../../lib/db-errors';
import { activeBudgetRow } from '../../lib/overhead-markups';
import { isSameVersion } from '../../lib/stale-write';
import { crewSizeOf, lockJobs, nextVersion, syncVisitWithOrder, takeWorkOrderNumbers, touchJobs, visitOrderValues, type WorkOrderRow } from '../../lib/work-orders';
import type { RequestContext } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mail';
import {
  boardCrewsQuery,
  boardDrawerOrdersQuery,
  boardDrawerVisitsQuery,
  boardLaneOrdersQuery,
  boardOrderHoursQuery,
  boardSettingsQuery,
  boardVisitHoursQuery,
  crewDayOrdersQuery,
} from './board-queries';
import { rainDayNoticeEmail } from './rain-day-emails';
import { addressLine, notFoundField, orderNotFound, readOrder, requireCrew } from './orders.service';

/**
 * The schedule board (docs/orders.md, "Schedule board"): the crews' lanes and the drawer, moves between them, a crew's
 * day optimised for the drive, and rain days with their undo.
 */

interface BoardSettings {
  companyName: string;
  today: string;
  scheduling: SchedulingDetails;
}

type BoardOrderRow = Awaited<ReturnType<typeof boardLaneOrdersQuery>>[number];

const round2 = (value: number) => Math.round(value * 100) / 100;
const hoursOf = (value: string | number | null | undefined) => Number(value ?? 0);

function boardOrderView(row: BoardOrderRow, today: string): BoardOrder {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    customerId: row.customerId,
    customerName: row.customerName,
    address: addressLine(row),
    jobId: row.jobId,
    crewId: row.crewId,
    date: row.date,
    startTime: row.startTime,
    sequence: row.sequence,
    budgetedHours: hoursOf(row.budgetedHours),
    crewSize: row.crewSize,
    status: row.status,
    reason: row.reason,
    overdue: isOverdue(row, today),
    located: isValidCoordinates(row.latitude, row.longitude),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function boardSettings(db: Db, companyId: string): Promise<BoardSettings> {
  const [row] = await boardSettingsQuery(db, companyId);
  const defaults = defaultSchedulingDetails();
  const stored = row?.scheduling;
  return {
    companyName: row?.displayName || row?.name || '',
    today: dateIn(usableTimeZone(row?.timeZone)),
    // A company saved before scheduling details existed works the defaults.
    scheduling: {
      ...defaults,
      ...stored,
      workingWeekdays: stored?.workingWeekdays?.length ? stored.workingWeekdays : defaults.workingWeekdays,
    },
  };
}

/** The lane a work order is on, for moves: its crew, its date, the order ids in route order. */
async function laneIds(tx: Db, companyId: string, crewId: string, date: string): Promise<string[]> {
  const rows = await tx
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.companyId, companyId),
        eq(workOrders.crewId, crewId),
        eq(workOrders.date, date),
        sql`${workOrders.status} not in ('cancelled', 'skipped')`,
      ),
    )
    .orderBy(asc(workOrders.sequence), asc(workOrders.number))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Writes route positions 0…n-1 in the given order (only the rows whose position changes). A route position is the
 * lane's, not the order's: it does not move an order's version, so a neighbour's card on another screen stays current.
 */
async function writeSequence(tx: Db, companyId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, index) => sql`(${id}::uuid, ${index}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update work_orders set sequence = v.sequence
      from (values ${values}) as v(id, sequence)
     where work_orders.company_id = ${companyId} and work_orders.id = v.id and work_orders.sequence <> v.sequence`);
}

/**
 * Lanes are locked through their crews' rows (no key update, so orders can still point at the crew meanwhile): two
 * dispatchers dropping into the same lane renumber it one after the other. Taken in id order, before any order row.
 */
async function lockCrews(tx: Db, companyId: string, crewIds: readonly (string | null)[]): Promise<void> {
  const ids = [...new Set(crewIds.filter((id): id is string => id !== null))].sort();
  if (ids.length === 0) return;
  await tx
    .select({ id: crews.id })
    .from(crews)
    .where(and(eq(crews.companyId, companyId), inArray(crews.id, ids)))
    .orderBy(asc(crews.id))
    .for('no key update');
}

const refusedMove = () =>
  new AppError('BUSINESS_RULE', WORK_ORDER_STARTED_REPLAN_MESSAGE, { fieldErrors: { orderId: [WORK_ORDER_STARTED_REPLAN_MESSAGE] } });
const rainDayNotFound = () => new AppError('NOT_FOUND', RAIN_DAY_NOT_FOUND_MESSAGE);

interface RainDayCandidate {
  id: string;
  number: number;
  title: string;
  customerId: string;
  customerName: string;
  email: string;
  jobId: string | null;
  crewId: string | null;
  date: string | null;
  sequence: number;
  status: WorkOrderStatus;
  updatedAt: Date;
}

interface RainDayVisitCandidate {
  id: string;
  jobId: string;
  title: string;
  customerId: string;
  customerName: string;
  email: string;
  date: string;
  updatedAt: Date;
}

interface RainDayPlan {
  to: string;
  orders: Array<{ order: RainDayCandidate; from: string; to: string; reason: 'rained off' | 'keeps the interval' }>;
  visits: Array<{ visit: RainDayVisitCandidate; from: string; to: string }>;
}

export function createBoardService({ db, mail }: { db: Db; mail: Mailer }) {
  /**
   * The not-started orders of `day` (one crew or all) and every later not-started order of the same jobs, with their
   * clients; `lock` takes their rows (the jobs are locked first by the caller).
   */
  async function rainDayCandidates(executor: Db, companyId: string, day: string, crewId: string | null, lock: boolean): Promise<RainDayCandidate[]> {
    const rainedJobs = sql`select o.job_id from work_orders o
       where o.company_id = ${companyId} and o.date = ${day} and o.job_id is not null and o.status in ('unscheduled', 'scheduled')
       ${crewId ? sql`and o.crew_id = ${crewId}` : sql``}`;
    const query = executor
      .select({
        id: workOrders.id,
        number: workOrders.number,
        title: workOrders.title,
        customerId: workOrders.customerId,
        customerName: sql<string>`coalesce(${customers.displayName}, '')`,
        email: sql<string>`coalesce(${customers.email}, '')`,
        jobId: workOrders.jobId,
        crewId: workOrders.crewId,
        date: workOrders.date,
        sequence: workOrders.sequence,
        status: workOrders.status,
        updatedAt: workOrders.updatedAt,
      })
      .from(workOrders)
      .innerJoin(customers, and(eq(customers.companyId, workOrders.companyId), eq(customers.id, workOrders.customerId)))
      .where(
        and(
          eq(workOrders.companyId, companyId),
          inArray(workOrders.status, ['unscheduled', 'scheduled']),
          sql`(${workOrders.date} = ${day} or (${workOrders.date} > ${day} and ${workOrders.jobId} in (${rainedJobs})))`,
        ),
      )
      .orderBy(asc(workOrders.date), asc(workOrders.sequence), asc(workOrders.number));
    return lock ? query.for('update', { of: workOrders }) : query;
  }

  /** Later visits of the rained-off jobs that have no order: they move too, so each client keeps their interval. */
  async function laterOrderlessVisits(executor: Db, companyId: string, day: string, jobIds: readonly string[]): Promise<RainDayVisitCandidate[]> {
    if (jobIds.length === 0) return [];
    return executor
      .select({
        id: jobVisits.id,
        jobId: jobVisits.jobId,
        title: jobs.serviceName,
        customerId: jobs.customerId,
        customerName: sql<string>`coalesce(${customers.displayName}, '')`,
        email: sql<string>`coalesce(${customers.email}, '')`,
        date: jobVisits.instanceDate,
        updatedAt: jobVisits.updatedAt,
      })
      .from(jobVisits)
      .innerJoin(jobs, and(eq(jobs.companyId, jobVisits.companyId), eq(jobs.id, jobVisits.jobId)))
      .innerJoin(customers, and(eq(customers.companyId, jobs.companyId), eq(customers.id, jobs.customerId)))
      .where(
        and(
          eq(jobVisits.companyId, companyId),
          inArray(jobVisits.jobId, [...jobIds]),
          gt(jobVisits.instanceDate, day),
          eq(jobVisits.status, 'scheduled'),
          sql`not exists (select 1 from work_orders o where o.company_id = ${jobVisits.companyId} and o.job_visit_id = ${jobVisits.id})`,
        ),
      )
      .orderBy(asc(jobVisits.instanceDate), asc(jobVisits.id));
  }

  async function planRainDay(executor: Db, companyId: string, input: RainDayValues, workingWeekdays: readonly number[], lock: boolean): Promise<RainDayPlan> {
    const candidates = await rainDayCandidates(executor, companyId, input.date, input.crewId, lock);
    const to = nextWorkingDay(input.date, workingWeekdays);
    const byId = new Map(candidates.map((order) => [order.id, order]));
    const moves = rainDayMoves(candidates, input.date, workingWeekdays, input.crewId);
    const rainedJobs = [...new Set(moves.filter((move) => move.reason === 'rained off').flatMap((move) => byId.get(move.id)!.jobId ?? []))];
    const shift = daysBetween(input.date, to);
    const visits = await laterOrderlessVisits(executor, companyId, input.date, rainedJobs);
    return {
      to,
      orders: moves.map((move) => ({ order: byId.get(move.id)!, from: move.from, to: move.to, reason: move.reason })),
      visits: visits.map((visit) => ({ visit, from: visit.date, to: addDays(visit.date, shift) })),
    };
  }

  function rainDayResult(rainDayId: string | null, plan: RainDayPlan, notified: number): RainDayResult {
    const clients = new Map<string, { customerId: string; name: string; email: string }>();
    for (const { customerId, customerName, email } of [...plan.orders.map((move) => move.order), ...plan.visits.map((move) => move.visit)]) {
      if (!clients.has(customerId)) clients.set(customerId, { customerId, name: customerName, email: email.trim() });
    }
    return {
      rainDayId,
      to: plan.to,
      moves: plan.orders.map(({ order, from, to, reason }) => ({
        orderId: order.id,
        number: order.number,
        customerName: order.customerName,
        title: order.title,
        from,
        to,
        reason,
      })),
      clients: [...clients.values()].sort((a, b) => a.name.localeCompare(b.name)),
      notified,
      visits: plan.visits.map(({ visit, from, to }) => ({ jobVisitId: visit.id, customerName: visit.customerName, title: visit.title, from, to })),
    };
  }

  /** One notice per client with an e-mail address, listing their visits that moved (`undone`: moved back). */
  async function notifyClients(companyId: string, companyName: string, plan: RainDayPlan, message: string, undone = false): Promise<number> {
    const byClient = new Map<string, { name: string; email: string; visits: Array<{ title: string; from: string; to: string }> }>();
    const moved = [
      ...plan.orders.map(({ order, from, to }) => ({ who: order, title: order.title, from, to })),
      ...plan.visits.map(({ visit, from, to }) => ({ who: visit, title: visit.title, from, to })),
    ];
    for (const { who, title, from, to } of moved) {
      const email = who.email.trim();
      if (!email) continue;
      const entry = byClient.get(who.customerId) ?? { name: who.customerName, email, visits: [] };
      entry.visits.push({ title, from: longDate(from), to: longDate(to) });
      byClient.set(who.customerId, entry);
    }
    let sent = 0;
    for (const client of byClient.values()) {
      await mail.send({ companyId, to: client.email, ...rainDayNoticeEmail({ companyName, clientName: client.name, message, visits: client.visits, undone }) });
      sent += 1;
    }
    return sent;
  }

  return {
    /** GET /orders/board: the lanes of the day or week, the drawer, the conflicts and the budget's hours. */
    async board(ctx: RequestContext, query: BoardQueryValues): Promise<Board> {
      const settings = await boardSettings(db, ctx.companyId);
      const { today, scheduling } = settings;
      const date = query.date ?? today;
      const days = boardDays(query.view, date);
      const from = days[0]!;
      const to = days[days.length - 1]!;
      const weekDays = boardDays('week', date);
      const week = { from: weekDays[0]!, to: weekDays[6]! };
      const [year, month] = date.split('-').map(Number) as [number, number];
      const monthRange = { from: `${date.slice(0, 7)}-01`, to: `${date.slice(0, 7)}-${String(daysInMonth(year, month)).padStart(2, '0')}` };

      const [crewRows, laneRows, drawerRows, visitRows, [orderHours], [visitHours], budget, calledToday] = await Promise.all([
        boardCrewsQuery(db, ctx.companyId),
        boardLaneOrdersQuery(db, ctx.companyId, from, to),
        boardDrawerOrdersQuery(db, ctx.companyId, from, to, today),
        boardDrawerVisitsQuery(db, ctx.companyId, from, to, today),
        boardOrderHoursQuery(db, ctx.companyId, week, monthRange),
        boardVisitHoursQuery(db, ctx.companyId, week, monthRange),
        activeBudgetRow(db, ctx.companyId),
        db
          .select({ id: rainDays.id, date: rainDays.date, to: rainDays.toDate, crewId: rainDays.crewId, moved: sql<number>`jsonb_array_length(${rainDays.orderMoves})::int` })
          .from(rainDays)
          .where(and(eq(rainDays.companyId, ctx.companyId), eq(rainDays.calledOn, today), isNull(rainDays.undoneAt)))
          .orderBy(rainDays.createdAt),
      ]);

      // Crews: the active ones, and an inactive one only while it still has work on the board.
      const withWork = new Set(laneRows.map((row) => row.crewId));
      const crewsById = new Map<string, Board['crews'][number] & { status: string }>();
      for (const row of crewRows) {
        let crew = crewsById.get(row.id);
        if (!crew) {
          crew = { id: row.id, name: row.name, members: [], availableHours: 0, status: row.status };
          crewsById.set(row.id, crew);
        }
        if (row.employeeId && row.role)
          crew.members.push({ employeeId: row.employeeId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(), role: row.role });
      }
      const boardCrews = [...crewsById.values()]
        .filter((crew) => crew.status === 'active' || withWork.has(crew.id))
        .map(({ status: _status, ...crew }) => ({ ...crew, availableHours: crewAvailableHours(crew.members.length, scheduling.shiftHours) }));

      const laneOrders = new Map<string, BoardOrder[]>();
      for (const row of laneRows) {
        const key = `${row.crewId}|${row.date}`;
        const list = laneOrders.get(key) ?? [];
        list.push(boardOrderView(row, today));
        laneOrders.set(key, list);
      }
      const lanes: Board['lanes'] = [];
      const conflicts: BoardConflict[] = [];
      for (const crew of boardCrews) {
        for (const day of days) {
          const orders = laneOrders.get(`${crew.id}|${day}`) ?? [];
          const capacity = crewDayCapacity(
            orders.map((order) => order.budgetedHours),
            crew.availableHours,
          );
          lanes.push({ crewId: crew.id, date: day, orders, capacity });
          if (capacity.overCapacity) conflicts.push({ kind: 'over_capacity', crewId: crew.id, date: day, overByHours: -capacity.remainingHours });
        }
      }
      // One person in two crews that both have work the same day.
      for (const day of days) {
        const crewsOf = new Map<string, { name: string; crewIds: string[] }>();
        for (const crew of boardCrews) {
          if (!laneOrders.has(`${crew.id}|${day}`)) continue;
          for (const member of crew.members) {
            const entry = crewsOf.get(member.employeeId) ?? { name: member.name, crewIds: [] };
            entry.crewIds.push(crew.id);
            crewsOf.set(member.employeeId, entry);
          }
        }
        for (const [employeeId, entry] of crewsOf)
          if (entry.crewIds.length > 1) conflicts.push({ kind: 'shared_employee', employeeId, employeeName: entry.name, date: day, crewIds: entry.crewIds });
      }

      const billable = budget?.billableLaborHours ?? 0;
      const weekdays = scheduling.workingWeekdays;
      const needed = (range: { from: string; to: string }) => {
        const yearOf = range.from.slice(0, 4);
        return budgetHoursForPeriod(billable, workingDaysBetween(range.from, range.to, weekdays), workingDaysBetween(`${yearOf}-01-01`, `${yearOf}-12-31`, weekdays));
      };
      return {
        view: query.view,
        days,
        today,
        workingWeekdays: [...weekdays],
        crews: boardCrews,
        lanes,
        drawer: {
          orders: drawerRows.map((row) => boardOrderView(row, today)),
          visits: visitRows.map((row) => ({
            jobVisitId: row.jobVisitId,
            jobId: row.jobId,
            title: row.title,
            customerId: row.customerId,
            customerName: row.customerName,
            address: addressLine(row),
            date: row.date,
            budgetedHours: hoursOf(row.budgetedHours),
            overdue: row.date < today,
          })),
        },
        conflicts,
        budget: {
          week: {
            ...week,
            soldHours: round2(hoursOf(orderHours?.weekSold) + hoursOf(visitHours?.weekSold)),
            scheduledHours: round2(hoursOf(orderHours?.weekScheduled)),
            neededHours: needed(week),
          },
          month: {
            ...monthRange,
            soldHours: round2(hoursOf(orderHours?.monthSold) + hoursOf(visitHours?.monthSold)),
            scheduledHours: round2(hoursOf(orderHours?.monthScheduled)),
            neededHours: needed(monthRange),
          },
        },
        rainDays: calledToday,
      };
    },

    /**
     * POST /orders/board/move: the order (or the new order of a visit) onto `crewId`'s lane on `date` at `index`, or
     * back to the drawer. One transaction: the job, then the lanes' crews, then the order, are locked; a stale
     * `updatedAt` is 409 (another dispatcher moved it first); an order that started or ended is 422.
     */
    async move(ctx: RequestContext, input: BoardMoveValues): Promise<WorkOrder> {
      await requireCrew(db, ctx.companyId, input.crewId);
      const { today } = await boardSettings(db, ctx.companyId);
      const crewId = input.crewId;
      try {
        return await db.transaction(async (tx) => {
          const now = new Date();
          let order: WorkOrderRow;
          let left: { crewId: string | null; date: string | null } = { crewId: null, date: null };
          if (input.jobVisitId) {
            const [found] = await tx
              .select({ visit: jobVisits, job: jobs })
              .from(jobVisits)
              .innerJoin(jobs, and(eq(jobs.companyId, jobVisits.companyId), eq(jobs.id, jobVisits.jobId)))
              .where(and(eq(jobVisits.companyId, ctx.companyId), eq(jobVisits.id, input.jobVisitId)))
              .limit(1);
            if (!found) throw notFoundField('jobVisitId', 'Visit');
            await lockJobs(tx, ctx.companyId, [found.job.id]);
            await lockCrews(tx, ctx.companyId, [crewId]);
            const [existing] = await tx
              .select({ id: workOrders.id })
              .from(workOrders)
              .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.jobVisitId, input.jobVisitId)))
              .limit(1);
            if (existing) throw new AppError('CONFLICT', VISIT_HAS_WORK_ORDER_MESSAGE);
            const [visitNow] = await tx
              .select({ status: jobVisits.status })
              .from(jobVisits)
              .where(and(eq(jobVisits.companyId, ctx.companyId), eq(jobVisits.id, input.jobVisitId)));
            if (visitNow?.status !== 'scheduled') throw refusedMove();
            const [number] = await takeWorkOrderNumbers(tx, ctx.companyId, 1);
            const [created] = await tx
              .insert(workOrders)
              .values({
                ...visitOrderValues(found.job, found.visit, number!, ctx.userId),
                crewId,
                date: input.date,
                crewSize: await crewSizeOf(tx, ctx.companyId, crewId),
                status: planningStatus({ date: input.date, crewId }),
                updatedAt: now,
              })
              .returning();
            order = created!;
          } else {
            const id = input.orderId!;
            const [head] = await tx
              .select({ jobId: workOrders.jobId, crewId: workOrders.crewId })
              .from(workOrders)
              .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.id, id)))
              .limit(1);
            if (!head) throw orderNotFound();
            await lockJobs(tx, ctx.companyId, [head.jobId]);
            await lockCrews(tx, ctx.companyId, [head.crewId, crewId]);
            const [current] = await tx
              .select()
              .from(workOrders)
              .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.id, id)))
              .for('update')
              .limit(1);
            if (!current) throw orderNotFound();
            // The version first: a card another dispatcher has just moved (even into progress) is stale, not refused.
            if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
            if (!isNotStarted(current.status)) throw refusedMove();
            left = { crewId: current.crewId, date: current.date };
            const [moved] = await tx
              .update(workOrders)
              .set({
                crewId,
                date: input.date,
                status: planningStatus({ date: input.date, crewId }),
                // An order's crew size follows the crew it joins (the board's capacity counts people).
                ...(crewId !== null && crewId !== current.crewId ? { crewSize: await crewSizeOf(tx, ctx.companyId, crewId) } : {}),
                ...(crewId === null ? { sequence: 0 } : {}),
                updatedAt: nextVersion(current.updatedAt),
              })
              .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.id, id)))
              .returning();
            order = moved!;
          }

          // The lane it joins, renumbered with it at `index`; the lane it left, closed up.
          if (crewId !== null) {
            const lane = await laneIds(tx, ctx.companyId, crewId, input.date);
            await writeSequence(tx, ctx.companyId, placeInLane(lane, order.id, input.index));
          }
          if (left.crewId !== null && left.date !== null && (left.crewId !== crewId || left.date !== input.date)) {
            await writeSequence(tx, ctx.companyId, await laneIds(tx, ctx.companyId, left.crewId, left.date));
          }
          await syncVisitWithOrder(tx, order, now);
          await touchJobs(tx, ctx.companyId, [order.jobId], now);
          return readOrder(tx, ctx.companyId, order.id, today);
        });
      } catch (error) {
        // Two drags of one visit: the job's lock makes the second see the first's order; the unique index is the backstop.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', VISIT_HAS_WORK_ORDER_MESSAGE);
        throw error;
      }
    },

    /**
     * POST /orders/board/optimise: the crew's day in the order that shortens the drive from the yard and back, with the
     * distance before and after; `apply` saves it as the route. Without coordinates it names what lacks them.
     */
    async optimise(ctx: RequestContext, input: OptimiseDayValues): Promise<OptimiseDayResult> {
      await requireCrew(db, ctx.companyId, input.crewId);
      const { scheduling } = await boardSettings(db, ctx.companyId);
      const yard = { lat: scheduling.yardLatitude ?? Number.NaN, lng: scheduling.yardLongitude ?? Number.NaN };
      const solve = async (executor: Db): Promise<{ result: OptimiseDayResult; ids: string[] }> => {
        const rows = await crewDayOrdersQuery(executor, ctx.companyId, input.crewId, input.date);
        const route = optimiseRoute(
          yard,
          rows.map((row) => ({ id: row.id, lat: row.latitude, lng: row.longitude })),
        );
        if (!route.ok) {
          const missing = new Set(route.missingCoordinates);
          return {
            ids: [],
            result: {
              ok: false,
              yardMissing: !isValidCoordinates(scheduling.yardLatitude, scheduling.yardLongitude),
              missing: rows.filter((row) => missing.has(row.id)).map((row) => ({ orderId: row.id, customerName: row.customerName, address: addressLine(row) })),
            },
          };
        }
        return {
          ids: route.order,
          result: { ok: true, orderIds: route.order, beforeKm: round2(route.beforeKm), afterKm: round2(route.afterKm), applied: false },
        };
      };
      if (!input.apply) return (await solve(db)).result;
      return db.transaction(async (tx) => {
        // Worked out again under the lane's lock, so what is saved is the optimum of the lane as it is now.
        await lockCrews(tx, ctx.companyId, [input.crewId]);
        const { result, ids } = await solve(tx);
        if (!result.ok) return result;
        await writeSequence(tx, ctx.companyId, ids);
        return { ...result, applied: true };
      });
    },

    /** POST /orders/rain-day/preview: what a rain day would move, and whom it would concern; nothing changes. */
    async previewRainDay(ctx: RequestContext, input: RainDayValues): Promise<RainDayResult> {
      await requireCrew(db, ctx.companyId, input.crewId);
      const { scheduling } = await boardSettings(db, ctx.companyId);
      return rainDayResult(null, await planRainDay(db, ctx.companyId, input, scheduling.workingWeekdays, false), 0);
    },

    /**
     * POST /orders/rain-day: the preview's moves, applied in one transaction and kept (rain_days) so they can be undone
     * today; the clients with an e-mail address get one notice each when asked (queued through the outbox after the
     * commit: the outbox write uses the pool, and PGlite's one connection is the transaction's).
     */
    async applyRainDay(ctx: RequestContext, input: RainDayValues): Promise<RainDayResult> {
      await requireCrew(db, ctx.companyId, input.crewId);
      const { scheduling, today, companyName } = await boardSettings(db, ctx.companyId);
      const { plan, rainDayId } = await db.transaction(async (tx) => {
        const preview = await planRainDay(tx, ctx.companyId, input, scheduling.workingWeekdays, false);
        await lockJobs(
          tx,
          ctx.companyId,
          preview.orders.map((move) => move.order.jobId),
        );
        await lockCrews(
          tx,
          ctx.companyId,
          preview.orders.map((move) => move.order.crewId),
        );
        const plan = await planRainDay(tx, ctx.companyId, input, scheduling.workingWeekdays, true);
        const now = new Date();
        const movedIds = plan.orders.map((move) => move.order.id);

        // Moved orders join the end of their crew's route on the new day, in the order they had.
        const targets = plan.orders.filter((move) => move.order.crewId !== null);
        const ends = new Map<string, number>();
        if (targets.length > 0) {
          const rows = await tx
            .select({ crewId: workOrders.crewId, date: workOrders.date, last: sql<number>`max(${workOrders.sequence})::int` })
            .from(workOrders)
            .where(
              and(
                eq(workOrders.companyId, ctx.companyId),
                inArray(workOrders.crewId, [...new Set(targets.map((move) => move.order.crewId!))]),
                inArray(workOrders.date, [...new Set(targets.map((move) => move.to))]),
                sql`${workOrders.id} not in (${sql.join(
                  movedIds.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})`,
                sql`${workOrders.status} not in ('cancelled', 'skipped')`,
              ),
            )
            .groupBy(workOrders.crewId, workOrders.date);
          for (const row of rows) ends.set(`${row.crewId}|${row.date}`, Number(row.last) + 1);
        }
        // Each move with the route position it gets on its new day.
        const placed = plan.orders.map(({ order, from, to, reason }) => {
          let sequence = order.sequence;
          if (order.crewId !== null) {
            const key = `${order.crewId}|${to}`;
            sequence = ends.get(key) ?? 0;
            ends.set(key, sequence + 1);
          }
          const move: RainDayOrderMove = { orderId: order.id, from, to, fromSequence: order.sequence, reason, version: nextVersion(order.updatedAt).toISOString() };
          return { move, sequence };
        });
        const orderMoves = placed.map(({ move }) => move);
        if (placed.length > 0) {
          const values = sql.join(
            placed.map(({ move, sequence }) => sql`(${move.orderId}::uuid, ${move.to}::date, ${sequence}::int, ${move.version}::timestamptz)`),
            sql`, `,
          );
          await tx.execute(sql`
            update work_orders set date = v.date, sequence = v.sequence, updated_at = v.version
              from (values ${values}) as v(id, date, sequence, version)
             where work_orders.company_id = ${ctx.companyId} and work_orders.id = v.id`);
          // Each visit follows its order.
          await tx.execute(sql`
            update job_visits v set instance_date = o.date, updated_at = ${now.toISOString()}::timestamptz
              from work_orders o
             where o.company_id = ${ctx.companyId} and o.id in (${sql.join(
               movedIds.map((id) => sql`${id}::uuid`),
               sql`, `,
             )}) and v.company_id = o.company_id and v.id = o.job_visit_id`);
        }
        const visitMoves: RainDayVisitMove[] = plan.visits.map(({ visit, from, to }) => ({
          jobVisitId: visit.id,
          from,
          to,
          version: nextVersion(visit.updatedAt).toISOString(),
        }));
        if (visitMoves.length > 0) {
          const values = sql.join(
            visitMoves.map((move) => sql`(${move.jobVisitId}::uuid, ${move.to}::date, ${move.version}::timestamptz)`),
            sql`, `,
          );
          await tx.execute(sql`
            update job_visits set instance_date = v.date, updated_at = v.version
              from (values ${values}) as v(id, date, version)
             where job_visits.company_id = ${ctx.companyId} and job_visits.id = v.id`);
        }
        await touchJobs(
          tx,
          ctx.companyId,
          [...plan.orders.map((move) => move.order.jobId), ...plan.visits.map((move) => move.visit.jobId)],
          now,
        );
        const [saved] = await tx
          .insert(rainDays)
          .values({
            companyId: ctx.companyId,
            date: input.date,
            crewId: input.crewId,
            toDate: plan.to,
            calledOn: today,
            orderMoves,
            visitMoves,
            createdBy: ctx.userId,
          })
          .returning({ id: rainDays.id });
        return { plan, rainDayId: saved!.id };
      });
      let notified = 0;
      if (input.notifyClients) {
        notified = await notifyClients(ctx.companyId, companyName, plan, input.message);
        await db.update(rainDays).set({ notified }).where(and(eq(rainDays.companyId, ctx.companyId), eq(rainDays.id, rainDayId)));
      }
      return rainDayResult(rainDayId, plan, notified);
    },

    /**
     * POST /orders/rain-day/{id}/undo, on the day it was called: each order and visit goes back to where it was, unless
     * someone has changed it since (its version is no longer the one the rain day wrote, or it has started): those stay
     * where they are now, and the answer lists only what went back. When the clients were e-mailed of the move, those
     * whose visits went back are e-mailed again (`notified`).
     */
    async undoRainDay(ctx: RequestContext, id: string): Promise<RainDayResult> {
      const { today, companyName } = await boardSettings(db, ctx.companyId);
      const { plan, rainDay } = await db.transaction(async (tx) => {
        const [head] = await tx
          .select()
          .from(rainDays)
          .where(and(eq(rainDays.companyId, ctx.companyId), eq(rainDays.id, id)))
          .limit(1);
        if (!head) throw rainDayNotFound();
        const orderIds = head.orderMoves.map((move) => move.orderId);
        const heads = orderIds.length
          ? await tx
              .select({ jobId: workOrders.jobId, crewId: workOrders.crewId })
              .from(workOrders)
              .where(and(eq(workOrders.companyId, ctx.companyId), inArray(workOrders.id, orderIds)))
          : [];
        await lockJobs(
          tx,
          ctx.companyId,
          heads.map((row) => row.jobId),
        );
        await lockCrews(
          tx,
          ctx.companyId,
          heads.map((row) => row.crewId),
        );
        const [rainDay] = await tx
          .select()
          .from(rainDays)
          .where(and(eq(rainDays.companyId, ctx.companyId), eq(rainDays.id, id)))
          .for('update')
          .limit(1);
        if (!rainDay) throw rainDayNotFound();
        if (rainDay.undoneAt) throw new AppError('CONFLICT', RAIN_DAY_ALREADY_UNDONE_MESSAGE);
        if (rainDay.calledOn !== today) throw new AppError('BUSINESS_RULE', RAIN_DAY_UNDO_EXPIRED_MESSAGE);

        const now = new Date();
        const orders = orderIds.length
          ? await tx
              .select({
                row: workOrders,
                customerName: sql<string>`coalesce(${customers.displayName}, '')`,
                email: sql<string>`coalesce(${customers.email}, '')`,
              })
              .from(workOrders)
              .innerJoin(customers, and(eq(customers.companyId, workOrders.companyId), eq(customers.id, workOrders.customerId)))
              .where(and(eq(workOrders.companyId, ctx.companyId), inArray(workOrders.id, orderIds)))
              .orderBy(asc(workOrders.id))
              .for('update', { of: workOrders })
          : [];
        const byId = new Map(orders.map((order) => [order.row.id, order]));
        const plan: RainDayPlan = { to: rainDay.date, orders: [], visits: [] };
        for (const move of rainDay.orderMoves) {
          const found = byId.get(move.orderId);
          if (!found) continue;
          const { row } = found;
          if (!isNotStarted(row.status) || row.date !== move.to || !isSameVersion(row.updatedAt, move.version)) continue;
          await tx
            .update(workOrders)
            .set({ date: move.from, sequence: move.fromSequence, updatedAt: nextVersion(row.updatedAt) })
            .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.id, row.id)));
          await syncVisitWithOrder(tx, { ...row, date: move.from }, now);
          plan.orders.push({
            order: { ...row, customerName: found.customerName, email: found.email },
            from: move.to,
            to: move.from,
            reason: move.reason,
          });
        }
        const visitIds = rainDay.visitMoves.map((move) => move.jobVisitId);
        const visits = visitIds.length ? await laterVisitsById(tx, ctx.companyId, visitIds) : [];
        const visitsById = new Map(visits.map((visit) => [visit.id, visit]));
        for (const move of rainDay.visitMoves) {
          const visit = visitsById.get(move.jobVisitId);
          if (!visit || visit.status !== 'scheduled' || visit.hasOrder || visit.date !== move.to || !isSameVersion(visit.updatedAt, move.version)) continue;
          await tx
            .update(jobVisits)
            .set({ instanceDate: move.from, updatedAt: now })
            .where(and(eq(jobVisits.companyId, ctx.companyId), eq(jobVisits.id, visit.id)));
          plan.visits.push({ visit, from: move.to, to: move.from });
        }
        await touchJobs(
          tx,
          ctx.companyId,
          [...plan.orders.map((move) => move.order.jobId), ...plan.visits.map((move) => move.visit.jobId)],
          now,
        );
        await tx.update(rainDays).set({ undoneAt: now, updatedAt: now }).where(and(eq(rainDays.companyId, ctx.companyId), eq(rainDays.id, id)));
        return { plan, rainDay };
      });
      // Clients who were told of the move are told it is off (after the commit, through the outbox, as when applied).
      const notified = rainDay.notified > 0 ? await notifyClients(ctx.companyId, companyName, plan, '', true) : 0;
      return rainDayResult(rainDay.id, plan, notified);
    },
  };
}

/** The visits a rain day moved, as they are now (locked), with whether an order has been made for them since. */
async function laterVisitsById(tx: Db, companyId: string, ids: readonly string[]) {
  return tx
    .select({
      id: jobVisits.id,
      jobId: jobVisits.jobId,
      title: jobs.serviceName,
      customerId: jobs.customerId,
      customerName: sql<string>`coalesce(${customers.displayName}, '')`,
      email: sql<string>`coalesce(${customers.email}, '')`,
      date: jobVisits.instanceDate,
      status: jobVisits.status,
      updatedAt: jobVisits.updatedAt,
      hasOrder: sql<boolean>`exists (select 1 from work_orders o where o.company_id = ${jobVisits.companyId} and o.job_visit_id = ${jobVisits.id})`,
    })
    .from(jobVisits)
    .innerJoin(jobs, and(eq(jobs.companyId, jobVisits.companyId), eq(jobs.id, jobVisits.jobId)))
    .innerJoin(customers, and(eq(customers.companyId, jobs.companyId), eq(customers.id, jobs.customerId)))
    .where(and(eq(jobVisits.companyId, companyId), inArray(jobVisits.id, [...ids])))
    .orderBy(asc(jobVisits.id))
    .for('update', { of: jobVisits });
}
