import { OFFICE_ONLY_MESSAGE, meSchema } from '@groundwork/domain/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../test/builders';
import { useTestApp } from '../test/test-app';

/*
 * The crew leader is a field role (lib/office.ts): every office area answers them 403 with OFFICE_ONLY_MESSAGE, reads
 * included and before the body is validated; crews they read but do not change; the office reads all of it.
 */

const t = useTestApp();

/**
 * A list (or the one page) of each office area, as its module's routes name it, and the office user who reads it:
 * the outbox is the admins' alone.
 */
const officeReads: Array<[path: string, reader: 'office_manager' | 'admin']> = [
  ['/customers', 'office_manager'],
  ['/leads', 'office_manager'],
  ['/estimates', 'office_manager'],
  ['/jobs', 'office_manager'],
  ['/services', 'office_manager'],
  ['/coupons', 'office_manager'],
  ['/products', 'office_manager'],
  ['/equipment', 'office_manager'],
  ['/subcontractors', 'office_manager'],
  ['/employees', 'office_manager'],
  ['/org_positions', 'office_manager'],
  ['/overhead_budgets', 'office_manager'],
  ['/summary', 'office_manager'],
  ['/rounds', 'office_manager'],
  ['/dashboard', 'office_manager'],
  ['/sales_tax/categories', 'office_manager'],
  ['/sales_tax/jurisdictions', 'office_manager'],
  ['/income_divisions', 'office_manager'],
  ['/custom_fields', 'office_manager'],
  ['/lead_sources', 'office_manager'],
  ['/estimate_templates', 'office_manager'],
  ['/outbox_messages', 'admin'],
  ['/onboarding', 'office_manager'],
];

let admin: SignedInUser;
let officeManager: SignedInUser;
let crewLeader: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser(t);
  officeManager = await signedInUser(t, { role: 'office_manager', companyId: admin.companyId });
  crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
});

describe('the office’s areas', () => {
  it.each(officeReads)('GET %s: a crew leader gets 403 with the office-only message; an %s reads it (200)', async (path, reader) => {
    const refused = await t.call('GET', path, { token: crewLeader.token });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN', message: OFFICE_ONLY_MESSAGE });

    const read = await t.call('GET', path, { token: (reader === 'admin' ? admin : officeManager).token });
    expect(read.status, read.text).toBe(200);
  });

  it('a crew leader’s POST /customers with an invalid body gets 403, not 400: the role is checked before the body', async () => {
    const refused = await t.call('POST', '/customers', { token: crewLeader.token, body: { not: 'a customer' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(OFFICE_ONLY_MESSAGE);
    // The same body from the office is a validation failure.
    expect((await t.call('POST', '/customers', { token: officeManager.token, body: { not: 'a customer' } })).status).toBe(400);
  });

  it('without a session the office areas still answer 401, not 403', async () => {
    expect((await t.call('GET', '/customers')).status).toBe(401);
  });
});

describe('what a crew leader still may', () => {
  it('reads the crews (200) but gets 403 with the office-only message changing them', async () => {
    expect((await t.call('GET', '/crews', { token: crewLeader.token })).status).toBe(200);
    const added = await t.call('POST', '/crews', { token: crewLeader.token, body: { name: 'Field crew', specialization: 'maintenance' } });
    expect(added.status).toBe(403);
    expect(added.body.message).toBe(OFFICE_ONLY_MESSAGE);
    expect((await t.call('POST', '/crews', { token: officeManager.token, body: { name: 'Office crew', specialization: 'maintenance' } })).status).toBe(200);
  });

  it.each(['/auth/me', '/company_information', '/orders'])('GET %s (200)', async (path) => {
    const response = await t.call('GET', path, { token: crewLeader.token });
    expect(response.status, response.text).toBe(200);
  });
});

describe('GET /auth/me shows each role its areas', () => {
  async function permissionsOf(user: SignedInUser) {
    const response = await t.call('GET', '/auth/me', { token: user.token });
    expect(response.status).toBe(200);
    return meSchema.parse(response.body.data).company.permissions;
  }

  it('a crew leader sees orders but not customers', async () => {
    const permissions = await permissionsOf(crewLeader);
    expect(permissions.customer.find((entry) => entry.name === 'customers')).toMatchObject({ visible: false });
    expect(permissions.main.find((entry) => entry.name === 'orders')).toMatchObject({ visible: true });
  });

  it('an office manager still sees customers and orders', async () => {
    const permissions = await permissionsOf(officeManager);
    expect(permissions.customer.find((entry) => entry.name === 'customers')).toMatchObject({ visible: true });
    expect(permissions.main.find((entry) => entry.name === 'orders')).toMatchObject({ visible: true });
  });
});
