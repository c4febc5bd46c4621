import { isOfficeRole } from '@groundwork/domain/auth';
import type { Pagination } from '@groundwork/domain/shared';
import {
  FIRST_TICKET_NUMBER,
  TICKET_CREW_LEADER_CHANGES_MESSAGE,
  TICKET_NOT_FOUND_MESSAGE,
  UNASSIGNED,
  canMoveTicket,
  dueRange,
  isTicketOverdue,
  nextDueDate,
  ticketConsistencyErrors,
  ticketMoveMessage,
  ticketSubjectKindLabels,
  type ChecklistItem,
  type CreateTicketValues,
  type ListTicketsValues,
  type Ticket,
  type TicketComment,
  type TicketListItem,
  type TicketSubject,
  type TicketSubjectKind,
  type UpdateTicketValues,
} from '@groundwork/domain/tickets';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  crewMembers,
  crews,
  customerProperties,
  customers,
  employees,
  equipment,
  estimates,
  jobs,
  ticketComments,
  tickets,
  users,
  workOrders,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { queryRows } from '../../lib/clients';
import { containsPattern } from '../../lib/company-lock';
import { companyToday } from '../../lib/company-today';
import { pageTotal } from '../../lib/page-total';
import { companyFacts } from '../../lib/public-company';
import { isSameVersion } from '../../lib/stale-write';
import { nextVersion } from '../../lib/work-orders';
import type { Mailer } from '../../plugins/mail';
import type { RequestContext } from '../../plugins/auth';
import { mentionEmail, ticketLink } from './mention-emails';

/*
 * Tasks & Assignments (docs/tickets.md). The office sees and changes every task of its company. A crew leader is the
 * employee whose e-mail is their sign-in e-mail: they see the tasks assigned to them or to a crew they are on, and the
 * ones they made (any other is 404, as another company's is); they make tasks, move their status, tick their
 * checklist and comment, but change nothing else and delete nothing.
 */

const ticketNotFound = () => new AppError('NOT_FOUND', TICKET_NOT_FOUND_MESSAGE);
const notFoundField = (field: string, what: string) => new AppError('NOT_FOUND', `${what} not found.`, { fieldErrors: { [field]: [`${what} not found`] } });

type TicketRow = typeof tickets.$inferSelect;

/** The caller's employee records (one, as a rule) and the crews those are on: whose tasks are "mine". */
export interface Me {
  employeeIds: string[];
  crewIds: string[];
}

/** `column = any(ids)`, or false for no ids. */
const anyOf = (column: typeof tickets.assigneeEmployeeId | typeof tickets.assigneeCrewId, ids: readonly string[]): SQL =>
  ids.length > 0 ? inArray(column, [...ids]) : sql`false`;

/** Assigned to one of my employee records or to a crew they are on. */
const assignedTo = (me: Me): SQL => or(anyOf(tickets.assigneeEmployeeId, me.employeeIds), anyOf(tickets.assigneeCrewId, me.crewIds))!;

const nobody: Me = { employeeIds: [], crewIds: [] };

/** What a crew leader sees: assigned to them or their crews, or made by them. Nothing narrower for the office. */
function visibleTo(ctx: RequestContext, me: Me | null): SQL | undefined {
  if (isOfficeRole(ctx.role)) return undefined;
  return or(assignedTo(me ?? nobody), eq(tickets.createdByUserId, ctx.userId));
}

/**
 * The list's filters (listTicketsQuerySchema), in terms of the list's index: the status names its rank (active 0, done
 * and cancelled 1) so a page or a count reads one range of it; overdue is the active rank's due key before today.
 */
