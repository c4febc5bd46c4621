import { kpisSchema, presetPeriod, reportSchema, type Kpis } from '@groundwork/domain/reporting';
import { addDays } from '@groundwork/domain/shared';
import { describe, expect, it } from 'vitest';
import { dateIn } from '../../lib/dates';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aReportCustomer, aWorkOrder } from '../../test/report-builders';
import { aReportInvoice, aReportPayment } from '../../test/report-money-builders';
import { useTestApp } from '../../test/test-app';
import { kpiPeriods } from './kpis.service';

const t = useTestApp();

async function kpisOf(user: SignedInUser): Promise<Kpis> {
  const answer = await t.call('GET', '/kpis', { token: user.token });
  expect(answer.status, answer.text).toBe(200);
  return kpisSchema.parse(answer.body.data);
}

const cardOf = (kpis: Kpis, key: string) => kpis.kpis.find((kpi) => kpi.key === key)!;

describe('kpiPeriods', () => {
  it('covers this month and this season to date, and last season whole before March', () => {
    expect(kpiPeriods('2026-11-27')).toEqual({ month: { from: '2026-11-01', to: '2026-11-27' }, season: { from: '2026-03-01', to: '2026-11-27' } });
    expect(kpiPeriods('2026-12-15')).toEqual({ month: { from: '2026-12-01', to: '2026-12-15' }, season: { from: '2026-03-01', to: '2026-11-30' } });
    expect(kpiPeriods('2027-02-02')).toEqual({ month: { from: '2027-02-01', to: '2027-02-02' }, season: { from: '2026-03-01', to: '2026-11-30' } });
  });
});

describe('GET /kpis', () => {
  it('reads each card from its report: revenue earned this month and this season, against the same days last year', async () => {
    const user = await signedInUser(t);
    const today = dateIn('America/New_York');
    const { month, season } = kpiPeriods(today);
    const customer = await aReportCustomer(t, user.companyId, { displayName: 'Ann Berg' });
    // $120 earned today, $80 a year earlier in the month; $50 earlier this season (if the season began before this month).
    await aWorkOrder(t, user.companyId, { customerId: customer.id, date: today, price: 120, budgetedHours: 2 });
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`.replace('-02-29', '-02-28');
    await aWorkOrder(t, user.companyId, { customerId: customer.id, date: yearAgo, price: 80, budgetedHours: 1 });
    const earlierInSeason = season.from < month.from ? addDays(month.from, -1) : null;
    if (earlierInSeason) await aWorkOrder(t, user.companyId, { customerId: customer.id, date: earlierInSeason, price: 50, budgetedHours: 1 });

    const kpis = await kpisOf(user);
    expect(kpis.month).toEqual(month);
    expect(kpis.kpis.map((kpi) => kpi.key)).toEqual(['revenue', 'gross-margin', 'revenue-per-man-hour', 'hours-sold', 'open-estimates', 'overdue']);
    expect(cardOf(kpis, 'revenue').month).toMatchObject({ value: 120, comparison: 80 });
    const inSeason = season.from <= today && today <= presetPeriod('this_season', today).to;
    if (inSeason) expect(cardOf(kpis, 'revenue').season.value).toBe(earlierInSeason ? 170 : 120);
    expect(cardOf(kpis, 'hours-sold').month).toMatchObject({ value: 2, comparison: 1 });
    // A new company's budget is empty: no target to measure against.
    expect(cardOf(kpis, 'revenue').month.target).toBeNull();
  });

  it('reads overdue receivables off the receivables report (the cards ask for its headline only)', async () => {
    const user = await signedInUser(t);
    const today = dateIn('America/New_York');
    const { season } = kpiPeriods(today);
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`.replace('-02-29', '-02-28');
    const oak = await aReportCustomer(t, user.companyId, { displayName: 'Oak Offices' });
    const maple = await aReportCustomer(t, user.companyId, { displayName: 'Maple Homes' });
    // Overdue now: $300 ten days late and $375 left of $500 twenty days late; $200 not due yet.
    await aReportInvoice(t, user.companyId, { customerId: oak.id, status: 'sent', issueDate: addDays(today, -40), dueDate: addDays(today, -10), subtotal: 300 });
    await aReportInvoice(t, user.companyId, { customerId: maple.id, status: 'partially_paid', issueDate: addDays(today, -50), dueDate: addDays(today, -20), subtotal: 500, amountPaid: 125 });
    await aReportInvoice(t, user.companyId, { customerId: oak.id, status: 'sent', issueDate: addDays(today, -5), dueDate: addDays(today, 25), subtotal: 200 });
    // A year ago: $150 ten days late, paid five days after.
    const paidLate = await aReportInvoice(t, user.companyId, { customerId: maple.id, status: 'paid', issueDate: addDays(yearAgo, -40), dueDate: addDays(yearAgo, -10), subtotal: 150, amountPaid: 150 });
    await aReportPayment(t, user.companyId, { customerId: maple.id, date: addDays(yearAgo, 5), amount: 150, allocations: [{ invoiceId: paidLate, amount: 150 }] });

    const card = cardOf(await kpisOf(user), 'overdue');
    const answer = await t.call('GET', `/reports/receivables?from=${season.from}&to=${season.to}&compare=last_year`, { token: user.token });
    expect(answer.status, answer.text).toBe(200);
    const overdue = reportSchema.parse(answer.body.data.report).headline.find((figure) => figure.key === 'overdue')!;
    expect(card.season).toMatchObject({ value: overdue.value, comparison: overdue.comparison });
    expect(card.month).toEqual(card.season);
    if (season.to === today) expect(card.season).toMatchObject({ value: 675, comparison: 150 });
  });

  it("a second company's work never moves the first's cards, and a crew leader is refused", async () => {
    const first = await signedInUser(t);
    const before = await kpisOf(first);
    const second = await signedInUser(t);
    const customer = await aReportCustomer(t, second.companyId);
    await aWorkOrder(t, second.companyId, { customerId: customer.id, date: dateIn('America/New_York'), price: 999, budgetedHours: 3 });
    expect((await kpisOf(first)).kpis).toEqual(before.kpis);
    expect(cardOf(await kpisOf(second), 'revenue').month.value).toBe(999);

    const leader = await signedInUser(t, { role: 'crew_leader', companyId: first.companyId });
    expect((await t.call('GET', '/kpis', { token: leader.token })).status).toBe(403);
  });
});
