import { describe, expect, it } from 'vitest';
import { avatarMatchSummary, avatarScore, type AvatarProfile, type CustomerFacts } from './avatar';
import { campaignMonths, campaignResultsWindow, contentNeedsDate, isContentLate, seasonOf } from './calendar';
import { addActuals, channelReturns, costPer, returnOnSpend } from './channel-returns';
import { budgetPerLead, closesNeeded, funnelByMonth, marketingFunnel, neededBefore, ownFigures } from './funnel';
import { avatarInputSchema, campaignInputSchema, channelListQuerySchema, contentInputSchema, marketingPlanInputSchema, spendInputSchema, yearParamsSchema } from './marketing.schemas';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the marketing funnel', () => {
  it.each([
    // goal, average job, close %, lead→estimate %: closes, estimates, leads — worked by hand.
    // 1,200,000 ÷ 2,450 = 489.8 → 490 jobs; 490 ÷ 45.5 % = 1,076.9 → 1,077 estimates; 1,077 ÷ 60 % = 1,795 leads.
    [1_200_000, 2_450, 45.5, 60, 490, 1_077, 1_795],
    // Exact all the way: 10,000 ÷ 2,500 = 4; 4 ÷ 50 % = 8; 8 ÷ 100 % = 8.
    [10_000, 2_500, 50, 100, 4, 8, 8],
    // One cent over four jobs' worth needs a fifth job.
    [10_000.01, 2_500, 50, 100, 5, 10, 10],
    // Floats get these wrong: 1.10 ÷ 0.10 = 11.000000000000002 (→ 12), and 7 ÷ 0.7 = 10.000000000000002 (→ 11).
    [1.1, 0.1, 70, 70, 11, 16, 23],
    [0.7, 0.1, 70, 100, 7, 10, 10],
    // Nothing to win: nothing to do.
    [0, 2_450, 45.5, 60, 0, 0, 0],
  ])('goal $%s at $%s a job, %s %% closed, %s %% quoted → %s jobs, %s estimates, %s leads', (goal, average, close, quoted, closes, estimates, leads) => {
    expect(marketingFunnel({ revenueGoal: goal, averageJob: average, closeRate: close, leadToEstimateRate: quoted })).toEqual({
      revenueGoal: goal,
      closesNeeded: closes,
      estimatesNeeded: estimates,
      leadsNeeded: leads,
    });
  });

  it('cannot divide by nothing: a missing or zero input leaves it and what follows as —', () => {
    expect(closesNeeded(10_000, 0)).toBeNull();
    expect(closesNeeded(null, 2_500)).toBeNull();
    expect(neededBefore(4, 0)).toBeNull();
    expect(neededBefore(4, 100.01)).toBeNull();
    expect(neededBefore(null, 50)).toBeNull();
    expect(marketingFunnel({ revenueGoal: 10_000, averageJob: 2_500, closeRate: null, leadToEstimateRate: 60 })).toEqual({ revenueGoal: 10_000, closesNeeded: 4, estimatesNeeded: null, leadsNeeded: null });
    expect(marketingFunnel({ revenueGoal: null, averageJob: 2_500, closeRate: 50, leadToEstimateRate: 60 })).toEqual({ revenueGoal: null, closesNeeded: null, estimatesNeeded: null, leadsNeeded: null });
  });

  it('reads the company’s own close rate, average job and lead-to-estimate rate as the Sales report does', () => {
    // 9 of 20 answered = 45.0 %; $22,050.50 ÷ 9 = 2,450.0555… → $2,450.06; 22 of 40 leads quoted = 55.0 %.
    expect(ownFigures({ approved: 9, declined: 11, valueWon: 22_050.5, leads: 40, quotedLeads: 22 })).toEqual({ closeRate: 45, averageJob: 2_450.06, leadToEstimateRate: 55 });
    // 2 of 3 = 66.666… → 66.7 %; nothing won: no average job, a close rate of 0 %.
    expect(ownFigures({ approved: 0, declined: 3, valueWon: 0, leads: 3, quotedLeads: 2 })).toEqual({ closeRate: 0, averageJob: null, leadToEstimateRate: 66.7 });
    expect(ownFigures({ approved: 0, declined: 0, valueWon: 0, leads: 0, quotedLeads: 0 })).toEqual({ closeRate: null, averageJob: null, leadToEstimateRate: null });
  });

  it('spreads the year by the season’s shape, each figure’s months adding up to it exactly', () => {
    const funnel = { revenueGoal: 1_000, closesNeeded: 10, estimatesNeeded: 20, leadsNeeded: 30 };
    // March to August carry 1, 2, 3, 2, 1, 1 tenths of the year.
    const months = funnelByMonth(funnel, [0, 0, 1, 2, 3, 2, 1, 1, 0, 0, 0, 0]);
    expect(months.filter((month) => month.leads !== 0).map((month) => [month.month, month.revenue, month.closes, month.estimates, month.leads])).toEqual([
      [3, 100, 1, 2, 3],
      [4, 200, 2, 4, 6],
      [5, 300, 3, 6, 9],
      [6, 200, 2, 4, 6],
      [7, 100, 1, 2, 3],
      [8, 100, 1, 2, 3],
    ]);
    // Three equal months: $100 is 33.34 + 33.33 + 33.33 and 7 leads 3 + 2 + 2, the odd ones going first.
    const even = funnelByMonth({ revenueGoal: 100, closesNeeded: 7, estimatesNeeded: null, leadsNeeded: 7 }, [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(even.slice(0, 3).map((month) => [month.revenue, month.closes, month.estimates, month.leads])).toEqual([
      [33.34, 3, null, 3],
      [33.33, 2, null, 2],
      [33.33, 2, null, 2],
    ]);
    // No history: twelve equal months.
    expect(funnelByMonth({ revenueGoal: 1_200, closesNeeded: 12, estimatesNeeded: 24, leadsNeeded: 36 }, Array(12).fill(0)).map((month) => month.revenue)).toEqual(Array(12).fill(100));
    expect(() => funnelByMonth(funnel, [1, 2])).toThrow(RangeError);
  });

  it('prices each lead the plan needs from the budget', () => {
    // $18,000 ÷ 1,795 = 10.0278… → $10.03.
    expect(budgetPerLead(18_000, 1_795)).toBe(10.03);
    expect(budgetPerLead(18_000, 0)).toBeNull();
    expect(budgetPerLead(18_000, null)).toBeNull();
  });
});

