import type { UnitUpkeep } from '@groundwork/domain/equipment';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aLogEntry, anAeratorSummary, anOverview, aPriceBookUnit, aSchedule, aUnitSummary, aUnitUpkeep, aeratorId, mowerId, noraId, oilChangeId } from '../upkeep-builders';
import { todayIn } from '@/lib/zoned-time';
import { UpkeepWorkspace } from './upkeep-workspace';

afterEach(() => vi.unstubAllGlobals());

const people = [{ id: noraId, name: 'Nora Lee' }];
const taskId = '9b0c5d1e-2f3a-4b5c-8d6e-7f8091a2b3c4';

/** The workspace with a unit open, its upkeep answered by `detail` (read again after each write). */
function openUnit(id: string, detail: () => UnitUpkeep, routes: Parameters<typeof mockFetch>[0] = {}) {
  const server = mockFetch({ 'GET /api/v2/equipment/upkeep': ok(anOverview()), [`GET /api/v2/equipment/${id}/upkeep`]: () => ok(detail()), ...routes });
  const rendered = renderWithProviders(<UpkeepWorkspace access={{ canManage: true, canCorrect: true }} people={people} />, { path: `/equipment-management?open=${id}` });
  return { ...rendered, server };
}

describe('a unit’s upkeep (?open={id})', () => {
  it('shows the schedules, the meter, the log and the cost per hour beside the price book, warning when it is under-priced', async () => {
    openUnit(mowerId, () => aUnitUpkeep());
    const sheet = await screen.findByRole('dialog', { name: 'Zero-turn mower 60"' });
    const schedules = within(sheet).getByRole('list', { name: 'Service schedules' });
    expect(within(schedules).getByText('Every 100.0h · expected $85.00')).toBeInTheDocument();
    expect(within(schedules).getByText('Sep 2, 2026 at 1,150.0h')).toBeInTheDocument();
    expect(within(schedules).getByText('at 1,250.0h · 12.5 h overdue')).toBeInTheDocument();
    expect(within(sheet).getByText('Hours from work orders (22.5h)')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'WO-1042' })).toBeInTheDocument();
    const log = within(sheet).getByRole('list', { name: 'Service log' });
    expect(within(log).getByText('Replaced deck belt')).toBeInTheDocument();
    expect(within(log).getByText('$1,295.00')).toBeInTheDocument();
    expect(within(sheet).getByText('$1,380.00 in all')).toBeInTheDocument();
    expect(within(sheet).getByTestId('running-cost-per-hour')).toHaveTextContent('$3.00 / hour');
    expect(within(sheet).getByTestId('price-book-cost-per-hour')).toHaveTextContent('$2.75 / hour');
    expect(within(sheet).getByText('$1,380.00 of service over 460.0h')).toBeInTheDocument();
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Running Zero-turn mower 60" costs $3.00 an hour, but the price book charges $2.75');
    expect(await axeViolations()).toEqual([]);
  });

  it('takes a unit out of service only with a reason, and links the maintenance task raised', async () => {
    let unit = aUnitSummary();
    const { user, server } = openUnit(mowerId, () => aUnitUpkeep({ unit }), {
      [`PUT /api/v2/equipment/${mowerId}/status`]: (request) => {
        const body = request.body as { status: 'out_of_service' | 'active'; reason: string | null };
        unit = aUnitSummary({ status: body.status, outOfServiceReason: body.reason, updatedAt: '2027-05-21T10:00:00.000Z' });
        return ok({
          equipment: aPriceBookUnit({ status: body.status, outOfServiceReason: body.reason }),
          task: body.status === 'out_of_service' ? { id: taskId, number: 1077, title: 'Service Zero-turn mower 60" (out of service)' } : null,
        });
      },
    });
    const sheet = await screen.findByRole('dialog', { name: 'Zero-turn mower 60"' });
    await user.click(within(sheet).getByRole('button', { name: 'Take out of service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take Zero-turn mower 60" out of service?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    expect(await within(dialog).findByText('Say why the unit is out of service')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/equipment/${mowerId}/status`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Deck spindle bearing seized');
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    await waitFor(() => expect(server.calls('PUT', `/api/v2/equipment/${mowerId}/status`)).toHaveLength(1));
    expect(server.calls('PUT', `/api/v2/equipment/${mowerId}/status`)[0]!.body).toEqual({ status: 'out_of_service', reason: 'Deck spindle bearing seized', updatedAt: '2027-05-20T14:00:00.000Z' });
    expect(await screen.findByText('Zero-turn mower 60" is out of service; T-1077 raised for its repair')).toBeInTheDocument();
    const link = await within(sheet).findByRole('link', { name: 'T-1077: Service Zero-turn mower 60" (out of service)' });
    expect(link).toHaveAttribute('href', `/tickets?open=${taskId}`);
    expect(await within(sheet).findByText('Deck spindle bearing seized')).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Return to service' }));
    await waitFor(() => expect(server.calls('PUT', `/api/v2/equipment/${mowerId}/status`)).toHaveLength(2));
    expect(server.calls('PUT', `/api/v2/equipment/${mowerId}/status`)[1]!.body).toEqual({ status: 'active', reason: null, updatedAt: '2027-05-21T10:00:00.000Z' });
    expect(await screen.findByText('Zero-turn mower 60" is back in service')).toBeInTheDocument();
  });

  it('adds a schedule by the calendar after the domain’s checks, and shows the server’s refusal under its field', async () => {
    let duplicate = true;
    const { user, server } = openUnit(aeratorId, () => aUnitUpkeep({ unit: anAeratorSummary(), schedules: [], log: [], readings: [], workOrderHours: [] }), {
      [`POST /api/v2/equipment/${aeratorId}/schedules`]: () => {
        if (duplicate) {
          duplicate = false;
          return fail(409, 'This unit already has a schedule with this name', 'CONFLICT', { name: ['This unit already has a schedule with this name'] });
        }
        return ok({ schedule: aSchedule({ equipmentId: aeratorId }) }, 201);
      },
    });
    const sheet = await screen.findByRole('dialog', { name: 'Walk-behind aerator' });
    expect(within(sheet).getByText(/No schedules yet/)).toBeInTheDocument();
    expect(within(sheet).getByText('Reason:').parentElement).toHaveTextContent('Cracked tine shaft');
    await user.click(within(sheet).getByRole('button', { name: 'Add schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a service schedule' });
    await user.type(within(dialog).getByLabelText('Service'), 'Tine inspection');
    await user.type(within(dialog).getByLabelText('Every'), '2.5');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'Months');
    await user.click(within(dialog).getByRole('button', { name: 'Add schedule' }));
    expect(await within(dialog).findByText('Months must be a whole number')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/equipment/${aeratorId}/schedules`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Every'));
    await user.type(within(dialog).getByLabelText('Every'), '3');
    await user.clear(within(dialog).getByLabelText('Last done on'));
    await user.type(within(dialog).getByLabelText('Last done on'), '2027-04-01');
    await user.clear(within(dialog).getByLabelText('Expected cost ($)'));
    await user.type(within(dialog).getByLabelText('Expected cost ($)'), '42.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add schedule' }));
    expect(await within(dialog).findByText('This unit already has a schedule with this name')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a service schedule' })).not.toBeInTheDocument());
    const calls = server.calls('POST', `/api/v2/equipment/${aeratorId}/schedules`);
    expect(calls.at(-1)!.body).toEqual({ name: 'Tine inspection', every: 3, unit: 'months', expectedCost: 42.5, lastDoneDate: '2027-04-01', lastDoneMeter: null, notes: null });
    // One Idempotency-Key per body: the retry of the same schedule sent the same key.
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe(calls[1]!.headers.get('Idempotency-Key'));
    expect(await screen.findByText('Service schedule added')).toBeInTheDocument();
  });

  it('adds a meter reading dated in the company’s calendar', async () => {
    const { user, server } = openUnit(mowerId, () => aUnitUpkeep(), {
      [`POST /api/v2/equipment/${mowerId}/readings`]: (request) => ok({ reading: { ...aUnitUpkeep().readings[0]!, ...(request.body as object) } }, 201),
    });
    const sheet = await screen.findByRole('dialog', { name: 'Zero-turn mower 60"' });
    const form = within(sheet).getByRole('form', { name: 'Add a meter reading' });
    expect(within(form).getByLabelText('Date')).toHaveValue(todayIn('America/Chicago'));
    await user.click(within(form).getByRole('button', { name: 'Add reading' }));
    await waitFor(() => expect(within(form).getByLabelText('Reading')).toHaveAttribute('aria-invalid', 'true'));
    expect(server.calls('POST', `/api/v2/equipment/${mowerId}/readings`)).toHaveLength(0);
    await user.type(within(form).getByLabelText('Reading'), '1,275.5');
    await user.click(within(form).getByRole('button', { name: 'Add reading' }));
    await waitFor(() => expect(server.calls('POST', `/api/v2/equipment/${mowerId}/readings`)).toHaveLength(1));
    expect(server.calls('POST', `/api/v2/equipment/${mowerId}/readings`)[0]!.body).toEqual({ date: todayIn('America/Chicago'), value: 1275.5, unit: 'hours', note: null });
    expect(await screen.findByText('Meter reading added')).toBeInTheDocument();
  });

  it('logs a service against a by-meter schedule (its meter required), and deletes an entry only after confirming', async () => {
    const wrong = aLogEntry({ workDone: 'Sharpened blades (typed twice)', cost: 40, scheduleId: null, scheduleName: null });
    let log = [wrong, ...aUnitUpkeep().log];
    const { user, server } = openUnit(mowerId, () => aUnitUpkeep({ log }), {
      [`POST /api/v2/equipment/${mowerId}/service_log`]: () => ok({ entry: aLogEntry() }, 201),
      [`DELETE /api/v2/equipment/${mowerId}/service_log/${wrong.id}`]: () => {
        log = log.filter((entry) => entry.id !== wrong.id);
        return ok({ id: wrong.id });
      },
    });
    const sheet = await screen.findByRole('dialog', { name: 'Zero-turn mower 60"' });
    await user.click(within(sheet).getByRole('button', { name: 'Log a service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log a service on Zero-turn mower 60"' });
    await user.selectOptions(within(dialog).getByLabelText('Schedule'), 'Oil and filter change');
    expect(within(dialog).getByLabelText('Work done')).toHaveValue('Oil and filter change');
    expect(within(dialog).getByLabelText('Cost ($)')).toHaveValue('85');
    await user.click(within(dialog).getByRole('button', { name: 'Log service' }));
    expect(await within(dialog).findByText('Enter the meter reading: this service resets a schedule that runs by the meter')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/equipment/${mowerId}/service_log`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Meter'), '1262.5');
    await user.type(within(dialog).getByLabelText('Parts (optional)'), 'Oil filter');
    await user.selectOptions(within(dialog).getByLabelText('Done by'), 'Nora Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Log service' }));
    await waitFor(() => expect(server.calls('POST', `/api/v2/equipment/${mowerId}/service_log`)).toHaveLength(1));
    expect(server.calls('POST', `/api/v2/equipment/${mowerId}/service_log`)[0]!.body).toEqual({
      date: todayIn('America/Chicago'),
      meter: 1262.5,
      meterUnit: 'hours',
      workDone: 'Oil and filter change',
      parts: 'Oil filter',
      cost: 85,
      performedByEmployeeId: noraId,
      performedByName: null,
      scheduleId: oilChangeId,
    });
    expect(await screen.findByText('Service logged')).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: /^Delete the .* service: Sharpened blades/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this service?' });
    expect(server.calls('DELETE', `/api/v2/equipment/${mowerId}/service_log/${wrong.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete service' }));
    await waitFor(() => expect(server.calls('DELETE', `/api/v2/equipment/${mowerId}/service_log/${wrong.id}`)).toHaveLength(1));
    await waitFor(() => expect(within(sheet).queryByText('Sharpened blades (typed twice)')).not.toBeInTheDocument());
  });
});
