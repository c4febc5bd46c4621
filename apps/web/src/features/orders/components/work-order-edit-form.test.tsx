import type { WorkOrder } from '@groundwork/domain/orders';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { anOrder, blueCrewId, greenCrewId } from '../order-builders';
import { WorkOrderEditForm } from './work-order-edit-form';

const crews = [
  { id: greenCrewId, name: 'Green crew' },
  { id: blueCrewId, name: 'Blue crew' },
];
const changedAt = '2027-04-05T13:40:00.000Z';

function renderForm(order: WorkOrder) {
  const onSaved = vi.fn();
  const onReload = vi.fn(async () => undefined);
  const rendered = renderWithProviders(<WorkOrderEditForm order={order} crews={crews} onSaved={onSaved} onCancel={vi.fn()} onReload={onReload} />, { path: `/orders/edit/${order.id}` });
  return { ...rendered, onSaved, onReload };
}

afterEach(() => vi.unstubAllGlobals());

describe('WorkOrderEditForm', () => {
  it('sends what changed with the version it was read with, then hands back the saved order', async () => {
    const order = anOrder({ sequence: 0 });
    const saved = { ...order, crewId: blueCrewId, crewName: 'Blue crew', sequence: 3, updatedAt: changedAt };
    const server = mockFetch({ [`PUT /api/v2/orders/${order.id}`]: ok({ order: saved }) });
    const { user, onSaved } = renderForm(order);
    // A job's order keeps the job's title and price.
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Crew'), 'Blue crew');
    await user.clear(screen.getByLabelText('Route position'));
    await user.type(screen.getByLabelText('Route position'), '4');
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '07:15' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(server.calls('PUT', `/api/v2/orders/${order.id}`)[0]!.body).toEqual({ crewId: blueCrewId, startTime: '07:15', sequence: 3, updatedAt: order.updatedAt });
    expect(await screen.findByText('WO-1042 saved')).toBeInTheDocument();
  });

  it('keeps what was typed and offers to reload when someone else saved first (409)', async () => {
    const order = anOrder();
    mockFetch({ [`PUT /api/v2/orders/${order.id}`]: fail(409, 'This work order was changed by someone else.', 'CONFLICT') });
    const { user, onSaved, onReload } = renderForm(order);
    await user.type(screen.getByLabelText('Instructions'), ' Park on the street.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this work order');
    expect(screen.getByLabelText('Instructions')).toHaveValue('Gate code 1234. Dog in the back yard. Park on the street.');
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('puts the server’s field messages under their fields, and checks the domain rules before sending', async () => {
    const order = anOrder({ jobId: null, jobVisitId: null, lines: [], title: 'Storm clean-up', price: 350 });
    const server = mockFetch({
      [`PUT /api/v2/orders/${order.id}`]: fail(400, 'Check the highlighted fields', 'VALIDATION_FAILED', { sequence: ['Route position must be at most 10,000'] }),
    });
    const { user } = renderForm(order);
    await user.clear(screen.getByLabelText('Crew size'));
    await user.type(screen.getByLabelText('Crew size'), '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Crew size must be at least 1')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/orders/${order.id}`)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Crew size'));
    await user.type(screen.getByLabelText('Crew size'), '3');
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Storm clean-up, back lot');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Route position must be at most 10,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Route position')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('PUT', `/api/v2/orders/${order.id}`)[0]!.body).toEqual({ title: 'Storm clean-up, back lot', crewSize: 3, updatedAt: order.updatedAt });
  });

  it('keeps crew and date once the order has started, and says why', () => {
    renderForm(anOrder({ status: 'in_progress' }));
    expect(screen.getByLabelText('Crew')).toBeDisabled();
    expect(screen.getByLabelText('Date')).toBeDisabled();
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('A work order that has started or ended keeps its crew and date.');
    expect(screen.getByLabelText('Start time')).toBeEnabled();
  });
});