export function ticketListConditions(ctx: RequestContext, query: ListTicketsValues, today: string, me: Me | null): Array<SQL | undefined> {
  const search = query.search?.trim().toLowerCase();
  const status = query.status;
  const due = query.due ? dueRange(query.due, today) : null;
  return [
    eq(tickets.companyId, ctx.companyId),
    visibleTo(ctx, me),
    status === 'active' || status === 'open' || status === 'in_progress' || query.due === 'overdue'
      ? eq(tickets.listRank, 0)
      : status === 'done' || status === 'cancelled'
        ? eq(tickets.listRank, 1)
        : undefined,
    status && status !== 'active' ? eq(tickets.status, status) : undefined,
    query.type ? eq(tickets.type, query.type) : undefined,
    query.priority ? eq(tickets.priority, query.priority) : undefined,
    query.mine ? assignedTo(me ?? nobody) : undefined,
    query.assigneeEmployeeId === UNASSIGNED
      ? and(isNull(tickets.assigneeEmployeeId), isNull(tickets.assigneeCrewId))
      : query.assigneeEmployeeId
        ? eq(tickets.assigneeEmployeeId, query.assigneeEmployeeId)
        : undefined,
    query.assigneeCrewId ? eq(tickets.assigneeCrewId, query.assigneeCrewId) : undefined,
    due === null
      ? undefined
      : query.due === 'overdue'
        ? sql`${tickets.dueKey} <= ${due.to}`
        : sql`${tickets.dueDate} between ${due.from} and ${due.to}`,
    query.subjectKind && query.subjectId ? and(eq(tickets.subjectKind, query.subjectKind), eq(tickets.subjectId, query.subjectId)) : undefined,
    search ? sql`${tickets.searchText} like ${containsPattern(search)}` : undefined,
  ];
}

/** The property's address on one line, as the orders area shows it; its name, or 'Property', without one. */
const propertyLabelSql = sql<string>`coalesce(nullif(concat_ws(', ',
  nullif(trim(${customerProperties.street}), ''),
  nullif(trim(${customerProperties.street2}), ''),
  nullif(concat_ws(', ', nullif(trim(${customerProperties.city}), ''), nullif(trim(concat_ws(' ', ${customerProperties.state}, ${customerProperties.zipCode})), '')), '')
), ''), nullif(trim(${customerProperties.name}), ''), 'Property')`;

/** "Weekly Mowing — Maria Patel": the job's service and its customer. */
const jobLabelSql = sql<string>`${jobs.serviceName} || coalesce(' — ' || nullif((select ${customers.displayName} from ${customers}
  where ${customers.companyId} = ${jobs.companyId} and ${customers.id} = ${jobs.customerId}), ''), '')`;

type SubjectRef = { subjectKind: TicketSubjectKind | null; subjectId: string | null };

/**
 * What the tasks of a page are about, in words — the customer's name, the property's address, the job's service and
 * customer, the work order as WO-1042, the estimate as Estimate #1001, the equipment's name — in one statement with a
 * branch for each kind the page holds (null when it holds none). Kept out of the page's own statement: planning six
 * lookups on every list cost more than running them. Exported for the benchmark's database ceiling.
 */
export function subjectLabelsQuery(db: Db, companyId: string, rows: readonly SubjectRef[]) {
  const ids = new Map<TicketSubjectKind, string[]>();
  for (const row of rows) if (row.subjectKind && row.subjectId) (ids.get(row.subjectKind) ?? ids.set(row.subjectKind, []).get(row.subjectKind)!).push(row.subjectId);
  const branches = [...ids.keys()].map((kind) => {
    const [table, text]: [CompanyTable, SQL<string>] =
      kind === 'customer'
        ? [customers, sql<string>`${customers.displayName}`]
        : kind === 'property'
          ? [customerProperties, propertyLabelSql]
          : kind === 'job'
            ? [jobs, jobLabelSql]
            : kind === 'work_order'
              ? [workOrders, sql<string>`'WO-' || ${workOrders.number}`]
              : kind === 'estimate'
                ? [estimates, sql<string>`'Estimate #' || ${estimates.number}`]
                : [equipment, sql<string>`${equipment.name}`];
    return db
      .select({ kind: sql<TicketSubjectKind>`${kind}::text`, id: sql<string>`${table.id}`, label: text })
      .from(table)
      .where(and(eq(table.companyId, companyId), inArray(table.id, ids.get(kind)!)));
  });
  const [first, ...rest] = branches;
  if (!first) return null;
  return rest.length === 0 ? first : unionAll(first, rest[0]!, ...rest.slice(1));
}

