import { isAdminRole } from '@groundwork/domain/auth';
import {
  COACHING_SESSION_NOT_FOUND_MESSAGE,
  COMMITMENTS_FULL_MESSAGE,
  MAX_COMMITMENTS_PER_SESSION,
  moduleProgress,
  nextSteps,
  OWNER_NOT_FOUND_MESSAGE,
  programmeCompletion,
  toolStatuses,
  WEEKLY_MEETINGS_WINDOW_WEEKS,
  type CoachingFacts,
  type CoachingProgress,
  type CoachingSession,
  type CoachingSessionFields,
  type CoachingSessionList,
} from '@groundwork/domain/coaching';
import { defaultTodoDue } from '@groundwork/domain/planning';
import { weekOf, weeksEnding } from '@groundwork/domain/scorecard';
import { addDays, quarterKeyOf, shiftQuarter } from '@groundwork/domain/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  budgetProjections,
  coachingSessions,
  growthPlans,
  companyInformation,
  healthAssessments,
  meetings,
  orgPositionHolders,
  orgPositions,
  overheadBudgets,
  planningPriorities,
  planningTodos,
  scorecardMeasurables,
  scorecardValues,
  users,
  type StoredCommitment,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';

/** Coaching (docs/business-development.md, "Coaching"): the programme's progress and the sessions with the coach. */

const count = sql<number>`count(*)::int`;
const written = (value: unknown) => typeof value === 'string' && value.trim() !== '';

const sessionColumns = {
  id: coachingSessions.id,
  heldOn: coachingSessions.heldOn,
  coachName: coachingSessions.coachName,
  notes: coachingSessions.notes,
  commitments: coachingSessions.commitments,
  createdById: coachingSessions.createdBy,
  createdByName: sql<string | null>`(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) from users u where u.id = ${coachingSessions.createdBy})`,
  createdAt: coachingSessions.createdAt,
  updatedAt: coachingSessions.updatedAt,
};
type SessionRow = {
  id: string;
  heldOn: string;
  coachName: string;
  notes: string;
  commitments: StoredCommitment[];
  createdById: string | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
};
type TodoState = { id: string; title: string; ownerUserId: string | null; ownerName: string | null; dueDate: string; done: boolean };

