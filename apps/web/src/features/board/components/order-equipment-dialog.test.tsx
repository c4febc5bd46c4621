import type { OrderUnit } from '@groundwork/domain/equipment';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aBoardOrder } from '../board-builders';
import { OrderEquipmentDialog } from './order-equipment-dialog';

afterEach(() => vi.unstubAllGlobals());

const order = aBoardOrder();
const unit = (overrides: Partial<OrderUnit>): OrderUnit => ({ id: '', name: '', type: 'mower', status: 'active', outOfServiceReason: null, attachable: true, ...overrides });
const mower = unit({ id: '5c2e8f10-6d4b-4a3c-9e21-a00000000001', name: 'Zero-turn mower 60"' });
const trimmer = unit({ id: '5c2e8f10-6d4b-4a3c-9e21-a00000000004', name: 'String trimmer', type: 'trimmer' });
const aerator = unit({ id: '5c2e8f10-6d4b-4a3c-9e21-a00000000003', name: 'Walk-behind aerator', type: 'aerator', status: 'out_of_service', outOfServiceReason: 'Cracked tine shaft', attachable: false });
const spreader = unit({ id: '5c2e8f10-6d4b-4a3c-9e21-a00000000005', name: 'Push spreader', type: 'spreader', status: 'in_repair', attachable: false });
const path = `/api/v2/orders/${order.id}/equipment`;

describe('OrderEquipmentDialog', () => {
  it('attaches units to a work order; units out of service or in repair are disabled with the reason', async () => {
    const server = mockFetch({
      [`GET ${path}`]: ok({ attached: [mower], units: [aerator, spreader, trimmer, mower] }),
      [`PUT ${path}`]: (request) => {
        const ids = (request.body as { equipmentIds: string[] }).equipmentIds;
        return ok({ attached: [mower, trimmer].filter((item) => ids.includes(item.id)), units: [aerator, spreader, trimmer, mower] });
      },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<OrderEquipmentDialog order={order} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Equipment for WO-1042' });
    expect(await within(dialog).findByRole('checkbox', { name: /Zero-turn mower/ })).toBeChecked();
    const aeratorBox = within(dialog).getByRole('checkbox', { name: /Walk-behind aerator/ });
    expect(aeratorBox).toBeDisabled();
    expect(aeratorBox).toHaveAccessibleDescription('Out of service: Cracked tine shaft');
    expect(within(dialog).getByRole('checkbox', { name: /Push spreader/ })).toBeDisabled();
    expect(within(dialog).getByText('In repair')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: /String trimmer/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save equipment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls('PUT', path)[0]!.body).toEqual({ equipmentIds: [mower.id, trimmer.id] });
    expect(await screen.findByText('Equipment saved: Zero-turn mower 60", String trimmer')).toBeInTheDocument();
  });

  it('shows the server’s 422 when it refuses a unit, and keeps the choice', async () => {
    mockFetch({
      [`GET ${path}`]: ok({ attached: [], units: [mower] }),
      [`PUT ${path}`]: fail(422, 'Zero-turn mower 60" is out of service (Cracked deck) and cannot go out on a work order', 'BUSINESS_RULE'),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<OrderEquipmentDialog order={order} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Equipment for WO-1042' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Zero-turn mower/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save equipment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Zero-turn mower 60" is out of service (Cracked deck) and cannot go out on a work order');
    expect(within(dialog).getByRole('checkbox', { name: /Zero-turn mower/ })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when the units cannot load', async () => {
    mockFetch({ [`GET ${path}`]: fail(503, 'Database unavailable', 'DATABASE_UNAVAILABLE') });
    renderWithProviders(<OrderEquipmentDialog order={order} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Equipment for WO-1042' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not load the equipment');
  });
});
