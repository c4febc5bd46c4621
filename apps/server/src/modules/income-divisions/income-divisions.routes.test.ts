import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { incomeDivisionListSchema, type IncomeDivision } from '@groundwork/domain/income-divisions';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function divisions(user: SignedInUser, query = ''): Promise<IncomeDivision[]> {
  const response = await t.call('GET', `/income_divisions${query}`, { token: user.token });
  expect(response.status).toBe(200);
  return incomeDivisionListSchema.parse(response.body.data).incomeDivisions;
}

describe('income divisions', () => {
  it('start with Maintenance, Installation, Snow and Irrigation', async () => {
    const admin = await signedInUser(t);
    const list = await divisions(admin);
    expect(list.map((division) => division.name)).toEqual(['Installation', 'Irrigation', 'Maintenance', 'Snow']);
    expect(list.every((division) => division.isActive && division.archivedAt === null && division.incomeAccount !== '')).toBe(true);
  });

  it('are created, edited and deleted', async () => {
    const admin = await signedInUser(t);
    const created = await t.call('POST', '/income_divisions', {
      token: admin.token,
      body: { name: 'Hardscapes', code: 'hard', description: 'Patios and walls', incomeAccount: '4500 Hardscape Income' },
    });
    expect(created.status).toBe(200);
    const division = created.body.data.incomeDivision as IncomeDivision;
    expect(division).toMatchObject({ name: 'Hardscapes', code: 'HARD', isActive: true, archivedAt: null });

    const edited = await t.call('PUT', `/income_divisions/${division.id}`, {
      token: admin.token,
      body: { ...division, name: 'Hardscape', isActive: false, updatedAt: division.updatedAt },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.incomeDivision).toMatchObject({ name: 'Hardscape', isActive: false });

    const stale = await t.call('PUT', `/income_divisions/${division.id}`, { token: admin.token, body: { ...division, updatedAt: division.updatedAt } });
    expect(stale.status).toBe(409);

    const removed = await t.call('DELETE', `/income_divisions/${division.id}`, { token: admin.token });
    expect(removed.body.data).toEqual({ id: division.id, archived: false });
    expect((await divisions(admin, '?includeArchived=true')).some((item) => item.id === division.id)).toBe(false);
  });

  it('archives a division in use instead of deleting it', async () => {
    const admin = await signedInUser(t);
    const snow = (await divisions(admin)).find((division) => division.name === 'Snow')!;
    // Services will point at divisions through a foreign key; this table stands in for them.
    await t.database.query(
      'create table if not exists division_users_for_test (id serial primary key, income_division_id uuid not null references income_divisions(id))',
    );
    await t.database.query('insert into division_users_for_test (income_division_id) values ($1)', [snow.id]);

    const response = await t.call('DELETE', `/income_divisions/${snow.id}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: snow.id, archived: true });
    expect((await divisions(admin)).some((division) => division.id === snow.id)).toBe(false);
    const archived = (await divisions(admin, '?includeArchived=true')).find((division) => division.id === snow.id)!;
    expect(archived.isActive).toBe(false);
    expect(archived.archivedAt).not.toBeNull();

    // Switched back on, it is listed again.
    const restored = await t.call('PUT', `/income_divisions/${snow.id}`, { token: admin.token, body: { ...archived, isActive: true } });
    expect(restored.body.data.incomeDivision).toMatchObject({ isActive: true, archivedAt: null });
    expect((await divisions(admin)).some((division) => division.id === snow.id)).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: '' }, 'name'],
    ['a name that is too long', { name: 'x'.repeat(121) }, 'name'],
    ['a code with spaces', { name: 'A', code: 'A B' }, 'code'],
    ['a non-boolean active flag', { name: 'A', isActive: 'yes' }, 'isActive'],
    ['a description that is not text', { name: 'A', description: 42 }, 'description'],
  ])('answers 400 for %s', async (_label, body, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/income_divisions', { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors[field]).toBeDefined();
  });

  it('answers 400 for a bad includeArchived and 409 for a duplicate name', async () => {
    const admin = await signedInUser(t);
    expect((await t.call('GET', '/income_divisions?includeArchived=maybe', { token: admin.token })).status).toBe(400);
    const duplicate = await t.call('POST', '/income_divisions', { token: admin.token, body: { name: 'Snow' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details.fieldErrors.name).toEqual(['An income division with this name already exists']);
  });

  it.each(['office_manager', 'estimator'] as const)('a %s reads them but cannot change them', async (role) => {
    const user = await signedInUser(t, { role });
    const [division] = await divisions(user);
    const answers = [
      await t.call('POST', '/income_divisions', { token: user.token, body: { name: 'Sod' } }),
      await t.call('PUT', `/income_divisions/${division!.id}`, { token: user.token, body: { name: 'Sod' } }),
      await t.call('DELETE', `/income_divisions/${division!.id}`, { token: user.token }),
    ];
    expect(answers.map((response) => response.status)).toEqual([403, 403, 403]);
  });

  it('a crew_leader gets 403 on them, reads included (the office’s area)', async () => {
    const admin = await signedInUser(t);
    const [division] = await divisions(admin);
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    const answers = [
      await t.call('GET', '/income_divisions', { token: leader.token }),
      await t.call('POST', '/income_divisions', { token: leader.token, body: { name: 'Sod' } }),
      await t.call('PUT', `/income_divisions/${division!.id}`, { token: leader.token, body: { name: 'Sod' } }),
      await t.call('DELETE', `/income_divisions/${division!.id}`, { token: leader.token }),
    ];
    expect(answers.map((response) => response.status)).toEqual([403, 403, 403, 403]);
    expect(answers.map((response) => response.body.message)).toEqual(answers.map(() => OFFICE_ONLY_MESSAGE));
    expect((await divisions(admin)).map((item) => item.name)).not.toContain('Sod');
  });

  it("a second company gets 404 for the first company's divisions", async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const [division] = await divisions(first);
    expect((await t.call('PUT', `/income_divisions/${division!.id}`, { token: second.token, body: { name: 'Taken' } })).status).toBe(404);
    expect((await t.call('DELETE', `/income_divisions/${division!.id}`, { token: second.token })).status).toBe(404);
    expect((await divisions(first)).map((item) => item.id)).toContain(division!.id);
    expect((await divisions(second)).map((item) => item.id)).not.toContain(division!.id);
    expect((await t.call('DELETE', '/income_divisions/not-an-id', { token: first.token })).status).toBe(400);
  });
});