export function createCoachingService(db: Db) {
  async function clock(companyId: string): Promise<{ timeZone: string; today: string }> {
    const [row] = await companyTimeZoneQuery(db, companyId);
    const timeZone = usableTimeZone(row?.timeZone);
    return { timeZone, today: dateIn(timeZone) };
  }

  /** The counts the programme is judged on, each one cheap aggregate over the company's own rows. */
  async function readFacts(companyId: string): Promise<CoachingFacts> {
    const { timeZone, today } = await clock(companyId);
    const quarter = quarterKeyOf(today);
    const weeks = weeksEnding(weekOf(today));
    const meetingsFrom = addDays(today, -(WEEKLY_MEETINGS_WINDOW_WEEKS * 7 - 1));
    const meetingDay = sql<string>`to_char(${meetings.scheduledAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;

    const [direction, budgets, positions, measurables, valueWeeks, priorities, weekly, todos, assessments, projection, growthPlan] = await Promise.all([
      db
        .select({
          purpose: sql<string | null>`${companyInformation.companyPurpose}->>'purposeStatement'`,
          values: sql<number>`(select count(*)::int from jsonb_array_elements(coalesce(${companyInformation.companyValues}->'coreValues', '[]'::jsonb)) v where trim(coalesce(v->>'name', '')) <> '')`,
          vision: sql<string | null>`${companyInformation.companyVision}->>'visionStatement'`,
          mission: sql<string | null>`${companyInformation.companyMission}->>'missionStatement'`,
        })
        .from(companyInformation)
        .where(eq(companyInformation.companyId, companyId)),
      db
        .select({ total: count, active: sql<boolean>`coalesce(bool_or(${overheadBudgets.active}), false)` })
        .from(overheadBudgets)
        .where(eq(overheadBudgets.companyId, companyId)),
      db
        .select({
          total: count,
          filled: sql<number>`count(*) filter (where exists (select 1 from ${orgPositionHolders} h where h.position_id = ${orgPositions.id}))::int`,
        })
        .from(orgPositions)
        .where(eq(orgPositions.companyId, companyId)),
      db
        .select({
          total: count,
          // A measurable filling itself from the reports has numbers every week since it was added.
          firstAutomatic: sql<string | null>`to_char(min(${scorecardMeasurables.createdAt}) filter (where ${scorecardMeasurables.source} <> 'manual') at time zone ${timeZone}, 'YYYY-MM-DD')`,
        })
        .from(scorecardMeasurables)
        .where(eq(scorecardMeasurables.companyId, companyId)),
      db
        .selectDistinct({ week: scorecardValues.week })
        .from(scorecardValues)
        .innerJoin(scorecardMeasurables, eq(scorecardMeasurables.id, scorecardValues.measurableId))
        .where(and(eq(scorecardMeasurables.companyId, companyId), sql`${scorecardValues.week} between ${weeks[0]!}::date and ${weeks.at(-1)!}::date`)),
      db
        .select({ status: planningPriorities.status, total: count })
        .from(planningPriorities)
        .where(and(eq(planningPriorities.companyId, companyId), eq(planningPriorities.quarter, quarter), eq(planningPriorities.scope, 'company')))
        .groupBy(planningPriorities.status),
      db
        .select({ recent: sql<number>`count(*) filter (where ${meetingDay} >= ${meetingsFrom})::int`, last: sql<string | null>`max(${meetingDay})` })
        .from(meetings)
        .where(and(eq(meetings.companyId, companyId), eq(meetings.kind, 'weekly_leadership'), eq(meetings.status, 'ended'))),
      db
        .select({ open: count, overdue: sql<number>`count(*) filter (where ${planningTodos.dueDate} < ${today}::date)::int` })
        .from(planningTodos)
        .where(and(eq(planningTodos.companyId, companyId), sql`${planningTodos.doneAt} is null`)),
      db
        .select({ quarter: healthAssessments.quarter })
        .from(healthAssessments)
        .where(and(eq(healthAssessments.companyId, companyId), inArray(healthAssessments.quarter, [quarter, shiftQuarter(quarter, -1)]))),
      db.select({ id: budgetProjections.id }).from(budgetProjections).where(eq(budgetProjections.companyId, companyId)).limit(1),
      db.select({ years: growthPlans.years }).from(growthPlans).where(eq(growthPlans.companyId, companyId)).limit(1),
    ]);

    const info = direction[0];
    const firstAutomatic = measurables[0]?.firstAutomatic ?? null;
    const typedWeeks = new Set(valueWeeks.map((row) => row.week));
    const byStatus = (status: string) => priorities.find((row) => row.status === status)?.total ?? 0;
    const quarters = new Set(assessments.map((row) => row.quarter));
    return {
      today,
      quarter,
      directionWritten: {
        purpose: written(info?.purpose),
        values: (info?.values ?? 0) > 0,
        vision: written(info?.vision),
        mission: written(info?.mission),
      },
      budgets: budgets[0]?.total ?? 0,
      activeBudget: budgets[0]?.active ?? false,
      orgChartPositions: positions[0]?.total ?? 0,
      orgChartPositionsFilled: positions[0]?.filled ?? 0,
      measurables: measurables[0]?.total ?? 0,
      scorecardWeeksKept: weeks.filter((week) => typedWeeks.has(week) || (firstAutomatic !== null && addDays(week, 6) >= firstAutomatic)).length,
      priorities: {
        total: priorities.reduce((sum, row) => sum + row.total, 0),
        onTrack: byStatus('on_track'),
        offTrack: byStatus('off_track'),
        done: byStatus('done'),
      },
      weeklyMeetings: { heldLast4Weeks: weekly[0]?.recent ?? 0, lastHeldOn: weekly[0]?.last ?? null },
      todos: { open: todos[0]?.open ?? 0, overdue: todos[0]?.overdue ?? 0 },
      healthAssessments: { thisQuarter: quarters.has(quarter), lastQuarter: quarters.has(shiftQuarter(quarter, -1)) },
      budgetProjectionSaved: projection.length > 0,
      growthPlanSaved: growthPlan.length > 0,
      growthPlanYears: growthPlan[0]?.years ?? null,
    };
  }

  /** Each commitment as its to-do stands now (a deleted to-do leaves the commitment as it was made). */
  async function sessionViews(companyId: string, rows: SessionRow[]): Promise<CoachingSession[]> {
    const todoIds = rows.flatMap((row) => row.commitments.map((commitment) => commitment.todoId));
    const todos =
      todoIds.length === 0
        ? []
        : await db
            .select({
              id: planningTodos.id,
              title: planningTodos.title,
              ownerUserId: planningTodos.ownerUserId,
              ownerName: sql<string | null>`(select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where u.id = ${planningTodos.ownerUserId})`,
              dueDate: planningTodos.dueDate,
              done: sql<boolean>`${planningTodos.doneAt} is not null`,
            })
            .from(planningTodos)
            .where(and(eq(planningTodos.companyId, companyId), inArray(planningTodos.id, todoIds)));
    const byId = new Map<string, TodoState>(todos.map((todo) => [todo.id, todo]));
    return rows.map((row) => ({
      id: row.id,
      heldOn: row.heldOn,
      coachName: row.coachName,
      notes: row.notes,
      commitments: row.commitments.map((commitment) => {
        const todo = byId.get(commitment.todoId);
        return todo
          ? { todoId: todo.id, title: todo.title, ownerUserId: todo.ownerUserId, ownerName: todo.ownerName, dueDate: todo.dueDate, done: todo.done, todoDeleted: false }
          : { todoId: commitment.todoId, title: commitment.title, ownerUserId: null, ownerName: null, dueDate: commitment.dueDate, done: false, todoDeleted: true };
      }),
      createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function loadSession(companyId: string, id: string): Promise<CoachingSession> {
    const [row] = await db.select(sessionColumns).from(coachingSessions).where(and(eq(coachingSessions.companyId, companyId), eq(coachingSessions.id, id)));
    if (!row) throw new AppError('NOT_FOUND', COACHING_SESSION_NOT_FOUND_MESSAGE);
    return (await sessionViews(companyId, [row]))[0]!;
  }

  /** Every owner named must be one of the company's users: another company's (or nobody's) is 404 on its field. */
  async function checkOwners(companyId: string, commitments: CoachingSessionFields['commitments']): Promise<void> {
    const ids = [...new Set(commitments.map((commitment) => commitment.ownerUserId))];
    if (ids.length === 0) return;
    const found = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
    const known = new Set(found.map((row) => row.id));
    const fieldErrors = Object.fromEntries(
      commitments.flatMap((commitment, index) => (known.has(commitment.ownerUserId) ? [] : [[`commitments.${index}.ownerUserId`, [OWNER_NOT_FOUND_MESSAGE]]])),
    );
    if (Object.keys(fieldErrors).length > 0) throw new AppError('NOT_FOUND', OWNER_NOT_FOUND_MESSAGE, { fieldErrors });
  }

  /** Each commitment becomes a to-do of its owner, due a week from today unless it says when. */
  async function makeTodos(tx: Db, ctx: RequestContext, commitments: CoachingSessionFields['commitments'], today: string): Promise<StoredCommitment[]> {
    if (commitments.length === 0) return [];
    const at = now();
    const values = commitments.map((commitment) => ({
      companyId: ctx.companyId,
      title: commitment.title,
      ownerUserId: commitment.ownerUserId,
      dueDate: commitment.dueDate ?? defaultTodoDue(today),
      createdByUserId: ctx.userId,
      createdAt: at,
      updatedAt: at,
    }));
    const inserted = await tx.insert(planningTodos).values(values).returning({ id: planningTodos.id });
    return values.map((value, index) => ({ todoId: inserted[index]!.id, title: value.title, ownerUserId: value.ownerUserId, dueDate: value.dueDate }));
  }

  return {
    /** GET /coaching/progress: where the company stands on each tool and module, and what to do next. */
    async progress(ctx: RequestContext): Promise<CoachingProgress> {
      const facts = await readFacts(ctx.companyId);
      return {
        facts,
        tools: toolStatuses(facts),
        modules: moduleProgress(facts),
        nextSteps: nextSteps(facts),
        completion: programmeCompletion(facts),
        canKeepSessions: isAdminRole(ctx.role),
      };
    },

    /** Newest first. */
    async listSessions(ctx: RequestContext): Promise<CoachingSessionList> {
      const [rows, { today }] = await Promise.all([
        db
          .select(sessionColumns)
          .from(coachingSessions)
          .where(eq(coachingSessions.companyId, ctx.companyId))
          .orderBy(desc(coachingSessions.heldOn), desc(coachingSessions.createdAt)),
        clock(ctx.companyId),
      ]);
      return { today, sessions: await sessionViews(ctx.companyId, rows) };
    },

    async createSession(ctx: RequestContext, input: CoachingSessionFields): Promise<CoachingSession> {
      await checkOwners(ctx.companyId, input.commitments);
      const { today } = await clock(ctx.companyId);
      const id = await db.transaction(async (tx) => {
        const commitments = await makeTodos(tx, ctx, input.commitments, today);
        const at = now();
        const [row] = await tx
          .insert(coachingSessions)
          .values({ companyId: ctx.companyId, heldOn: input.heldOn, coachName: input.coachName, notes: input.notes, commitments, createdBy: ctx.userId, createdAt: at, updatedAt: at })
          .returning({ id: coachingSessions.id });
        return row!.id;
      });
      return loadSession(ctx.companyId, id);
    },

    /** Changes the date, coach and notes; new commitments become to-dos beside those made before. */
    async updateSession(ctx: RequestContext, id: string, input: CoachingSessionFields): Promise<CoachingSession> {
      const ofSession = and(eq(coachingSessions.companyId, ctx.companyId), eq(coachingSessions.id, id));
      const [existing] = await db.select({ commitments: coachingSessions.commitments }).from(coachingSessions).where(ofSession);
      if (!existing) throw new AppError('NOT_FOUND', COACHING_SESSION_NOT_FOUND_MESSAGE);
      await checkOwners(ctx.companyId, input.commitments);
      if (existing.commitments.length + input.commitments.length > MAX_COMMITMENTS_PER_SESSION) throw new AppError('BUSINESS_RULE', COMMITMENTS_FULL_MESSAGE);
      const { today } = await clock(ctx.companyId);
      await db.transaction(async (tx) => {
        const where = input.updatedAt ? and(ofSession, unchangedSince(coachingSessions.updatedAt, input.updatedAt)) : ofSession;
        // The row is locked by the update, so a concurrent save cannot append commitments in between.
        const [updated] = await tx
          .update(coachingSessions)
          .set({ heldOn: input.heldOn, coachName: input.coachName, notes: input.notes, updatedAt: now() })
          .where(where)
          .returning({ commitments: coachingSessions.commitments });
        if (!updated) throw new AppError('CONFLICT', 'This session was changed by someone else. Reload to see the latest version.');
        const added = await makeTodos(tx, ctx, input.commitments, today);
        if (added.length > 0) await tx.update(coachingSessions).set({ commitments: [...updated.commitments, ...added] }).where(ofSession);
      });
      return loadSession(ctx.companyId, id);
    },

    /** The session goes; the to-dos its commitments became stay with their owners. */
    async deleteSession(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const [deleted] = await db
        .delete(coachingSessions)
        .where(and(eq(coachingSessions.companyId, ctx.companyId), eq(coachingSessions.id, id)))
        .returning({ id: coachingSessions.id });
      if (!deleted) throw new AppError('NOT_FOUND', COACHING_SESSION_NOT_FOUND_MESSAGE);
      return deleted;
    },
  };
}
