import { jobDetailResultSchema } from '@groundwork/domain/dispatch';
import { addDays } from '@groundwork/domain/shared';
import { endOfWeek, ticketListSchema, ticketResultSchema, ticketStatuses, ticketTypes, ticketSubjectKinds } from '@groundwork/domain/tickets';
import { describe, expect, it } from 'vitest';
import { dateIn } from '../../lib/dates';
import { signIn } from '../../test/builders';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo company’s tasks', () => {
  it('look current: every status and type, overdue and due this week, about every kind of record, the crew leader’s own', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const response = await t.call('GET', '/tickets?limit=200', { token });
    expect(response.status, response.text).toBe(200);
    const { tickets, pagination } = ticketListSchema.parse(response.body.data);
    expect(pagination.total).toBe(tickets.length);
    expect(tickets.length).toBeGreaterThanOrEqual(15);
    // Numbered from 1001 without gaps.
    expect(tickets.map((ticket) => ticket.number).sort((a, b) => a - b)).toEqual(tickets.map((_, index) => 1001 + index));

    // The demo company works in Minneapolis: its today, not the server's.
    const today = dateIn('America/Chicago');
    expect(new Set(tickets.map((ticket) => ticket.status))).toEqual(new Set(ticketStatuses));
    expect(new Set(tickets.map((ticket) => ticket.type))).toEqual(new Set(ticketTypes));
    expect(new Set(tickets.flatMap((ticket) => (ticket.subject ? [ticket.subject.kind] : [])))).toEqual(new Set(ticketSubjectKinds));
    expect(tickets.every((ticket) => !ticket.subject?.label.endsWith('(deleted)'))).toBe(true);
    expect(tickets.filter((ticket) => ticket.overdue).length).toBeGreaterThanOrEqual(2);
    expect(tickets.some((ticket) => ticket.dueDate === today && ticket.status !== 'done')).toBe(true);
    expect(tickets.filter((ticket) => ticket.dueDate !== null && ticket.dueDate > today && ticket.dueDate <= endOfWeek(addDays(today, 1))).length).toBeGreaterThanOrEqual(1);
    expect(tickets.filter((ticket) => ticket.assigneeEmployeeId !== null).length).toBeGreaterThanOrEqual(5);
    expect(tickets.filter((ticket) => ticket.assigneeCrewId !== null).length).toBeGreaterThanOrEqual(3);
    expect(tickets.filter((ticket) => ticket.checklistTotal > 0).length).toBeGreaterThanOrEqual(2);
    expect(tickets.filter((ticket) => ticket.commentCount > 0).length).toBeGreaterThanOrEqual(2);
    const weekly = tickets.find((ticket) => ticket.recurrence !== null)!;
    expect(weekly.recurrence).toEqual({ every: 1, unit: 'week' });

    // A warranty callback's hours are on its visit's job's costing, at the crew leader's loaded cost.
    const callback = tickets.find((ticket) => ticket.hoursSpent !== null)!;
    expect(callback).toMatchObject({ type: 'callback', status: 'done', hoursSpent: 1.5, subject: { kind: 'work_order' } });
    const order = await t.call('GET', `/orders/${callback.subject!.id}`, { token });
    expect(order.status, order.text).toBe(200);
    const job = jobDetailResultSchema.parse((await t.call('GET', `/jobs/${order.body.data.order.jobId}`, { token })).body.data);
    expect(job.costing).toMatchObject({ callbackCount: 1, callbackHours: 1.5 });
    expect(job.costing!.callbackCost).toBeGreaterThan(0);

    // Done, the weekly one makes next week's.
    const done = await t.call('PUT', `/tickets/${weekly.id}`, { token, body: { status: 'done', updatedAt: weekly.updatedAt } });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data.next).toMatchObject({ title: weekly.title, status: 'open', checklistDone: 0 });

    // The demo's crew leader sees his and his crew's tasks and the one he made, with its comments; not the office's.
    const leaderToken = await signIn(t, demo.crewLeaderEmail, demo.password);
    const leaderList = ticketListSchema.parse((await t.call('GET', '/tickets?limit=200', { token: leaderToken })).body.data);
    expect(leaderList.tickets.length).toBeGreaterThanOrEqual(2);
    expect(leaderList.tickets.length).toBeLessThan(tickets.length);
    const mine = ticketListSchema.parse((await t.call('GET', '/tickets?mine=true&status=active&limit=1', { token: leaderToken })).body.data);
    expect(mine.pagination.total).toBeGreaterThanOrEqual(2);
    const sprinkler = leaderList.tickets.find((ticket) => ticket.assigneeName === 'Maintenance Crew B' && ticket.commentCount > 0)!;
    const detail = ticketResultSchema.parse((await t.call('GET', `/tickets/${sprinkler.id}`, { token: leaderToken })).body.data).ticket;
    expect(detail.comments.map((comment) => comment.authorName)).toEqual(['Dana Whitfield', 'Carlos Mendoza']);
    expect(detail.comments[0]!.mentions).toEqual([{ id: expect.any(String), name: 'Carlos Mendoza' }]);
    expect(leaderList.tickets.some((ticket) => ticket.assigneeName === 'Carlos Mendoza')).toBe(true);
  });
});