async function subjectLabels(executor: Db, companyId: string, rows: readonly SubjectRef[]): Promise<Map<string, string>> {
  const query = subjectLabelsQuery(executor, companyId, rows);
  const found = query ? await query : [];
  return new Map(found.map((row) => [`${row.kind}:${row.id}`, row.label]));
}

const employeeJoin = and(eq(employees.companyId, tickets.companyId), eq(employees.id, tickets.assigneeEmployeeId));
const crewJoin = and(eq(crews.companyId, tickets.companyId), eq(crews.id, tickets.assigneeCrewId));

const listColumns = {
  id: tickets.id,
  number: tickets.number,
  title: tickets.title,
  type: tickets.type,
  priority: tickets.priority,
  status: tickets.status,
  assigneeEmployeeId: tickets.assigneeEmployeeId,
  assigneeCrewId: tickets.assigneeCrewId,
  assigneeName: sql<string | null>`coalesce(trim(${employees.firstName} || ' ' || ${employees.lastName}), ${crews.name})`,
  dueDate: tickets.dueDate,
  dueTime: tickets.dueTime,
  subjectKind: tickets.subjectKind,
  subjectId: tickets.subjectId,
  checklistDone: sql<number>`jsonb_array_length(jsonb_path_query_array(${tickets.checklist}, '$[*] ? (@.done == true)'))`,
  checklistTotal: sql<number>`jsonb_array_length(${tickets.checklist})`,
  commentCount: sql<number>`(select count(*)::int from ${ticketComments} where ${ticketComments.companyId} = ${tickets.companyId} and ${ticketComments.ticketId} = ${tickets.id})`,
  recurrenceEvery: tickets.recurrenceEvery,
  recurrenceUnit: tickets.recurrenceUnit,
  updatedAt: tickets.updatedAt,
};

interface ListRow {
  id: string;
  number: number;
  title: string;
  type: TicketRow['type'];
  priority: TicketRow['priority'];
  status: TicketRow['status'];
  assigneeEmployeeId: string | null;
  assigneeCrewId: string | null;
  assigneeName: string | null;
  dueDate: string | null;
  dueTime: string | null;
  subjectKind: TicketSubjectKind | null;
  subjectId: string | null;
  checklistDone: number;
  checklistTotal: number;
  commentCount: number;
  recurrenceEvery: number | null;
  recurrenceUnit: TicketRow['recurrenceUnit'];
  updatedAt: Date;
}

