import {
  channelReturns,
  funnelByMonth,
  marketingFunnel,
  type AvatarView,
  type Campaign,
  type CampaignList,
  type Channel,
  type ChannelActuals,
  type ChannelList,
  type ContentList,
  type ContentPiece,
  type MarketingPlanView,
} from '@groundwork/domain/marketing';

/** Small builders for the marketing component tests: views as the server answers them, figures worked by the domain. */

const stamp = '2026-10-01T15:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ids = {
  googleAds: id(1),
  yardSigns: id(2),
  google: id(11),
  yardSign: id(12),
  referral: id(13),
  mowing: id(21),
  aeration: id(22),
  dana: id(31),
};

/** Goal $100,000, own close rate 66.7 %, average job $2,500.25, 75 % of leads quoted; 4 leads in March–June last year. */
export function aPlanView(overrides: Partial<MarketingPlanView> = {}): MarketingPlanView {
  const own = { closeRate: 66.7, averageJob: 2_500.25, leadToEstimateRate: 75 };
  const funnel = marketingFunnel({ revenueGoal: 100_000, ...own });
  const seasonShape = [0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0];
  return {
    year: 2026,
    today: '2026-11-28',
    goal: { planned: null, source: null, note: 'The active budget sells nothing yet: type the goal, or finish the budget on Budget Pricing.', override: 100_000, used: 100_000 },
    own: { from: '2025-11-29', to: '2026-11-28', approved: 2, declined: 1, valueWon: 5_000.5, leads: 4, quotedLeads: 3, ...own },
    overrides: { closeRate: null, averageJob: null, leadToEstimateRate: null },
    used: own,
    funnel,
    seasonShape,
    months: funnelByMonth(funnel, seasonShape),
    budgets: [{ channelId: ids.googleAds, channelName: 'Google Ads', amount: 6_000, spent: 1_250 }],
    budgetTotal: 6_000,
    spentTotal: 1_250,
    budgetPerLead: 75,
    channels: [
      { id: ids.googleAds, name: 'Google Ads' },
      { id: ids.yardSigns, name: 'Yard signs' },
    ],
    notes: '',
    updatedAt: stamp,
    canEdit: true,
    ...overrides,
  };
}

const actuals = (values: Partial<ChannelActuals>): ChannelActuals => ({ spend: 0, leads: 0, wonJobs: 0, wonValue: 0, invoiced: 0, ...values });

export function aChannel(overrides: Partial<Channel> & { actuals?: Partial<ChannelActuals> } = {}): Channel {
  const { actuals: figures, ...rest } = overrides;
  return {
    id: ids.googleAds,
    name: 'Google Ads',
    notes: '',
    leadSources: [{ id: ids.google, name: 'Google', archived: false }],
    figures: channelReturns(actuals(figures ?? { spend: 1_500, leads: 12, wonJobs: 5, wonValue: 9_875.5, invoiced: 7_200 })),
    createdAt: stamp,
    updatedAt: stamp,
    ...rest,
  };
}

export function aChannelList(overrides: Partial<ChannelList> = {}): ChannelList {
  const channels = overrides.channels ?? [aChannel(), aChannel({ id: ids.yardSigns, name: 'Yard signs', leadSources: [{ id: ids.yardSign, name: 'Yard sign', archived: false }], actuals: { leads: 3 } })];
  return {
    today: '2026-11-28',
    from: '2026-01',
    to: '2026-12',
    period: { from: '2026-01-01', to: '2026-12-31' },
    channels,
    totals: channelReturns(actuals({ spend: 1_500, leads: 15, wonJobs: 5, wonValue: 9_875.5, invoiced: 7_200 })),
    unassigned: [{ id: ids.referral, name: 'Referral', archived: false, figures: channelReturns(actuals({ leads: 4, wonJobs: 2, wonValue: 3_500.5 })) }],
    leadSources: [
      { id: ids.google, name: 'Google', archived: false, channelId: ids.googleAds },
      { id: ids.referral, name: 'Referral', archived: false, channelId: null },
      { id: ids.yardSign, name: 'Yard sign', archived: false, channelId: ids.yardSigns },
    ],
    canEdit: true,
    ...overrides,
  };
}

