import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { equipmentCostReasons, equipmentListSchema, equipmentSchema, type Equipment } from '@groundwork/domain/equipment';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const UNKNOWN = '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

/** A 60" zero-turn: (14,000 − 3,500) / 5 + 2,400 + 800 + 300 = 5,600 a year over 1,000 h = $5.60 an hour. */
const zeroTurn = {
  name: '60" zero-turn #1',
  type: 'mower',
  make: 'Exmark',
  model: 'Lazer Z',
  purchasePrice: 14000,
  resaleValue: 3500,
  expectedLifeYears: 5,
  annualBillableHours: 1000,
  fuelPerYear: 2400,
  repairsPerYear: 800,
  insurancePerYear: 300,
};

async function aUnit(user: SignedInUser, overrides: Record<string, unknown> = {}): Promise<Equipment> {
  const response = await t.call('POST', '/equipment', { token: user.token, body: { ...zeroTurn, ...overrides } });
  if (response.status !== 200) throw new Error(`equipment not created: ${response.text}`);
  return equipmentSchema.parse(response.body.data.equipment);
}

const names = (units: Array<{ name: string }>) => units.map((unit) => unit.name);

describe('equipment CRUD', () => {
  it('creates a unit and answers with its cost per hour worked out on the server', async () => {
    const admin = await signedInUser(t);
    const created = await t.call('POST', '/equipment', { token: admin.token, body: { ...zeroTurn, costPerHour: 1, lastServiceDate: '2025-04-01' } });
    expect(created.status).toBe(200);
    const unit = equipmentSchema.parse(created.body.data.equipment);
    expect(unit).toMatchObject({ ...zeroTurn, status: 'active', costPerHour: 5.6, annualCost: 5600, costPerHourReason: null, lastServiceDate: '2025-04-01', nextServiceDate: null, serialNumber: null });
    const read = await t.call('GET', `/equipment/${unit.id}`, { token: admin.token });
    expect(read.body.data.equipment).toEqual(unit);
  });

  it('keeps the exact figures a truck needs: 40,000 / 7 + 10,700 over 1,500 h = $10.9429', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin, { name: 'Crew truck', type: 'truck', purchasePrice: 55000, resaleValue: 15000, expectedLifeYears: 7, annualBillableHours: 1500, fuelPerYear: 6500, repairsPerYear: 1800, insurancePerYear: 2400 });
    expect(unit).toMatchObject({ costPerHour: 10.9429, annualCost: 16414.29 });
  });

  it('gives no cost per hour, with the reason, while the billable hours are 0', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin, { annualBillableHours: 0 });
    expect(unit).toMatchObject({ costPerHour: null, annualCost: null, costPerHourReason: equipmentCostReasons.noHours });
  });

  it('updates every field with the updatedAt it read, recomputes the cost, and refuses a stale version with 409', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin);
    const body = { ...zeroTurn, annualBillableHours: 800, status: 'in_repair', maintenanceNotes: 'Spindle bearing', nextServiceDate: '2025-06-01', updatedAt: unit.updatedAt };
    const updated = await t.call('PUT', `/equipment/${unit.id}`, { token: admin.token, body });
    expect(updated.status).toBe(200);
    expect(updated.body.data.equipment).toMatchObject({ status: 'in_repair', maintenanceNotes: 'Spindle bearing', nextServiceDate: '2025-06-01', costPerHour: 7 });
    const stale = await t.call('PUT', `/equipment/${unit.id}`, { token: admin.token, body });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This equipment was changed by someone else. Reload to see the latest version.');
  });

  it('refuses a name the company already uses with 409 on the name field', async () => {
    const admin = await signedInUser(t);
    await aUnit(admin, { name: 'Trailer A' });
    const duplicate = await t.call('POST', '/equipment', { token: admin.token, body: { ...zeroTurn, name: 'trailer a' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details.fieldErrors.name).toEqual(['Another piece of equipment already has this name']);
  });

  it('deletes a unit for good', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin);
    const deleted = await t.call('DELETE', `/equipment/${unit.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: unit.id });
    expect((await t.call('GET', `/equipment/${unit.id}`, { token: admin.token })).status).toBe(404);
  });

  it.each([
    [{ ...zeroTurn, name: ' ' }, 'name'],
    [{ ...zeroTurn, type: 'hovercraft' }, 'type'],
    [{ ...zeroTurn, purchasePrice: undefined }, 'purchasePrice'],
    [{ ...zeroTurn, purchasePrice: -1 }, 'purchasePrice'],
    [{ ...zeroTurn, purchasePrice: 100.001 }, 'purchasePrice'],
    [{ ...zeroTurn, resaleValue: 20000 }, 'resaleValue'],
    [{ ...zeroTurn, expectedLifeYears: 'five' }, 'expectedLifeYears'],
    [{ ...zeroTurn, annualBillableHours: 9000 }, 'annualBillableHours'],
    [{ ...zeroTurn, fuelPerYear: -10 }, 'fuelPerYear'],
    [{ ...zeroTurn, status: 'broken' }, 'status'],
    [{ ...zeroTurn, lastServiceDate: 'yesterday' }, 'lastServiceDate'],
    [{ ...zeroTurn, maintenanceNotes: 'x'.repeat(2001) }, 'maintenanceNotes'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/equipment', { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });

  it('refuses an update without updatedAt and a malformed id with 400, an unknown id with 404', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin);
    const missing = await t.call('PUT', `/equipment/${unit.id}`, { token: admin.token, body: zeroTurn });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.details.fieldErrors)).toEqual(['updatedAt']);
    expect((await t.call('GET', '/equipment/123', { token: admin.token })).status).toBe(400);
    expect((await t.call('PUT', `/equipment/${UNKNOWN}`, { token: admin.token, body: { ...zeroTurn, updatedAt: unit.updatedAt } })).status).toBe(404);
  });
});

describe('GET /equipment', () => {
  it('lists the fleet by name, searched (name, make, model) and filtered by type and status', async () => {
    const admin = await signedInUser(t);
    expect((await t.call('GET', '/equipment', { token: admin.token })).body.data).toEqual({ equipment: [] });
    await aUnit(admin, { name: 'blower #1', type: 'blower', make: 'Stihl', model: 'BR 800' });
    await aUnit(admin, { name: 'Aerator', type: 'aerator', make: 'Ryan', status: 'retired' });
    await aUnit(admin, { name: 'Zero-turn', make: 'Exmark' });
    const list = equipmentListSchema.parse((await t.call('GET', '/equipment', { token: admin.token })).body.data);
    expect(names(list.equipment)).toEqual(['Aerator', 'blower #1', 'Zero-turn']);
    const listed = async (query: string) => names((await t.call('GET', `/equipment?${query}`, { token: admin.token })).body.data.equipment);
    expect(await listed('search=stihl')).toEqual(['blower #1']);
    expect(await listed('search=br%20800')).toEqual(['blower #1']);
    expect(await listed('type=mower')).toEqual(['Zero-turn']);
    expect(await listed('status=retired')).toEqual(['Aerator']);
    expect((await t.call('GET', '/equipment?status=gone', { token: admin.token })).status).toBe(400);
  });
});

describe('equipment tenancy', () => {
  it('a second company gets 404 reading, changing or deleting the first company’s unit, and never lists it', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const unit = await aUnit(first);
    expect((await t.call('GET', `/equipment/${unit.id}`, { token: second.token })).status).toBe(404);
    expect((await t.call('PUT', `/equipment/${unit.id}`, { token: second.token, body: { ...zeroTurn, updatedAt: unit.updatedAt } })).status).toBe(404);
    expect((await t.call('DELETE', `/equipment/${unit.id}`, { token: second.token })).status).toBe(404);
    expect((await t.call('GET', '/equipment', { token: second.token })).body.data.equipment).toEqual([]);
    expect((await t.call('GET', `/equipment/${unit.id}`, { token: first.token })).body.data.equipment).toEqual(unit);
  });
});

describe('equipment roles', () => {
  it.each(['office_manager', 'estimator'] as const)('a %s may add, change and delete equipment', async (role) => {
    const admin = await signedInUser(t);
    const user = await signedInUser(t, { role, companyId: admin.companyId });
    const unit = await aUnit(user);
    expect((await t.call('PUT', `/equipment/${unit.id}`, { token: user.token, body: { ...zeroTurn, updatedAt: unit.updatedAt } })).status).toBe(200);
    expect((await t.call('DELETE', `/equipment/${unit.id}`, { token: user.token })).status).toBe(200);
  });

  it('a crew leader gets 403 on the fleet, reads included (the office’s area), and nothing changes', async () => {
    const admin = await signedInUser(t);
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    const unit = await aUnit(admin);
    const refused = [
      await t.call('GET', '/equipment', { token: leader.token }),
      await t.call('GET', `/equipment/${unit.id}`, { token: leader.token }),
      await t.call('POST', '/equipment', { token: leader.token, body: zeroTurn }),
      await t.call('PUT', `/equipment/${unit.id}`, { token: leader.token, body: { ...zeroTurn, updatedAt: unit.updatedAt } }),
      await t.call('DELETE', `/equipment/${unit.id}`, { token: leader.token }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403, 403]);
    expect(refused.map((response) => response.body.message)).toEqual(refused.map(() => OFFICE_ONLY_MESSAGE));
    expect(names((await t.call('GET', '/equipment', { token: admin.token })).body.data.equipment)).toEqual([unit.name]);
  });
});
