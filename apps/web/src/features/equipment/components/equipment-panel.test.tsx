import type { Equipment } from '@groundwork/domain/equipment';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { EquipmentPanel } from './equipment-panel';
import { anOverview, aTruckSummary, aUnitSummary } from '../upkeep-builders';

// jsdom lays nothing out; give the table's scroll box a height so the virtualiser draws rows.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});
beforeEach(() => storeSession());


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
    outOfServiceReason: null,
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

const mower = aUnit({ id: '11111111-1111-4111-8111-111111111111', name: 'Zero-turn mower' });
const truck = aUnit({ id: '22222222-2222-4222-8222-222222222222', name: 'F-250 truck', type: 'truck', costPerHour: 18.25 });
const me = (role: 'admin' | 'crew_leader' = 'admin') => ok({ user: aUser({ role }), company: aCompany() });

describe('EquipmentPanel', () => {
  it('lists the price book with each unit’s cost per hour and searches as you type', async () => {
    mockFetch({ 'GET /api/v2/auth/me': me(), 'GET /api/v2/equipment': ok({ equipment: [mower, truck] }) });
    const { user } = renderWithProviders(<EquipmentPanel canManage />);
    const table = await screen.findByRole('table', { name: 'Equipment' });
    expect(within(table).getByText('$18.25')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search equipment'), 'truck');
    await waitFor(() => expect(within(table).queryByText('Zero-turn mower')).not.toBeInTheDocument());
    expect(within(table).getByText('F-250 truck')).toBeInTheDocument();
  });

  it('shows the office each unit’s service state from upkeep (the domain’s rule), linking to the upkeep screen', async () => {
    mockFetch({
      'GET /api/v2/auth/me': me(),
      'GET /api/v2/equipment': ok({ equipment: [mower, truck] }),
      'GET /api/v2/equipment/upkeep': ok(anOverview([aUnitSummary({ id: mower.id, name: mower.name }), aTruckSummary({ id: truck.id, name: truck.name, state: 'ok', dueSoonCount: 0 })])),
    });
    renderWithProviders(<EquipmentPanel canManage showUpkeep />);
    const table = await screen.findByRole('table', { name: 'Equipment' });
    expect(await screen.findByText('1 unit needs service.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See equipment upkeep' })).toHaveAttribute('href', '/equipment-management?show=overdue');
    const badge = await within(table).findByRole('link', { name: 'Zero-turn mower upkeep: overdue' });
    expect(badge).toHaveAttribute('href', `/equipment-management?open=${mower.id}`);
    expect(within(badge).getByText('Overdue')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'F-250 truck upkeep: OK' })).toBeInTheDocument();
  });

  it('is read-only for those who may not change the price book, and asks no upkeep of them', async () => {
    const server = mockFetch({ 'GET /api/v2/auth/me': me('crew_leader'), 'GET /api/v2/equipment': ok({ equipment: [mower] }) });
    renderWithProviders(<EquipmentPanel canManage={false} />);
    const table = await screen.findByRole('table', { name: 'Equipment' });
    expect(within(table).getByText('Zero-turn mower')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add equipment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Zero-turn mower' })).not.toBeInTheDocument();
    expect(server.calls('GET', '/api/v2/equipment/upkeep')).toHaveLength(0);
  });

  it('says so when the list cannot load, and offers to try again', async () => {
    mockFetch({ 'GET /api/v2/auth/me': me(), 'GET /api/v2/equipment': fail(503, 'Database unavailable', 'DATABASE_UNAVAILABLE') });
    renderWithProviders(<EquipmentPanel canManage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load equipment');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('invites the first unit when there is none', async () => {
    mockFetch({ 'GET /api/v2/auth/me': me(), 'GET /api/v2/equipment': ok({ equipment: [] }) });
    renderWithProviders(<EquipmentPanel canManage />);
    expect(await screen.findByText('No equipment yet.')).toBeInTheDocument();
  });
});
