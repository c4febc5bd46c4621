import { defaultTodoDue } from '@groundwork/domain/planning';
import {
  MAX_ONE_ON_ONE_COMMITMENTS,
  ONE_ON_ONE_COMMITMENTS_FULL_MESSAGE,
  ONE_ON_ONE_NOT_FOUND_MESSAGE,
  PERSON_NOT_FOUND_MESSAGE,
  STALE_MESSAGE,
  type CreateOneOnOneFields,
  type OneOnOne,
  type OneOnOneList,
  type UpdateOneOnOneFields,
} from '@groundwork/domain/people-development';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneOnOneMeetings, planningTodos, users, type StoredOneOnOneCommitment } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { canManage, canSee, employeeToManage, loadPeopleScope, managerFor, personRef, requireManaged, type PeopleScope } from './people-scope';

/**
 * One-on-ones (docs/business-development.md, "People development"): each commitment becomes a to-do of its owner in
 * the planning area's `planning_todos`, written here through the schema (modules never call each other); the meeting
 * keeps the to-dos' ids and shows each commitment as its to-do stands now.
 */

type MeetingRow = typeof oneOnOneMeetings.$inferSelect;
type Commitments = CreateOneOnOneFields['commitments'];

export function createOneOnOnesService(db: Db) {
  const notFound = () => new AppError('NOT_FOUND', ONE_ON_ONE_NOT_FOUND_MESSAGE);

  async function views(scope: PeopleScope, companyId: string, rows: MeetingRow[]): Promise<OneOnOne[]> {
    const todoIds = rows.flatMap((row) => row.commitments.map((commitment) => commitment.todoId));
    const userIds = [...new Set(rows.map((row) => row.createdByUserId).filter((id): id is string => id !== null))];
    const [todos, creators] = await Promise.all([
      todoIds.length === 0
        ? []
        : db
            .select({
              id: planningTodos.id,
              title: planningTodos.title,
              ownerUserId: planningTodos.ownerUserId,
              ownerName: sql<string | null>`(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) from users u where u.id = ${planningTodos.ownerUserId})`,
              dueDate: planningTodos.dueDate,
              done: sql<boolean>`${planningTodos.doneAt} is not null`,
            })
            .from(planningTodos)
            .where(and(eq(planningTodos.companyId, companyId), inArray(planningTodos.id, todoIds))),
      userIds.length === 0
        ? []
        : db
            .select({ id: users.id, name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})` })
            .from(users)
            .where(and(eq(users.companyId, companyId), inArray(users.id, userIds))),
    ]);
    const todoById = new Map(todos.map((todo) => [todo.id, todo]));
    const creatorById = new Map(creators.map((creator) => [creator.id, creator]));
    return rows.map((row) => ({
      id: row.id,
      employee: personRef(scope, row.employeeId) ?? { id: row.employeeId, name: '' },
      manager: personRef(scope, row.managerEmployeeId),
      heldOn: row.heldOn,
      agenda: row.agenda,
      notes: row.notes,
      commitments: row.commitments.map((commitment) => {
        const todo = todoById.get(commitment.todoId);
        return todo
          ? { todoId: todo.id, title: todo.title, ownerUserId: todo.ownerUserId, ownerName: todo.ownerName, dueDate: todo.dueDate, done: todo.done, todoDeleted: false }
          : { todoId: commitment.todoId, title: commitment.title, ownerUserId: null, ownerName: null, dueDate: commitment.dueDate, done: false, todoDeleted: true };
      }),
      canEdit: canManage(scope, row.employeeId),
      createdBy: row.createdByUserId ? (creatorById.get(row.createdByUserId) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function loadOne(scope: PeopleScope, companyId: string, id: string): Promise<OneOnOne> {
    const [row] = await db.select().from(oneOnOneMeetings).where(and(eq(oneOnOneMeetings.companyId, companyId), eq(oneOnOneMeetings.id, id)));
    if (!row || !canSee(scope, row.employeeId)) throw notFound();
    return (await views(scope, companyId, [row]))[0]!;
  }

  /** Every owner named must be one of the company's users: another company's (or nobody's) is 404 on its field. */
  async function checkOwners(companyId: string, commitments: Commitments): Promise<void> {
    const ids = [...new Set(commitments.map((commitment) => commitment.ownerUserId))];
    if (ids.length === 0) return;
    const found = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
    const known = new Set(found.map((row) => row.id));
    const fieldErrors = Object.fromEntries(
      commitments.flatMap((commitment, index) => (known.has(commitment.ownerUserId) ? [] : [[`commitments.${index}.ownerUserId`, [PERSON_NOT_FOUND_MESSAGE]]])),
    );
    if (Object.keys(fieldErrors).length > 0) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND_MESSAGE, { fieldErrors });
  }

  /** Each commitment becomes a to-do of its owner, due a week from today unless it says when. */
  async function makeTodos(tx: Db, ctx: RequestContext, commitments: Commitments, today: string): Promise<StoredOneOnOneCommitment[]> {
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
    views,

    /** The one-on-ones the reader sees, newest first: of one employee, or of everyone they see. */
    async list(ctx: RequestContext, employeeId: string | undefined, today: string): Promise<OneOnOneList> {
      const scope = await loadPeopleScope(db, ctx);
      if (employeeId !== undefined && (!scope.employees.has(employeeId) || !canSee(scope, employeeId))) throw new AppError('NOT_FOUND', 'Employee not found');
      const where = employeeId ? and(eq(oneOnOneMeetings.companyId, ctx.companyId), eq(oneOnOneMeetings.employeeId, employeeId)) : eq(oneOnOneMeetings.companyId, ctx.companyId);
      const rows = (await db.select().from(oneOnOneMeetings).where(where).orderBy(desc(oneOnOneMeetings.heldOn), desc(oneOnOneMeetings.createdAt))).filter((row) =>
        canSee(scope, row.employeeId),
      );
      return { today, meetings: await views(scope, ctx.companyId, rows) };
    },

    async create(ctx: RequestContext, input: CreateOneOnOneFields, today: string): Promise<OneOnOne> {
      const scope = await loadPeopleScope(db, ctx);
      const employee = employeeToManage(scope, input.employeeId);
      await checkOwners(ctx.companyId, input.commitments);
      const id = await db.transaction(async (tx) => {
        const commitments = await makeTodos(tx, ctx, input.commitments, today);
        const at = now();
        const [row] = await tx
          .insert(oneOnOneMeetings)
          .values({
            companyId: ctx.companyId,
            employeeId: employee.id,
            managerEmployeeId: managerFor(scope, employee.id),
            heldOn: input.heldOn,
            agenda: input.agenda,
            notes: input.notes,
            commitments,
            createdByUserId: ctx.userId,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: oneOnOneMeetings.id });
        return row!.id;
      });
      return loadOne(scope, ctx.companyId, id);
    },

    /** Changes the date, agenda and notes against the version loaded; new commitments become to-dos beside the old. */
    async update(ctx: RequestContext, id: string, input: UpdateOneOnOneFields, today: string): Promise<OneOnOne> {
      const scope = await loadPeopleScope(db, ctx);
      const ofMeeting = and(eq(oneOnOneMeetings.companyId, ctx.companyId), eq(oneOnOneMeetings.id, id));
      const [existing] = await db.select({ employeeId: oneOnOneMeetings.employeeId, commitments: oneOnOneMeetings.commitments }).from(oneOnOneMeetings).where(ofMeeting);
      if (!existing) throw notFound();
      requireManaged(scope, existing.employeeId, notFound());
      await checkOwners(ctx.companyId, input.commitments);
      if (existing.commitments.length + input.commitments.length > MAX_ONE_ON_ONE_COMMITMENTS) throw new AppError('BUSINESS_RULE', ONE_ON_ONE_COMMITMENTS_FULL_MESSAGE);
      await db.transaction(async (tx) => {
        // The row is locked by the update, so a concurrent save cannot append commitments in between.
        const [updated] = await tx
          .update(oneOnOneMeetings)
          .set({ heldOn: input.heldOn, agenda: input.agenda, notes: input.notes, updatedAt: now() })
          .where(and(ofMeeting, unchangedSince(oneOnOneMeetings.updatedAt, input.updatedAt)))
          .returning({ commitments: oneOnOneMeetings.commitments });
        if (!updated) throw new AppError('CONFLICT', STALE_MESSAGE);
        const added = await makeTodos(tx, ctx, input.commitments, today);
        if (added.length > 0) await tx.update(oneOnOneMeetings).set({ commitments: [...updated.commitments, ...added] }).where(ofMeeting);
      });
      return loadOne(scope, ctx.companyId, id);
    },

    /** The meeting goes; the to-dos its commitments became stay with their owners. */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const scope = await loadPeopleScope(db, ctx);
      const ofMeeting = and(eq(oneOnOneMeetings.companyId, ctx.companyId), eq(oneOnOneMeetings.id, id));
      const [existing] = await db.select({ employeeId: oneOnOneMeetings.employeeId }).from(oneOnOneMeetings).where(ofMeeting);
      if (!existing) throw notFound();
      requireManaged(scope, existing.employeeId, notFound());
      await db.delete(oneOnOneMeetings).where(ofMeeting);
      return { id };
    },
  };
}
