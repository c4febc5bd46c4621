import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aBoard, aRainDay, greenCrewId } from '../board-builders';
import { ScheduleBoard } from './schedule-board';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rainDayId = '7a1d2b63-4a1f-4b5c-8a6a-f00000000001';
const renderBoard = () => renderWithProviders(<ScheduleBoard view="day" date={undefined} onViewChange={() => {}} onDateChange={() => {}} />, { path: '/orders/board' });

describe('Rain day', () => {
  it('previews what moves from where to where and why, e-mails the clients with a message, applies, then undoes', async () => {
    const board = aBoard();
    const preview = aRainDay(board);
    const applied = aRainDay(board, { rainDayId, notified: 1 });
    const server = mockFetch({
      'GET /api/v2/orders/board': ok({ board }),
      'POST /api/v2/orders/rain-day/preview': ok({ rainDay: preview }),
      'POST /api/v2/orders/rain-day': ok({ rainDay: applied }),
      [`POST /api/v2/orders/rain-day/${rainDayId}/undo`]: ok({ rainDay: applied }),
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Rain day…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rain day' });
    expect(within(dialog).getByLabelText('Day')).toHaveValue('2027-04-05');
    expect(within(dialog).getByLabelText('Crews')).toHaveValue('');
    // Nothing can be applied before it has been previewed.
    expect(within(dialog).getByRole('button', { name: 'Move work orders' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Crews'), 'Green crew');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog).findByText('3 work orders will move (rained-off work to Tue, Apr 6)')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/orders/rain-day/preview')[0]!.body).toEqual({ date: '2027-04-05', crewId: greenCrewId, notifyClients: false, message: '' });
    const moves = within(within(dialog).getByRole('list', { name: 'What will move' })).getAllByRole('listitem');
    expect(moves.map((move) => move.textContent)).toEqual([
      'WO-1042 · Ann Green · Weekly mowingMon, Apr 5 → Tue, Apr 6 (rained off)',
      'WO-1043 · Bo Larson · Spring clean-upMon, Apr 5 → Tue, Apr 6 (rained off)',
      'WO-1050 · Ann Green · Weekly mowingMon, Apr 12 → Tue, Apr 13 (keeps the interval)',
    ]);
    expect(within(dialog).getByText('2 clients affected; 1 has no e-mail on file and will not be notified.')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail 1 client a notice of the new dates' }));
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'The ground is too wet to mow.');
    await user.click(within(dialog).getByRole('button', { name: 'Move 3 work orders' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('POST', '/api/v2/orders/rain-day')[0]!.body).toEqual({ date: '2027-04-05', crewId: greenCrewId, notifyClients: true, message: 'The ground is too wet to mow.' });
    const banner = await screen.findByText('Rain day called for Mon, Apr 5');
    const alert = banner.closest('[data-slot="alert"]') as HTMLElement;
    expect(within(alert).getByText(/3 work orders moved; rained-off work is now on Tue, Apr 6\. 1 client e-mailed\./)).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET', '/api/v2/orders/board').length).toBeGreaterThanOrEqual(2));

    await user.click(within(alert).getByRole('button', { name: 'Undo rain day' }));
    await waitFor(() => expect(screen.queryByText('Rain day called for Mon, Apr 5')).not.toBeInTheDocument());
    expect(server.calls('POST', `/api/v2/orders/rain-day/${rainDayId}/undo`)).toHaveLength(1);
  });

  it('a changed day has to be previewed again; a day with nothing to move cannot be applied', async () => {
    const board = aBoard();
    const server = mockFetch({
      'GET /api/v2/orders/board': ok({ board }),
      'POST /api/v2/orders/rain-day/preview': (request) => ok({ rainDay: (request.body as { date: string }).date === '2027-04-05' ? aRainDay(board) : aRainDay(board, { moves: [], clients: [] }) }),
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Rain day…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rain day' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('button', { name: 'Move 3 work orders' })).toBeEnabled();

    await user.clear(within(dialog).getByLabelText('Day'));
    await user.type(within(dialog).getByLabelText('Day'), '2027-04-10');
    expect(within(dialog).queryByRole('list', { name: 'What will move' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Nothing to move on Sat, Apr 10: no work that has not started.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move 0 work orders' })).toBeDisabled();
    expect(server.calls('POST', '/api/v2/orders/rain-day/preview').at(-1)!.body).toMatchObject({ date: '2027-04-10', crewId: null });
  });

  it('an undo refused after the day shows the server’s message and keeps the banner', async () => {
    const board = aBoard();
    mockFetch({
      'GET /api/v2/orders/board': ok({ board }),
      'POST /api/v2/orders/rain-day/preview': ok({ rainDay: aRainDay(board) }),
      'POST /api/v2/orders/rain-day': ok({ rainDay: aRainDay(board, { rainDayId }) }),
      [`POST /api/v2/orders/rain-day/${rainDayId}/undo`]: fail(422, 'A rain day can only be undone on the day it was called.', 'BUSINESS_RULE'),
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Rain day…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rain day' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Move 3 work orders' }));
    await user.click(await screen.findByRole('button', { name: 'Undo rain day' }));
    expect(await screen.findByText('A rain day can only be undone on the day it was called.')).toBeInTheDocument();
    expect(screen.getByText('Rain day called for Mon, Apr 5')).toBeInTheDocument();
  });

  it('offers the undo of a rain day called earlier today after the board is opened again', async () => {
    const board = aBoard({ rainDays: [{ id: rainDayId, date: '2027-04-05', to: '2027-04-06', crewId: null, moved: 4 }] });
    const server = mockFetch({
      'GET /api/v2/orders/board': ok({ board }),
      [`POST /api/v2/orders/rain-day/${rainDayId}/undo`]: ok({ rainDay: aRainDay(board, { rainDayId }) }),
    });
    const { user } = renderBoard();
    const alert = (await screen.findByText('Rain day called for Mon, Apr 5')).closest('[role="status"]') as HTMLElement;
    expect(within(alert).getByText(/4 work orders moved; rained-off work is now on Tue, Apr 6\./)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Undo rain day' }));
    await waitFor(() => expect(server.calls('POST', `/api/v2/orders/rain-day/${rainDayId}/undo`)).toHaveLength(1));
  });
});
