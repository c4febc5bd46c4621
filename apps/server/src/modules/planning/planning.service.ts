import { isLeadershipRole } from '@groundwork/domain/auth';
import {
  BIG_THREE,
  BIG_THREE_FULL_MESSAGE,
  defaultTodoDue,
  GOALS_FULL_MESSAGE,
  MAX_GOALS_PER_YEAR,
  MAX_OWN_PRIORITIES,
  OWN_PRIORITIES_FULL_MESSAGE,
  quarterScore,
  TODO_OWNER_OR_LEADER_MESSAGE,
  USER_NOT_FOUND,
  type Goal,
  type PlanningOverview,
  type PlanningPerson,
  type Priority,
  type PriorityFields,
  type PriorityStatus,
  type Todo,
} from '@groundwork/domain/planning';
import { quarterKeyOf, quarterRange } from '@groundwork/domain/shared';
import { and, asc, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planningGoals, planningPriorities, planningTodos, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { lockCompanyScope } from '../../lib/company-lock';
import { companyToday } from '../../lib/company-today';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';

/** Annual and quarterly planning (docs/business-development.md, "Priorities and planning"). */

const userName = (column: SQL | unknown) =>
  sql<string | null>`(select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where u.id = ${column})`;

const goalColumns = {
  id: planningGoals.id,
  year: planningGoals.year,
  title: planningGoals.title,
  focusArea: planningGoals.focusArea,
  measure: planningGoals.measure,
  createdAt: planningGoals.createdAt,
  updatedAt: planningGoals.updatedAt,
};
const priorityColumns = {
  id: planningPriorities.id,
  quarter: planningPriorities.quarter,
  scope: planningPriorities.scope,
  title: planningPriorities.title,
  description: planningPriorities.description,
  ownerUserId: planningPriorities.ownerUserId,
  ownerName: userName(planningPriorities.ownerUserId),
  dueDate: planningPriorities.dueDate,
  status: planningPriorities.status,
  goalId: planningPriorities.goalId,
  goalTitle: sql<string | null>`(select g.title from planning_goals g where g.id = ${planningPriorities.goalId})`,
  milestones: planningPriorities.milestones,
  createdAt: planningPriorities.createdAt,
  updatedAt: planningPriorities.updatedAt,
};
const todoColumns = {
  id: planningTodos.id,
  title: planningTodos.title,
  ownerUserId: planningTodos.ownerUserId,
  ownerName: userName(planningTodos.ownerUserId),
  dueDate: planningTodos.dueDate,
  doneAt: planningTodos.doneAt,
  issueId: planningTodos.issueId,
  meetingId: planningTodos.meetingId,
  createdAt: planningTodos.createdAt,
  updatedAt: planningTodos.updatedAt,
};

const iso = (value: Date) => value.toISOString();
type Stamped = { createdAt: Date; updatedAt: Date };
const goalView = (row: Omit<Goal, 'createdAt' | 'updatedAt'> & Stamped): Goal => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) });
const priorityView = (row: Omit<Priority, 'createdAt' | 'updatedAt'> & Stamped): Priority => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) });
const todoView = (row: Omit<Todo, 'createdAt' | 'updatedAt' | 'doneAt'> & Stamped & { doneAt: Date | null }): Todo => ({
  ...row,
  doneAt: row.doneAt ? iso(row.doneAt) : null,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const stale = (what: string) => new AppError('CONFLICT', `This ${what} was changed by someone else. Reload to see the latest version.`);

export function createPlanningService(db: Db) {
  /** A user named in a body must be the company's: another company's (or nobody's) is 404 on that field. */
  async function checkUser(companyId: string, userId: string, field: string): Promise<void> {
    const [found] = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), eq(users.id, userId))).limit(1);
    if (!found) throw new AppError('NOT_FOUND', USER_NOT_FOUND, { fieldErrors: { [field]: [USER_NOT_FOUND] } });
  }

  async function checkGoal(companyId: string, goalId: string | null): Promise<void> {
    if (!goalId) return;
    const [found] = await db.select({ id: planningGoals.id }).from(planningGoals).where(and(eq(planningGoals.companyId, companyId), eq(planningGoals.id, goalId))).limit(1);
    if (!found) throw new AppError('NOT_FOUND', 'Goal not found', { fieldErrors: { goalId: ['Goal not found'] } });
  }

  async function loadGoal(companyId: string, id: string): Promise<Goal> {
    const [row] = await db.select(goalColumns).from(planningGoals).where(and(eq(planningGoals.companyId, companyId), eq(planningGoals.id, id))).limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Goal not found');
    return goalView(row);
  }

  async function loadPriority(companyId: string, id: string): Promise<Priority> {
    const [row] = await db.select(priorityColumns).from(planningPriorities).where(and(eq(planningPriorities.companyId, companyId), eq(planningPriorities.id, id))).limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Priority not found');
    return priorityView(row);
  }

  async function loadTodo(companyId: string, id: string): Promise<Todo> {
    const [row] = await db.select(todoColumns).from(planningTodos).where(and(eq(planningTodos.companyId, companyId), eq(planningTodos.id, id))).limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'To-do not found');
    return todoView(row);
  }

  /**
   * The Big 3 hold three of the company's priorities a quarter, and each leader three of their own: checked under a
   * lock so two saves at once cannot both take the last place.
   */
  async function checkRoom(tx: Db, companyId: string, input: PriorityFields, exceptId: string | null): Promise<void> {
    await lockCompanyScope(tx, 'planning-priorities', companyId);
    const same = [eq(planningPriorities.companyId, companyId), eq(planningPriorities.quarter, input.quarter), eq(planningPriorities.scope, input.scope)];
    if (input.scope === 'personal') same.push(eq(planningPriorities.ownerUserId, input.ownerUserId));
    if (exceptId) same.push(ne(planningPriorities.id, exceptId));
    const [counted] = await tx.select({ count: sql<number>`count(*)::int` }).from(planningPriorities).where(and(...same));
    const limit = input.scope === 'company' ? BIG_THREE : MAX_OWN_PRIORITIES;
    if ((counted?.count ?? 0) >= limit) throw new AppError('BUSINESS_RULE', input.scope === 'company' ? BIG_THREE_FULL_MESSAGE : OWN_PRIORITIES_FULL_MESSAGE);
  }

  const priorityFields = (input: PriorityFields) => ({
    quarter: input.quarter,
    scope: input.scope,
    title: input.title,
    description: input.description,
    ownerUserId: input.ownerUserId,
    dueDate: input.dueDate ?? quarterRange(input.quarter).to,
    status: input.status,
    goalId: input.goalId,
    milestones: input.milestones,
  });

  return {
    /** GET /planning/people: the company's users, by name. */
    async people(ctx: RequestContext): Promise<PlanningPerson[]> {
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.companyId, ctx.companyId))
        .orderBy(asc(users.firstName), asc(users.lastName));
      return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() || row.email, email: row.email, role: row.role }));
    },

    /** A quarter's plan: the year's goals, the quarter's priorities, and every planned quarter's score. */
    async overview(ctx: RequestContext, quarter: string | undefined): Promise<PlanningOverview> {
      const today = await companyToday(db, ctx.companyId);
      const currentQuarter = quarterKeyOf(today);
      const shown = quarter ?? currentQuarter;
      const year = Number(shown.slice(0, 4));
      const [goals, priorities, statuses] = await Promise.all([
        db
          .select(goalColumns)
          .from(planningGoals)
          .where(and(eq(planningGoals.companyId, ctx.companyId), eq(planningGoals.year, year)))
          .orderBy(asc(planningGoals.createdAt)),
        db
          .select(priorityColumns)
          .from(planningPriorities)
          .where(and(eq(planningPriorities.companyId, ctx.companyId), eq(planningPriorities.quarter, shown)))
          .orderBy(asc(planningPriorities.scope), asc(planningPriorities.dueDate), asc(planningPriorities.createdAt)),
        db
          .select({ quarter: planningPriorities.quarter, status: planningPriorities.status })
          .from(planningPriorities)
          .where(eq(planningPriorities.companyId, ctx.companyId)),
      ]);
      const byQuarter = new Map<string, { status: PriorityStatus }[]>();
      for (const row of statuses) byQuarter.set(row.quarter, [...(byQuarter.get(row.quarter) ?? []), row]);
      const history = [...byQuarter.entries()]
        .sort(([a], [b]) => b.localeCompare(a))
        .map(([key, rows]) => ({ quarter: key, label: quarterRange(key).label, ...quarterScore(rows) }));
      return { today, quarter: shown, currentQuarter, goals: goals.map(goalView), priorities: priorities.map(priorityView), history, canEdit: isLeadershipRole(ctx.role) };
    },

    async createGoal(ctx: RequestContext, input: { year: number; title: string; focusArea: string; measure: string }): Promise<Goal> {
      const id = await db.transaction(async (tx) => {
        await lockCompanyScope(tx, 'planning-goals', ctx.companyId);
        const [counted] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(planningGoals)
          .where(and(eq(planningGoals.companyId, ctx.companyId), eq(planningGoals.year, input.year)));
        if ((counted?.count ?? 0) >= MAX_GOALS_PER_YEAR) throw new AppError('BUSINESS_RULE', GOALS_FULL_MESSAGE);
        const at = now();
        const [row] = await tx
          .insert(planningGoals)
          .values({ companyId: ctx.companyId, year: input.year, title: input.title, focusArea: input.focusArea, measure: input.measure, createdAt: at, updatedAt: at })
          .returning({ id: planningGoals.id });
        return row!.id;
      });
      return loadGoal(ctx.companyId, id);
    },

    async updateGoal(ctx: RequestContext, id: string, input: { year: number; title: string; focusArea: string; measure: string; updatedAt?: string }): Promise<Goal> {
      await loadGoal(ctx.companyId, id);
      const changed = await db
        .update(planningGoals)
        .set({ year: input.year, title: input.title, focusArea: input.focusArea, measure: input.measure, updatedAt: now() })
        .where(and(eq(planningGoals.companyId, ctx.companyId), eq(planningGoals.id, id), unchangedSince(planningGoals.updatedAt, input.updatedAt)))
        .returning({ id: planningGoals.id });
      if (changed.length === 0) throw stale('goal');
      return loadGoal(ctx.companyId, id);
    },

    /** A goal removed leaves its priorities in place, no longer under it. */
    async removeGoal(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const deleted = await db.delete(planningGoals).where(and(eq(planningGoals.companyId, ctx.companyId), eq(planningGoals.id, id))).returning({ id: planningGoals.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Goal not found');
      return { id };
    },

    async createPriority(ctx: RequestContext, input: PriorityFields): Promise<Priority> {
      await checkUser(ctx.companyId, input.ownerUserId, 'ownerUserId');
      await checkGoal(ctx.companyId, input.goalId);
      const id = await db.transaction(async (tx) => {
        await checkRoom(tx, ctx.companyId, input, null);
        const at = now();
        const [row] = await tx
          .insert(planningPriorities)
          .values({ companyId: ctx.companyId, ...priorityFields(input), createdAt: at, updatedAt: at })
          .returning({ id: planningPriorities.id });
        return row!.id;
      });
      return loadPriority(ctx.companyId, id);
    },

    async updatePriority(ctx: RequestContext, id: string, input: PriorityFields): Promise<Priority> {
      await loadPriority(ctx.companyId, id);
      await checkUser(ctx.companyId, input.ownerUserId, 'ownerUserId');
      await checkGoal(ctx.companyId, input.goalId);
      const changed = await db.transaction(async (tx) => {
        await checkRoom(tx, ctx.companyId, input, id);
        return tx
          .update(planningPriorities)
          .set({ ...priorityFields(input), updatedAt: now() })
          .where(and(eq(planningPriorities.companyId, ctx.companyId), eq(planningPriorities.id, id), unchangedSince(planningPriorities.updatedAt, input.updatedAt)))
          .returning({ id: planningPriorities.id });
      });
      if (changed.length === 0) throw stale('priority');
      return loadPriority(ctx.companyId, id);
    },

    /** The weekly meeting's call on a priority: on track, off track or done. */
    async setPriorityStatus(ctx: RequestContext, id: string, status: PriorityStatus): Promise<Priority> {
      const updated = await db
        .update(planningPriorities)
        .set({ status, updatedAt: now() })
        .where(and(eq(planningPriorities.companyId, ctx.companyId), eq(planningPriorities.id, id)))
        .returning({ id: planningPriorities.id });
      if (updated.length === 0) throw new AppError('NOT_FOUND', 'Priority not found');
      return loadPriority(ctx.companyId, id);
    },

    async removePriority(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const deleted = await db
        .delete(planningPriorities)
        .where(and(eq(planningPriorities.companyId, ctx.companyId), eq(planningPriorities.id, id)))
        .returning({ id: planningPriorities.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Priority not found');
      return { id };
    },

    /** Open to-dos by due date, or done ones newest first (the last 200). */
    async todos(ctx: RequestContext, query: { status?: 'open' | 'done'; ownerUserId?: string }) {
      const today = await companyToday(db, ctx.companyId);
      const done = query.status === 'done';
      const where = [eq(planningTodos.companyId, ctx.companyId), done ? isNotNull(planningTodos.doneAt) : isNull(planningTodos.doneAt)];
      if (query.ownerUserId) where.push(eq(planningTodos.ownerUserId, query.ownerUserId));
      const rows = await db
        .select(todoColumns)
        .from(planningTodos)
        .where(and(...where))
        .orderBy(...(done ? [desc(planningTodos.doneAt)] : [asc(planningTodos.dueDate), asc(planningTodos.createdAt)]))
        .limit(200);
      return { today, todos: rows.map(todoView), canManage: isLeadershipRole(ctx.role), userId: ctx.userId };
    },

    async createTodo(ctx: RequestContext, input: { title: string; ownerUserId: string; dueDate: string | null; done: boolean }): Promise<Todo> {
      await checkUser(ctx.companyId, input.ownerUserId, 'ownerUserId');
      const at = now();
      const dueDate = input.dueDate ?? defaultTodoDue(await companyToday(db, ctx.companyId));
      const [row] = await db
        .insert(planningTodos)
        .values({ companyId: ctx.companyId, title: input.title, ownerUserId: input.ownerUserId, dueDate, doneAt: input.done ? at : null, createdByUserId: ctx.userId, createdAt: at, updatedAt: at })
        .returning({ id: planningTodos.id });
      return loadTodo(ctx.companyId, row!.id);
    },

    /** Leaders change any to-do; its owner may change their own (close it, mostly) but not hand it to someone else. */
    async updateTodo(ctx: RequestContext, id: string, input: { title: string; ownerUserId: string; dueDate: string | null; done: boolean; updatedAt?: string }): Promise<Todo> {
      const todo = await loadTodo(ctx.companyId, id);
      const leader = isLeadershipRole(ctx.role);
      if (!leader && (todo.ownerUserId !== ctx.userId || input.ownerUserId !== ctx.userId)) throw new AppError('FORBIDDEN', TODO_OWNER_OR_LEADER_MESSAGE);
      await checkUser(ctx.companyId, input.ownerUserId, 'ownerUserId');
      const doneAt = input.done ? (todo.doneAt ? new Date(todo.doneAt) : now()) : null;
      const changed = await db
        .update(planningTodos)
        .set({ title: input.title, ownerUserId: input.ownerUserId, dueDate: input.dueDate ?? todo.dueDate, doneAt, updatedAt: now() })
        .where(and(eq(planningTodos.companyId, ctx.companyId), eq(planningTodos.id, id), unchangedSince(planningTodos.updatedAt, input.updatedAt)))
        .returning({ id: planningTodos.id });
      if (changed.length === 0) throw stale('to-do');
      return loadTodo(ctx.companyId, id);
    },

    async removeTodo(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const deleted = await db.delete(planningTodos).where(and(eq(planningTodos.companyId, ctx.companyId), eq(planningTodos.id, id))).returning({ id: planningTodos.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', 'To-do not found');
      return { id };
    },
  };
}
