import { dashboardSchema, type SetupProgress } from '@groundwork/domain/dashboard';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aCrew, anEmployee } from '../../test/people-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function setupOf(user: SignedInUser): Promise<SetupProgress> {
  const response = await t.call('GET', '/dashboard', { token: user.token });
  expect(response.status, response.text).toBe(200);
  return dashboardSchema.parse(response.body.data).setup;
}

async function ok(response: Promise<{ status: number; text: string; body: { data: Record<string, { id: string; updatedAt: string }> } }>) {
  const answer = await response;
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

describe('GET /dashboard', () => {
  it("counts what the company really has, so the checklist follows its records", async () => {
    const admin = await signedInUser(t);
    const before = await setupOf(admin);
    expect(before).toMatchObject({ companyAddress: false, customers: 0, leads: 0, estimatesSent: 0 });

    const { companyInformation } = await ok(t.call('GET', '/company_information', { token: admin.token }));
    const { companyDetails, updatedAt } = companyInformation as unknown as { companyDetails: Record<string, unknown>; updatedAt: string };
    await ok(
      t.call('PUT', '/company_information', {
        token: admin.token,
        body: { updatedAt, companyDetails: { ...companyDetails, address: '100 Lake St', city: 'Minneapolis' } },
      }),
    );
    await anEmployee(t, admin);
    await aCrew(t, admin);
    const { customer } = await ok(
      t.call('POST', '/customers', { token: admin.token, body: { type: 'residential', firstName: 'Maria', lastName: 'Lopez' } }),
    );
    await ok(t.call('POST', '/leads', { token: admin.token, body: { type: 'residential', firstName: 'Tom', lastName: 'Nguyen' } }));
    const { estimate } = await ok(t.call('POST', '/estimates', { token: admin.token, body: { clientType: 'customer', clientId: customer!.id, items: [] } }));
    expect((await setupOf(admin)).estimatesSent).toBe(0); // a draft is not sent
    await ok(t.call('PUT', `/estimates/${estimate!.id}/status`, { token: admin.token, body: { status: 'sent' } }));

    expect(await setupOf(admin)).toEqual({
      companyAddress: true,
      services: before.services,
      employees: before.employees + 1,
      crews: before.crews + 1,
      customers: 1,
      leads: 1,
      estimatesSent: 1,
    });
  });

  it("a second company counts only its own records", async () => {
    const first = await signedInUser(t);
    await ok(t.call('POST', '/customers', { token: first.token, body: { type: 'residential', firstName: 'Ann', lastName: 'Berg' } }));
    const second = await signedInUser(t);
    expect(await setupOf(second)).toMatchObject({ customers: 0, leads: 0, estimatesSent: 0 });
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/dashboard')).status).toBe(401);
  });
});