function listView(row: ListRow, today: string, labels: ReadonlyMap<string, string>): TicketListItem {
  const kind = row.subjectKind;
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    type: row.type,
    priority: row.priority,
    status: row.status,
    assigneeEmployeeId: row.assigneeEmployeeId,
    assigneeCrewId: row.assigneeCrewId,
    assigneeName: row.assigneeEmployeeId || row.assigneeCrewId ? row.assigneeName : null,
    dueDate: row.dueDate,
    dueTime: row.dueTime,
    overdue: isTicketOverdue(row, today),
    // A record deleted since (a work order that never started, a piece of equipment) still names its kind.
    subject: kind && row.subjectId ? { kind, id: row.subjectId, label: labels.get(`${kind}:${row.subjectId}`) ?? `${ticketSubjectKindLabels[kind]} (deleted)` } : null,
    checklistDone: Number(row.checklistDone),
    checklistTotal: Number(row.checklistTotal),
    commentCount: Number(row.commentCount),
    recurrence: row.recurrenceEvery !== null && row.recurrenceUnit !== null ? { every: row.recurrenceEvery, unit: row.recurrenceUnit } : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const listOrder = [
  asc(tickets.listRank),
  sql`${tickets.dueKey} asc nulls last`,
  sql`${tickets.priorityKey} asc nulls last`,
  sql`${tickets.changedKey} desc nulls last`,
  asc(tickets.number),
];

/**
 * One page's statements, exported for the benchmark's database ceiling: the page's rows in the list's order (read off
 * the (company, rank, due, priority, changed, number) index, so the scan stops at the page; names and labels are
 * looked up for the page's rows only), and the count of matches, which pageTotal runs only when the page cannot tell.
 */
export function ticketPageQueries(db: Db, conditions: Array<SQL | undefined>, page: number, limit: number) {
  const where = and(...conditions);
  const ids = db
    .select({ id: tickets.id })
    .from(tickets)
    .where(where)
    .orderBy(...listOrder)
    .limit(limit)
    .offset((page - 1) * limit);
  const rows = db
    .select(listColumns)
    .from(tickets)
    .leftJoin(employees, employeeJoin)
    .leftJoin(crews, crewJoin)
    .where(inArray(tickets.id, ids))
    .orderBy(...listOrder);
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(tickets)
    .where(where);
  return { rows, count };
}

/**
 * The caller's employee records — the employees whose e-mail is their sign-in e-mail and who still work there, as
 * Dispatch finds a crew leader — with each crew they are on (exported for the benchmark's database ceiling).
 */
export function findMeQuery(db: Db, ctx: Pick<RequestContext, 'companyId' | 'userId'>) {
  return db
    .select({ employeeId: employees.id, crewId: crewMembers.crewId })
    .from(employees)
    .innerJoin(users, and(eq(users.companyId, employees.companyId), eq(users.id, ctx.userId)))
    .leftJoin(crewMembers, and(eq(crewMembers.companyId, employees.companyId), eq(crewMembers.employeeId, employees.id)))
    .where(and(eq(employees.companyId, ctx.companyId), sql`lower(${employees.email}) = ${users.email}`, ne(employees.status, 'terminated')));
}

/** The company's next task number; the counter row stays locked until the transaction ends (gap-free, unique). */
async function takeTicketNumber(tx: Db, companyId: string): Promise<number> {
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into ticket_number_counters (company_id, last_number) values (${companyId}, ${FIRST_TICKET_NUMBER})
        on conflict (company_id) do update set last_number = ticket_number_counters.last_number + 1
        returning last_number`,
  );
  return Number(row!.last_number);
}

/** The record a task is about, by kind: each must be the company's. */
const subjectTables = {
  customer: { table: customers, what: 'Customer' },
  property: { table: customerProperties, what: 'Property' },
  job: { table: jobs, what: 'Job' },
  work_order: { table: workOrders, what: 'Work order' },
  estimate: { table: estimates, what: 'Estimate' },
  equipment: { table: equipment, what: 'Equipment' },
} as const;

type CompanyTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

/** 404 on `field` unless `id` is a row of `table` in the company (another company's is as unknown as none). */
async function requireOwn(executor: Db, companyId: string, table: CompanyTable, id: string, field: string, what: string): Promise<void> {
  const [row] = await executor
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    .limit(1);
  if (!row) throw notFoundField(field, what);
}

/** Every id a create, an update or a list filter names must be the company's (404 on the field otherwise). */
async function requireReferences(
  executor: Db,
  companyId: string,
  input: { assigneeEmployeeId?: string | null; assigneeCrewId?: string | null; subject?: TicketSubject | null },
  subjectField = 'subject',
): Promise<void> {
  if (input.assigneeEmployeeId) await requireOwn(executor, companyId, employees, input.assigneeEmployeeId, 'assigneeEmployeeId', 'Employee');
  if (input.assigneeCrewId) await requireOwn(executor, companyId, crews, input.assigneeCrewId, 'assigneeCrewId', 'Crew');
  if (input.subject) {
    const { table, what } = subjectTables[input.subject.kind];
    await requireOwn(executor, companyId, table, input.subject.id, subjectField, what);
  }
}

/** Items keep their ids (a new one gets one); at most one item per id. */
function checklistOf(items: ReadonlyArray<{ id?: string | undefined; text: string; done: boolean }>): ChecklistItem[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const id = item.id && !seen.has(item.id) ? item.id : randomUUID();
    seen.add(id);
    return { id, text: item.text, done: item.done };
  });
}

/** The fields of an update a crew leader may not change: those that differ from what the task holds. */
function changedBeyondStatusAndChecklist(current: TicketRow, input: UpdateTicketValues): string[] {
  const recurrence = current.recurrenceEvery !== null ? { every: current.recurrenceEvery, unit: current.recurrenceUnit } : null;
  const differs: Record<string, boolean> = {
    title: input.title !== undefined && input.title !== current.title,
    description: input.description !== undefined && input.description !== current.description,
    type: input.type !== undefined && input.type !== current.type,
    priority: input.priority !== undefined && input.priority !== current.priority,
    assigneeEmployeeId: input.assigneeEmployeeId !== undefined && input.assigneeEmployeeId !== current.assigneeEmployeeId,
    assigneeCrewId: input.assigneeCrewId !== undefined && input.assigneeCrewId !== current.assigneeCrewId,
    dueDate: input.dueDate !== undefined && input.dueDate !== current.dueDate,
    dueTime: input.dueTime !== undefined && input.dueTime !== current.dueTime,
    subject: input.subject !== undefined && ((input.subject?.kind ?? null) !== current.subjectKind || (input.subject?.id ?? null) !== current.subjectId),
    recurrence: input.recurrence !== undefined && JSON.stringify(input.recurrence) !== JSON.stringify(recurrence),
  };
  return Object.keys(differs).filter((field) => differs[field]);
}

export function createTicketsService({ db, mail, publicUrl }: { db: Db; mail: Mailer; publicUrl: string }) {
  /** The caller's employee records (their sign-in e-mail, not terminated) and the crews those are on. */
  async function findMe(ctx: RequestContext): Promise<Me> {
    const rows = await findMeQuery(db, ctx);
    return {
      employeeIds: [...new Set(rows.map((row) => row.employeeId))],
      crewIds: [...new Set(rows.flatMap((row) => (row.crewId ? [row.crewId] : [])))],
    };
  }

  /** Whom the caller's reads are narrowed to: nobody for the office, their own for a crew leader. */
  async function scopeOf(ctx: RequestContext): Promise<Me | null> {
    return isOfficeRole(ctx.role) ? null : findMe(ctx);
  }

  async function readListItems(executor: Db, companyId: string, ids: readonly string[], today: string): Promise<TicketListItem[]> {
    if (ids.length === 0) return [];
    const rows = await executor
      .select(listColumns)
      .from(tickets)
      .leftJoin(employees, employeeJoin)
      .leftJoin(crews, crewJoin)
      .where(and(eq(tickets.companyId, companyId), inArray(tickets.id, [...ids])));
    const labels = await subjectLabels(executor, companyId, rows);
    return rows.map((row) => listView(row, today, labels));
  }

  async function readComments(executor: Db, companyId: string, ticketId: string): Promise<TicketComment[]> {
    const rows = await executor
      .select()
      .from(ticketComments)
      .where(and(eq(ticketComments.companyId, companyId), eq(ticketComments.ticketId, ticketId)))
      .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
    const mentioned = [...new Set(rows.flatMap((row) => row.mentionEmployeeIds))];
    const names = await employeeNames(executor, companyId, mentioned);
    return rows.map((row) => commentView(row, names));
  }

  async function employeeNames(executor: Db, companyId: string, ids: readonly string[]): Promise<Map<string, { name: string; firstName: string; email: string | null; status: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await executor
      .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName, email: employees.email, status: employees.status })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...ids])));
    return new Map(rows.map((row) => [row.id, { name: `${row.firstName} ${row.lastName}`.trim(), firstName: row.firstName, email: row.email, status: row.status }]));
  }

  function commentView(row: typeof ticketComments.$inferSelect, names: Map<string, { name: string }>): TicketComment {
    return {
      id: row.id,
      body: row.body,
      authorName: row.authorName,
      // An employee deleted since is no longer named.
      mentions: row.mentionEmployeeIds.flatMap((id) => {
        const found = names.get(id);
        return found ? [{ id, name: found.name }] : [];
      }),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The task as GET /tickets/{id} answers it, if the caller (of scope `me`) may see it; 404 otherwise. */
  async function readTicket(executor: Db, ctx: RequestContext, id: string, today: string, me: Me | null): Promise<Ticket> {
    const [row] = await executor
      .select({
        ...listColumns,
        description: tickets.description,
        checklist: tickets.checklist,
        createdByName: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        completedAt: tickets.completedAt,
        createdAt: tickets.createdAt,
      })
      .from(tickets)
      .leftJoin(employees, employeeJoin)
      .leftJoin(crews, crewJoin)
      .leftJoin(users, eq(users.id, tickets.createdByUserId))
      .where(and(eq(tickets.companyId, ctx.companyId), eq(tickets.id, id), visibleTo(ctx, me)))
      .limit(1);
    if (!row) throw ticketNotFound();
    return {
      ...listView(row, today, await subjectLabels(executor, ctx.companyId, [row])),
      description: row.description,
      checklist: row.checklist,
      comments: await readComments(executor, ctx.companyId, id),
      createdByName: row.createdByName,
      completedAt: row.completedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The task locked for a write, if the caller may see it (404 otherwise). */
  async function lockedTicket(tx: Db, ctx: RequestContext, id: string, me: Me | null): Promise<TicketRow> {
    const [row] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.companyId, ctx.companyId), eq(tickets.id, id), visibleTo(ctx, me)))
      .for('update')
      .limit(1);
    if (!row) throw ticketNotFound();
    return row;
  }

  /**
   * A repeating task's next one: the same task, open, its checklist not done, due on the rhythm after `today`. Made
   * once: a task reopened and done again (the row is locked) already has its next one, so none is made (null).
   */
  async function makeNext(tx: Db, done: TicketRow, today: string): Promise<string | null> {
    const [made] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.companyId, done.companyId), eq(tickets.repeatsTicketId, done.id)))
      .limit(1);
    if (made) return null;
    const every = done.recurrenceEvery!;
    const unit = done.recurrenceUnit!;
    // A series ends before the year 10,000, which no date of the API can hold.
    const dueDate = nextDueDate(done.dueDate!, { every, unit }, today);
    if (dueDate === null) return null;
    const number = await takeTicketNumber(tx, done.companyId);
    const [row] = await tx
      .insert(tickets)
      .values({
        companyId: done.companyId,
        number,
        title: done.title,
        description: done.description,
        type: done.type,
        priority: done.priority,
        status: 'open',
        assigneeEmployeeId: done.assigneeEmployeeId,
        assigneeCrewId: done.assigneeCrewId,
        dueDate,
        dueTime: done.dueTime,
        subjectKind: done.subjectKind,
        subjectId: done.subjectId,
        recurrenceEvery: every,
        recurrenceUnit: unit,
        checklist: done.checklist.map((item) => ({ id: randomUUID(), text: item.text, done: false })),
        repeatsTicketId: done.id,
        createdByUserId: null,
      })
      .returning({ id: tickets.id });
    return row!.id;
  }

  return {
    /** GET /tickets: one page, active tasks first by due date, priority and number, then the finished ones newest first. */
    async list(ctx: RequestContext, query: ListTicketsValues): Promise<{ tickets: TicketListItem[]; pagination: Pagination }> {
      // A filter naming another company's record is as unknown as its records (404), like the other lists.
      await requireReferences(db, ctx.companyId, {
        assigneeEmployeeId: query.assigneeEmployeeId === UNASSIGNED ? null : query.assigneeEmployeeId,
        assigneeCrewId: query.assigneeCrewId,
        subject: query.subjectKind && query.subjectId ? { kind: query.subjectKind, id: query.subjectId } : null,
      }, 'subjectId');
      const [today, me] = await Promise.all([companyToday(db, ctx.companyId), isOfficeRole(ctx.role) && !query.mine ? null : findMe(ctx)]);
      const { page, limit } = query;
      const { rows, count } = ticketPageQueries(db, ticketListConditions(ctx, query, today, me), page, limit);
      const found = await rows;
      const [labels, total] = await Promise.all([
        subjectLabels(db, ctx.companyId, found),
        pageTotal(page, limit, found.length, async () => Number((await count)[0]?.total ?? 0)),
      ]);
      return { tickets: found.map((row) => listView(row, today, labels)), pagination: { page, limit, total } };
    },

    async get(ctx: RequestContext, id: string): Promise<Ticket> {
      const [today, me] = await Promise.all([companyToday(db, ctx.companyId), scopeOf(ctx)]);
      return readTicket(db, ctx, id, today, me);
    },

    /** POST /tickets: numbered in the same transaction; every id it names must be the company's. */
    async create(ctx: RequestContext, input: CreateTicketValues): Promise<Ticket> {
      await requireReferences(db, ctx.companyId, input);
      const today = await companyToday(db, ctx.companyId);
      return db.transaction(async (tx) => {
        const number = await takeTicketNumber(tx, ctx.companyId);
        const [row] = await tx
          .insert(tickets)
          .values({
            companyId: ctx.companyId,
            number,
            title: input.title,
            description: input.description ?? '',
            type: input.type,
            priority: input.priority,
            status: input.status,
            assigneeEmployeeId: input.assigneeEmployeeId ?? null,
            assigneeCrewId: input.assigneeCrewId ?? null,
            dueDate: input.dueDate ?? null,
            dueTime: input.dueTime ?? null,
            subjectKind: input.subject?.kind ?? null,
            subjectId: input.subject?.id ?? null,
            recurrenceEvery: input.recurrence?.every ?? null,
            recurrenceUnit: input.recurrence?.unit ?? null,
            checklist: checklistOf(input.checklist),
            createdByUserId: ctx.userId,
          })
          .returning({ id: tickets.id });
        // Its maker sees it, whoever it is assigned to.
        return readTicket(tx, ctx, row!.id, today, nobody);
      });
    },

    /**
     * PUT /tickets/{id}: the fields sent change, against the version the client loaded (409 when stale; the row is
     * locked, so of two saves of one version one wins). Status moves along canMoveTicket (422). Done stamps when;
     * reopening clears it; a repeating task that becomes done makes its next one in the same transaction.
     */
    async update(ctx: RequestContext, id: string, input: UpdateTicketValues): Promise<{ ticket: Ticket; next: TicketListItem | null }> {
      const office = isOfficeRole(ctx.role);
      const [today, me] = await Promise.all([companyToday(db, ctx.companyId), scopeOf(ctx)]);
      await requireReferences(db, ctx.companyId, input);
      return db.transaction(async (tx) => {
        const current = await lockedTicket(tx, ctx, id, me);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        if (!office) {
          const refused = changedBeyondStatusAndChecklist(current, input);
          if (refused.length > 0) {
            throw new AppError('FORBIDDEN', TICKET_CREW_LEADER_CHANGES_MESSAGE, {
              fieldErrors: Object.fromEntries(refused.map((field) => [field, [TICKET_CREW_LEADER_CHANGES_MESSAGE]])),
            });
          }
        }
        const status = input.status ?? current.status;
        if (!canMoveTicket(current.status, status)) {
          const message = ticketMoveMessage(current.status, status);
          throw new AppError('BUSINESS_RULE', message, { fieldErrors: { status: [message] } });
        }

        // One assignee: naming one replaces the other.
        const assigneeEmployeeId =
          input.assigneeEmployeeId !== undefined ? input.assigneeEmployeeId : input.assigneeCrewId ? null : current.assigneeEmployeeId;
        const assigneeCrewId = input.assigneeCrewId !== undefined ? input.assigneeCrewId : input.assigneeEmployeeId ? null : current.assigneeCrewId;
        const dueDate = input.dueDate !== undefined ? input.dueDate : current.dueDate;
        // A time belongs to its date: clearing the date clears it.
        const dueTime = input.dueTime !== undefined ? input.dueTime : dueDate === null ? null : current.dueTime;
        const recurrence =
          input.recurrence !== undefined
            ? input.recurrence
            : current.recurrenceEvery !== null && current.recurrenceUnit !== null
              ? { every: current.recurrenceEvery, unit: current.recurrenceUnit }
              : null;
        const inconsistent = Object.entries(ticketConsistencyErrors({ assigneeEmployeeId, assigneeCrewId, dueDate, dueTime, recurrence }));
        if (inconsistent.length > 0) {
          throw new AppError('VALIDATION_FAILED', inconsistent[0]![1], { fieldErrors: Object.fromEntries(inconsistent.map(([name, text]) => [name, [text]])) });
        }

        const becomesDone = status === 'done' && current.status !== 'done';
        const [row] = await tx
          .update(tickets)
          .set({
            ...(input.title !== undefined ? { title: input.title } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.type !== undefined ? { type: input.type } : {}),
            ...(input.priority !== undefined ? { priority: input.priority } : {}),
            status,
            assigneeEmployeeId,
            assigneeCrewId,
            dueDate,
            dueTime,
            ...(input.subject !== undefined ? { subjectKind: input.subject?.kind ?? null, subjectId: input.subject?.id ?? null } : {}),
            recurrenceEvery: recurrence?.every ?? null,
            recurrenceUnit: recurrence?.unit ?? null,
            ...(input.checklist !== undefined ? { checklist: checklistOf(input.checklist) } : {}),
            completedAt: status === 'done' ? (becomesDone ? new Date() : current.completedAt) : null,
            updatedAt: nextVersion(current.updatedAt),
          })
          .where(and(eq(tickets.companyId, ctx.companyId), eq(tickets.id, id)))
          .returning();
        const nextId = becomesDone && row!.recurrenceEvery !== null && row!.dueDate !== null ? await makeNext(tx, row!, today) : null;
        const ticket = await readTicket(tx, ctx, id, today, me);
        const [next] = nextId ? await readListItems(tx, ctx.companyId, [nextId], today) : [null];
        return { ticket, next: next ?? null };
      });
    },

    /** DELETE /tickets/{id}: the task and its comments go (the routes keep crew leaders out). */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const [row] = await db
        .delete(tickets)
        .where(and(eq(tickets.companyId, ctx.companyId), eq(tickets.id, id)))
        .returning({ id: tickets.id });
      if (!row) throw ticketNotFound();
      return { id };
    },

    /**
     * POST /tickets/{id}/comments: the author's name as it is now; each mentioned employee (of the company, else 404)
     * who has an e-mail and still works there is told through the outbox, in the same transaction as the comment.
     */
    async comment(ctx: RequestContext, author: { firstName: string; lastName: string; email: string }, id: string, input: { body: string; mentionIds: string[] }): Promise<TicketComment> {
      const me = await scopeOf(ctx);
      const names = await employeeNames(db, ctx.companyId, input.mentionIds);
      const unknown = input.mentionIds.findIndex((mentionId) => !names.has(mentionId));
      if (unknown >= 0) throw new AppError('NOT_FOUND', 'Employee not found.', { fieldErrors: { [`mentionIds.${unknown}`]: ['Employee not found'] } });
      const authorName = `${author.firstName} ${author.lastName}`.trim() || author.email;
      const told = input.mentionIds.flatMap((mentionId) => {
        const person = names.get(mentionId)!;
        return person.email && person.status !== 'terminated' ? [{ ...person, email: person.email }] : [];
      });
      const companyName = told.length > 0 ? (await companyFacts(db, ctx.companyId)).company.name : '';
      return db.transaction(async (tx) => {
        const ticket = await lockedTicket(tx, ctx, id, me);
        const [row] = await tx
          .insert(ticketComments)
          .values({ companyId: ctx.companyId, ticketId: id, authorUserId: ctx.userId, authorName, body: input.body, mentionEmployeeIds: input.mentionIds })
          .returning();
        const link = ticketLink(publicUrl, id);
        for (const person of told) {
          await mail.send(
            {
              companyId: ctx.companyId,
              to: person.email,
              link,
              ...mentionEmail({ firstName: person.firstName, authorName, companyName, number: ticket.number, title: ticket.title, link }),
            },
            tx,
          );
        }
        return commentView(row!, names);
      });
    },
  };
}
