import { growthPlanViewSchema } from '@groundwork/domain/growth';
import {
  avatarViewSchema,
  campaignListSchema,
  channelListSchema,
  contentListSchema,
  marketingMessages,
  marketingPlanViewSchema,
  spendYearSchema,
  type AvatarView,
  type Campaign,
  type Channel,
  type ChannelList,
  type ContentPiece,
  type MarketingPlanView,
} from '@groundwork/domain/marketing';
import { overheadSummarySchema } from '@groundwork/domain/overhead';
import { reportSchema, type Report } from '@groundwork/domain/reporting';
import { addDays } from '@groundwork/domain/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerProperties, customers } from '../../db/schema';
import { companyToday } from '../../lib/company-today';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aReportJob, aReportService } from '../../test/report-builders';
import { aLeadSource, aReportCreditNote, aReportCustomer, aReportEstimate, aReportInvoice, aReportLead } from '../../test/report-money-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function call(user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  return t.call(method, url, { token: user.token, body });
}

async function created<T>(user: SignedInUser, url: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const response = await call(user, method, url, body);
  expect(response.status, response.text).toBe(200);
  return Object.values(response.body.data)[0] as T;
}

async function channelList(user: SignedInUser, query = ''): Promise<ChannelList> {
  const response = await call(user, 'GET', `/marketing/channels${query}`);
  expect(response.status, response.text).toBe(200);
  return channelListSchema.parse(response.body.data);
}

async function plan(user: SignedInUser, year: number): Promise<MarketingPlanView> {
  const response = await call(user, 'GET', `/marketing/plans/${year}`);
  expect(response.status, response.text).toBe(200);
  return marketingPlanViewSchema.parse(response.body.data);
}

async function salesReport(user: SignedInUser, from: string, to: string): Promise<Report> {
  const response = await call(user, 'GET', `/reports/sales?from=${from}&to=${to}&compare=none`);
  expect(response.status, response.text).toBe(200);
  return reportSchema.parse(response.body.data.report);
}

/** The Sales report's value won for a lead source by name (0 when it won nothing). */
const valueWonOf = (report: Report, name: string) => (report.sections.find((section) => section.key === 'lead-sources')!.rows.find((row) => row.values.name === name)?.values.valueWon as number | undefined) ?? 0;

/** An instant `days` before the company's today, mid-afternoon in New York. */
const daysAgo = (today: string, days: number) => `${addDays(today, -days)}T19:00:00Z`;

/**
 * One company's March and April 2025 in New York, worked by hand: two channels over three lead sources, estimates
 * answered online and by the office (one won then lost again, one approved late on the last evening in New York), leads,
 * invoices with a draft, a void and a credit note, and spend inside and outside the months.
 */
async function springOf2025(user: SignedInUser) {
  const companyId = user.companyId;
  const referral = await aLeadSource(t, companyId, 'Referral');
  const yardSign = await aLeadSource(t, companyId, 'Yard sign');
  const google = await aLeadSource(t, companyId, 'Google');
  const maple = await aReportCustomer(t, companyId, { name: 'Maple Homes', leadSourceId: referral });
  const oak = await aReportCustomer(t, companyId, { name: 'Oak Offices', leadSourceId: yardSign });
  const pine = await aReportLead(t, companyId, { name: 'Pine Lead', status: 'lost', leadSourceId: yardSign, createdAt: '2025-03-05T15:00:00Z' });
  const birch = await aReportLead(t, companyId, { name: 'Birch Lead', status: 'estimate_sent', leadSourceId: referral, createdAt: '2025-04-10T15:00:00Z' });
  await aReportLead(t, companyId, { name: 'Early Lead', status: 'new', leadSourceId: google, createdAt: '2025-02-20T15:00:00Z' });
  const customer = (id: string) => ({ type: 'customer' as const, id });
  const lead = (id: string) => ({ type: 'lead' as const, id });
  const base = { createdBy: user.userId, createdAt: '2025-02-15T15:00:00Z' };
  // Won: E1 online on 5 March (02:00 UTC on the 6th), E3 by the office on 15 April, E5 at 23:30 on 30 April in New York.
  await aReportEstimate(t, companyId, { ...base, client: customer(maple), subtotal: 1_000, tax: 76.25, steps: [{ kind: 'sent', at: '2025-03-03T14:00:00Z' }, { kind: 'approved', at: '2025-03-06T02:00:00Z' }] });
  await aReportEstimate(t, companyId, { ...base, client: lead(pine), subtotal: 700, steps: [{ kind: 'sent', at: '2025-03-10T14:00:00Z', by: 'office' }, { kind: 'declined', at: '2025-03-12T14:00:00Z', by: 'office' }] });
  await aReportEstimate(t, companyId, { ...base, client: customer(maple), subtotal: 2_500.5, steps: [{ kind: 'sent', at: '2025-02-20T14:00:00Z' }, { kind: 'approved', at: '2025-04-15T14:00:00Z', by: 'office' }] });
  // E4: approved, then declined: its last answer in the months is a decline.
  await aReportEstimate(t, companyId, {
    ...base,
    client: lead(birch),
    subtotal: 400,
    steps: [
      { kind: 'sent', at: '2025-04-12T14:00:00Z' },
      { kind: 'approved', at: '2025-04-20T14:00:00Z' },
      { kind: 'declined', at: '2025-04-25T14:00:00Z', by: 'office', from: 'Approved' },
    ],
  });
  await aReportEstimate(t, companyId, { ...base, client: customer(oak), subtotal: 300, steps: [{ kind: 'approved', at: '2025-05-01T03:30:00Z' }] });
  // E6: 1 May at 01:00 in New York — outside.
  await aReportEstimate(t, companyId, { ...base, client: customer(maple), subtotal: 999, steps: [{ kind: 'approved', at: '2025-05-01T05:00:00Z' }] });

  const invoice = { dueDate: '2025-05-30' };
  const billed = await aReportInvoice(t, companyId, { ...invoice, customerId: maple, status: 'sent', issueDate: '2025-03-15', subtotal: 1_200, tax: 91.5 });
  await aReportInvoice(t, companyId, { ...invoice, customerId: maple, status: 'draft', issueDate: '2025-04-01', subtotal: 500 });
  await aReportInvoice(t, companyId, { ...invoice, customerId: maple, status: 'void', issueDate: '2025-04-02', subtotal: 300 });
  await aReportCreditNote(t, companyId, { customerId: maple, invoiceId: billed, issueDate: '2025-04-20', subtotal: 100 });
  await aReportInvoice(t, companyId, { ...invoice, customerId: oak, status: 'paid', issueDate: '2025-04-05', subtotal: 250.25 });
  return { referral, yardSign, google };
}

