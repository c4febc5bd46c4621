import { isLeadershipRole } from '@groundwork/domain/auth';
import {
  agendas,
  ATTENDEE_NOT_FOUND,
  averageRating,
  compareIssues,
  ISSUE_SOLVED_MESSAGE,
  ISSUES_FULL_MESSAGE,
  MAX_OPEN_ISSUES,
  MEETING_ENDED_MESSAGE,
  MEETING_NOT_RUNNING_MESSAGE,
  MEETING_STARTED_MESSAGE,
  meetingKindLabels,
  type Issue,
  type Meeting,
  type MeetingResult,
  type MeetingFields,
  type MeetingKind,
} from '@groundwork/domain/meetings';
import { defaultTodoDue } from '@groundwork/domain/planning';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, issues, meetings, planningTodos, scorecardMeasurables, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { lockCompanyScope } from '../../lib/company-lock';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';
import { unchangedSince } from '../../lib/stale-write';
import type { Mailer } from '../../plugins/mail';
import type { RequestContext } from '../../plugins/auth';
import { recapEmail, type RecapInput } from './recap-email';

/** Meetings and the issues list (docs/business-development.md, "Meetings"). */

type MeetingRow = typeof meetings.$inferSelect;
type IssueRow = typeof issues.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', 'Meeting not found');
const issueNotFound = () => new AppError('NOT_FOUND', 'Issue not found');
const iso = (value: Date | null) => (value ? value.toISOString() : null);

interface Deps {
  db: Db;
  mail: Mailer;
  publicUrl: string;
}

