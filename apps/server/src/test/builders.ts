import type { Role } from '@groundwork/domain/auth';
import { hash, type Algorithm } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { salesTaxCategories } from '../db/schema';
import { addUser, createCompany } from '../db/seed';
import type { TestApp } from './test-app';

export const DEFAULT_PASSWORD = 'Correct-horse-battery-1';

/**
 * DEFAULT_PASSWORD's argon2id hash, made once per worker at the lowest cost argon2 allows: accounts of the builders
 * cost no hashing and their sign-in little verifying (argon2 reads the cost from the hash). The production profile is
 * what every password set through the app gets (lib/passwords.ts, tested in auth).
 */
let defaultPasswordHash: Promise<string> | undefined;
function hashOf(password: string): Promise<string> | undefined {
  if (password !== DEFAULT_PASSWORD) return undefined;
  defaultPasswordHash ??= hash(DEFAULT_PASSWORD, { algorithm: 2 as Algorithm, memoryCost: 1_024, timeCost: 1, parallelism: 1 });
  return defaultPasswordHash;
}

let sequence = 0;
/** A unique e-mail, so tests in one file never collide. */
export function uniqueEmail(label = 'user'): string {
  sequence += 1;
  return `${label}-${process.pid}-${sequence}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

export interface TestAccount {
  companyId: string;
  companyName: string;
  userId: string;
  email: string;
  password: string;
}

/** A company with its permissions and its admin user. */
export async function aCompany(t: TestApp, overrides: { name?: string; email?: string; password?: string } = {}): Promise<TestAccount> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const created = await createCompany(t.database, {
    name: overrides.name ?? `Green Acres ${sequence + 1}`,
    email: overrides.email ?? uniqueEmail('owner'),
    password,
    passwordHash: await hashOf(password),
    firstName: 'Dana',
    lastName: 'Whitfield',
  });
  return { companyId: created.companyId, companyName: created.companyName, userId: created.userId, email: created.email, password: created.password };
}

/** Another user in an existing company. */
export async function aUser(t: TestApp, companyId: string, overrides: { role?: Role; password?: string } = {}): Promise<TestAccount> {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const created = await addUser(t.database, {
    companyId,
    email: uniqueEmail(overrides.role ?? 'staff'),
    password,
    passwordHash: await hashOf(password),
    role: overrides.role ?? 'estimator',
    firstName: 'Sam',
    lastName: 'Rivera',
  });
  return { companyId: created.companyId, companyName: created.companyName, userId: created.userId, email: created.email, password: created.password };
}

export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const response = await t.call('POST', '/authentication_tokens/create', { body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in failed for ${email}: ${response.status} ${response.text}`);
  return response.body.data.token as string;
}

export interface SignedInUser extends TestAccount {
  token: string;
}

/** A signed-in user: the admin of a new company, or (with `role`) a user of that role in a new company. */
export async function signedInUser(t: TestApp, options: { role?: Role; companyId?: string } = {}): Promise<SignedInUser> {
  let account: TestAccount;
  if (options.companyId) account = await aUser(t, options.companyId, { role: options.role ?? 'admin' });
  else if (options.role && options.role !== 'admin') account = await aUser(t, (await aCompany(t)).companyId, { role: options.role });
  else account = await aCompany(t);
  return { ...account, token: await signIn(t, account.email, account.password) };
}

/** The id of one of the company's sales tax categories by name: every company starts with SPEC.md's five. */
export async function taxCategoryId(t: TestApp, companyId: string, name = 'Minneapolis City Tax'): Promise<string> {
  const [row] = await t.database.db
    .select({ id: salesTaxCategories.id })
    .from(salesTaxCategories)
    .where(and(eq(salesTaxCategories.companyId, companyId), eq(salesTaxCategories.name, name)))
    .limit(1);
  if (!row) throw new Error(`company ${companyId} has no tax category ${name}`);
  return row.id;
}
