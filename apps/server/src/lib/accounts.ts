import { roles, type Company, type Role, type User } from '@groundwork/domain/auth';
import { permissionSections, type CompanyPermissions, type PermissionEntry } from '@groundwork/domain/permissions';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, companyPermissions, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

function asRole(value: string): Role {
  return (roles as readonly string[]).includes(value) ? (value as Role) : 'crew_leader';
}

/** The user as the API shows it: never the password hash. */
export function toUserView(row: UserRow): User {
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

/** company.permissions exactly as domain's companyPermissionsSchema: each entry carries its section's state. */
export async function loadCompanyPermissions(db: Db, companyId: string): Promise<CompanyPermissions> {
  const rows = await db
    .select()
    .from(companyPermissions)
    .where(eq(companyPermissions.companyId, companyId))
    .orderBy(asc(companyPermissions.section), asc(companyPermissions.position));

  const permissions = {} as CompanyPermissions;
  for (const section of permissionSections) {
    const sectionRow = rows.find((row) => row.section === section && row.kind === 'section');
    // A section with no row of its own is closed: nothing under it shows.
    const parent = { name: section, enabled: sectionRow?.enabled ?? false, visible: sectionRow?.visible ?? false };
    permissions[section] = rows
      .filter((row) => row.section === section && row.kind === 'entry')
      .map((row): PermissionEntry => ({ name: row.name, enabled: row.enabled, visible: row.visible, parent: { ...parent } }));
  }
  return permissions;
}

export async function loadCompanyView(db: Db, companyId: string): Promise<Company | undefined> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) return undefined;
  return { id: company.id, name: company.name, permissions: await loadCompanyPermissions(db, companyId) };
}