describe('a channel’s returns', () => {
  it('works out cost per lead, cost per win and return to the cent and the tenth of a percent', () => {
    // $1,500 ÷ 12 = $125.00; ÷ 5 = $300.00; (9,875.50 − 1,500) ÷ 1,500 = 558.366… → 558.4 %.
    expect(channelReturns({ spend: 1_500, leads: 12, wonJobs: 5, wonValue: 9_875.5, invoiced: 7_200 })).toEqual({
      spend: 1_500,
      leads: 12,
      wonJobs: 5,
      wonValue: 9_875.5,
      invoiced: 7_200,
      costPerLead: 125,
      costPerWin: 300,
      netReturn: 8_375.5,
      returnPercent: 558.4,
    });
    // A channel that lost money: (500 − 2,000) ÷ 2,000 = −75 %.
    expect(channelReturns({ spend: 2_000, leads: 4, wonJobs: 1, wonValue: 500, invoiced: 0 })).toMatchObject({ costPerLead: 500, costPerWin: 2_000, netReturn: -1_500, returnPercent: -75 });
  });

  it.each([
    // spend, count → cost: $3.00 ÷ 8 = 0.375 → $0.38 (half-up); nothing counted → —; a free channel costs $0 a lead.
    [3, 8, 0.38],
    [10, 3, 3.33],
    [1_500, 0, null],
    [0, 4, 0],
  ])('$%s ÷ %s = %s', (spend, count, cost) => {
    expect(costPer(spend, count)).toBe(cost);
  });

  it.each([
    // won, spend → return %: (4.01 − 4) ÷ 4 = 0.25 % → 0.3 (half away from zero), and −0.25 % → −0.3.
    [4.01, 4, 0.3],
    [3.99, 4, -0.3],
    [0, 250, -100],
    // No spend: a return has no meaning (—).
    [1_000, 0, null],
  ])('won $%s for $%s spent → %s %%', (won, spend, percent) => {
    expect(returnOnSpend(won, spend)).toBe(percent);
  });

  it('adds sources and channels up exactly', () => {
    expect(
      addActuals([
        { spend: 0.1, leads: 1, wonJobs: 0, wonValue: 0.2, invoiced: 0.7 },
        { spend: 0.2, leads: 2, wonJobs: 1, wonValue: 0.1, invoiced: 0.1 },
      ]),
    ).toEqual({ spend: 0.3, leads: 3, wonJobs: 1, wonValue: 0.3, invoiced: 0.8 });
  });
});