export function anAvatarView(overrides: Partial<AvatarView> = {}): AvatarView {
  return {
    avatar: {
      name: 'Busy suburban homeowner',
      who: '',
      clientType: 'residential',
      property: '',
      lotSizeMin: 8_000,
      lotSizeMax: 20_000,
      serviceIds: [ids.mowing],
      budgetMin: 2_000,
      budgetMax: null,
      leadSourceIds: [ids.referral],
      whereTheyLook: '',
      cities: ['Edina'],
      values: ['Reliability'],
    },
    updatedAt: stamp,
    window: { from: '2025-11-29', to: '2026-11-28' },
    match: {
      criteria: ['clientType', 'propertySize', 'services', 'budget', 'whereTheyLook', 'area'],
      customers: 3,
      revenue: 5_200,
      strong: { customers: 1, revenue: 3_200, revenueShare: 61.5 },
      partial: { customers: 1, revenue: 2_000, revenueShare: 38.5 },
      none: { customers: 1, revenue: 0, revenueShare: 0 },
      top: [
        { id: id(101), name: 'Ames', revenue: 3_200, percent: 100, level: 'strong', missed: [] },
        { id: id(102), name: 'Bell', revenue: 2_000, percent: 50, level: 'partial', missed: ['propertySize', 'whereTheyLook', 'area'] },
      ],
      averageRevenue: { strong: 3_200, others: 1_000 },
    },
    options: {
      services: [
        { id: ids.aeration, name: 'Core Aeration' },
        { id: ids.mowing, name: 'Weekly Mowing' },
      ],
      leadSources: [
        { id: ids.google, name: 'Google' },
        { id: ids.referral, name: 'Referral' },
      ],
    },
    canEdit: true,
    ...overrides,
  };
}

export function aCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: id(41),
    name: 'Spring clean-up mailer',
    channelId: ids.yardSigns,
    channelName: 'Door hangers',
    budget: 650,
    serviceId: null,
    serviceName: null,
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    status: 'done',
    notes: '',
    results: { from: '2026-03-01', to: '2026-03-31', leads: 4, wonJobs: 2, wonValue: 1_300, costPerLead: 162.5, returnPercent: 100 },
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function aCampaignList(overrides: Partial<CampaignList> = {}): CampaignList {
  return {
    year: 2026,
    today: '2026-07-15',
    campaigns: [
      aCampaign(),
      aCampaign({ id: id(42), name: 'Aeration push', startDate: '2026-08-01', endDate: '2026-08-31', status: 'planned', serviceId: ids.aeration, serviceName: 'Core Aeration', budget: 500, results: null }),
    ],
    budgetTotal: 1_150,
    options: {
      channels: [
        { id: ids.googleAds, name: 'Google Ads' },
        { id: ids.yardSigns, name: 'Door hangers' },
      ],
      services: [{ id: ids.aeration, name: 'Core Aeration' }],
    },
    canEdit: true,
    ...overrides,
  };
}

export function aPiece(overrides: Partial<ContentPiece> = {}): ContentPiece {
  return {
    id: id(51),
    title: 'Why we aerate in fall',
    topic: 'Lawn care',
    format: 'blog',
    publishOn: '2026-09-01',
    ownerUserId: ids.dana,
    ownerName: 'Dana Whitfield',
    status: 'published',
    notes: '',
    late: false,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function aContentList(overrides: Partial<ContentList> = {}): ContentList {
  return {
    today: '2026-11-28',
    pieces: [
      aPiece(),
      aPiece({ id: id(52), title: 'Meet the crew', topic: 'Our team', format: 'video', publishOn: '2026-11-20', status: 'scheduled', late: true }),
      aPiece({ id: id(53), title: 'Deer-resistant plants', topic: 'Lawn care', format: 'social', publishOn: null, status: 'idea', ownerUserId: null, ownerName: null }),
    ],
    topics: [
      { topic: 'Lawn care', pieces: 2 },
      { topic: 'Our team', pieces: 1 },
    ],
    people: [{ id: ids.dana, name: 'Dana Whitfield' }],
    canEdit: true,
    ...overrides,
  };
}
