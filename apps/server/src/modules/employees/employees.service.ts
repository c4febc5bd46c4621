import {
  employeeMessages,
  employeeTerminatedMessage,
  employeeDeletedMessage,
  hourlyLaborCost,
  normalizeEmployeeSearch,
  wouldCreateManagerCycle,
  type CreateEmployeeInput,
  type DeleteEmployeeResult,
  type Employee,
  type EmployeeFilters,
  type UpdateEmployeeInput,
} from '@groundwork/domain/employees';
import { and, asc, count, eq, ilike, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { crewMembers, employees, orgPositionHolders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsPattern, lockCompanyScope } from '../../lib/company-lock';
import { isUniqueViolation } from '../../lib/db-errors';
import { preparedPerDb } from '../../lib/prepared';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';

const manager = alias(employees, 'manager');

const employeeColumns = {
  row: employees,
  managerFirstName: manager.firstName,
  managerLastName: manager.lastName,
};

type EmployeeRow = typeof employees.$inferSelect;
interface JoinedRow {
  row: EmployeeRow;
  managerFirstName: string | null;
  managerLastName: string | null;
}

export function toEmployee({ row, managerFirstName, managerLastName }: JoinedRow): Employee {
  const payRate = Number(row.payRate);
  const laborBurdenPercent = Number(row.laborBurdenPercent);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    employeeId: row.employeeId,
    department: row.department,
    position: row.position,
    status: row.status,
    employmentType: row.employmentType,
    managerId: row.managerId,
    managerName: managerFirstName === null ? null : `${managerFirstName} ${managerLastName ?? ''}`.trim(),
    hireDate: row.hireDate,
    payType: row.payType,
    payRate,
    laborBurdenPercent,
    billable: row.billable,
    certifications: row.certifications,
    applicatorLicenseNumber: row.applicatorLicenseNumber,
    applicatorLicenseExpiresOn: row.applicatorLicenseExpiresOn,
    emergencyContact: row.emergencyContact,
    hourlyCost: hourlyLaborCost({ payType: row.payType, payRate, laborBurdenPercent }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ListQuery = Partial<EmployeeFilters> & { page: number; limit: number };

const filterKeys = ['search', 'department', 'position', 'status', 'employmentType', 'managerId'] as const;
type FilterKey = (typeof filterKeys)[number];

/**
 * The SQL twin of the domain's `matchesEmployeeFilters` (same fields, same case rules), with placeholders: one
 * statement per combination of filters present, values bound at execution (`listParameters`).
 */
function filterConditions(present: ReadonlySet<FilterKey>): SQL[] {
  const conditions: SQL[] = [eq(employees.companyId, sql.placeholder('companyId'))];
  // search_text holds the three fields lower-cased, apart: one LIKE does what three ILIKEs would.
  if (present.has('search')) conditions.push(like(employees.searchText, sql.placeholder('search')));
  if (present.has('department')) conditions.push(sql`lower(${employees.department}) = ${sql.placeholder('department')}`);
  if (present.has('position')) conditions.push(sql`lower(${employees.position}) = ${sql.placeholder('position')}`);
  if (present.has('status')) conditions.push(eq(employees.status, sql.placeholder('status')));
  if (present.has('employmentType')) conditions.push(eq(employees.employmentType, sql.placeholder('employmentType')));
  if (present.has('managerId')) conditions.push(eq(employees.managerId, sql.placeholder('managerId')));
  return conditions;
}

/** The filters a query really uses, and the values its placeholders take. */
export function listParameters(companyId: string, query: ListQuery) {
  const search = normalizeEmployeeSearch(query.search);
  const values: Record<string, unknown> = {
    companyId,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    ...(search ? { search: containsPattern(search) } : {}),
    ...(query.department ? { department: query.department.toLowerCase() } : {}),
    ...(query.position ? { position: query.position.toLowerCase() } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.employmentType ? { employmentType: query.employmentType } : {}),
    ...(query.managerId ? { managerId: query.managerId } : {}),
  };
  const present = new Set(filterKeys.filter((key) => key in values));
  return { present, values };
}

const byName = [asc(employees.lastName), asc(employees.firstName), asc(employees.id)];

const duplicateEmployeeId = () =>
  new AppError('CONFLICT', employeeMessages.duplicateEmployeeId, {
    fieldErrors: { employeeId: [employeeMessages.duplicateEmployeeId] },
  });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Employees with their manager's name; `extra` adds computed columns. */
const selectEmployees = <Extra extends Record<string, SQL>>(executor: Db, extra: Extra = {} as Extra) =>
  executor
    .select({ ...employeeColumns, ...extra })
    .from(employees)
    .leftJoin(manager, and(eq(manager.id, employees.managerId), eq(manager.companyId, employees.companyId)));

/**
 * GET /employees in one statement: the page's ids are picked (filtered, sorted, cut) on the narrow rows first, and
 * only those rows are joined to their managers; the number of matches rides along as a scalar subquery. The
 * benchmark's database ceiling issues the same SQL.
 */
export function employeeListQuery(db: Db, present: ReadonlySet<FilterKey>) {
  const where = and(...filterConditions(present));
  const page = db
    .select({ id: employees.id })
    .from(employees)
    .where(where)
    .orderBy(...byName)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const total = db.select({ value: count() }).from(employees).where(where);
  return selectEmployees(db, { total: sql<number>`cast((${total}) as integer)` })
    .innerJoin(page, eq(page.id, employees.id))
    .orderBy(...byName);
}

/** Building and rendering this query costs more CPU than a request can spare, so each filter combination is prepared once. */
const preparedLists = preparedPerDb(() => new Map<string, ReturnType<ReturnType<typeof employeeListQuery>['prepare']>>());

function preparedList(db: Db, present: ReadonlySet<FilterKey>) {
  const key = filterKeys.filter((filter) => present.has(filter)).join('_') || 'all';
  const cache = preparedLists(db);
  let statement = cache.get(key);
  if (!statement) {
    statement = employeeListQuery(db, present).prepare(`employees_list_${key}`);
    cache.set(key, statement);
  }
  return statement;
}

/** Past the last page the count has no row to ride on: then it is counted on its own. */
function employeeCountQuery(db: Db, present: ReadonlySet<FilterKey>) {
  return db.select({ value: count() }).from(employees).where(and(...filterConditions(present)));
}

export function createEmployeesService(db: Db) {
  async function findEmployee(executor: Db, ctx: RequestContext, id: string): Promise<Employee> {
    const [row] = await selectEmployees(executor).where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, id)));
    if (!row) throw new AppError('NOT_FOUND', employeeMessages.notFound);
    return toEmployee(row);
  }

  /** A manager must be another employee of the company and must not report to this one (no loops). */
  async function checkManager(tx: Db, ctx: RequestContext, employeeId: string | null, managerId: string | null) {
    if (managerId === null) return;
    const refuse = (message: string) => AppError.invalidField('managerId', message);
    if (managerId === employeeId) throw refuse(employeeMessages.managerIsSelf);
    const [found] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, managerId)));
    if (!found) throw refuse(employeeMessages.managerNotFound);
    if (employeeId === null) return; // a new employee has no reports yet
    await lockCompanyScope(tx, 'employee-managers', ctx.companyId);
    const tree = await tx
      .select({ id: employees.id, managerId: employees.managerId })
      .from(employees)
      .where(eq(employees.companyId, ctx.companyId));
    if (wouldCreateManagerCycle(tree, employeeId, managerId)) throw refuse(employeeMessages.managerCycle);
  }

  const fieldsOf = (input: CreateEmployeeInput) => ({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    employeeId: input.employeeId,
    department: input.department,
    position: input.position,
    status: input.status,
    employmentType: input.employmentType,
    managerId: input.managerId,
    hireDate: input.hireDate,
    payType: input.payType,
    payRate: String(input.payRate),
    laborBurdenPercent: String(input.laborBurdenPercent),
    billable: input.billable,
    certifications: input.certifications,
    applicatorLicenseNumber: input.applicatorLicenseNumber,
    applicatorLicenseExpiresOn: input.applicatorLicenseExpiresOn,
    emergencyContact: input.emergencyContact,
  });

  return {
    /** One page of the roster, searched and filtered on the server by the rules of SPEC.md §5. */
    async listEmployees(ctx: RequestContext, query: ListQuery) {
      const { present, values } = listParameters(ctx.companyId, query);
      const rows = await preparedList(db, present).execute(values);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && query.page > 1) [{ value: total } = { value: 0 }] = await employeeCountQuery(db, present).execute(values);
      return {
        employees: rows.map(toEmployee),
        pagination: { page: query.page, limit: query.limit, total },
      };
    },

    getEmployee: (ctx: RequestContext, id: string) => findEmployee(db, ctx, id),

    /** Everyone in a department (any case), unpaged. */
    async listByDepartment(ctx: RequestContext, department: string) {
      const rows = await selectEmployees(db)
        .where(and(eq(employees.companyId, ctx.companyId), sql`lower(${employees.department}) = ${department.toLowerCase()}`))
        .orderBy(...byName);
      return { employees: rows.map(toEmployee) };
    },

    /** SPEC.md §5 managers (position contains manager, supervisor or lead); the terminated cannot manage anyone. */
    async listManagers(ctx: RequestContext) {
      const rows = await selectEmployees(db)
        .where(
          and(
            eq(employees.companyId, ctx.companyId),
            ne(employees.status, 'terminated'),
            or(ilike(employees.position, '%manager%'), ilike(employees.position, '%supervisor%'), ilike(employees.position, '%lead%')),
          ),
        )
        .orderBy(...byName);
      return { employees: rows.map(toEmployee) };
    },

    async createEmployee(ctx: RequestContext, input: CreateEmployeeInput): Promise<Employee> {
      try {
        return await db.transaction(async (tx) => {
          await checkManager(tx, ctx, null, input.managerId);
          const now = new Date();
          const [created] = await tx
            .insert(employees)
            .values({ ...fieldsOf(input), companyId: ctx.companyId, createdAt: now, updatedAt: now })
            .returning({ id: employees.id });
          return findEmployee(tx, ctx, created!.id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateEmployeeId();
        throw error;
      }
    },

    /** Replaces the record; with `updatedAt`, only if nobody saved it since (else 409). */
    async updateEmployee(ctx: RequestContext, id: string, input: UpdateEmployeeInput): Promise<Employee> {
      try {
        return await db.transaction(async (tx) => {
          await findEmployee(tx, ctx, id);
          await checkManager(tx, ctx, id, input.managerId);
          const updated = await tx
            .update(employees)
            .set({ ...fieldsOf(input), updatedAt: new Date() })
            .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, id), unchangedSince(employees.updatedAt, input.updatedAt)))
            .returning({ id: employees.id });
          if (updated.length === 0) throw new AppError('CONFLICT', employeeMessages.stale);
          return findEmployee(tx, ctx, id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateEmployeeId();
        throw error;
      }
    },

    /**
     * Deletes an employee nobody points at. One who is on a crew, manages someone or holds an org-chart position
     * is part of the company's history: they are kept and marked terminated, and the answer says so.
     */
    async deleteEmployee(ctx: RequestContext, id: string): Promise<DeleteEmployeeResult> {
      return db.transaction(async (tx) => {
        const employee = await findEmployee(tx, ctx, id);
        const [[crewCount], [reportCount], [positionCount]] = await Promise.all([
          tx.select({ value: count() }).from(crewMembers).where(and(eq(crewMembers.companyId, ctx.companyId), eq(crewMembers.employeeId, id))),
          tx.select({ value: count() }).from(employees).where(and(eq(employees.companyId, ctx.companyId), eq(employees.managerId, id))),
          tx
            .select({ value: count() })
            .from(orgPositionHolders)
            .where(and(eq(orgPositionHolders.companyId, ctx.companyId), eq(orgPositionHolders.employeeId, id))),
        ]);
        const references = { crews: crewCount?.value ?? 0, reports: reportCount?.value ?? 0, positions: positionCount?.value ?? 0 };
        const name = `${employee.firstName} ${employee.lastName}`;
        const reasons = [
          references.crews > 0 ? `on ${plural(references.crews, 'crew', 'crews')}` : '',
          references.reports > 0 ? `the manager of ${plural(references.reports, 'employee', 'employees')}` : '',
          references.positions > 0 ? `holding ${plural(references.positions, 'org chart position', 'org chart positions')}` : '',
        ].filter(Boolean);
        if (reasons.length > 0) {
          await tx
            .update(employees)
            .set({ status: 'terminated', updatedAt: new Date() })
            .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, id)));
          return {
            id,
            outcome: 'terminated',
            message: employeeTerminatedMessage(name, reasons),
            references,
            employee: await findEmployee(tx, ctx, id),
          };
        }
        await tx.delete(employees).where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, id)));
        return { id, outcome: 'deleted', message: employeeDeletedMessage(name), references, employee: null };
      });
    },
  };
}