describe('marketing channels', () => {
  it('show each channel’s spend, leads, won jobs and revenue, whose won value is its lead sources’ value won in the Sales report', async () => {
    const owner = await signedInUser(t);
    const { referral, yardSign, google } = await springOf2025(owner);
    const referrals = await created<Channel>(owner, '/marketing/channels', { name: 'Referrals', leadSourceIds: [referral], notes: 'Word of mouth and the thank-you cards.' });
    const signs = await created<Channel>(owner, '/marketing/channels', { name: 'Signs', leadSourceIds: [yardSign, google] });
    expect(signs.leadSources.map((source) => source.name)).toEqual(['Google', 'Yard sign']);

    const spend = (id: string, months: Array<{ month: string; amount: number }>, updatedAt: string) => call(owner, 'PUT', `/marketing/channels/${id}/spend`, { year: 2025, months, updatedAt });
    expect((await spend(signs.id, [{ month: '2025-03', amount: 150 }, { month: '2025-04', amount: 75.5 }, { month: '2025-05', amount: 999 }], signs.updatedAt)).status).toBe(200);
    expect((await spend(referrals.id, [{ month: '2025-04', amount: 50 }], referrals.updatedAt)).status).toBe(200);

    // A second company's sales in the same months move nothing.
    const other = await signedInUser(t);
    const theirs = await aLeadSource(t, other.companyId, 'Referral');
    await aReportEstimate(t, other.companyId, {
      client: { type: 'customer', id: await aReportCustomer(t, other.companyId, { name: 'Elm', leadSourceId: theirs }) },
      subtotal: 5_000,
      createdBy: other.userId,
      createdAt: '2025-03-01T15:00:00Z',
      steps: [{ kind: 'approved', at: '2025-03-20T14:00:00Z' }],
    });

    const list = await channelList(owner, '?from=2025-03&to=2025-04');
    expect(list.period).toEqual({ from: '2025-03-01', to: '2025-04-30' });
    const byName = new Map(list.channels.map((channel) => [channel.name, channel.figures]));
    // Referrals: $50 spent; Birch came in; E1 + E3 won ($1,000 + $2,500.50); invoiced $1,200 − the $100 credit (the draft
    // and the void are not). $50 ÷ 1 lead, ÷ 2 wins; (3,500.50 − 50) ÷ 50 = 6,901 %.
    expect(byName.get('Referrals')).toEqual({ spend: 50, leads: 1, wonJobs: 2, wonValue: 3_500.5, invoiced: 1_100, costPerLead: 50, costPerWin: 25, netReturn: 3_450.5, returnPercent: 6_901 });
    // Signs: $150 + $75.50 (May's $999 is outside); Pine came in (Early Lead in February); E5 won $300 (E2 declined);
    // Oak's $250.25. (300 − 225.50) ÷ 225.50 = 33.04 % → 33.0.
    expect(byName.get('Signs')).toEqual({ spend: 225.5, leads: 1, wonJobs: 1, wonValue: 300, invoiced: 250.25, costPerLead: 225.5, costPerWin: 225.5, netReturn: 74.5, returnPercent: 33 });
    // Together: $275.50 ÷ 3 wins = 91.833… → $91.83; 3,525 ÷ 275.50 = 1,279.49 % → 1,279.5.
    expect(list.totals).toEqual({ spend: 275.5, leads: 2, wonJobs: 3, wonValue: 3_800.5, invoiced: 1_350.25, costPerLead: 137.75, costPerWin: 91.83, netReturn: 3_525, returnPercent: 1_279.5 });

    // The Sales report for the same days says the same.
    const sales = await salesReport(owner, '2025-03-01', '2025-04-30');
    expect(valueWonOf(sales, 'Referral')).toBe(byName.get('Referrals')!.wonValue);
    expect(valueWonOf(sales, 'Yard sign') + valueWonOf(sales, 'Google')).toBe(byName.get('Signs')!.wonValue);

    // The other sources are listed as tied to no channel, each knowing which channel has the others.
    expect(list.unassigned.map((source) => source.name)).not.toContain('Referral');
    expect(list.unassigned.every((source) => source.figures.spend === 0)).toBe(true);
    expect(list.leadSources.find((source) => source.id === google)!.channelId).toBe(signs.id);

    // March alone: the Signs' March spend, Pine, nothing won.
    const march = await channelList(owner, '?from=2025-03&to=2025-03');
    expect(march.channels.find((channel) => channel.id === signs.id)!.figures).toMatchObject({ spend: 150, leads: 1, wonJobs: 0, returnPercent: -100 });
  });

  it('keep a year’s spend month by month, against the channel’s version', async () => {
    const owner = await signedInUser(t);
    const channel = await created<Channel>(owner, '/marketing/channels', { name: 'Door hangers' });
    const saved = await call(owner, 'PUT', `/marketing/channels/${channel.id}/spend`, {
      year: 2026,
      months: [
        { month: '2026-03', amount: 420.1, note: 'Spring drop, 2,000 hangers' },
        { month: '2026-08', amount: 180.2 },
      ],
      updatedAt: channel.updatedAt,
    });
    expect(saved.status, saved.text).toBe(200);
    const year = spendYearSchema.parse(saved.body.data);
    expect(year.months).toHaveLength(12);
    expect(year.months[2]).toEqual({ month: '2026-03', amount: 420.1, note: 'Spring drop, 2,000 hangers' });
    expect(year.total).toBe(600.3);
    // The version loaded before that save is stale now.
    expect((await call(owner, 'PUT', `/marketing/channels/${channel.id}/spend`, { year: 2026, months: [], updatedAt: channel.updatedAt })).status).toBe(409);
    // $0 without a note takes a month off.
    const again = await call(owner, 'PUT', `/marketing/channels/${channel.id}/spend`, { year: 2026, months: [{ month: '2026-08', amount: 0 }], updatedAt: year.updatedAt });
    expect(spendYearSchema.parse(again.body.data).total).toBe(420.1);
    expect(spendYearSchema.parse((await call(owner, 'GET', `/marketing/channels/${channel.id}/spend?year=2025`)).body.data).total).toBe(0);
  });

  it('tie a lead source to one channel only, keep names unique, and keep a channel with campaigns', async () => {
    const owner = await signedInUser(t);
    const referral = await aLeadSource(t, owner.companyId, 'Referral');
    const first = await created<Channel>(owner, '/marketing/channels', { name: 'Referrals', leadSourceIds: [referral] });
    const taken = await call(owner, 'POST', '/marketing/channels', { name: 'Word of mouth', leadSourceIds: [referral] });
    expect(taken.status).toBe(409);
    expect(taken.body.details.fieldErrors['leadSourceIds.0']).toEqual([marketingMessages.sourceTaken('Referrals')]);
    const twin = await call(owner, 'POST', '/marketing/channels', { name: 'referrals' });
    expect(twin.status).toBe(409);
    expect(twin.body.details.fieldErrors.name).toEqual([marketingMessages.channelNameTaken]);

    const changed = await created<Channel>(owner, `/marketing/channels/${first.id}`, { name: 'Referral cards', leadSourceIds: [], updatedAt: first.updatedAt }, 'PUT');
    expect(changed.leadSources).toEqual([]);
    expect((await call(owner, 'PUT', `/marketing/channels/${first.id}`, { name: 'Stale', updatedAt: first.updatedAt })).status).toBe(409);
    // Free again, the source can go to another channel.
    await created(owner, '/marketing/channels', { name: 'Word of mouth', leadSourceIds: [referral] });

    await created(owner, '/marketing/campaigns', { name: 'Card drop', channelId: first.id, startDate: '2026-03-01', endDate: '2026-03-31' });
    const refused = await call(owner, 'DELETE', `/marketing/channels/${first.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(marketingMessages.channelHasCampaigns(1));
  });
});

describe('the marketing plan', () => {
  it('turns the goal into closes, estimates and leads from the company’s own last 12 months, and keeps a budget by channel', async () => {
    const owner = await signedInUser(t);
    const companyId = owner.companyId;
    const today = await companyToday(t.database.db, companyId);
    const year = Number(today.slice(0, 4));
    const customer = { type: 'customer' as const, id: await aReportCustomer(t, companyId, { name: 'Maple Homes' }) };
    const base = { createdBy: owner.userId, createdAt: daysAgo(today, 60) };
    // Approved $2,000 and $3,000.50, declined one; one approved 400 days ago does not count.
    await aReportEstimate(t, companyId, { ...base, client: customer, subtotal: 2_000, steps: [{ kind: 'approved', at: daysAgo(today, 10) }] });
    await aReportEstimate(t, companyId, { ...base, client: customer, subtotal: 3_000.5, steps: [{ kind: 'approved', at: daysAgo(today, 40) }] });
    await aReportEstimate(t, companyId, { ...base, client: customer, subtotal: 900, steps: [{ kind: 'declined', at: daysAgo(today, 20), by: 'office' }] });
    await aReportEstimate(t, companyId, { ...base, client: customer, subtotal: 8_000, createdAt: daysAgo(today, 420), steps: [{ kind: 'approved', at: daysAgo(today, 400) }] });
    // Four leads this year: three quoted (one by its stage, one with an estimate sent, one won), one not; one older.
    await aReportLead(t, companyId, { name: 'Quoted', status: 'estimate_sent', createdAt: daysAgo(today, 30) });
    const sentTo = await aReportLead(t, companyId, { name: 'Sent to', status: 'new', createdAt: daysAgo(today, 25) });
    await aReportEstimate(t, companyId, { ...base, client: { type: 'lead', id: sentTo }, subtotal: 450, status: 'sent' });
    await aReportLead(t, companyId, { name: 'Won', status: 'won', createdAt: daysAgo(today, 90) });
    await aReportLead(t, companyId, { name: 'Waiting', status: 'new', createdAt: daysAgo(today, 5) });
    await aReportLead(t, companyId, { name: 'Old', status: 'lost', createdAt: daysAgo(today, 500) });

    const before = await plan(owner, year);
    // 2 of 3 answered = 66.7 %; $5,000.50 ÷ 2 = $2,500.25; 3 of 4 leads quoted = 75 %.
    expect(before.own).toMatchObject({ approved: 2, declined: 1, valueWon: 5_000.5, leads: 4, quotedLeads: 3, closeRate: 66.7, averageJob: 2_500.25, leadToEstimateRate: 75 });
    expect(before.own.to).toBe(today);
    // A new company's budget sells nothing: there is no goal until one is typed.
    expect(before.goal).toMatchObject({ planned: null, source: null, override: null, used: null });
    expect(before.funnel).toEqual({ revenueGoal: null, closesNeeded: null, estimatesNeeded: null, leadsNeeded: null });
    expect(before.seasonShape.reduce((sum, leads) => sum + leads, 0)).toBe(4);
    expect(before.updatedAt).toBeNull();

    const channel = await created<Channel>(owner, '/marketing/channels', { name: 'Google ads' });
    const response = await call(owner, 'PUT', `/marketing/plans/${year}`, { revenueGoal: 100_000, budgets: [{ channelId: channel.id, amount: 6_000 }], notes: 'Spring first.', updatedAt: null });
    expect(response.status, response.text).toBe(200);
    const saved = marketingPlanViewSchema.parse(response.body.data);
    // ⌈100,000 ÷ 2,500.25⌉ = ⌈39.996⌉ = 40 jobs; ⌈40 ÷ 66.7 %⌉ = ⌈59.97⌉ = 60 estimates; ⌈60 ÷ 75 %⌉ = 80 leads; $6,000 ÷ 80 = $75.
    expect(saved.funnel).toEqual({ revenueGoal: 100_000, closesNeeded: 40, estimatesNeeded: 60, leadsNeeded: 80 });
    expect(saved.budgets).toEqual([{ channelId: channel.id, channelName: 'Google ads', amount: 6_000, spent: 0 }]);
    expect(saved).toMatchObject({ budgetTotal: 6_000, budgetPerLead: 75, notes: 'Spring first.' });
    // The months carry the season's shape and add up to the year.
    expect(saved.months.reduce((sum, month) => sum + month.leads!, 0)).toBe(80);
    expect(Math.round(saved.months.reduce((sum, month) => sum + month.revenue! * 100, 0))).toBe(10_000_000);

    // Overriding the close rate: ⌈40 ÷ 50 %⌉ = 80 estimates, ⌈80 ÷ 75 %⌉ = 107 leads.
    const overridden = marketingPlanViewSchema.parse(
      (await call(owner, 'PUT', `/marketing/plans/${year}`, { revenueGoal: 100_000, closeRate: 50, budgets: [{ channelId: channel.id, amount: 6_000 }], updatedAt: saved.updatedAt })).body.data,
    );
    expect(overridden.funnel).toMatchObject({ estimatesNeeded: 80, leadsNeeded: 107 });
    expect(overridden.used.closeRate).toBe(50);
    expect(overridden.own.closeRate).toBe(66.7);
    // Someone else's save since: 409, and "first save" once one exists: 409.
    expect((await call(owner, 'PUT', `/marketing/plans/${year}`, { updatedAt: saved.updatedAt })).status).toBe(409);
    expect((await call(owner, 'PUT', `/marketing/plans/${year}`, { updatedAt: null })).status).toBe(409);
    // Another year is a plan of its own.
    expect((await plan(owner, year + 1)).updatedAt).toBeNull();
  });

  it('takes the goal from the growth planner: the budget’s year, then each planned year', async () => {
    const owner = await signedInUser(t);
    const year = new Date().getFullYear();
    const summary = overheadSummarySchema.parse((await call(owner, 'GET', '/summary')).body.data);
    const budget = { year, name: 'This year', billableLaborHours: 10_000, directCost: { directLabor: 400_000, materials: 100_000 }, operatingExpense: { rent: 200_000 }, active: true };
    expect((await call(owner, 'PUT', `/overhead_budgets/${summary.budget!.id}`, budget)).status).toBe(200);
    const growth = await call(owner, 'PUT', '/growth_plan', { years: 2, targetMode: 'growth', growthPercent: 10, updatedAt: null });
    expect(growth.status, growth.text).toBe(200);
    const view = growthPlanViewSchema.parse(growth.body.data);
    if (!view.outcome.ok) throw new Error(view.outcome.reason);

    // The budget sells its year for $777,822.22; 10 % a year: $855,604.44, then $941,164.88.
    expect((await plan(owner, year)).goal).toMatchObject({ planned: view.outcome.plan.today.revenue, source: 'budget', used: 777_822.22 });
    expect((await plan(owner, year + 1)).goal).toMatchObject({ planned: view.outcome.plan.years[0]!.revenue, source: 'growth_plan', used: 855_604.44 });
    expect((await plan(owner, year + 2)).goal).toMatchObject({ planned: 941_164.88, source: 'growth_plan' });
    expect((await plan(owner, year + 3)).goal).toMatchObject({ planned: null, source: null });
    // A typed goal wins over the planner's.
    const typed = await call(owner, 'PUT', `/marketing/plans/${year + 1}`, { revenueGoal: 900_000 });
    expect(marketingPlanViewSchema.parse(typed.body.data).goal).toMatchObject({ planned: 855_604.44, override: 900_000, used: 900_000 });
  });
});

describe('the ideal client avatar', () => {
  it('counts today’s customers who match it, by what they were invoiced in the last 12 months', async () => {
    const owner = await signedInUser(t);
    const companyId = owner.companyId;
    const today = await companyToday(t.database.db, companyId);
    const referral = await aLeadSource(t, companyId, 'Referral');
    const google = await aLeadSource(t, companyId, 'Google');
    const mowing = (await aReportService(t, companyId, { name: 'Estate mowing' })).id;
    const snow = (await aReportService(t, companyId, { name: 'Roof snow removal' })).id;
    const aCustomer = async (name: string, values: { type?: 'residential' | 'commercial'; status?: 'active' | 'inactive'; source: string | null; lot: number | null; city: string; service: string | null; invoiced: number }) => {
      const [row] = await t.database.db
        .insert(customers)
        .values({ companyId, type: values.type ?? 'residential', lastName: name, displayName: name, status: values.status ?? 'active', leadSourceId: values.source })
        .returning({ id: customers.id });
      const id = row!.id;
      await t.database.db.insert(customerProperties).values({ companyId, customerId: id, name: 'Home', city: values.city, lotSizeSqFt: values.lot, isPrimary: true });
      if (values.service) await aReportJob(t, companyId, { customerId: id, serviceId: values.service });
      if (values.invoiced > 0) await aReportInvoice(t, companyId, { customerId: id, status: 'paid', issueDate: addDays(today, -30), dueDate: today, subtotal: values.invoiced });
      return id;
    };
    await aCustomer('Ames', { source: referral, lot: 12_000, city: 'Edina', service: mowing, invoiced: 3_200 });
    await aCustomer('Bell', { source: google, lot: 25_000, city: 'Minnetonka', service: mowing, invoiced: 2_000 });
    await aCustomer('Cole', { type: 'commercial', source: null, lot: null, city: 'St Paul', service: snow, invoiced: 0 });
    await aCustomer('Gone', { status: 'inactive', source: referral, lot: 12_000, city: 'Edina', service: mowing, invoiced: 9_000 });

    const empty = avatarViewSchema.parse((await call(owner, 'GET', '/marketing/avatar')).body.data);
    expect(empty.updatedAt).toBeNull();
    expect(empty.match).toMatchObject({ customers: 3, revenue: 5_200, criteria: [] });
    expect(empty.options.services.map((service) => service.name)).toEqual(expect.arrayContaining(['Estate mowing', 'Roof snow removal']));

    const response = await call(owner, 'PUT', '/marketing/avatar', {
      name: 'Busy suburban homeowner',
      who: 'Two working parents who want the yard done without thinking about it.',
      clientType: 'residential',
      property: 'Single-family home with a fenced back yard',
      lotSizeMin: 8_000,
      lotSizeMax: 20_000,
      serviceIds: [mowing],
      budgetMin: 2_000,
      leadSourceIds: [referral],
      whereTheyLook: 'Neighbours, the HOA newsletter',
      cities: ['Edina'],
      values: ['Reliability', 'A tidy finish'],
      updatedAt: null,
    });
    expect(response.status, response.text).toBe(200);
    const view: AvatarView = avatarViewSchema.parse(response.body.data);
    // Ames meets all six; Bell the type, the service and the budget (3 of 6 = 50 %); Cole none. Gone is inactive.
    // $3,200 of $5,200 = 61.5 %; $2,000 = 38.5 %.
    expect(view.match).toMatchObject({
      customers: 3,
      revenue: 5_200,
      strong: { customers: 1, revenue: 3_200, revenueShare: 61.5 },
      partial: { customers: 1, revenue: 2_000, revenueShare: 38.5 },
      none: { customers: 1, revenue: 0, revenueShare: 0 },
    });
    expect(view.match.top.map((match) => [match.name, match.percent, match.missed])).toEqual([
      ['Ames', 100, []],
      ['Bell', 50, ['propertySize', 'whereTheyLook', 'area']],
    ]);
    expect(view.avatar.values).toEqual(['Reliability', 'A tidy finish']);
    expect((await call(owner, 'PUT', '/marketing/avatar', { name: 'Again', updatedAt: null })).status).toBe(409);
    expect((await call(owner, 'PUT', '/marketing/avatar', { name: 'Again', updatedAt: '2020-01-01T00:00:00.000Z' })).status).toBe(409);
  });
});

describe('the campaign calendar', () => {
  it('shows a campaign’s results once it has started: its channel’s leads and won revenue in its dates', async () => {
    const owner = await signedInUser(t);
    const companyId = owner.companyId;
    const today = await companyToday(t.database.db, companyId);
    const referral = await aLeadSource(t, companyId, 'Door hanger');
    const channel = await created<Channel>(owner, '/marketing/channels', { name: 'Door hangers', leadSourceIds: [referral] });
    const aeration = (await aReportService(t, companyId, { name: 'Core aeration' })).id;
    const running = await created<Campaign>(owner, '/marketing/campaigns', {
      name: 'Aeration push',
      channelId: channel.id,
      budget: 500,
      serviceId: aeration,
      startDate: addDays(today, -20),
      endDate: addDays(today, 10),
      status: 'running',
    });
    const later = await created<Campaign>(owner, '/marketing/campaigns', { name: 'Fall clean-up', channelId: channel.id, budget: 800, startDate: addDays(today, 30), endDate: addDays(today, 60) });
    expect(running.serviceName).toBe('Core aeration');
    // A lead from a hanger five days ago, and its estimate won three days ago; one from before the campaign.
    const lead = await aReportLead(t, companyId, { name: 'Hanger lead', leadSourceId: referral, status: 'won', createdAt: daysAgo(today, 5) });
    await aReportLead(t, companyId, { name: 'Before', leadSourceId: referral, createdAt: daysAgo(today, 40) });
    await aReportEstimate(t, companyId, { client: { type: 'lead', id: lead }, subtotal: 1_250, createdBy: owner.userId, createdAt: daysAgo(today, 4), steps: [{ kind: 'approved', at: daysAgo(today, 3) }] });

    const list = campaignListSchema.parse((await call(owner, 'GET', '/marketing/campaigns')).body.data);
    const shown = new Map(list.campaigns.map((campaign) => [campaign.id, campaign]));
    // $500 ÷ 1 lead; (1,250 − 500) ÷ 500 = 150 %.
    expect(shown.get(running.id)!.results).toEqual({ from: addDays(today, -20), to: today, leads: 1, wonJobs: 1, wonValue: 1_250, costPerLead: 500, returnPercent: 150 });
    if (shown.has(later.id)) expect(shown.get(later.id)!.results).toBeNull();
    expect(list.options.channels.map((each) => each.name)).toEqual(['Door hangers']);

    // Changed against the version loaded; a stale change is 409; deleted.
    const moved = await created<Campaign>(owner, `/marketing/campaigns/${later.id}`, { name: 'Fall clean-up', channelId: channel.id, budget: 900, startDate: addDays(today, 30), endDate: addDays(today, 45), updatedAt: later.updatedAt }, 'PUT');
    expect(moved.budget).toBe(900);
    expect((await call(owner, 'PUT', `/marketing/campaigns/${later.id}`, { name: 'x', channelId: channel.id, startDate: today, endDate: today, updatedAt: later.updatedAt })).status).toBe(409);
    expect((await call(owner, 'DELETE', `/marketing/campaigns/${later.id}`)).status).toBe(200);
    expect((await call(owner, 'DELETE', `/marketing/campaigns/${later.id}`)).status).toBe(404);
    // Another year shows its own.
    expect(campaignListSchema.parse((await call(owner, 'GET', '/marketing/campaigns?year=2001')).body.data).campaigns).toEqual([]);
  });
});

describe('the content schedule', () => {
  it('keeps pieces by publishing date with their owner and status, and calls a scheduled one gone by late', async () => {
    const owner = await signedInUser(t);
    const today = await companyToday(t.database.db, owner.companyId);
    const idea = await created<ContentPiece>(owner, '/marketing/content', { title: 'Ten plants deer leave alone', topic: 'Planting', format: 'blog' });
    const late = await created<ContentPiece>(owner, '/marketing/content', {
      title: 'Why we aerate in fall',
      topic: 'Lawn care',
      format: 'video',
      status: 'scheduled',
      publishOn: addDays(today, -1),
      ownerUserId: owner.userId,
    });
    await created(owner, '/marketing/content', { title: 'Spring clean-up reminder', topic: 'Lawn care', format: 'email', status: 'published', publishOn: addDays(today, -30) });
    expect(late).toMatchObject({ late: true, ownerName: expect.any(String) });
    const refused = await call(owner, 'POST', '/marketing/content', { title: 'No date', format: 'social', status: 'scheduled' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.details.fieldErrors)).toEqual(['publishOn']);

    const list = contentListSchema.parse((await call(owner, 'GET', '/marketing/content')).body.data);
    expect(list.pieces.map((piece) => piece.title)).toEqual(['Spring clean-up reminder', 'Why we aerate in fall', 'Ten plants deer leave alone']);
    expect(list.topics).toEqual([
      { topic: 'Lawn care', pieces: 2 },
      { topic: 'Planting', pieces: 1 },
    ]);

    const published = await created<ContentPiece>(owner, `/marketing/content/${late.id}`, { ...late, status: 'published', ownerName: undefined, late: undefined, id: undefined, createdAt: undefined }, 'PUT');
    expect(published).toMatchObject({ status: 'published', late: false });
    expect((await call(owner, 'PUT', `/marketing/content/${idea.id}`, { title: 'x', format: 'blog', updatedAt: '2020-01-01T00:00:00.000Z' })).status).toBe(409);
    expect((await call(owner, 'DELETE', `/marketing/content/${idea.id}`)).status).toBe(200);
  });
});

describe('marketing validation, tenancy and roles', () => {
  const channelId = randomUUID();
  let validator: SignedInUser;
  beforeAll(async () => {
    validator = await signedInUser(t);
  });
  it.each([
    ['POST', '/marketing/channels', {}, ['name']],
    ['POST', '/marketing/channels', { name: 'x'.repeat(81), leadSourceIds: 'Referral' }, ['name', 'leadSourceIds']],
    ['POST', '/marketing/channels', { name: 'Signs', leadSourceIds: [channelId, channelId] }, ['leadSourceIds']],
    ['POST', '/marketing/channels', { name: 'Signs', companyId: randomUUID() }, ['body']],
    ['PUT', '/marketing/plans/2026', { closeRate: 0, leadToEstimateRate: 100.5, revenueGoal: 'lots' }, ['closeRate', 'leadToEstimateRate', 'revenueGoal']],
    ['PUT', '/marketing/plans/2026', { budgets: [{ channelId: 'x', amount: 1.005 }] }, ['budgets.0.channelId', 'budgets.0.amount']],
    ['PUT', '/marketing/plans/1999', {}, ['year']],
    ['PUT', `/marketing/channels/${channelId}/spend`, { year: 2026, months: [{ month: '2025-12', amount: -5 }] }, ['months.0.month', 'months.0.amount']],
    ['PUT', '/marketing/avatar', { name: '', clientType: 'alien', lotSizeMin: 10.5 }, ['name', 'clientType', 'lotSizeMin']],
    ['PUT', '/marketing/avatar', { name: 'x', lotSizeMin: 20_000, lotSizeMax: 8_000, budgetMin: 500, budgetMax: 100 }, ['lotSizeMax', 'budgetMax']],
    ['PUT', '/marketing/avatar', { name: 'x', cities: Array(21).fill('Edina'), values: [''] }, ['cities', 'values.0']],
    ['POST', '/marketing/campaigns', { name: 'Push', channelId: 'signs', startDate: '2026-02-30', endDate: '2026-03-01', status: 'live' }, ['channelId', 'startDate', 'status']],
    ['POST', '/marketing/campaigns', { name: 'Push', channelId, startDate: '2026-08-31', endDate: '2026-08-01', budget: -1 }, ['endDate', 'budget']],
    ['POST', '/marketing/content', { title: 'x'.repeat(161), format: 'podcast', publishOn: '2026-13-01' }, ['title', 'format', 'publishOn']],
    ['POST', '/marketing/content', { title: 'x', format: 'blog', status: 'published', ownerUserId: 'me' }, ['publishOn', 'ownerUserId']],
    ['GET', '/marketing/channels?from=2026-13&to=2026-01', undefined, ['from']],
    ['GET', '/marketing/channels?from=2026-05&to=2026-04', undefined, ['to']],
    ['GET', '/marketing/campaigns?year=next', undefined, ['year']],
  ])('%s %s %j is 400 naming %j', async (method, url, body, fields) => {
    const response = await call(validator, method as 'GET', url, body);
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it('a second company cannot read, change, delete or name the first one’s marketing records', async () => {
    const owner = await signedInUser(t);
    const source = await aLeadSource(t, owner.companyId, 'Referral');
    const service = (await aReportService(t, owner.companyId, { name: 'Estate mowing' })).id;
    const channel = await created<Channel>(owner, '/marketing/channels', { name: 'Referrals', leadSourceIds: [source] });
    const campaign = await created<Campaign>(owner, '/marketing/campaigns', { name: 'Push', channelId: channel.id, serviceId: service, startDate: '2026-03-01', endDate: '2026-03-31' });
    const piece = await created<ContentPiece>(owner, '/marketing/content', { title: 'Owner’s post', format: 'blog', ownerUserId: owner.userId });
    await created(owner, '/marketing/plans/2026', { revenueGoal: 500_000, budgets: [{ channelId: channel.id, amount: 1_000 }] }, 'PUT');
    await created(owner, '/marketing/avatar', { name: 'Owner’s avatar', serviceIds: [service], leadSourceIds: [source] }, 'PUT');

    const intruder = await signedInUser(t);
    // Reading: nothing of theirs shows.
    const list = await channelList(intruder);
    expect(list.channels).toEqual([]);
    expect(list.leadSources.map((each) => each.id)).not.toContain(source);
    expect((await plan(intruder, 2026)).budgets).toEqual([]);
    expect((await plan(intruder, 2026)).goal.override).toBeNull();
    expect(avatarViewSchema.parse((await call(intruder, 'GET', '/marketing/avatar')).body.data).avatar.name).toBe('');
    expect(campaignListSchema.parse((await call(intruder, 'GET', '/marketing/campaigns?year=2026')).body.data).campaigns).toEqual([]);
    expect(contentListSchema.parse((await call(intruder, 'GET', '/marketing/content')).body.data).pieces).toEqual([]);
    expect((await call(intruder, 'GET', `/marketing/channels/${channel.id}/spend`)).status).toBe(404);

    // Changing and deleting: 404.
    expect((await call(intruder, 'PUT', `/marketing/channels/${channel.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await call(intruder, 'PUT', `/marketing/channels/${channel.id}/spend`, { year: 2026, months: [] })).status).toBe(404);
    expect((await call(intruder, 'DELETE', `/marketing/channels/${channel.id}`)).status).toBe(404);
    expect((await call(intruder, 'PUT', `/marketing/campaigns/${campaign.id}`, { name: 'Mine', channelId: channel.id, startDate: '2026-03-01', endDate: '2026-03-31' })).status).toBe(404);
    expect((await call(intruder, 'DELETE', `/marketing/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await call(intruder, 'PUT', `/marketing/content/${piece.id}`, { title: 'Mine', format: 'blog' })).status).toBe(404);
    expect((await call(intruder, 'DELETE', `/marketing/content/${piece.id}`)).status).toBe(404);

    // Naming the first company's ids in a body: 404 on the field.
    const named = async (method: 'POST' | 'PUT', url: string, body: unknown, field: string) => {
      const response = await call(intruder, method, url, body);
      expect(response.status, `${url} ${response.text}`).toBe(404);
      expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
    };
    await named('POST', '/marketing/channels', { name: 'Theirs', leadSourceIds: [source] }, 'leadSourceIds.0');
    await named('PUT', '/marketing/plans/2026', { budgets: [{ channelId: channel.id, amount: 10 }] }, 'budgets.0.channelId');
    await named('PUT', '/marketing/avatar', { name: 'Theirs', serviceIds: [service] }, 'serviceIds.0');
    await named('PUT', '/marketing/avatar', { name: 'Theirs', leadSourceIds: [source] }, 'leadSourceIds.0');
    await named('POST', '/marketing/campaigns', { name: 'Theirs', channelId: channel.id, startDate: '2026-03-01', endDate: '2026-03-31' }, 'channelId');
    const own = await created<Channel>(intruder, '/marketing/channels', { name: 'Mine' });
    await named('POST', '/marketing/campaigns', { name: 'Theirs', channelId: own.id, serviceId: service, startDate: '2026-03-01', endDate: '2026-03-31' }, 'serviceId');
    await named('POST', '/marketing/content', { title: 'Theirs', format: 'blog', ownerUserId: owner.userId }, 'ownerUserId');

    // The first company's records are as they were.
    expect((await channelList(owner)).channels.map((each) => each.name)).toEqual(['Referrals']);
  });

  it('lets the office read, admins and office managers change, and keeps crew leaders out', async () => {
    const owner = await signedInUser(t);
    const manager = await signedInUser(t, { role: 'office_manager', companyId: owner.companyId });
    const estimator = await signedInUser(t, { role: 'estimator', companyId: owner.companyId });
    const crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });
    const channel = await created<Channel>(manager, '/marketing/channels', { name: 'Website' });

    for (const url of ['/marketing/plans/2026', '/marketing/channels', '/marketing/avatar', '/marketing/campaigns', '/marketing/content']) {
      expect((await call(estimator, 'GET', url)).status, url).toBe(200);
      expect((await call(crewLeader, 'GET', url)).status, url).toBe(403);
    }
    expect((await channelList(estimator)).canEdit).toBe(false);
    expect((await channelList(manager)).canEdit).toBe(true);
    const writes: Array<['POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['PUT', '/marketing/plans/2026', {}],
      ['POST', '/marketing/channels', { name: 'Radio' }],
      ['PUT', `/marketing/channels/${channel.id}`, { name: 'Radio' }],
      ['PUT', `/marketing/channels/${channel.id}/spend`, { year: 2026, months: [] }],
      ['DELETE', `/marketing/channels/${channel.id}`, undefined],
      ['PUT', '/marketing/avatar', { name: 'x' }],
      ['POST', '/marketing/campaigns', { name: 'x', channelId: channel.id, startDate: '2026-03-01', endDate: '2026-03-02' }],
      ['POST', '/marketing/content', { title: 'x', format: 'blog' }],
    ];
    for (const [method, url, body] of writes) {
      const response = await call(estimator, method, url, body);
      expect(response.status, url).toBe(403);
      expect(response.body.message).toBe(marketingMessages.leadersOnly);
      // A body the estimator may not send teaches them nothing: still 403, not 400.
      expect((await call(estimator, method, url, { nonsense: true })).status, url).toBe(403);
    }
    expect((await call(manager, 'DELETE', `/marketing/channels/${channel.id}`)).status).toBe(200);
  });
});
