import { isOfficeRole } from '@groundwork/domain/auth';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { crewMembers, employees, users } from '../db/schema';
import type { RequestContext } from '../plugins/auth';

/**
 * The crews a crew leader is on (null: every crew, for the office). A user is on a crew when its member list holds the
 * employee whose e-mail is the user's sign-in e-mail, terminated employees excepted (docs/dispatch.md).
 */
export async function crewScope(db: Db, ctx: RequestContext): Promise<string[] | null> {
  if (isOfficeRole(ctx.role)) return null;
  const rows = await db
    .select({ crewId: crewMembers.crewId })
    .from(crewMembers)
    .innerJoin(employees, and(eq(employees.companyId, crewMembers.companyId), eq(employees.id, crewMembers.employeeId)))
    .innerJoin(users, and(eq(users.companyId, employees.companyId), eq(users.id, ctx.userId)))
    .where(and(eq(crewMembers.companyId, ctx.companyId), sql`lower(${employees.email}) = ${users.email}`, ne(employees.status, 'terminated')));
  return [...new Set(rows.map((row) => row.crewId))];
}
