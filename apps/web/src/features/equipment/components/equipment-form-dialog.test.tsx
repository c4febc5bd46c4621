import type { Equipment } from '@groundwork/domain/equipment';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { EquipmentFormDialog } from './equipment-form-dialog';

beforeEach(() => storeSession());

function aUnit(overrides: Partial<Equipment> = {}): Equipment {
  return {
    id: '3a9d0c1e-5b7f-4e2a-9c8d-1f2e3d4c5b6a',
    name: 'Zero-turn mower 60"',
    type: 'mower',
    make: 'Exmark',
    model: 'Lazer Z',
    serialNumber: 'EX-4471',
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

function openDialog(equipment: Equipment | null = null) {
  const onOpenChange = vi.fn();
  const rendered = renderWithProviders(<EquipmentFormDialog open onOpenChange={onOpenChange} equipment={equipment} />);
  return { ...rendered, onOpenChange, dialog: screen.getByRole('dialog') };
}

const me = ok({ user: aUser(), company: aCompany() });

describe('EquipmentFormDialog', () => {
  it('works out the cost per hour as the costs are typed, and sends what was typed', async () => {
    const server = mockFetch({
      'GET /api/v2/auth/me': me,
      'POST /api/v2/equipment': (request) => ok({ equipment: aUnit({ name: String((request.body as { name: string }).name) }) }, 201),
    });
    const { user, dialog, onOpenChange } = openDialog();

    expect(within(dialog).getByText('Enter the expected life in years to work out the cost per hour')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Walk-behind aerator');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Aerator');
    await user.clear(within(dialog).getByLabelText('Purchase price ($)'));
    await user.type(within(dialog).getByLabelText('Purchase price ($)'), '12000');
    await user.type(within(dialog).getByLabelText('Resale value ($)'), '2000');
    await user.clear(within(dialog).getByLabelText('Expected life (years)'));
    await user.type(within(dialog).getByLabelText('Expected life (years)'), '5');
    expect(within(dialog).getByText('Enter the annual billable hours to work out the cost per hour')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Annual billable hours'));
    await user.type(within(dialog).getByLabelText('Annual billable hours'), '900');
    await user.clear(within(dialog).getByLabelText('Fuel per year ($)'));
    await user.type(within(dialog).getByLabelText('Fuel per year ($)'), '1500');
    await user.clear(within(dialog).getByLabelText('Repairs per year ($)'));
    await user.type(within(dialog).getByLabelText('Repairs per year ($)'), '600');
    await user.clear(within(dialog).getByLabelText('Insurance per year ($)'));
    await user.type(within(dialog).getByLabelText('Insurance per year ($)'), '400');
    expect(within(dialog).getByTestId('cost-per-hour')).toHaveTextContent('$5.00 / hour');

    await user.click(within(dialog).getByRole('button', { name: 'Add equipment' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.calls('POST', '/api/v2/equipment')[0]!.body).toMatchObject({
      name: 'Walk-behind aerator',
      type: 'aerator',
      purchasePrice: 12_000,
      resaleValue: 2_000,
      expectedLifeYears: 5,
      annualBillableHours: 900,
    });
  });

  it('refuses a missing name and a resale value above the price without calling the server', async () => {
    const server = mockFetch({ 'GET /api/v2/auth/me': me });
    const { user, dialog } = openDialog();
    await user.clear(within(dialog).getByLabelText('Purchase price ($)'));
    await user.type(within(dialog).getByLabelText('Purchase price ($)'), '1000');
    await user.type(within(dialog).getByLabelText('Resale value ($)'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Add equipment' }));

    expect(await within(dialog).findByText('Equipment name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Resale value cannot be more than the purchase price')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST', '/api/v2/equipment')).toHaveLength(0);
  });

  it("puts the server's duplicate name under Name and keeps the dialog open", async () => {
    mockFetch({
      'GET /api/v2/auth/me': me,
      'PUT /api/v2/equipment/3a9d0c1e-5b7f-4e2a-9c8d-1f2e3d4c5b6a': fail(409, 'Another piece of equipment already has this name', 'CONFLICT', {
        name: ['Another piece of equipment already has this name'],
      }),
    });
    const { user, dialog, onOpenChange } = openDialog(aUnit());
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Another piece of equipment already has this name', { selector: '[data-slot="field-error"]' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('offers to reload after someone else saved the unit, keeping what was typed', async () => {
    const server = mockFetch({
      'GET /api/v2/auth/me': me,
      'GET /api/v2/equipment': ok({ equipment: [aUnit()] }),
      'PUT /api/v2/equipment/3a9d0c1e-5b7f-4e2a-9c8d-1f2e3d4c5b6a': fail(409, 'This equipment was changed by someone else. Reload to see the latest version.', 'CONFLICT'),
    });
    const { user, dialog } = openDialog(aUnit());
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Big mower');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This equipment was changed by someone else');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Big mower');
    expect(server.calls('PUT', '/api/v2/equipment/3a9d0c1e-5b7f-4e2a-9c8d-1f2e3d4c5b6a')[0]!.body).toMatchObject({ updatedAt: '2026-01-05T15:00:00.000Z' });
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
