import { roles, type Company, type Role, type User } from '@groundwork/domain/auth';
import { permissionSections, permissionsForRole, type CompanyPermissions, type PermissionEntry } from '@groundwork/domain/permissions';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, companyPermissions, users } from '../db/schema';
import { preparedPerDb } from './prepared';

export type UserRow = typeof users.$inferSelect;

function asRole(value: string): Role {
  return (roles as readonly string[]).includes(value) ? (value as Role) : 'crew_leader';
}

/** The user columns the API shows: what the auth check loads with every session (never the password hash). */
export const userViewColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  companyId: users.companyId,
  isTermsAccepted: users.isTermsAccepted,
  termsAcceptedAt: users.termsAcceptedAt,
  termsAcceptedVersion: users.termsAcceptedVersion,
};

export type UserViewRow = Pick<UserRow, keyof typeof userViewColumns>;

/** The user as the API shows it: never the password hash. */
export function toUserView(row: UserViewRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: asRole(row.role),
    companyId: row.companyId,
    isTermsAccepted: row.isTermsAccepted,
    termsAcceptedAt: row.termsAcceptedAt ? row.termsAcceptedAt.toISOString() : null,
    termsAcceptedVersion: row.termsAcceptedVersion,
  };
}

export async function loadUserRow(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

interface PermissionRow {
  section: string;
  kind: string;
  name: string;
  enabled: boolean;
  visible: boolean;
}

/** company.permissions exactly as domain's companyPermissionsSchema, from the rows ordered by section and position. */
function permissionsFromRows(rows: readonly PermissionRow[]): CompanyPermissions {
  const sectionRows = new Map<string, PermissionRow>();
  const entryRows = new Map<string, PermissionRow[]>();
  for (const row of rows) {
    if (row.kind === 'section') {
      if (!sectionRows.has(row.section)) sectionRows.set(row.section, row);
    } else if (row.kind === 'entry') {
      const entries = entryRows.get(row.section);
      if (entries) entries.push(row);
      else entryRows.set(row.section, [row]);
    }
  }
  const permissions = {} as CompanyPermissions;
  for (const section of permissionSections) {
    const sectionRow = sectionRows.get(section);
    // A section with no row of its own is closed: nothing under it shows.
    const parent = { name: section, enabled: sectionRow?.enabled ?? false, visible: sectionRow?.visible ?? false };
    permissions[section] = (entryRows.get(section) ?? []).map(
      (row): PermissionEntry => ({ name: row.name, enabled: row.enabled, visible: row.visible, parent: { ...parent } }),
    );
  }
  return permissions;
}

/** company.permissions exactly as domain's companyPermissionsSchema: each entry carries its section's state. */
export async function loadCompanyPermissions(db: Db, companyId: string): Promise<CompanyPermissions> {
  const rows = await db
    .select()
    .from(companyPermissions)
    .where(eq(companyPermissions.companyId, companyId))
    .orderBy(asc(companyPermissions.section), asc(companyPermissions.position));
  return permissionsFromRows(rows);
}

/**
 * The company and its permission rows in one round trip: company ⟕ permissions, in section and position
 * order (one row per permission, or one row with null permission columns for a company without any).
 * Flat columns, not a nested object: Drizzle maps them with less work. Exported so the benchmark's database
 * ceiling issues exactly this SQL.
 */
export function companyViewQuery(db: Db) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      section: companyPermissions.section,
      kind: companyPermissions.kind,
      permissionName: companyPermissions.name,
      enabled: companyPermissions.enabled,
      visible: companyPermissions.visible,
    })
    .from(companies)
    .leftJoin(companyPermissions, eq(companyPermissions.companyId, companies.id))
    .where(eq(companies.id, sql.placeholder('companyId')))
    .orderBy(asc(companyPermissions.section), asc(companyPermissions.position));
}

const preparedCompanyView = preparedPerDb((db) => companyViewQuery(db).prepare('accounts_company_view'));

/** The company as the API shows it to one user (GET /auth/me, sign-in): its name and permissions, as their role sees them. */
export async function loadCompanyView(db: Db, companyId: string, role: Role): Promise<Company | undefined> {
  const rows = await preparedCompanyView(db).execute({ companyId });
  const [first] = rows;
  if (!first) return undefined;
  const permissionRows: PermissionRow[] = [];
  for (const row of rows) {
    // The left join's one row for a company without permissions has nulls here.
    if (row.section === null || row.kind === null || row.permissionName === null || row.enabled === null || row.visible === null) continue;
    permissionRows.push({ section: row.section, kind: row.kind, name: row.permissionName, enabled: row.enabled, visible: row.visible });
  }
  return { id: first.id, name: first.name, permissions: permissionsForRole(permissionsFromRows(permissionRows), role) };
}
