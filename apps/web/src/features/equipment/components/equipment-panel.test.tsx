import type { Equipment } from '@groundwork/domain/equipment';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { EquipmentPanel } from './equipment-panel';
import { todayIsoDate } from './service-due';

// jsdom lays nothing out; give the table's scroll box a height so the virtualiser draws rows.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});
beforeEach(() => storeSession());

const daysFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayIsoDate(date);
};

function aUnit(overrides: Partial<Equipment>): Equipment {
  return {
    id: '3a9d0c1e-5b7f-4e2a-9c8d-1f2e3d4c5b6a',
    name: 'Unit',
    type: 'mower',
    make: null,
    model: null,
    serialNumber: null,
    purchasePrice: 12_000,
    resaleValue: 2_000,
    expectedLifeYears: 5,
    annualBillableHours: 900,
    fuelPerYear: 1_500,
    repairsPerYear: 600,
    insurancePerYear: 400,
    status: 'active',
    maintenanceNotes: null,
    lastServiceDate: null,
    nextServiceDate: null,
    costPerHour: 5,
    annualCost: 4_500,
    costPerHourReason: null,
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
    ...overrides,
  };
}

const mower = aUnit({ id: '11111111-1111-4111-8111-111111111111', name: 'Zero-turn mower', nextServiceDate: daysFromToday(3), maintenanceNotes: 'Blades sharpened' });
const truck = aUnit({ id: '22222222-2222-4222-8222-222222222222', name: 'F-250 truck', type: 'truck', nextServiceDate: daysFromToday(90), costPerHour: 18.25 });
const me = (role: 'admin' | 'crew_leader' = 'admin') => ok({ user: aUser({ role }), company: aCompany() });

describe('EquipmentPanel', () => {
  it('lists the price book with each unit’s cost per hour and searches as you type', async () => {
    mockFetch({ 'GET /api/v2/auth/me': me(), 'GET /api/v2/equipment': ok({ equipment: [mower, truck] }) });
    const { user } = renderWithProviders(<EquipmentPanel view="price-book" canManage />);
    const table = await screen.findByRole('table', { name: 'Equipment' });
    expect(within(table).getByText('$18.25')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search equipment'), 'truck');
    await waitFor(() => expect(within(table).queryByText('Zero-turn mower')).not.toBeInTheDocument());
    expect(within(table).getByText('F-250 truck')).toBeInTheDocument();
  });

  it('flags units due for service on the fleet view and changes a status in place', async () => {
    const server = mockFetch({
      'GET /api/v2/auth/me': me(),
      'GET /api/v2/equipment': ok({ equipment: [mower, truck] }),
      [`PUT /api/v2/equipment/${mower.id}`]: (request) => ok({ equipment: { ...mower, status: (request.body as { status: Equipment['status'] }).status } }),
    });
    const { user } = renderWithProviders(<EquipmentPanel view="fleet" canManage />);
    const table = await screen.findByRole('table', { name: 'Fleet' });
    expect(screen.getByText('1 unit is due for service.')).toBeInTheDocument();
    expect(within(table).getAllByText('Service due')).toHaveLength(1);
    expect(within(table).getByText('Blades sharpened')).toBeInTheDocument();

    await user.selectOptions(within(table).getByLabelText('Status of Zero-turn mower'), 'In repair');
    await waitFor(() => expect(server.calls('PUT', `/api/v2/equipment/${mower.id}`)).toHaveLength(1));
    expect(server.calls('PUT', `/api/v2/equipment/${mower.id}`)[0]!.body).toMatchObject({ status: 'in_repair', name: 'Zero-turn mower', updatedAt: mower.updatedAt });
  });

  it('is read-only for those who may not change the price book', async () => {
    mockFetch({ 'GET /api/v2/auth/me': me('crew_leader'), 'GET /api/v2/equipment': ok({ equipment: [mower] }) });
    renderWithProviders(<EquipmentPanel view="fleet" canManage={false} />);
    const table = await screen.findByRole('table', { name: 'Fleet' });
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).queryByLabelText('Status of Zero-turn mower')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add equipment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Zero-turn mower' })).not.toBeInTheDocument();
  });

  it('says so when the list cannot load, and offers to try again', async () => {
    mockFetch({ 'GET /api/v2/auth/me': me(), 'GET /api/v2/equipment': fail(503, 'Database unavailable', 'DATABASE_UNAVAILABLE') });
    renderWithProviders(<EquipmentPanel view="price-book" canManage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load equipment');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('invites the first unit when there is none', async () => {
    mockFetch({ 'GET /api/v2/auth/me': me(), 'GET /api/v2/equipment': ok({ equipment: [] }) });
    renderWithProviders(<EquipmentPanel view="price-book" canManage />);
    expect(await screen.findByText('No equipment yet.')).toBeInTheDocument();
  });
});