export function createMeetingsService({ db, mail, publicUrl }: Deps) {
  /** Names of the company's users by id (only the company's: an id of another company's user is never named). */
  async function names(companyId: string, ids: readonly string[], executor: Db = db): Promise<Map<string, { name: string; email: string; firstName: string }>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await executor
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.id, wanted)));
    return new Map(rows.map((row) => [row.id, { name: `${row.firstName} ${row.lastName}`.trim() || row.email, email: row.email, firstName: row.firstName }]));
  }

  /** Every user id in a body must be the company's: another company's is 404 on the field. */
  async function checkUsers(companyId: string, ids: readonly string[], field: string): Promise<void> {
    const found = await names(companyId, ids);
    if (ids.some((id) => !found.has(id))) throw new AppError('NOT_FOUND', ATTENDEE_NOT_FOUND, { fieldErrors: { [field]: [ATTENDEE_NOT_FOUND] } });
  }

  async function meetingRow(companyId: string, id: string): Promise<MeetingRow> {
    const [row] = await db.select().from(meetings).where(and(eq(meetings.companyId, companyId), eq(meetings.id, id))).limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function views(companyId: string, rows: readonly MeetingRow[]): Promise<Meeting[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [people, todoCounts, solvedCounts] = await Promise.all([
      names(companyId, rows.flatMap((row) => row.attendeeUserIds)),
      db
        .select({ meetingId: planningTodos.meetingId, count: sql<number>`count(*)::int` })
        .from(planningTodos)
        .where(and(eq(planningTodos.companyId, companyId), inArray(planningTodos.meetingId, ids)))
        .groupBy(planningTodos.meetingId),
      db
        .select({ meetingId: issues.solvedInMeetingId, count: sql<number>`count(*)::int` })
        .from(issues)
        .where(and(eq(issues.companyId, companyId), inArray(issues.solvedInMeetingId, ids)))
        .groupBy(issues.solvedInMeetingId),
    ]);
    const todos = new Map(todoCounts.map((row) => [row.meetingId, row.count]));
    const solved = new Map(solvedCounts.map((row) => [row.meetingId, row.count]));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      department: row.department,
      scheduledAt: row.scheduledAt.toISOString(),
      status: row.status,
      attendees: row.attendeeUserIds
        .filter((userId) => people.has(userId))
        .map((userId) => ({ userId, name: people.get(userId)!.name, rating: row.ratings[userId] ?? null })),
      agenda: [...agendas[row.kind]],
      sectionIndex: row.sectionIndex,
      sectionStartedAt: iso(row.sectionStartedAt),
      startedAt: iso(row.startedAt),
      endedAt: iso(row.endedAt),
      notes: row.notes,
      averageRating: averageRating(row.ratings),
      todosMade: todos.get(row.id) ?? 0,
      issuesSolved: solved.get(row.id) ?? 0,
      recapSentAt: iso(row.recapSentAt),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  /** What every read and change of one meeting answers: the meeting, whether the caller runs it, the server's clock. */
  const answer = async (ctx: RequestContext, row: MeetingRow): Promise<MeetingResult> => ({
    meeting: (await views(ctx.companyId, [row]))[0]!,
    canRun: isLeadershipRole(ctx.role),
    serverTime: new Date().toISOString(),
  });

  /** A change to a meeting that is running: refused before it starts and after it ends. */
  async function running(ctx: RequestContext, id: string): Promise<MeetingRow> {
    const row = await meetingRow(ctx.companyId, id);
    if (row.status === 'ended') throw new AppError('BUSINESS_RULE', MEETING_ENDED_MESSAGE);
    if (row.status !== 'in_progress') throw new AppError('BUSINESS_RULE', MEETING_NOT_RUNNING_MESSAGE);
    return row;
  }

  async function issueViews(ctx: RequestContext, rows: readonly IssueRow[]): Promise<Issue[]> {
    const people = await names(ctx.companyId, rows.flatMap((row) => [row.ownerUserId, row.raisedByUserId].filter((id): id is string => id !== null)));
    const measurableIds = [...new Set(rows.map((row) => row.measurableId).filter((id): id is string => id !== null))];
    const measurables =
      measurableIds.length === 0
        ? []
        : await db
            .select({ id: scorecardMeasurables.id, name: scorecardMeasurables.name })
            .from(scorecardMeasurables)
            .where(and(eq(scorecardMeasurables.companyId, ctx.companyId), inArray(scorecardMeasurables.id, measurableIds)));
    const measurableNames = new Map(measurables.map((row) => [row.id, row.name]));
    return rows
      .map((row) => ({
        id: row.id,
        title: row.title,
        details: row.details,
        status: row.status,
        ownerUserId: row.ownerUserId,
        ownerName: row.ownerUserId ? (people.get(row.ownerUserId)?.name ?? null) : null,
        raisedByName: row.raisedByUserId ? (people.get(row.raisedByUserId)?.name ?? null) : null,
        measurableId: row.measurableId,
        measurableName: row.measurableId ? (measurableNames.get(row.measurableId) ?? null) : null,
        votes: row.voterUserIds.length,
        voted: row.voterUserIds.includes(ctx.userId),
        resolution: row.resolution,
        solvedAt: iso(row.solvedAt),
        solvedInMeetingId: row.solvedInMeetingId,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }))
      .sort(compareIssues);
  }

  async function issueRow(companyId: string, id: string): Promise<IssueRow> {
    const [row] = await db.select().from(issues).where(and(eq(issues.companyId, companyId), eq(issues.id, id))).limit(1);
    if (!row) throw issueNotFound();
    return row;
  }

  async function checkMeasurable(companyId: string, measurableId: string | null): Promise<void> {
    if (!measurableId) return;
    const [found] = await db
      .select({ id: scorecardMeasurables.id })
      .from(scorecardMeasurables)
      .where(and(eq(scorecardMeasurables.companyId, companyId), eq(scorecardMeasurables.id, measurableId)))
      .limit(1);
    if (!found) throw new AppError('NOT_FOUND', 'Measurable not found', { fieldErrors: { measurableId: ['Measurable not found'] } });
  }

  /** The recap: what was solved and decided, the to-dos made, the minutes and the rating, to each attendee. */
  async function sendRecap(tx: Db, ctx: RequestContext, row: MeetingRow): Promise<void> {
    const [zone] = await companyTimeZoneQuery(tx, ctx.companyId);
    const timeZone = usableTimeZone(zone?.timeZone);
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, ctx.companyId));
    const people = await names(ctx.companyId, row.attendeeUserIds, tx);
    const solved = await tx
      .select({ title: issues.title, resolution: issues.resolution })
      .from(issues)
      .where(and(eq(issues.companyId, ctx.companyId), eq(issues.solvedInMeetingId, row.id)))
      .orderBy(asc(issues.solvedAt));
    const todos = await tx
      .select({ title: planningTodos.title, ownerUserId: planningTodos.ownerUserId, dueDate: planningTodos.dueDate })
      .from(planningTodos)
      .where(and(eq(planningTodos.companyId, ctx.companyId), eq(planningTodos.meetingId, row.id)))
      .orderBy(asc(planningTodos.createdAt));
    const owners = await names(ctx.companyId, todos.map((todo) => todo.ownerUserId).filter((id): id is string => id !== null), tx);
    const input: RecapInput = {
      companyName: company?.name ?? '',
      kind: row.kind,
      title: row.title,
      day: dateIn(timeZone, row.startedAt ?? row.scheduledAt),
      rating: averageRating(row.ratings),
      ratings: Object.keys(row.ratings).length,
      sections: agendas[row.kind].map((section) => ({ label: section.label, notes: row.notes[section.key] ?? '' })),
      solved,
      todos: todos.map((todo) => ({ title: todo.title, owner: todo.ownerUserId ? (owners.get(todo.ownerUserId)?.name ?? 'Unassigned') : 'Unassigned', dueDate: todo.dueDate })),
      link: `${publicUrl}/business-development/meetings/${row.id}`,
    };
    for (const userId of row.attendeeUserIds) {
      const person = people.get(userId);
      if (!person) continue;
      await mail.send({ companyId: ctx.companyId, to: person.email, link: input.link, ...recapEmail({ ...input, firstName: person.firstName }) }, tx);
    }
  }

  return {
    async list(ctx: RequestContext, kind: MeetingKind | undefined) {
      const where = [eq(meetings.companyId, ctx.companyId)];
      if (kind) where.push(eq(meetings.kind, kind));
      const [upcoming, past] = await Promise.all([
        db
          .select()
          .from(meetings)
          .where(and(...where, ne(meetings.status, 'ended')))
          .orderBy(asc(meetings.scheduledAt))
          .limit(50),
        db
          .select()
          .from(meetings)
          .where(and(...where, eq(meetings.status, 'ended')))
          .orderBy(desc(meetings.scheduledAt))
          .limit(50),
      ]);
      return { upcoming: await views(ctx.companyId, upcoming), past: await views(ctx.companyId, past), canRun: isLeadershipRole(ctx.role) };
    },

    async get(ctx: RequestContext, id: string): Promise<MeetingResult> {
      return answer(ctx, await meetingRow(ctx.companyId, id));
    },

    async create(ctx: RequestContext, input: MeetingFields): Promise<MeetingResult> {
      await checkUsers(ctx.companyId, input.attendeeUserIds, 'attendeeUserIds');
      const at = now();
      const [row] = await db
        .insert(meetings)
        .values({
          companyId: ctx.companyId,
          kind: input.kind,
          title: input.title || meetingKindLabels[input.kind],
          department: input.kind === 'department_checkin' ? input.department : '',
          scheduledAt: new Date(input.scheduledAt),
          attendeeUserIds: [...new Set(input.attendeeUserIds)],
          createdByUserId: ctx.userId,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return answer(ctx, row!);
    },

    /** Only a meeting not started yet is rescheduled or re-invited. */
    async update(ctx: RequestContext, id: string, input: MeetingFields): Promise<MeetingResult> {
      const current = await meetingRow(ctx.companyId, id);
      if (current.status !== 'scheduled') throw new AppError('BUSINESS_RULE', MEETING_STARTED_MESSAGE);
      await checkUsers(ctx.companyId, input.attendeeUserIds, 'attendeeUserIds');
      const [row] = await db
        .update(meetings)
        .set({
          kind: input.kind,
          title: input.title || meetingKindLabels[input.kind],
          department: input.kind === 'department_checkin' ? input.department : '',
          scheduledAt: new Date(input.scheduledAt),
          attendeeUserIds: [...new Set(input.attendeeUserIds)],
          updatedAt: now(),
        })
        .where(and(eq(meetings.companyId, ctx.companyId), eq(meetings.id, id), eq(meetings.status, 'scheduled'), unchangedSince(meetings.updatedAt, input.updatedAt)))
        .returning();
      if (!row) throw new AppError('CONFLICT', 'This meeting was changed by someone else. Reload to see the latest version.');
      return answer(ctx, row);
    },

    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const current = await meetingRow(ctx.companyId, id);
      if (current.status !== 'scheduled') throw new AppError('BUSINESS_RULE', MEETING_STARTED_MESSAGE);
      await db.delete(meetings).where(and(eq(meetings.companyId, ctx.companyId), eq(meetings.id, id)));
      return { id };
    },

    async start(ctx: RequestContext, id: string): Promise<MeetingResult> {
      const current = await meetingRow(ctx.companyId, id);
      if (current.status !== 'scheduled') throw new AppError('BUSINESS_RULE', current.status === 'ended' ? MEETING_ENDED_MESSAGE : MEETING_STARTED_MESSAGE);
      const at = now();
      const [row] = await db
        .update(meetings)
        .set({ status: 'in_progress', startedAt: at, sectionIndex: 0, sectionStartedAt: at, updatedAt: at })
        .where(and(eq(meetings.companyId, ctx.companyId), eq(meetings.id, id), eq(meetings.status, 'scheduled')))
        .returning();
      if (!row) throw new AppError('CONFLICT', 'The meeting was started by someone else. Reload to join it.');
      return answer(ctx, row);
    },

    /** Moves to a section of the agenda; its timer starts again. */
    async moveTo(ctx: RequestContext, id: string, index: number): Promise<MeetingResult> {
      const current = await running(ctx, id);
      if (index >= agendas[current.kind].length) throw AppError.invalidField('index', 'No such section');
      const at = now();
      const [row] = await db
        .update(meetings)
        .set({ sectionIndex: index, sectionStartedAt: at, updatedAt: at })
        .where(and(eq(meetings.companyId, ctx.companyId), eq(meetings.id, id)))
        .returning();
      return answer(ctx, row!);
    },

    async saveNotes(ctx: RequestContext, id: string, section: string, notes: string): Promise<MeetingResult> {
      const current = await running(ctx, id);
      if (!agendas[current.kind].some((each) => each.key === section)) throw AppError.invalidField('section', 'No such section');
      const [row] = await db
        .update(meetings)
        .set({ notes: sql`${meetings.notes} || ${JSON.stringify({ [section]: notes })}::jsonb`, updatedAt: now() })
        .where(and(eq(meetings.companyId, ctx.companyId), eq(meetings.id, id)))
        .returning();
      return answer(ctx, row!);
    },

    /** An attendee rates the meeting; the one running it may record each attendee's rating as they call it out. */
    async rate(ctx: RequestContext, id: string, userId: string, rating: number): Promise<MeetingResult> {
      const current = await running(ctx, id);
      if (!current.attendeeUserIds.includes(userId)) throw new AppError('NOT_FOUND', ATTENDEE_NOT_FOUND, { fieldErrors: { userId: [ATTENDEE_NOT_FOUND] } });
      if (userId !== ctx.userId && !isLeadershipRole(ctx.role)) throw new AppError('FORBIDDEN', 'You can give your own rating only.');
      const [row] = await db
        .update(meetings)
        .set({ ratings: sql`${meetings.ratings} || ${JSON.stringify({ [userId]: rating })}::jsonb`, updatedAt: now() })
        .where(and(eq(meetings.companyId, ctx.companyId), eq(meetings.id, id)))
        .returning();
      return answer(ctx, row!);
    },

    /** Ends the meeting and e-mails its recap to every attendee, in the same transaction. */
    async end(ctx: RequestContext, id: string): Promise<MeetingResult> {
      await running(ctx, id);
      const row = await db.transaction(async (tx) => {
        const at = now();
        const [ended] = await tx
          .update(meetings)
          .set({ status: 'ended', endedAt: at, sectionStartedAt: null, recapSentAt: at, updatedAt: at })
          .where(and(eq(meetings.companyId, ctx.companyId), eq(meetings.id, id), eq(meetings.status, 'in_progress')))
          .returning();
        if (!ended) throw new AppError('CONFLICT', 'The meeting was ended by someone else.');
        await sendRecap(tx, ctx, ended);
        return ended;
      });
      return answer(ctx, row);
    },

    // ── Issues ──

    async issues(ctx: RequestContext, status: 'open' | 'solved' | undefined) {
      const where = [eq(issues.companyId, ctx.companyId)];
      if (status) where.push(eq(issues.status, status));
      const rows = await db
        .select()
        .from(issues)
        .where(and(...where))
        .orderBy(desc(issues.createdAt))
        .limit(status === 'open' ? MAX_OPEN_ISSUES : 300);
      return { issues: await issueViews(ctx, rows), canRun: isLeadershipRole(ctx.role) };
    },

    async raise(ctx: RequestContext, input: { title: string; details: string; ownerUserId: string | null; measurableId: string | null }): Promise<Issue> {
      if (input.ownerUserId) await checkUsers(ctx.companyId, [input.ownerUserId], 'ownerUserId');
      await checkMeasurable(ctx.companyId, input.measurableId);
      const row = await db.transaction(async (tx) => {
        await lockCompanyScope(tx, 'issues', ctx.companyId);
        const [counted] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(issues)
          .where(and(eq(issues.companyId, ctx.companyId), eq(issues.status, 'open')));
        if ((counted?.count ?? 0) >= MAX_OPEN_ISSUES) throw new AppError('BUSINESS_RULE', ISSUES_FULL_MESSAGE);
        const at = now();
        const [made] = await tx
          .insert(issues)
          .values({ companyId: ctx.companyId, ...input, raisedByUserId: ctx.userId, voterUserIds: [], createdAt: at, updatedAt: at })
          .returning();
        return made!;
      });
      return (await issueViews(ctx, [row]))[0]!;
    },

    /** The one who raised it or a leader changes an open issue. */
    async updateIssue(ctx: RequestContext, id: string, input: { title: string; details: string; ownerUserId: string | null; measurableId: string | null; updatedAt?: string }): Promise<Issue> {
      const current = await issueRow(ctx.companyId, id);
      if (!isLeadershipRole(ctx.role) && current.raisedByUserId !== ctx.userId) throw new AppError('FORBIDDEN', 'Only whoever raised the issue, an admin or an office manager can change it.');
      if (current.status === 'solved') throw new AppError('BUSINESS_RULE', ISSUE_SOLVED_MESSAGE);
      if (input.ownerUserId) await checkUsers(ctx.companyId, [input.ownerUserId], 'ownerUserId');
      await checkMeasurable(ctx.companyId, input.measurableId);
      const [row] = await db
        .update(issues)
        .set({ title: input.title, details: input.details, ownerUserId: input.ownerUserId, measurableId: input.measurableId, updatedAt: now() })
        .where(and(eq(issues.companyId, ctx.companyId), eq(issues.id, id), unchangedSince(issues.updatedAt, input.updatedAt)))
        .returning();
      if (!row) throw new AppError('CONFLICT', 'This issue was changed by someone else. Reload to see the latest version.');
      return (await issueViews(ctx, [row]))[0]!;
    },

    /** The caller's vote, on or off (each person once per issue). */
    async vote(ctx: RequestContext, id: string): Promise<Issue> {
      const current = await issueRow(ctx.companyId, id);
      if (current.status === 'solved') throw new AppError('BUSINESS_RULE', ISSUE_SOLVED_MESSAGE);
      const [row] = await db
        .update(issues)
        .set({
          voterUserIds: sql`case when ${ctx.userId}::uuid = any(${issues.voterUserIds}) then array_remove(${issues.voterUserIds}, ${ctx.userId}::uuid) else array_append(${issues.voterUserIds}, ${ctx.userId}::uuid) end`,
        })
        .where(and(eq(issues.companyId, ctx.companyId), eq(issues.id, id)))
        .returning();
      return (await issueViews(ctx, [row!]))[0]!;
    },

    /** Solved: what was decided, and the to-dos that carry it out (made in the meeting it was solved in). */
    async solve(
      ctx: RequestContext,
      id: string,
      input: { resolution: string; todos: ReadonlyArray<{ title: string; ownerUserId: string; dueDate: string | null }>; meetingId: string | null },
    ): Promise<{ issue: Issue; todoIds: string[] }> {
      const current = await issueRow(ctx.companyId, id);
      if (current.status === 'solved') throw new AppError('BUSINESS_RULE', ISSUE_SOLVED_MESSAGE);
      await checkUsers(ctx.companyId, input.todos.map((todo) => todo.ownerUserId), 'todos');
      if (input.meetingId) {
        const meeting = await meetingRow(ctx.companyId, input.meetingId).catch(() => {
          throw new AppError('NOT_FOUND', 'Meeting not found', { fieldErrors: { meetingId: ['Meeting not found'] } });
        });
        if (meeting.status === 'ended') throw new AppError('BUSINESS_RULE', MEETING_ENDED_MESSAGE);
      }
      const [zone] = await companyTimeZoneQuery(db, ctx.companyId);
      const due = defaultTodoDue(dateIn(usableTimeZone(zone?.timeZone)));
      const { row, todoIds } = await db.transaction(async (tx) => {
        const at = now();
        const [row] = await tx
          .update(issues)
          .set({ status: 'solved', resolution: input.resolution, solvedAt: at, solvedInMeetingId: input.meetingId, updatedAt: at })
          .where(and(eq(issues.companyId, ctx.companyId), eq(issues.id, id), eq(issues.status, 'open')))
          .returning();
        if (!row) throw new AppError('BUSINESS_RULE', ISSUE_SOLVED_MESSAGE);
        const made =
          input.todos.length === 0
            ? []
            : await tx
                .insert(planningTodos)
                .values(
                  input.todos.map((todo) => ({
                    companyId: ctx.companyId,
                    title: todo.title,
                    ownerUserId: todo.ownerUserId,
                    dueDate: todo.dueDate ?? due,
                    issueId: id,
                    meetingId: input.meetingId,
                    createdByUserId: ctx.userId,
                    createdAt: at,
                    updatedAt: at,
                  })),
                )
                .returning({ id: planningTodos.id });
        return { row, todoIds: made.map((todo) => todo.id) };
      });
      return { issue: (await issueViews(ctx, [row]))[0]!, todoIds };
    },

    async removeIssue(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const deleted = await db.delete(issues).where(and(eq(issues.companyId, ctx.companyId), eq(issues.id, id))).returning({ id: issues.id });
      if (deleted.length === 0) throw issueNotFound();
      return { id };
    },
  };
}
