import type { WorkOrder } from '@groundwork/domain/orders';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { anOrder, greenCrewId, mowingServiceId, orderCustomerId } from '../order-builders';
import type { PropertyOption } from '../order-options';
import { NewWorkOrderDialog } from './new-work-order-dialog';

const homeId = '5e8d2b63-4a1f-4b5c-8a6a-f00000000001';
const cabinId = '5e8d2b63-4a1f-4b5c-8a6a-f00000000002';
const properties: PropertyOption[] = [
  { id: cabinId, label: 'Lake cabin', isPrimary: false },
  { id: homeId, label: 'Home', isPrimary: true },
];

/** The dialog as /orders shows it: the screen reads the chosen customer's properties. */
function Harness({ onCreated }: { onCreated: (order: WorkOrder) => void }) {
  const [customerId, setCustomerId] = useState('');
  return (
    <NewWorkOrderDialog
      open
      onOpenChange={() => {}}
      customers={[{ id: orderCustomerId, name: 'Ann Green', detail: '1 Elm St, Edina' }]}
      properties={customerId === orderCustomerId ? properties : undefined}
      onCustomerChange={setCustomerId}
      services={[{ id: mowingServiceId, name: 'Weekly mowing' }]}
      crews={[{ id: greenCrewId, name: 'Green crew' }]}
      onCreated={onCreated}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('NewWorkOrderDialog', () => {
  it('makes a one-off order for a customer at their primary property', async () => {
    const created = anOrder({ jobId: null, jobVisitId: null, number: 1050 });
    const server = mockFetch({ 'POST /api/v2/orders': ok({ order: created }, 201) });
    const onCreated = vi.fn();
    const { user } = renderWithProviders(<Harness onCreated={onCreated} />, { path: '/orders?new=1' });
    const dialog = screen.getByRole('dialog', { name: 'New work order' });

    await user.click(within(dialog).getByRole('button', { name: 'Create work order' }));
    expect(await within(dialog).findByText('Choose a customer')).toBeInTheDocument();
    expect(within(dialog).getByText('Describe the work')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/orders')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Customer' }));
    await user.click(screen.getByRole('option', { name: 'Ann Green · 1 Elm St, Edina' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Property')).toHaveValue(homeId));
    // A service chosen first names the work.
    await user.selectOptions(within(dialog).getByLabelText('Service (optional)'), 'Weekly mowing');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Weekly mowing');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Storm clean-up');
    await user.type(within(dialog).getByLabelText('Price (USD)'), '350');
    await user.selectOptions(within(dialog).getByLabelText('Crew'), 'Green crew');
    await user.type(within(dialog).getByLabelText('Budgeted hours'), '6');
    await user.type(within(dialog).getByLabelText('Crew size'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create work order' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(server.calls('POST', '/api/v2/orders')[0]!.body).toEqual({
      customerId: orderCustomerId,
      propertyId: homeId,
      serviceId: mowingServiceId,
      title: 'Storm clean-up',
      price: 350,
      crewId: greenCrewId,
      date: null,
      startTime: null,
      budgetedHours: 6,
      crewSize: 3,
      instructions: '',
    });
    expect(await screen.findByText('Work order WO-1050 created')).toBeInTheDocument();
  });

  it('shows the server’s field messages under their fields and keeps what was typed', async () => {
    mockFetch({ 'POST /api/v2/orders': fail(400, 'Check the highlighted fields', 'VALIDATION_FAILED', { propertyId: ['Choose one of the customer’s properties'] }) });
    const onCreated = vi.fn();
    const { user } = renderWithProviders(<Harness onCreated={onCreated} />);
    const dialog = screen.getByRole('dialog', { name: 'New work order' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Customer' }));
    await user.click(screen.getByRole('option', { name: 'Ann Green · 1 Elm St, Edina' }));
    await user.type(within(dialog).getByLabelText('Title'), 'Gutter clean');
    await user.click(within(dialog).getByRole('button', { name: 'Create work order' }));
    expect(await within(dialog).findByText('Choose one of the customer’s properties')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Property')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Gutter clean');
    expect(await screen.findByText('Failed to create work order')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
