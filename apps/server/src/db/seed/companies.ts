import { roleSchema, type Role } from '@groundwork/domain/auth';
import { defaultCompanyPermissions, permissionSections } from '@groundwork/domain/permissions';
import { emailSchema, newPasswordSchema, personNameSchema, uuidSchema } from '@groundwork/domain/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { generatePassword, hashPassword } from '../../lib/passwords';
import type { Database, Db } from '../client';
import { companies, companyPermissions, sessions, users } from '../schema';
import { seedCompanySetup } from './company-setup';
import { seedDefaultLeadSources } from './lead-sources';
import { seedPositionTemplates } from './org-chart';
import { seedDefaultOverheadBudgets } from './overhead';
import { seedStarterServices } from './services';
import { seedSampleProducts } from './products';
import { seedSampleTemplates } from './templates';

/** A mistake in what an operator asked for (bad e-mail, taken e-mail, unknown company): shown as is by the CLI. */
export class SeedInputError extends Error {
  override name = 'SeedInputError';
}

function parse<T extends z.ZodType>(schema: T, value: unknown, label: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new SeedInputError(`${label}: ${result.error.issues[0]?.message ?? 'is not valid'}`);
  return result.data;
}

const optionalName = (label: string) => personNameSchema(label).optional();

/** The permission rows a company starts with: one row a section, one an entry, in catalogue order. */
export function permissionRowsFor(companyId: string): Array<typeof companyPermissions.$inferInsert> {
  const defaults = defaultCompanyPermissions();
  return permissionSections.flatMap((section) => {
    const entries = defaults[section];
    const parent = entries[0]?.parent ?? { name: section, enabled: true, visible: true };
    return [
      { companyId, section, kind: 'section' as const, name: section, enabled: parent.enabled, visible: parent.visible, position: 0 },
      ...entries.map((entry, index) => ({
        companyId,
        section,
        kind: 'entry' as const,
        name: entry.name,
        enabled: entry.enabled,
        visible: entry.visible,
        position: index + 1,
      })),
    ];
  });
}

/**
 * Adds catalogue entries a company does not have yet (a newer release added them), leaving existing
 * rows — and any choices made on them — as they are. Runs at start.
 */
export async function syncCompanyPermissions(database: Database): Promise<void> {
  const all = await database.db.select({ id: companies.id }).from(companies);
  for (const { id } of all) {
    await database.db.insert(companyPermissions).values(permissionRowsFor(id)).onConflictDoNothing();
  }
}

async function emailIsFree(db: Db, email: string): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) throw new SeedInputError(`A user with the e-mail ${email} already exists.`);
}

export interface CreatedAccount {
  companyId: string;
  companyName: string;
  userId: string;
  email: string;
  /** The password to hand over: the one given, or a generated one. */
  password: string;
  passwordGenerated: boolean;
}

/**
 * The password's hash when the caller made it already: the test builders hash their one password once per worker
 * instead of once per account (argon2 is slow on purpose). It must be the hash of `password`.
 */
type KnownHash = { passwordHash?: string | undefined };

export interface CreateCompanyInput extends KnownHash {
  name: string;
  email: string;
  password?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** A company with its permission rows and its first user (role admin). Terms are accepted at first sign-in. */
export async function createCompany(database: Database, input: CreateCompanyInput): Promise<CreatedAccount> {
  const name = parse(z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'), input.name, 'Company name');
  const email = parse(emailSchema, input.email, 'Email');
  const firstName = parse(optionalName('First name'), input.firstName, 'First name') ?? '';
  const lastName = parse(optionalName('Last name'), input.lastName, 'Last name') ?? '';
  const passwordGenerated = input.password === undefined;
  const password = passwordGenerated ? generatePassword() : parse(newPasswordSchema, input.password, 'Password');

  await emailIsFree(database.db, email);
  const passwordHash = input.passwordHash ?? (await hashPassword(password));
  return database.db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ name }).returning();
    await tx.insert(companyPermissions).values(permissionRowsFor(company!.id));
    await seedPositionTemplates(tx, [company!.id]);
    await seedCompanySetup(tx, [company!]);
    await seedDefaultLeadSources(tx, company!.id);
    await seedDefaultOverheadBudgets(tx, [company!.id]);
    await seedStarterServices(tx, company!.id);
    await seedSampleProducts(tx, [company!.id]);
    await seedSampleTemplates(tx, [company!.id]);
    const [user] = await tx
      .insert(users)
      .values({ companyId: company!.id, email, passwordHash, firstName, lastName, role: 'admin' })
      .returning();
    return { companyId: company!.id, companyName: company!.name, userId: user!.id, email, password, passwordGenerated };
  });
}

export interface AddUserInput extends KnownHash {
  /** The company: by id, or by the e-mail of anyone already in it. */
  companyId?: string | undefined;
  companyEmail?: string | undefined;
  email: string;
  password?: string | undefined;
  role?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

export async function addUser(database: Database, input: AddUserInput): Promise<CreatedAccount & { role: Role }> {
  const { db } = database;
  let companyId: string | undefined;
  if (input.companyId) {
    companyId = parse(uuidSchema, input.companyId, 'Company id');
  } else if (input.companyEmail) {
    const ownerEmail = parse(emailSchema, input.companyEmail, 'Company e-mail');
    const [owner] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.email, ownerEmail)).limit(1);
    if (!owner) throw new SeedInputError(`No user has the e-mail ${ownerEmail}, so its company cannot be found.`);
    companyId = owner.companyId;
  } else {
    throw new SeedInputError('Say which company: --company-email (of a user in it) or --company-id.');
  }
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw new SeedInputError(`No company has the id ${companyId}.`);

  const email = parse(emailSchema, input.email, 'Email');
  const role = parse(roleSchema, input.role ?? 'admin', 'Role');
  const firstName = parse(optionalName('First name'), input.firstName, 'First name') ?? '';
  const lastName = parse(optionalName('Last name'), input.lastName, 'Last name') ?? '';
  const passwordGenerated = input.password === undefined;
  const password = passwordGenerated ? generatePassword() : parse(newPasswordSchema, input.password, 'Password');
  await emailIsFree(db, email);

  const [user] = await db
    .insert(users)
    .values({ companyId: company.id, email, passwordHash: input.passwordHash ?? (await hashPassword(password)), firstName, lastName, role })
    .returning();
  return { companyId: company.id, companyName: company.name, userId: user!.id, email, password, passwordGenerated, role };
}

/** Sets a new password (given or generated) and ends every session of the user. */
export async function resetPassword(
  database: Database,
  input: { email: string; password?: string | undefined },
): Promise<{ email: string; password: string; passwordGenerated: boolean }> {
  const email = parse(emailSchema, input.email, 'Email');
  const passwordGenerated = input.password === undefined;
  const password = passwordGenerated ? generatePassword() : parse(newPasswordSchema, input.password, 'Password');
  const passwordHash = await hashPassword(password);
  const found = await database.db.transaction(async (tx) => {
    const now = new Date();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.email, email))
      .returning({ id: users.id, companyId: users.companyId });
    if (!user) return false;
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.companyId, user.companyId), eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    return true;
  });
  if (!found) throw new SeedInputError(`No user has the e-mail ${email}.`);
  return { email, password, passwordGenerated };
}
