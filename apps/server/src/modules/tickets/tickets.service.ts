import { isOfficeRole } from '@groundwork/domain/auth';
import { PHOTO_NOT_FOUND_MESSAGE } from '@groundwork/domain/dispatch';
import { hourlyLaborCost } from '@groundwork/domain/employees';
import { averageHourlyCost } from '@groundwork/domain/jobs';
import type { Pagination } from '@groundwork/domain/shared';
import {
  MAX_PHOTOS_PER_TICKET,
  TICKET_PHOTO_DELETE_OFFICE_ONLY_MESSAGE,
  TICKET_TOO_MANY_PHOTOS_MESSAGE,
  TICKET_CREW_LEADER_CHANGES_MESSAGE,
  TICKET_ESTIMATE_OFFICE_ONLY_MESSAGE,
  TICKET_ESTIMATE_OTHER_CUSTOMER_MESSAGE,
  TICKET_HOURS_NEED_PERSON_MESSAGE,
  TICKET_NOT_AN_UPSELL_MESSAGE,
  TICKET_NOT_FOUND_MESSAGE,
  canBecomeEstimate,
  estimateMadeComment,
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
  type TicketEstimateDraft,
  type TicketListItem,
  type TicketPeople,
  type TicketPhoto,
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
  ticketPhotos,
  tickets,
  users,
  workOrders,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/company-lock';
import { companyToday } from '../../lib/company-today';
import { pageTotal } from '../../lib/page-total';
import { companyFacts } from '../../lib/public-company';
import { isSameVersion } from '../../lib/stale-write';
import { takeTicketNumber } from '../../lib/tickets';
import { nextVersion } from '../../lib/work-orders';
import type { Mailer } from '../../plugins/mail';
import type { RequestContext } from '../../plugins/auth';
import { mentionEmail, ticketLink } from './mention-emails';
import { reencodePhoto } from '../../lib/images';

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
  hoursSpent: tickets.hoursSpent,
  photoCount: sql<number>`(select count(*)::int from ${ticketPhotos} where ${ticketPhotos.companyId} = ${tickets.companyId} and ${ticketPhotos.ticketId} = ${tickets.id})`,
  firstPhotoId: sql<string | null>`(select ${ticketPhotos.id} from ${ticketPhotos} where ${ticketPhotos.companyId} = ${tickets.companyId} and ${ticketPhotos.ticketId} = ${tickets.id} order by ${ticketPhotos.createdAt}, ${ticketPhotos.id} limit 1)`,
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
  hoursSpent: string | null;
  photoCount: number;
  firstPhotoId: string | null;
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
    hoursSpent: row.hoursSpent === null ? null : Number(row.hoursSpent),
    photoCount: Number(row.photoCount),
    firstPhotoId: row.firstPhotoId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const photoColumns = {
  id: ticketPhotos.id,
  ticketId: ticketPhotos.ticketId,
  contentType: ticketPhotos.contentType,
  width: ticketPhotos.width,
  height: ticketPhotos.height,
  byteSize: ticketPhotos.byteSize,
  caption: ticketPhotos.caption,
  addedByName: ticketPhotos.addedByName,
  createdAt: ticketPhotos.createdAt,
};
const photoView = (row: { createdAt: Date } & Omit<TicketPhoto, 'createdAt'>): TicketPhoto => ({ ...row, createdAt: row.createdAt.toISOString() });

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

/** The caller's employee records (their sign-in e-mail, not terminated) and the crews those are on. */
export async function findMe(db: Db, ctx: Pick<RequestContext, 'companyId' | 'userId'>): Promise<Me> {
  const rows = await findMeQuery(db, ctx);
  return {
    employeeIds: [...new Set(rows.map((row) => row.employeeId))],
    crewIds: [...new Set(rows.flatMap((row) => (row.crewId ? [row.crewId] : [])))],
  };
}

/** Whom the caller's reads are narrowed to: nobody for the office, their own for a crew leader. */
export async function scopeOf(db: Db, ctx: RequestContext): Promise<Me | null> {
  return isOfficeRole(ctx.role) ? null : findMe(db, ctx);
}

/** The task, if the caller may see it (404 otherwise); locked for the transaction when `lock`. */
export async function visibleTicket(executor: Db, ctx: RequestContext, id: string, me: Me | null, lock = false): Promise<TicketRow> {
  const query = executor
    .select()
    .from(tickets)
    .where(and(eq(tickets.companyId, ctx.companyId), eq(tickets.id, id), visibleTo(ctx, me)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw ticketNotFound();
  return row;
}

/**
 * The loaded cost of one hour of a callback, taken when its hours are recorded: the assigned employee's (pay and
 * burden, as a visit's time entries are costed); a crew's, the average of its active members'; a task assigned to
 * nobody (or to an empty crew), the recording person's own. Null when there is no one to cost.
 */
async function hoursHourlyCost(executor: Db, ctx: RequestContext, assignee: { employeeId: string | null; crewId: string | null }): Promise<number | null> {
  const paid = { payType: employees.payType, payRate: employees.payRate, laborBurdenPercent: employees.laborBurdenPercent };
  const costOf = (row: { payType: 'hourly' | 'salary'; payRate: string; laborBurdenPercent: string }) =>
    hourlyLaborCost({ payType: row.payType, payRate: Number(row.payRate), laborBurdenPercent: Number(row.laborBurdenPercent) });
  if (assignee.employeeId) {
    const [row] = await executor
      .select(paid)
      .from(employees)
      .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, assignee.employeeId)))
      .limit(1);
    if (row) return costOf(row);
  }
  if (assignee.crewId) {
    const rows = await executor
      .select(paid)
      .from(crewMembers)
      .innerJoin(employees, and(eq(employees.companyId, crewMembers.companyId), eq(employees.id, crewMembers.employeeId)))
      .where(and(eq(crewMembers.companyId, ctx.companyId), eq(crewMembers.crewId, assignee.crewId), eq(employees.status, 'active')));
    const average = averageHourlyCost(rows.map(costOf));
    if (average !== null) return average;
  }
  const me = await findMe(executor, ctx);
  if (me.employeeIds.length === 0) return null;
  const [row] = await executor
    .select(paid)
    .from(employees)
    .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, me.employeeIds[0]!)))
    .limit(1);
  return row ? costOf(row) : null;
}

