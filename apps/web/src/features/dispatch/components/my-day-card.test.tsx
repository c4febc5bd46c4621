import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aDispatchDay, aDispatchOrder } from '../dispatch-builders';
import { MyDayCard } from './my-day-card';

/** The dispatch day the server answers for each date asked (today when none is). */
function days(byDate: Record<string, ReturnType<typeof aDispatchDay>>) {
  return (request: RecordedRequest) => ok({ day: byDate[request.url.searchParams.get('date') ?? 'today']! });
}

describe('the crew leader’s My day card', () => {
  it('counts today’s orders, the done ones and the budgeted hours, and names the next stop', async () => {
    const done = aDispatchOrder({ number: 1041, status: 'completed', budgetedHours: 1.5 });
    const next = aDispatchOrder({ number: 1042, customerName: 'Ann Green', startTime: '13:30', budgetedHours: 2 });
    const fetch = mockFetch({ 'GET /api/v2/dispatch/day': days({ today: aDispatchDay([done, next]) }) });
    renderWithProviders(<MyDayCard />, { path: '/dashboard' });
    expect(await screen.findByText('Next:')).toBeInTheDocument();
    expect(screen.getByText('1:30 PM · Ann Green')).toBeInTheDocument();
    expect(screen.getByText('3.5h')).toBeInTheDocument();
    expect(fetch.requests.map((request) => request.url.searchParams.get('date'))).toEqual([null]);
  });

  it('on a day without work, says what tomorrow holds — or that nothing is planned yet', async () => {
    const monday = [aDispatchOrder({ number: 1041, budgetedHours: 1.5 }), aDispatchOrder({ number: 1042, budgetedHours: 2.25 })];
    mockFetch({ 'GET /api/v2/dispatch/day': days({ today: aDispatchDay([], { date: '2027-04-04' }), '2027-04-05': aDispatchDay(monday, { date: '2027-04-05' }) }) });
    const first = renderWithProviders(<MyDayCard />, { path: '/dashboard' });
    expect(await screen.findByText('2 work orders, 3.75h budgeted')).toBeInTheDocument();
    expect(screen.getByText('No work orders for you today.')).toBeInTheDocument();
    expect(screen.getByText(/Tomorrow, Monday, April 5, 2027/)).toBeInTheDocument();
    first.unmount();

    mockFetch({ 'GET /api/v2/dispatch/day': days({ today: aDispatchDay([], { date: '2027-04-03' }), '2027-04-04': aDispatchDay([], { date: '2027-04-04' }) }) });
    renderWithProviders(<MyDayCard />, { path: '/dashboard' });
    expect(await screen.findByText('Tomorrow, Sunday, April 4, 2027: nothing planned yet.')).toBeInTheDocument();
  });
});