describe('the ideal client avatar', () => {
  const profile: AvatarProfile = {
    clientType: 'residential',
    lotSizeMin: 8_000,
    lotSizeMax: 20_000,
    serviceIds: [id(1), id(2)],
    budgetMin: 2_000,
    budgetMax: null,
    leadSourceIds: [id(10)],
    cities: ['Edina', ' Minnetonka '],
  };
  const customer = (overrides: Partial<CustomerFacts>): CustomerFacts => ({
    id: id(100),
    name: 'A',
    clientType: 'residential',
    lotSizeSqFt: 12_000,
    serviceIds: [id(1)],
    revenue: 3_200,
    leadSourceId: id(10),
    cities: ['edina'],
    ...overrides,
  });
  const customers = [
    // Meets all six.
    customer({ id: id(101), name: 'Ames' }),
    // Type, exactly the $2,000 budget, and Minnetonka: 3 of 6 = 50 %.
    customer({ id: id(102), name: 'Bell', lotSizeSqFt: 25_000, serviceIds: [id(3)], revenue: 2_000, leadSourceId: id(11), cities: ['MINNETONKA'] }),
    // A cent under the budget and nothing else.
    customer({ id: id(103), name: 'Cole', clientType: 'commercial', lotSizeSqFt: null, serviceIds: [], revenue: 1_999.99, leadSourceId: null, cities: ['St Paul'] }),
    // All but the area: 5 of 6 = 83.33 → 83 %.
    customer({ id: id(104), name: 'Dorn', lotSizeSqFt: 8_000, serviceIds: [id(2)], revenue: 5_000, cities: ['Hopkins'] }),
  ];

  it('scores a customer by the share of the profile they meet', () => {
    expect(customers.map((each) => avatarScore(profile, each)).map((score) => [score.met, score.considered, score.percent, score.level])).toEqual([
      [6, 6, 100, 'strong'],
      [3, 6, 50, 'partial'],
      [0, 6, 0, 'none'],
      [5, 6, 83, 'partial'],
    ]);
    expect(avatarScore(profile, customers[3]!).missed).toEqual(['area']);
    expect(avatarScore(profile, customers[1]!).missed).toEqual(['propertySize', 'services', 'whereTheyLook']);
  });

  it('weighs the matches by the revenue they bring', () => {
    const summary = avatarMatchSummary(profile, customers);
    // $3,200 + $2,000 + $1,999.99 + $5,000 = $12,199.99; 3,200 ÷ 12,199.99 = 26.23 %, 7,000 ÷ … = 57.38 %, 1,999.99 ÷ … = 16.39 %.
    expect(summary).toMatchObject({
      customers: 4,
      revenue: 12_199.99,
      strong: { customers: 1, revenue: 3_200, revenueShare: 26.2 },
      partial: { customers: 2, revenue: 7_000, revenueShare: 57.4 },
      none: { customers: 1, revenue: 1_999.99, revenueShare: 16.4 },
      // Everyone else: 8,999.99 ÷ 3 = 2,999.9966… → $3,000.00.
      averageRevenue: { strong: 3_200, others: 3_000 },
    });
    expect(summary.top.map((match) => [match.name, match.percent])).toEqual([
      ['Ames', 100],
      ['Dorn', 83],
      ['Bell', 50],
    ]);
    expect(summary.criteria).toEqual(['clientType', 'propertySize', 'services', 'budget', 'whereTheyLook', 'area']);
  });

  it('asks nothing of an empty profile, and nobody matches it', () => {
    const empty: AvatarProfile = { clientType: null, lotSizeMin: null, lotSizeMax: null, serviceIds: [], budgetMin: null, budgetMax: null, leadSourceIds: [], cities: [' '] };
    expect(avatarScore(empty, customers[0]!)).toEqual({ considered: 0, met: 0, percent: null, level: 'none', missed: [] });
    const summary = avatarMatchSummary(empty, []);
    expect(summary).toMatchObject({ customers: 0, revenue: 0, strong: { customers: 0, revenueShare: null }, averageRevenue: { strong: null, others: null } });
  });
});

describe('the campaign calendar and the content schedule', () => {
  it('lays campaigns out by month and season', () => {
    expect([12, 1, 2, 3, 5, 6, 8, 9, 11].map(seasonOf)).toEqual(['winter', 'winter', 'winter', 'spring', 'spring', 'summer', 'summer', 'fall', 'fall']);
    expect(campaignMonths({ startDate: '2026-03-15', endDate: '2026-04-10' }, 2026)).toEqual([3, 4]);
    expect(campaignMonths({ startDate: '2025-12-01', endDate: '2026-01-31' }, 2026)).toEqual([1]);
    expect(campaignMonths({ startDate: '2025-12-01', endDate: '2026-01-31' }, 2025)).toEqual([12]);
    expect(campaignMonths({ startDate: '2026-08-01', endDate: '2026-08-31' }, 2025)).toEqual([]);
  });

  it('reads a campaign’s results from its start to its end, or to today while it runs', () => {
    const august = { startDate: '2026-08-01', endDate: '2026-08-31', status: 'running' as const };
    expect(campaignResultsWindow(august, '2026-07-31')).toBeNull();
    expect(campaignResultsWindow(august, '2026-08-12')).toEqual({ from: '2026-08-01', to: '2026-08-12' });
    expect(campaignResultsWindow({ ...august, status: 'done' }, '2026-10-01')).toEqual({ from: '2026-08-01', to: '2026-08-31' });
    expect(campaignResultsWindow({ ...august, status: 'cancelled' }, '2026-10-01')).toBeNull();
  });

  it('needs a date to schedule or publish a piece, and calls a scheduled one gone by late', () => {
    expect(contentNeedsDate('idea')).toBe(false);
    expect(contentNeedsDate('scheduled')).toBe(true);
    expect(isContentLate({ status: 'scheduled', publishOn: '2026-04-01' }, '2026-04-02')).toBe(true);
    expect(isContentLate({ status: 'scheduled', publishOn: '2026-04-02' }, '2026-04-02')).toBe(false);
    expect(isContentLate({ status: 'published', publishOn: '2026-04-01' }, '2026-04-02')).toBe(false);
  });
});