/** The stored hours and their cost per hour, or 422 when nobody's cost can be taken. */
async function costedHours(
  executor: Db,
  ctx: RequestContext,
  hoursSpent: number | null,
  assignee: { employeeId: string | null; crewId: string | null },
): Promise<{ hoursSpent: string | null; hoursHourlyCost: string | null }> {
  if (hoursSpent === null) return { hoursSpent: null, hoursHourlyCost: null };
  const cost = await hoursHourlyCost(executor, ctx, assignee);
  if (cost === null) throw new AppError('BUSINESS_RULE', TICKET_HOURS_NEED_PERSON_MESSAGE, { fieldErrors: { hoursSpent: [TICKET_HOURS_NEED_PERSON_MESSAGE] } });
  return { hoursSpent: hoursSpent.toFixed(2), hoursHourlyCost: cost.toFixed(4) };
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

/** The fields of an update a crew leader may not change (all but status, checklist and hours): those that differ from what the task holds. */
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

  async function readPhotos(executor: Db, companyId: string, ticketId: string): Promise<TicketPhoto[]> {
    const rows = await executor
      .select(photoColumns)
      .from(ticketPhotos)
      .where(and(eq(ticketPhotos.companyId, companyId), eq(ticketPhotos.ticketId, ticketId)))
      .orderBy(asc(ticketPhotos.createdAt), asc(ticketPhotos.id));
    return rows.map(photoView);
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
      photos: await readPhotos(executor, ctx.companyId, id),
      createdByName: row.createdByName,
      completedAt: row.completedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The task locked for a write, if the caller may see it (404 otherwise). */
  function lockedTicket(tx: Db, ctx: RequestContext, id: string, me: Me | null): Promise<TicketRow> {
    return visibleTicket(tx, ctx, id, me, true);
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
      const [today, me] = await Promise.all([companyToday(db, ctx.companyId), isOfficeRole(ctx.role) && !query.mine ? null : findMe(db, ctx)]);
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
      const [today, me] = await Promise.all([companyToday(db, ctx.companyId), scopeOf(db, ctx)]);
      return readTicket(db, ctx, id, today, me);
    },

    /** POST /tickets: numbered in the same transaction; every id it names must be the company's. */
    async create(ctx: RequestContext, input: CreateTicketValues): Promise<Ticket> {
      await requireReferences(db, ctx.companyId, input);
      const today = await companyToday(db, ctx.companyId);
      const hours = await costedHours(db, ctx, input.hoursSpent ?? null, { employeeId: input.assigneeEmployeeId ?? null, crewId: input.assigneeCrewId ?? null });
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
            ...hours,
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
      const [today, me] = await Promise.all([companyToday(db, ctx.companyId), scopeOf(db, ctx)]);
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
        const type = input.type ?? current.type;
        const subjectKind = input.subject !== undefined ? (input.subject?.kind ?? null) : current.subjectKind;
        const hoursSpent = input.hoursSpent !== undefined ? input.hoursSpent : current.hoursSpent === null ? null : Number(current.hoursSpent);
        const inconsistent = Object.entries(
          ticketConsistencyErrors({ assigneeEmployeeId, assigneeCrewId, dueDate, dueTime, recurrence, type, subjectKind, hoursSpent }),
        );
        if (inconsistent.length > 0) {
          throw new AppError('VALIDATION_FAILED', inconsistent[0]![1], { fieldErrors: Object.fromEntries(inconsistent.map(([name, text]) => [name, [text]])) });
        }

        // The hours keep the cost they were recorded at until they, or who did the work, change.
        const hoursChanged =
          hoursSpent !== (current.hoursSpent === null ? null : Number(current.hoursSpent)) ||
          (hoursSpent !== null && (assigneeEmployeeId !== current.assigneeEmployeeId || assigneeCrewId !== current.assigneeCrewId));
        const hours = hoursChanged ? await costedHours(tx, ctx, hoursSpent, { employeeId: assigneeEmployeeId, crewId: assigneeCrewId }) : {};

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
            ...hours,
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
      const me = await scopeOf(db, ctx);
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

    /** GET /tickets/{id}/photos: the photos of a task the caller may see. */
    async photos(ctx: RequestContext, id: string): Promise<TicketPhoto[]> {
      await visibleTicket(db, ctx, id, await scopeOf(db, ctx));
      return readPhotos(db, ctx.companyId, id);
    },

    /**
     * POST /tickets/{id}/photos: decoded and re-encoded like a work order's (what does not decode is 400), by anyone who
     * may see the task (a crew leader too), up to MAX_PHOTOS_PER_TICKET (422 past it; the task is locked, so two
     * uploads at once cannot pass it).
     */
    async addPhoto(ctx: RequestContext, author: { firstName: string; lastName: string; email: string }, id: string, upload: { caption: string; bytes: Buffer }): Promise<TicketPhoto> {
      const me = await scopeOf(db, ctx);
      await visibleTicket(db, ctx, id, me);
      const image = await reencodePhoto(upload.bytes);
      return db.transaction(async (tx) => {
        await lockedTicket(tx, ctx, id, me);
        const [existing] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(ticketPhotos)
          .where(and(eq(ticketPhotos.companyId, ctx.companyId), eq(ticketPhotos.ticketId, id)));
        if (Number(existing?.count ?? 0) >= MAX_PHOTOS_PER_TICKET) throw new AppError('BUSINESS_RULE', TICKET_TOO_MANY_PHOTOS_MESSAGE);
        const [row] = await tx
          .insert(ticketPhotos)
          .values({
            companyId: ctx.companyId,
            ticketId: id,
            contentType: image.contentType,
            width: image.width,
            height: image.height,
            byteSize: image.bytes.length,
            bytes: image.bytes,
            caption: upload.caption,
            createdByUserId: ctx.userId,
            addedByName: `${author.firstName} ${author.lastName}`.trim() || author.email,
          })
          .returning(photoColumns);
        return photoView(row!);
      });
    },

    /** GET /tickets/{id}/photos/{photoId}: the image, re-encoded on upload. */
    async photo(ctx: RequestContext, id: string, photoId: string): Promise<{ contentType: string; bytes: Buffer }> {
      await visibleTicket(db, ctx, id, await scopeOf(db, ctx));
      const [row] = await db
        .select({ contentType: ticketPhotos.contentType, bytes: ticketPhotos.bytes })
        .from(ticketPhotos)
        .where(and(eq(ticketPhotos.companyId, ctx.companyId), eq(ticketPhotos.ticketId, id), eq(ticketPhotos.id, photoId)))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND_MESSAGE);
      return row;
    },

    /** DELETE /tickets/{id}/photos/{photoId}: the office only (a crew leader adds photos but removes none). */
    async deletePhoto(ctx: RequestContext, id: string, photoId: string): Promise<{ id: string }> {
      if (!isOfficeRole(ctx.role)) throw new AppError('FORBIDDEN', TICKET_PHOTO_DELETE_OFFICE_ONLY_MESSAGE);
      const deleted = await db
        .delete(ticketPhotos)
        .where(and(eq(ticketPhotos.companyId, ctx.companyId), eq(ticketPhotos.ticketId, id), eq(ticketPhotos.id, photoId)))
        .returning({ id: ticketPhotos.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND_MESSAGE);
      return { id: photoId };
    },

    /**
     * GET /tickets/people: whom the caller may assign a task to or mention, id and name only. The office: every
     * employee still working there and every crew. A crew leader: the crews they are on and the people on them.
     */
    async people(ctx: RequestContext): Promise<TicketPeople> {
      const office = isOfficeRole(ctx.role);
      const me = office ? null : await findMe(db, ctx);
      if (me && me.crewIds.length === 0 && me.employeeIds.length === 0) return { employees: [], crews: [] };
      const name = sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`;
      const [people, crewRows] = await Promise.all([
        office
          ? db
              .select({ id: employees.id, name })
              .from(employees)
              .where(and(eq(employees.companyId, ctx.companyId), ne(employees.status, 'terminated')))
          : db
              .selectDistinct({ id: employees.id, name })
              .from(employees)
              .leftJoin(crewMembers, and(eq(crewMembers.companyId, employees.companyId), eq(crewMembers.employeeId, employees.id)))
              .where(
                and(
                  eq(employees.companyId, ctx.companyId),
                  ne(employees.status, 'terminated'),
                  or(anyOfIds(crewMembers.crewId, me!.crewIds), anyOfIds(employees.id, me!.employeeIds)),
                ),
              ),
        db
          .select({ id: crews.id, name: crews.name })
          .from(crews)
          .where(and(eq(crews.companyId, ctx.companyId), office ? undefined : anyOfIds(crews.id, me!.crewIds))),
      ]);
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' });
      return { employees: [...people].sort(byName), crews: [...crewRows].sort(byName) };
    },

    /**
     * GET /tickets/{id}/estimate_draft: what a new estimate made from an upsell task starts with, read from the stored
     * task — its customer (through the record it is about), the property when there is one, its title and description.
     */
    async estimateDraft(ctx: RequestContext, id: string): Promise<TicketEstimateDraft> {
      if (!isOfficeRole(ctx.role)) throw new AppError('FORBIDDEN', TICKET_ESTIMATE_OFFICE_ONLY_MESSAGE);
      const ticket = await visibleTicket(db, ctx, id, null);
      const owner = await customerOfTicket(db, ctx.companyId, ticket);
      return {
        ticketId: ticket.id,
        ticketNumber: ticket.number,
        customerId: owner.customerId,
        propertyId: owner.propertyId,
        description: ticket.title,
        notes: ticket.description,
      };
    },

    /**
     * POST /tickets/{id}/estimate: the estimate made from an upsell task becomes what the task is about, and a comment
     * says so (once: linking the same estimate again changes nothing). The estimate must be the company's (404) and for
     * the task's customer (422).
     */
    async linkEstimate(ctx: RequestContext, author: { firstName: string; lastName: string; email: string }, id: string, estimateId: string): Promise<Ticket> {
      if (!isOfficeRole(ctx.role)) throw new AppError('FORBIDDEN', TICKET_ESTIMATE_OFFICE_ONLY_MESSAGE);
      const [estimate] = await db
        .select({ id: estimates.id, number: estimates.number, clientType: estimates.clientType, clientId: estimates.clientId })
        .from(estimates)
        .where(and(eq(estimates.companyId, ctx.companyId), eq(estimates.id, estimateId)))
        .limit(1);
      if (!estimate) throw notFoundField('estimateId', 'Estimate');
      const today = await companyToday(db, ctx.companyId);
      return db.transaction(async (tx) => {
        const ticket = await lockedTicket(tx, ctx, id, null);
        if (!(ticket.subjectKind === 'estimate' && ticket.subjectId === estimate.id)) {
          const owner = await customerOfTicket(tx, ctx.companyId, ticket);
          if (estimate.clientType !== 'customer' || estimate.clientId !== owner.customerId) {
            throw new AppError('BUSINESS_RULE', TICKET_ESTIMATE_OTHER_CUSTOMER_MESSAGE, { fieldErrors: { estimateId: [TICKET_ESTIMATE_OTHER_CUSTOMER_MESSAGE] } });
          }
          await tx
            .update(tickets)
            .set({ subjectKind: 'estimate', subjectId: estimate.id, updatedAt: nextVersion(ticket.updatedAt) })
            .where(and(eq(tickets.companyId, ctx.companyId), eq(tickets.id, id)));
          await tx.insert(ticketComments).values({
            companyId: ctx.companyId,
            ticketId: id,
            authorUserId: ctx.userId,
            authorName: `${author.firstName} ${author.lastName}`.trim() || author.email,
            body: estimateMadeComment(estimate.number),
          });
        }
        return readTicket(tx, ctx, id, today, null);
      });
    },
  };
}

/** `column = any(ids)`, or false for no ids. */
const anyOfIds = (column: AnyPgColumn, ids: readonly string[]): SQL => (ids.length > 0 ? inArray(column, [...ids]) : sql`false`);

/**
 * The customer an upsell task is about, and the property when it names one: the customer itself, the property's
 * owner, or the customer (and property) of the job, work order or estimate. 422 when the task is no upsell about a
 * customer (equipment, a lead's estimate, nothing); a record deleted since is as good as none.
 */
async function customerOfTicket(executor: Db, companyId: string, ticket: TicketRow): Promise<{ customerId: string; propertyId: string | null }> {
  const refuse = () => new AppError('BUSINESS_RULE', TICKET_NOT_AN_UPSELL_MESSAGE);
  const subject = ticket.subjectKind && ticket.subjectId ? { kind: ticket.subjectKind, id: ticket.subjectId } : null;
  if (!subject || !canBecomeEstimate({ type: ticket.type, subject })) throw refuse();
  const one = async (rows: Promise<Array<{ customerId: string | null; propertyId: string | null }>>) => {
    const [row] = await rows;
    if (!row?.customerId) throw refuse();
    return { customerId: row.customerId, propertyId: row.propertyId };
  };
  switch (subject.kind) {
    case 'customer':
      return one(executor.select({ customerId: customers.id, propertyId: sql<string | null>`null` }).from(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, subject.id))).limit(1));
    case 'property':
      return one(
        executor
          .select({ customerId: customerProperties.customerId, propertyId: customerProperties.id })
          .from(customerProperties)
          .where(and(eq(customerProperties.companyId, companyId), eq(customerProperties.id, subject.id)))
          .limit(1),
      );
    case 'job':
      return one(executor.select({ customerId: jobs.customerId, propertyId: jobs.propertyId }).from(jobs).where(and(eq(jobs.companyId, companyId), eq(jobs.id, subject.id))).limit(1));
    case 'work_order':
      return one(
        executor
          .select({ customerId: workOrders.customerId, propertyId: workOrders.propertyId })
          .from(workOrders)
          .where(and(eq(workOrders.companyId, companyId), eq(workOrders.id, subject.id)))
          .limit(1),
      );
    case 'estimate':
      return one(
        executor
          .select({ customerId: sql<string | null>`case when ${estimates.clientType} = 'customer' then ${estimates.clientId} end`, propertyId: estimates.propertyId })
          .from(estimates)
          .where(and(eq(estimates.companyId, companyId), eq(estimates.id, subject.id)))
          .limit(1),
      );
    default:
      throw refuse();
  }
}
