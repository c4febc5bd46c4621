import { isLeadershipRole } from '@groundwork/domain/auth';
import {
  EMPLOYEE_NOT_FOUND_MESSAGE,
  MANAGER_OR_OFFICE_MESSAGE,
  managersOf,
  peopleBelow,
  type OrgSeat,
  type PersonRef,
  type SeatHolder,
} from '@groundwork/domain/people-development';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, orgPositionHolders, orgPositions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';

/**
 * Who the reader may see and manage in people development, read from the org chart once a request: admins and office
 * managers everyone; a manager (a user whose employee — the one with their sign-in e-mail — holds a seat above
 * someone's) the people below their seats; anyone their own records. A company has tens or hundreds of employees, so
 * the chart is read whole and worked out in memory (packages/domain/src/people-development/org-relations.ts).
 */

export interface ScopeEmployee {
  id: string;
  name: string;
  email: string | null;
  department: string;
  status: 'active' | 'on_leave' | 'terminated';
  hireDate: string | null;
}

export interface ScopePosition {
  id: string;
  title: string;
  department: string | null;
  keyResponsibilities: string[];
}

export interface PeopleScope {
  employees: Map<string, ScopeEmployee>;
  positions: Map<string, ScopePosition>;
  seats: OrgSeat[];
  /** Seat holders who still work here (terminated employees manage nobody and are nobody's people). */
  holders: SeatHolder[];
  /** Employee id → the user signing in with their e-mail. */
  userOf: Map<string, string>;
  /** The reader's own employee records (usually one). */
  me: Set<string>;
  /** Admins and office managers: everyone. */
  all: boolean;
  /** The people below the reader's seats. */
  below: Set<string>;
}

export async function loadPeopleScope(db: Db, ctx: RequestContext): Promise<PeopleScope> {
  const [employeeRows, positionRows, holderRows, userRows] = await Promise.all([
    db
      .select({
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        email: employees.email,
        department: employees.department,
        status: employees.status,
        hireDate: employees.hireDate,
      })
      .from(employees)
      .where(eq(employees.companyId, ctx.companyId)),
    db
      .select({ id: orgPositions.id, title: orgPositions.title, department: orgPositions.department, reportsToId: orgPositions.reportsToId, keyResponsibilities: orgPositions.keyResponsibilities })
      .from(orgPositions)
      .where(eq(orgPositions.companyId, ctx.companyId)),
    db.select({ positionId: orgPositionHolders.positionId, employeeId: orgPositionHolders.employeeId }).from(orgPositionHolders).where(eq(orgPositionHolders.companyId, ctx.companyId)),
    db.select({ id: users.id, email: users.email }).from(users).where(eq(users.companyId, ctx.companyId)),
  ]);
  const employeeMap = new Map<string, ScopeEmployee>(
    employeeRows.map((row) => [
      row.id,
      { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email, department: row.department, status: row.status, hireDate: row.hireDate },
    ]),
  );
  // Users store their e-mail in lower case; employees as typed.
  const userByEmail = new Map(userRows.map((row) => [row.email, row.id]));
  const userOf = new Map<string, string>();
  const me = new Set<string>();
  for (const employee of employeeMap.values()) {
    if (!employee.email || employee.status === 'terminated') continue;
    const userId = userByEmail.get(employee.email.toLowerCase());
    if (!userId) continue;
    userOf.set(employee.id, userId);
    if (userId === ctx.userId) me.add(employee.id);
  }
  const holders = holderRows.filter((holder) => {
    const employee = employeeMap.get(holder.employeeId);
    return employee !== undefined && employee.status !== 'terminated';
  });
  const seats = positionRows.map((row) => ({ id: row.id, reportsToId: row.reportsToId }));
  return {
    employees: employeeMap,
    positions: new Map(positionRows.map((row) => [row.id, { id: row.id, title: row.title, department: row.department, keyResponsibilities: row.keyResponsibilities }])),
    seats,
    holders,
    userOf,
    me,
    all: isLeadershipRole(ctx.role),
    below: peopleBelow(seats, holders, [...me]),
  };
}

/** The reader holds this employee's one-on-ones, writes their reviews and signs off their onboarding. */
export const canManage = (scope: PeopleScope, employeeId: string): boolean => scope.all || scope.below.has(employeeId);

/** The reader sees this employee's people-development records (their own included). */
export const canSee = (scope: PeopleScope, employeeId: string): boolean => canManage(scope, employeeId) || scope.me.has(employeeId);

/** The employees the reader manages who still work here, by name. */
export function managedEmployees(scope: PeopleScope): ScopeEmployee[] {
  return [...scope.employees.values()].filter((employee) => employee.status !== 'terminated' && canManage(scope, employee.id)).sort(byName);
}

export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

export function personRef(scope: PeopleScope, employeeId: string | null): PersonRef | null {
  if (!employeeId) return null;
  const employee = scope.employees.get(employeeId);
  return employee ? { id: employee.id, name: employee.name } : null;
}

/** The employee's managers on the chart (the holders of the nearest filled seat above theirs), by name. */
export function managersFor(scope: PeopleScope, employeeId: string): PersonRef[] {
  return managersOf(scope.seats, scope.holders, employeeId)
    .map((id) => personRef(scope, id))
    .filter((person): person is PersonRef => person !== null)
    .sort(byName);
}

/** The seats an employee holds, by title. */
export function positionsOf(scope: PeopleScope, employeeId: string): ScopePosition[] {
  return scope.holders
    .filter((holder) => holder.employeeId === employeeId)
    .map((holder) => scope.positions.get(holder.positionId))
    .filter((position): position is ScopePosition => position !== undefined)
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

/**
 * Who holds a meeting or writes a review with the employee: the reader when they are one of the employee's managers,
 * else the first of them by name; null when the chart has nobody above the employee.
 */
export function managerFor(scope: PeopleScope, employeeId: string): string | null {
  const managers = managersFor(scope, employeeId);
  return (managers.find((manager) => scope.me.has(manager.id)) ?? managers[0])?.id ?? null;
}

/**
 * An employee named in a request: another company's (or nobody's) is 404 on the field; one the reader does not see is
 * 404 too (their records are not the reader's to know about); one the reader sees but does not manage is 403.
 */
export function employeeToManage(scope: PeopleScope, employeeId: string, field = 'employeeId'): ScopeEmployee {
  const employee = scope.employees.get(employeeId);
  if (!employee || !canSee(scope, employeeId)) throw new AppError('NOT_FOUND', EMPLOYEE_NOT_FOUND_MESSAGE, { fieldErrors: { [field]: [EMPLOYEE_NOT_FOUND_MESSAGE] } });
  if (!canManage(scope, employeeId)) throw new AppError('FORBIDDEN', MANAGER_OR_OFFICE_MESSAGE);
  return employee;
}

/** A record of an employee the reader manages (403 when they only see it); `notFound` when they do not see it at all. */
export function requireManaged(scope: PeopleScope, employeeId: string, notFound: AppError): void {
  if (!canSee(scope, employeeId)) throw notFound;
  if (!canManage(scope, employeeId)) throw new AppError('FORBIDDEN', MANAGER_OR_OFFICE_MESSAGE);
}