describe('the marketing contract', () => {
  const fieldsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) => [...new Set(result.error?.issues.map((issue) => issue.path.join('.')) ?? [])].sort();

  it('reads a plan with every override empty as the company’s own figures', () => {
    expect(marketingPlanInputSchema.parse({})).toEqual({ revenueGoal: null, averageJob: null, closeRate: null, leadToEstimateRate: null, budgets: [], notes: '' });
    expect(marketingPlanInputSchema.parse({ revenueGoal: '', closeRate: 45.5, budgets: [{ channelId: id(1), amount: 1_200.5 }] })).toMatchObject({ revenueGoal: null, closeRate: 45.5 });
  });

  it.each([
    [{ closeRate: 0 }, ['closeRate']],
    [{ closeRate: 100.01, leadToEstimateRate: 45.555 }, ['closeRate', 'leadToEstimateRate']],
    [{ revenueGoal: -1, averageJob: 0 }, ['averageJob', 'revenueGoal']],
    [{ budgets: [{ channelId: id(1), amount: 10 }, { channelId: id(1), amount: 20 }] }, ['budgets.1.channelId']],
    [{ budgets: [{ channelId: 'x', amount: 1.005 }] }, ['budgets.0.amount', 'budgets.0.channelId']],
    [{ companyId: id(9) }, ['']],
  ])('refuses the plan %j on %j', (body, fields) => {
    expect(fieldsOf(marketingPlanInputSchema.safeParse(body))).toEqual(fields);
  });

  it('checks a channel’s months, a year’s spend, a campaign’s dates and a piece’s schedule', () => {
    expect(fieldsOf(channelListQuerySchema.safeParse({ from: '2026-05', to: '2026-04' }))).toEqual(['to']);
    expect(fieldsOf(channelListQuerySchema.safeParse({ from: '2026-13' }))).toEqual(['from']);
    expect(fieldsOf(channelListQuerySchema.safeParse({ from: '2000-01', to: '2010-01' }))).toEqual(['to']);
    expect(yearParamsSchema.parse({ year: '2026' })).toEqual({ year: 2026 });
    expect(fieldsOf(yearParamsSchema.safeParse({ year: '1999' }))).toEqual(['year']);
    expect(
      fieldsOf(
        spendInputSchema.safeParse({
          year: 2026,
          months: [
            { month: '2025-12', amount: 10 },
            { month: '2026-01', amount: 10 },
            { month: '2026-01', amount: -1 },
          ],
        }),
      ),
    ).toEqual(['months.0.month', 'months.2.amount', 'months.2.month']);
    const campaign = { name: 'Aeration push', channelId: id(1), startDate: '2026-08-31', endDate: '2026-08-01' };
    expect(fieldsOf(campaignInputSchema.safeParse(campaign))).toEqual(['endDate']);
    expect(fieldsOf(campaignInputSchema.safeParse({ ...campaign, endDate: '2027-09-01' }))).toEqual(['endDate']);
    expect(campaignInputSchema.parse({ ...campaign, startDate: '2026-08-01', endDate: '2026-08-31', serviceId: '' })).toMatchObject({ budget: 0, serviceId: null, status: 'planned' });
    expect(fieldsOf(contentInputSchema.safeParse({ title: 'Why aerate in fall', format: 'blog', status: 'scheduled' }))).toEqual(['publishOn']);
    expect(fieldsOf(contentInputSchema.safeParse({ title: '', format: 'podcast' }))).toEqual(['format', 'title']);
  });

  it('refuses an avatar whose ranges run backwards', () => {
    expect(fieldsOf(avatarInputSchema.safeParse({ name: 'Busy homeowner', lotSizeMin: 20_000, lotSizeMax: 8_000, budgetMin: 3_000, budgetMax: 2_000 }))).toEqual(['budgetMax', 'lotSizeMax']);
    expect(avatarInputSchema.parse({ name: 'Busy homeowner', clientType: '', lotSizeMin: '', cities: [' Edina '] })).toMatchObject({ clientType: null, lotSizeMin: null, cities: ['Edina'], serviceIds: [] });
  });
});
