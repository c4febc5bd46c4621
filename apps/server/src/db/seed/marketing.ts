import type { CampaignStatus, ContentFormat, ContentStatus } from '@groundwork/domain/marketing';
import { addDays, daysInMonth } from '@groundwork/domain/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { companyToday } from '../../lib/company-today';
import type { Db } from '../client';
import {
  leadSources,
  marketingAvatars,
  marketingBudgets,
  marketingCampaigns,
  marketingChannels,
  marketingChannelSources,
  marketingContent,
  marketingPlans,
  marketingSpend,
  services,
} from '../schema';

/**
 * The demo company's marketing (docs/business-development.md, "Marketing"): six channels over its eight lead sources,
 * with last season's spend and this year's to the current month; this year's plan (the goal is the budget's, the
 * budget's revenue is the growth planner's today; the goal typed is the new work to win) with a budget by channel; the
 * ideal client — the busy suburban homeowner on the maintenance programme, whom some of today's best customers fit; last year's and this year's campaigns (the spring clean-up mailer in March, the aeration push in August,
 * a fall Google push); and a content schedule around today. The figures — leads, won jobs, revenue, returns — are never
 * seeded: they come from the demo's own leads, estimates and invoices (seed/season-history.ts), which cycle the same
 * lead sources, so every channel has something to show.
 */

interface DemoChannel {
  name: string;
  sources: readonly string[];
  notes: string;
  /** Spend by month (1–12) in a season; months left out cost nothing. */
  spend: Readonly<Record<number, number>>;
  /** This year's budget. */
  budget: number;
}

const everyMonth = (amount: number, from = 1, to = 12) => Object.fromEntries(Array.from({ length: to - from + 1 }, (_, index) => [from + index, amount]));

export const demoChannels: readonly DemoChannel[] = [
  { name: 'Referral program', sources: ['Referral', 'Repeat customer'], notes: 'A $25 gift card for every referral that signs, and thank-you cards after each job.', spend: everyMonth(150, 3, 11), budget: 1_800 },
  { name: 'Google Ads', sources: ['Google'], notes: 'Search ads on “lawn care near me” and “landscaper Edina”, paused in winter.', spend: { ...everyMonth(600, 3, 10), 4: 900, 5: 900 }, budget: 6_000 },
  { name: 'Website & SEO', sources: ['Website'], notes: 'Hosting, the quote form and a local SEO retainer.', spend: everyMonth(250), budget: 3_000 },
  { name: 'Yard signs', sources: ['Yard sign'], notes: 'A sign on every finished install and clean-up for two weeks.', spend: { 4: 400, 6: 200, 9: 150 }, budget: 1_200 },
  { name: 'Door hangers', sources: ['Door hanger'], notes: 'Printed hangers dropped around the mowing routes.', spend: { 3: 650, 8: 500 }, budget: 2_400 },
  { name: 'Social media', sources: ['Facebook', 'Nextdoor'], notes: 'Boosted project photos and the Nextdoor business page.', spend: everyMonth(200, 3, 10), budget: 1_600 },
];

const pad = (value: number) => String(value).padStart(2, '0');

/** The maintenance programme the ideal client buys. */
export const DEMO_AVATAR_SERVICES = ['Weekly Mowing', 'Spring Clean-up', 'Core Aeration', 'Fall Clean-up', 'Trimming & Edging', 'Hedge & Shrub Trimming'] as const;

/** The plan's goal: the new work to win this year (the budget's $1.2M is mostly contracts that renew). */
export const DEMO_NEW_WORK_GOAL = 150_000;

