import { avatarViewSchema, closesNeeded, campaignListSchema, channelListSchema, contentListSchema, contentStatuses, marketingPlanViewSchema } from '@groundwork/domain/marketing';
import { reportSchema } from '@groundwork/domain/reporting';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { demoApp, seededDemo } from './demo-fixture';
import { DEMO_AVATAR_SERVICES, DEMO_NEW_WORK_GOAL, demoChannels } from './marketing';

const t = demoApp;

async function get<T>(token: string, url: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  const response = await t.call('GET', url, { token });
  expect(response.status, response.text).toBe(200);
  return schema.parse(response.body.data);
}

describe('the demo company’s marketing', () => {
  it('ties six channels to its lead sources, each one’s won revenue its sources’ value won in the Sales report', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    // Last year: a whole season of spend and sales.
    const thisYear = await get(token, '/marketing/channels', channelListSchema);
    const lastYear = Number(thisYear.today.slice(0, 4)) - 1;
    const list = await get(token, `/marketing/channels?from=${lastYear}-01&to=${lastYear}-12`, channelListSchema);
    expect(list.channels.map((channel) => channel.name).sort()).toEqual(demoChannels.map((channel) => channel.name).sort());
    // Every default lead source is tied to a channel.
    expect(list.leadSources.every((source) => source.channelId !== null)).toBe(true);

    const sales = reportSchema.parse((await t.call('GET', `/reports/sales?from=${lastYear}-01-01&to=${lastYear}-12-31&compare=none`, { token })).body.data.report);
    const bySource = sales.sections.find((section) => section.key === 'lead-sources')!.rows;
    const valueWon = (name: string) => (bySource.find((row) => row.values.name === name)?.values.valueWon as number | undefined) ?? 0;
    for (const channel of list.channels) {
      const expected = channel.leadSources.reduce((sum, source) => sum + Math.round(valueWon(source.name) * 100), 0);
      expect(Math.round(channel.figures.wonValue * 100), channel.name).toBe(expected);
    }
    // A season of spend: Google $600 a month March–October, $900 in April and May.
    expect(list.channels.find((channel) => channel.name === 'Google Ads')!.figures.spend).toBe(5_400);
    expect(list.totals.spend).toBeGreaterThan(10_000);
    expect(list.totals.wonValue).toBeGreaterThan(list.totals.spend);
    expect(list.totals.leads).toBeGreaterThan(0);
  });

  it('plans this year from the growth planner’s today and its own close rate, with a budget by channel', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const year = Number((await get(token, '/marketing/channels', channelListSchema)).today.slice(0, 4));
    const plan = await get(token, `/marketing/plans/${year}`, marketingPlanViewSchema);
    // The budget sells $1,211,080 (seed/growth-plan.ts), the growth planner's today; the plan counts the new work to win.
    expect(plan.goal).toMatchObject({ planned: 1_211_080, source: 'budget', override: DEMO_NEW_WORK_GOAL, used: DEMO_NEW_WORK_GOAL });
    // ⌈goal ÷ average job⌉ jobs, and the estimates and leads before them.
    expect(plan.funnel.closesNeeded).toBe(closesNeeded(DEMO_NEW_WORK_GOAL, plan.own.averageJob));
    expect(plan.own.closeRate).not.toBeNull();
    expect(plan.own.averageJob).not.toBeNull();
    expect(plan.funnel.leadsNeeded).toBeGreaterThan(plan.funnel.estimatesNeeded!);
    expect(plan.budgets).toHaveLength(6);
    expect(plan.budgetTotal).toBe(demoChannels.reduce((sum, channel) => sum + channel.budget, 0));
    expect(plan.seasonShape.reduce((sum, leads) => sum + leads, 0)).toBe(plan.own.leads);
  });

  it('has an ideal client some of today’s customers fit, campaigns with results, and a content schedule in every state', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const avatar = await get(token, '/marketing/avatar', avatarViewSchema);
    expect(avatar.avatar.name).toBe('Busy suburban homeowner');
    expect(avatar.avatar.serviceIds).toHaveLength(DEMO_AVATAR_SERVICES.length);
    expect(avatar.match.criteria).toHaveLength(6);
    // Some of today's customers fit it all, and they bring in more than the rest.
    expect(avatar.match.strong.customers).toBeGreaterThan(0);
    expect(avatar.match.averageRevenue.strong!).toBeGreaterThan(avatar.match.averageRevenue.others!);

    const today = (await get(token, '/marketing/content', contentListSchema)).today;
    const lastYear = await get(token, `/marketing/campaigns?year=${Number(today.slice(0, 4)) - 1}`, campaignListSchema);
    expect(lastYear.campaigns.map((campaign) => campaign.name.replace(/ \d{4}$/, ''))).toEqual(['Spring clean-up mailer', 'Aeration push', 'Fall clean-up search push']);
    // Last year's have run: their results are their channels' leads and wins in their dates.
    expect(lastYear.campaigns.every((campaign) => campaign.status === 'done' && campaign.results !== null)).toBe(true);
    const thisYear = await get(token, '/marketing/campaigns', campaignListSchema);
    const spring = thisYear.campaigns.find((campaign) => campaign.name.startsWith('Spring clean-up'))!;
    expect(spring).toMatchObject({ startDate: `${today.slice(0, 4)}-03-01`, channelName: 'Door hangers', serviceName: 'Spring Clean-up' });
    expect(spring.results === null).toBe(today < spring.startDate);

    const content = await get(token, '/marketing/content', contentListSchema);
    expect(new Set(content.pieces.map((piece) => piece.status))).toEqual(new Set(contentStatuses));
    expect(content.pieces.filter((piece) => piece.late).map((piece) => piece.title)).toEqual(['Why we mow at 3½ inches']);
  });
});