export async function seedDemoMarketing(db: Db, companyId: string, userId: string): Promise<void> {
  const today = await companyToday(db, companyId);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const at = new Date();

  const sourceRows = await db.select({ id: leadSources.id, name: leadSources.name }).from(leadSources).where(eq(leadSources.companyId, companyId));
  const sourceId = new Map(sourceRows.map((row) => [row.name, row.id]));
  const channelRows = await db
    .insert(marketingChannels)
    .values(demoChannels.map((channel) => ({ companyId, name: channel.name, notes: channel.notes, createdAt: at, updatedAt: at })))
    .returning({ id: marketingChannels.id, name: marketingChannels.name });
  const channelId = new Map(channelRows.map((row) => [row.name, row.id]));

  await db.insert(marketingChannelSources).values(
    demoChannels.flatMap((channel) =>
      channel.sources.flatMap((name) => {
        const leadSourceId = sourceId.get(name);
        return leadSourceId ? [{ companyId, channelId: channelId.get(channel.name)!, leadSourceId }] : [];
      }),
    ),
  );

  // Last year's whole season, and this year's to the current month.
  const spend = demoChannels.flatMap((channel) =>
    Object.entries(channel.spend).flatMap(([monthText, amount]) => {
      const spentIn = Number(monthText);
      const years = spentIn <= month ? [year - 1, year] : [year - 1];
      return years.map((spentYear) => ({ companyId, channelId: channelId.get(channel.name)!, month: `${spentYear}-${pad(spentIn)}-01`, amount: amount.toFixed(2), note: '', updatedAt: at }));
    }),
  );
  await db.insert(marketingSpend).values(spend);

  // This year's plan: most of the budget's revenue renews from the maintenance contracts, so the goal typed is the new
  // work to win; the close rate, average job and lead rate are the company's own. A budget by channel.
  const [plan] = await db
    .insert(marketingPlans)
    .values({
      companyId,
      year,
      revenueGoal: DEMO_NEW_WORK_GOAL.toFixed(2),
      notes: 'The goal is the new work to win: the rest of the budget renews from the maintenance contracts. Spring first — door hangers and Google in March–May while the phones ring; referrals all season; aeration in August.',
      updatedBy: userId,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: marketingPlans.id });
  await db.insert(marketingBudgets).values(demoChannels.map((channel) => ({ companyId, planId: plan!.id, channelId: channelId.get(channel.name)!, amount: channel.budget.toFixed(2) })));

  const serviceRows = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.companyId, companyId), inArray(services.name, [...DEMO_AVATAR_SERVICES])));
  const serviceId = new Map(serviceRows.map((row) => [row.name, row.id]));
  const ids = (names: readonly string[], from: ReadonlyMap<string, string>) => names.flatMap((name) => (from.has(name) ? [from.get(name)!] : []));

  await db.insert(marketingAvatars).values({
    companyId,
    name: 'Busy suburban homeowner',
    who: 'Two working parents in their 40s with kids in sports. They want the yard to look good all season without giving up their weekends, and they pay for reliability.',
    clientType: 'residential',
    property: 'Single-family home on a city lot to a half acre, often with irrigation and a few beds',
    lotSizeMin: 5_000,
    lotSizeMax: 30_000,
    serviceIds: ids(DEMO_AVATAR_SERVICES, serviceId),
    budgetMin: '1000.00',
    budgetMax: null,
    leadSourceIds: ids(['Referral', 'Repeat customer', 'Nextdoor', 'Google', 'Website'], sourceId),
    whereTheyLook: 'Asking neighbours, the HOA newsletter and the neighbourhood Facebook group; they read Google reviews before they call.',
    cities: ['Minneapolis', 'Edina', 'Minnetonka', 'Eden Prairie', 'Bloomington', 'Plymouth', 'Golden Valley', 'St. Louis Park'],
    values: ['Showing up on the same day every week', 'A tidy finish: edges trimmed, clippings blown off', 'One call for the whole year', 'Clear prices, no surprises'],
    updatedBy: userId,
    createdAt: at,
    updatedAt: at,
  });

  // Campaigns: last year's and this year's, their status by the calendar.
  const statusOf = (start: string, end: string): CampaignStatus => (end < today ? 'done' : start <= today ? 'running' : 'planned');
  const monthEnd = (y: number, m: number) => `${y}-${pad(m)}-${pad(daysInMonth(y, m))}`;
  const campaigns = [year - 1, year].flatMap((campaignYear) => [
    {
      name: `Spring clean-up mailer ${campaignYear}`,
      channel: 'Door hangers',
      service: 'Spring Clean-up',
      budget: 650,
      startDate: `${campaignYear}-03-01`,
      endDate: monthEnd(campaignYear, 3),
      notes: 'Hangers on 2,500 doors along the mowing routes: book a spring clean-up by April 15 and get 10 % off.',
    },
    {
      name: `Aeration push ${campaignYear}`,
      channel: 'Door hangers',
      service: 'Core Aeration',
      budget: 500,
      startDate: `${campaignYear}-08-01`,
      endDate: monthEnd(campaignYear, 8),
      notes: 'Fall aeration and overseeding offer to every mowing customer and their streets.',
    },
    {
      name: `Fall clean-up search push ${campaignYear}`,
      channel: 'Google Ads',
      service: 'Fall Clean-up',
      budget: 900,
      startDate: `${campaignYear}-09-15`,
      endDate: `${campaignYear}-10-31`,
      notes: 'Double the search budget on “leaf removal” and “fall clean-up” near the west suburbs.',
    },
  ]);
  await db.insert(marketingCampaigns).values(
    campaigns.map((campaign) => ({
      companyId,
      name: campaign.name,
      channelId: channelId.get(campaign.channel)!,
      budget: campaign.budget.toFixed(2),
      serviceId: serviceId.get(campaign.service) ?? null,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      status: statusOf(campaign.startDate, campaign.endDate),
      notes: campaign.notes,
      createdAt: at,
      updatedAt: at,
    })),
  );

  // The content schedule around today: published pieces behind, one scheduled piece that slipped, the next ones ahead.
  const pieces: Array<{ title: string; topic: string; format: ContentFormat; days: number | null; status: ContentStatus }> = [
    { title: 'Spring clean-up checklist for Twin Cities yards', topic: 'Seasonal care', format: 'blog', days: -75, status: 'published' },
    { title: 'Book your spring clean-up (customer e-mail)', topic: 'Seasonal care', format: 'email', days: -60, status: 'published' },
    { title: 'Before and after: an Edina patio build', topic: 'Projects', format: 'video', days: -40, status: 'published' },
    { title: 'Meet the crew: Maintenance Crew B', topic: 'Our team', format: 'social', days: -21, status: 'published' },
    { title: 'Why we mow at 3½ inches', topic: 'Lawn care', format: 'blog', days: -3, status: 'scheduled' },
    { title: 'Aeration and overseeding: what to expect', topic: 'Lawn care', format: 'video', days: 10, status: 'scheduled' },
    { title: 'Watering during a dry spell', topic: 'Lawn care', format: 'social', days: 18, status: 'drafting' },
    { title: 'Referral thank-you postcard', topic: 'Referrals', format: 'print', days: 30, status: 'drafting' },
    { title: 'Fall clean-up reminder (customer e-mail)', topic: 'Seasonal care', format: 'email', days: 55, status: 'drafting' },
    { title: 'Deer-resistant plants for Minnesota beds', topic: 'Projects', format: 'blog', days: null, status: 'idea' },
    { title: 'A day on the mowing route (time-lapse)', topic: 'Our team', format: 'video', days: null, status: 'idea' },
  ];
  await db.insert(marketingContent).values(
    pieces.map((piece) => ({
      companyId,
      title: piece.title,
      topic: piece.topic,
      format: piece.format,
      publishOn: piece.days === null ? null : addDays(today, piece.days),
      ownerUserId: userId,
      status: piece.status,
      notes: '',
      createdAt: at,
      updatedAt: at,
    })),
  );
}
