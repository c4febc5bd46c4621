import { z } from 'zod';
import { parseCalendarDate } from '../shared/calendar';
import { decimalSchema, nullableCalendarDateSchema, nullableIdSchema, optionalDecimalSchema, uuidSchema } from '../shared/fields';
import { avatarClientTypes, avatarCriteria } from './avatar';
import { campaignDays, campaignStatuses, contentFormats, contentNeedsDate, contentStatuses, MAX_CAMPAIGN_DAYS, SCHEDULE_NEEDS_DATE_MESSAGE } from './calendar';

/**
 * The marketing area's contract (docs/business-development.md, "Marketing"): the plan, the channels and their
 * spend, the ideal client avatar, the campaign calendar and the content schedule. Every body is a strict object —
 * a key the contract does not name is refused — and every id it names must be the company's (the server answers 404
 * on the field otherwise).
 */

const isoDateTime = z.iso.datetime({ offset: true });

/** A year's revenue goal, a channel's month or a campaign's budget: up to $100 million, to the cent. */
export const MAX_MARKETING_AMOUNT = 100_000_000;
export const MAX_CHANNELS = 50;
export const MAX_LEAD_SOURCES_PER_CHANNEL = 20;
export const MAX_AVATAR_LIST = 20;
export const MAX_AVATAR_VALUES = 10;
/** A channel's figures cover ten years at most. */
export const MAX_CHANNEL_MONTHS = 120;

export const marketingMessages = {
  leadersOnly: 'Only an admin or an office manager can change the marketing plan.',
  stalePlan: 'Someone else changed this plan. Reload to see theirs.',
  staleChannel: 'Someone else changed this channel. Reload to see the latest version.',
  staleAvatar: 'Someone else changed the avatar. Reload to see theirs.',
  staleCampaign: 'Someone else changed this campaign. Reload to see the latest version.',
  staleContent: 'Someone else changed this piece. Reload to see the latest version.',
  channelNotFound: 'Channel not found',
  leadSourceNotFound: 'Lead source not found',
  serviceNotFound: 'Service not found',
  campaignNotFound: 'Campaign not found',
  contentNotFound: 'Content not found',
  personNotFound: 'Person not found',
  channelNameTaken: 'A channel with this name already exists',
  sourceTaken: (channel: string) => `Already tied to ${channel}: a lead source counts for one channel only`,
  channelHasCampaigns: (count: number) => `The channel has ${count} ${count === 1 ? 'campaign' : 'campaigns'}: move them to another channel or delete them first.`,
  tooManyChannels: `A company keeps ${MAX_CHANNELS} channels at most.`,
} as const;

// ── Shared pieces ────────────────────────────────────────────────────────────────────────────

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .nullish()
    .transform((value) => value ?? '');

const money = (label: string) => decimalSchema(label, { places: 2, max: MAX_MARKETING_AMOUNT });
/** An optional amount above $0: empty (null, '', missing) is none. */
const optionalPositiveMoney = (label: string) =>
  optionalDecimalSchema(label, { places: 2, max: MAX_MARKETING_AMOUNT })
    .refine((value) => value === null || value > 0, `${label} must be more than $0`)
    .default(null);
/** An optional rate in percent, above 0 and at most 100, 2 decimals at most. */
const optionalRate = (label: string) =>
  optionalDecimalSchema(label, { places: 2, max: 100 })
    .refine((value) => value === null || value > 0, `${label} must be more than 0 %`)
    .default(null);

const yearNumber = z.number({ error: 'Year must be a number' }).int('Year must be a whole number').min(2000, 'Year must be 2000 or later').max(2100, 'Year must be 2100 or earlier');
/** A year in a path or query ('2026'). */
export const yearTextSchema = z
  .string({ error: 'Year is required' })
  .trim()
  .regex(/^\d{4}$/, 'Year must be a year like 2026')
  .transform(Number)
  .pipe(yearNumber);

const isMonthKey = (value: string) => /^\d{4}-\d{2}$/.test(value) && parseCalendarDate(`${value}-01`) !== null && value >= '2000-01' && value <= '2100-12';

/** 'YYYY-MM' of the company's calendar, 2000 to 2100. */
export const monthKeySchema = z.string({ error: 'Month is required' }).trim().refine(isMonthKey, 'Choose a month (YYYY-MM)');

/** A required day of the company's calendar between 2000 and 2100. */
const requiredDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => parseCalendarDate(value) !== null, 'Enter a valid date (YYYY-MM-DD)')
    .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'Enter a date between 2000 and 2100');

/** A list of the company's ids, each once. */
const idList = (label: string, max: number) =>
  z
    .array(uuidSchema, { error: `${label} must be a list` })
    .max(max, `Choose at most ${max} ${label.toLowerCase()}`)
    .refine((ids) => new Set(ids).size === ids.length, `Each of the ${label.toLowerCase()} only once`)
    .default([]);

const textList = (label: string, itemLabel: string, maxItems: number, maxLength: number) =>
  z
    .array(requiredText(itemLabel, maxLength), { error: `${label} must be a list` })
    .max(maxItems, `${label}: ${maxItems} at most`)
    .default([]);

export const idParamsSchema = z.strictObject({ id: uuidSchema });
export const yearParamsSchema = z.strictObject({ year: yearTextSchema });
export const deletedSchema = z.object({ id: z.uuid() });

const optionSchema = z.object({ id: z.uuid(), name: z.string() });
export type MarketingOption = z.infer<typeof optionSchema>;

// ── The plan ─────────────────────────────────────────────────────────────────────────────────

export const budgetLineInputSchema = z.strictObject({
  channelId: z.uuid({ error: 'Choose a channel' }),
  amount: money('Budget'),
});

/**
 * `PUT /marketing/plans/{year}`. Each override left empty (null) uses the company's own figure: the revenue goal from
 * the growth plan, the close rate, average job and lead-to-estimate rate from its last 12 months. The budgets replace
 * the year's; `updatedAt` is the version loaded (null when none was saved yet).
 */
export const marketingPlanInputSchema = z.strictObject({
  revenueGoal: optionalPositiveMoney('Revenue goal'),
  averageJob: optionalPositiveMoney('Average job'),
  closeRate: optionalRate('Close rate'),
  leadToEstimateRate: optionalRate('Lead-to-estimate rate'),
  budgets: z
    .array(budgetLineInputSchema, { error: 'Budgets must be a list' })
    .max(MAX_CHANNELS, `At most ${MAX_CHANNELS} budget lines`)
    .default([])
    .superRefine((lines, context) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (seen.has(line.channelId)) context.addIssue({ code: 'custom', path: [index, 'channelId'], message: 'This channel has a budget line already' });
        seen.add(line.channelId);
      });
    }),
  notes: optionalText('Notes', 2000),
  updatedAt: isoDateTime.nullable().optional(),
});
export type MarketingPlanInput = z.input<typeof marketingPlanInputSchema>;
export type MarketingPlanFields = z.output<typeof marketingPlanInputSchema>;

export const goalSources = ['growth_plan', 'budget'] as const;
export type GoalSource = (typeof goalSources)[number];

const funnelSchema = z.object({
  revenueGoal: z.number().nullable(),
  closesNeeded: z.number().int().nullable(),
  estimatesNeeded: z.number().int().nullable(),
  leadsNeeded: z.number().int().nullable(),
});

export const marketingPlanViewSchema = z.object({
  year: z.number().int(),
  today: z.string(),
  goal: z.object({
    /** The year's revenue in the growth plan (or, for the budget's own year, the active budget's), else null. */
    planned: z.number().nullable(),
    source: z.enum(goalSources).nullable(),
    /** Why there is none, or where it comes from, in a sentence. */
    note: z.string(),
    override: z.number().nullable(),
    used: z.number().nullable(),
  }),
  /** The company's own last 12 months, as the Sales report counts them. */
  own: z.object({
    from: z.string(),
    to: z.string(),
    approved: z.number().int(),
    declined: z.number().int(),
    valueWon: z.number(),
    leads: z.number().int(),
    quotedLeads: z.number().int(),
    closeRate: z.number().nullable(),
    averageJob: z.number().nullable(),
    leadToEstimateRate: z.number().nullable(),
  }),
  overrides: z.object({ closeRate: z.number().nullable(), averageJob: z.number().nullable(), leadToEstimateRate: z.number().nullable() }),
  used: z.object({ closeRate: z.number().nullable(), averageJob: z.number().nullable(), leadToEstimateRate: z.number().nullable() }),
  funnel: funnelSchema,
  /** The leads that came in each month (January first) over the last 12 months: the season's shape. */
  seasonShape: z.array(z.number().int()),
  months: z.array(z.object({ month: z.number().int(), revenue: z.number().nullable(), closes: z.number().nullable(), estimates: z.number().nullable(), leads: z.number().nullable() })),
  budgets: z.array(z.object({ channelId: z.uuid(), channelName: z.string(), amount: z.number(), spent: z.number() })),
  budgetTotal: z.number(),
  /** Spent this year on every channel (budgeted or not). */
  spentTotal: z.number(),
  budgetPerLead: z.number().nullable(),
  channels: z.array(optionSchema),
  notes: z.string(),
  updatedAt: isoDateTime.nullable(),
  canEdit: z.boolean(),
});
export type MarketingPlanView = z.infer<typeof marketingPlanViewSchema>;

// ── Channels ─────────────────────────────────────────────────────────────────────────────────

export const channelInputSchema = z.strictObject({
  name: requiredText('Name', 80),
  leadSourceIds: idList('Lead sources', MAX_LEAD_SOURCES_PER_CHANNEL),
  notes: optionalText('Notes', 500),
  updatedAt: isoDateTime.optional(),
});
export type ChannelInput = z.input<typeof channelInputSchema>;
export type ChannelFields = z.output<typeof channelInputSchema>;

/** GET /marketing/channels?from=YYYY-MM&to=YYYY-MM: whole months, this year's by default. */
export const channelListQuerySchema = z
  .strictObject({ from: monthKeySchema.optional(), to: monthKeySchema.optional() })
  .superRefine((value, context) => {
    // Only two real months are compared: a bad one has its own message.
    if (!value.from || !value.to || !isMonthKey(value.from) || !isMonthKey(value.to)) return;
    if (value.to < value.from) context.addIssue({ code: 'custom', path: ['to'], message: 'The last month must not come before the first' });
    const months = (Number(value.to.slice(0, 4)) - Number(value.from.slice(0, 4))) * 12 + Number(value.to.slice(5)) - Number(value.from.slice(5)) + 1;
    if (months > MAX_CHANNEL_MONTHS) context.addIssue({ code: 'custom', path: ['to'], message: `Choose at most ${MAX_CHANNEL_MONTHS} months` });
  });

export const channelFiguresSchema = z.object({
  spend: z.number(),
  leads: z.number().int(),
  wonJobs: z.number().int(),
  wonValue: z.number(),
  invoiced: z.number(),
  costPerLead: z.number().nullable(),
  costPerWin: z.number().nullable(),
  netReturn: z.number(),
  returnPercent: z.number().nullable(),
});

const leadSourceRefSchema = z.object({ id: z.uuid(), name: z.string(), archived: z.boolean() });

export const channelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  notes: z.string(),
  leadSources: z.array(leadSourceRefSchema),
  figures: channelFiguresSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Channel = z.infer<typeof channelSchema>;

export const channelListSchema = z.object({
  today: z.string(),
  /** The months shown ('YYYY-MM') and the days they cover. */
  from: z.string(),
  to: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  channels: z.array(channelSchema),
  /** The channels together. */
  totals: channelFiguresSchema,
  /** Lead sources no channel is tied to, with what they brought in (no spend: nobody says what they cost). */
  unassigned: z.array(leadSourceRefSchema.extend({ figures: channelFiguresSchema })),
  /** Every lead source, with the channel it is tied to. */
  leadSources: z.array(leadSourceRefSchema.extend({ channelId: z.uuid().nullable() })),
  canEdit: z.boolean(),
});
export type ChannelList = z.infer<typeof channelListSchema>;
export const channelResultSchema = z.object({ channel: channelSchema });

export const spendQuerySchema = z.strictObject({ year: yearTextSchema.optional() });

export const spendMonthInputSchema = z.strictObject({
  month: monthKeySchema,
  amount: money('Spend'),
  note: optionalText('Note', 200),
});

/** `PUT /marketing/channels/{id}/spend`: a year's months (each listed month replaced; $0 without a note removes it). */
export const spendInputSchema = z
  .strictObject({
    year: yearNumber,
    months: z.array(spendMonthInputSchema, { error: 'Months must be a list' }).max(12, 'A year has 12 months'),
    updatedAt: isoDateTime.optional(),
  })
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.months.forEach((entry, index) => {
      if (Number.isInteger(value.year) && !entry.month.startsWith(`${value.year}-`)) context.addIssue({ code: 'custom', path: ['months', index, 'month'], message: `Choose a month of ${value.year}` });
      if (seen.has(entry.month)) context.addIssue({ code: 'custom', path: ['months', index, 'month'], message: 'This month is listed twice' });
      seen.add(entry.month);
    });
  });
export type SpendInput = z.input<typeof spendInputSchema>;
export type SpendFields = z.output<typeof spendInputSchema>;

export const spendYearSchema = z.object({
  channelId: z.uuid(),
  year: z.number().int(),
  /** The 12 months in order, $0 where nothing was spent. */
  months: z.array(z.object({ month: z.string(), amount: z.number(), note: z.string() })),
  total: z.number(),
  /** The channel's version: send it back with the save. */
  updatedAt: isoDateTime,
});
export type SpendYear = z.infer<typeof spendYearSchema>;

// ── The ideal client avatar ─────────────────────────────────────────────────────────────────

const lotSize = (label: string) =>
  z
    .preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z
        .number({ error: `${label} must be a number` })
        .int(`${label} must be whole square feet`)
        .min(0, `${label} cannot be negative`)
        .max(1_000_000_000, `${label} must be at most 1,000,000,000 sq ft`)
        .nullable(),
    )
    .default(null);

const optionalMoney = (label: string) => optionalDecimalSchema(label, { places: 2, max: MAX_MARKETING_AMOUNT }).default(null);

const avatarFields = {
  name: requiredText('Name', 80),
  /** Who they are, in a few lines. */
  who: optionalText('Who they are', 1000),
  clientType: z
    .preprocess((value) => (value === '' || value === undefined ? null : value), z.enum(avatarClientTypes, { error: 'Choose residential or commercial' }).nullable())
    .default(null),
  property: optionalText('Property', 300),
  lotSizeMin: lotSize('Smallest lot'),
  lotSizeMax: lotSize('Largest lot'),
  serviceIds: idList('Services', MAX_AVATAR_LIST),
  budgetMin: optionalMoney('Smallest yearly budget'),
  budgetMax: optionalMoney('Largest yearly budget'),
  /** Where they look: the lead sources they come through, and anywhere else in words. */
  leadSourceIds: idList('Lead sources', MAX_AVATAR_LIST),
  whereTheyLook: optionalText('Where else they look', 500),
  cities: textList('Cities', 'City', MAX_AVATAR_LIST, 80),
  values: textList('What they value', 'Value', MAX_AVATAR_VALUES, 160),
};

const rangeChecks = (value: { lotSizeMin: number | null; lotSizeMax: number | null; budgetMin: number | null; budgetMax: number | null }, context: z.RefinementCtx) => {
  if (value.lotSizeMin !== null && value.lotSizeMax !== null && value.lotSizeMax < value.lotSizeMin) context.addIssue({ code: 'custom', path: ['lotSizeMax'], message: 'The largest lot must not be smaller than the smallest' });
  if (value.budgetMin !== null && value.budgetMax !== null && value.budgetMax < value.budgetMin) context.addIssue({ code: 'custom', path: ['budgetMax'], message: 'The largest budget must not be smaller than the smallest' });
};

/** `PUT /marketing/avatar`: the company's one ideal client; `updatedAt` of the version loaded (null when none saved). */
export const avatarInputSchema = z.strictObject({ ...avatarFields, updatedAt: isoDateTime.nullable().optional() }).superRefine(rangeChecks);
export type AvatarInput = z.input<typeof avatarInputSchema>;
export type AvatarFields = z.output<typeof avatarInputSchema>;

const matchGroupSchema = z.object({ customers: z.number().int(), revenue: z.number(), revenueShare: z.number().nullable() });
const criterionSchema = z.enum(avatarCriteria);

export const avatarViewSchema = z.object({
  avatar: z.object({
    name: z.string(),
    who: z.string(),
    clientType: z.enum(avatarClientTypes).nullable(),
    property: z.string(),
    lotSizeMin: z.number().nullable(),
    lotSizeMax: z.number().nullable(),
    serviceIds: z.array(z.uuid()),
    budgetMin: z.number().nullable(),
    budgetMax: z.number().nullable(),
    leadSourceIds: z.array(z.uuid()),
    whereTheyLook: z.string(),
    cities: z.array(z.string()),
    values: z.array(z.string()),
  }),
  updatedAt: isoDateTime.nullable(),
  /** The window customers' revenue is read over (the last 12 months). */
  window: z.object({ from: z.string(), to: z.string() }),
  match: z.object({
    criteria: z.array(criterionSchema),
    customers: z.number().int(),
    revenue: z.number(),
    strong: matchGroupSchema,
    partial: matchGroupSchema,
    none: matchGroupSchema,
    top: z.array(z.object({ id: z.uuid(), name: z.string(), revenue: z.number(), percent: z.number().nullable(), level: z.enum(['strong', 'partial', 'none']), missed: z.array(criterionSchema) })),
    averageRevenue: z.object({ strong: z.number().nullable(), others: z.number().nullable() }),
  }),
  options: z.object({ services: z.array(optionSchema), leadSources: z.array(optionSchema) }),
  canEdit: z.boolean(),
});
export type AvatarView = z.infer<typeof avatarViewSchema>;

// ── Campaigns ────────────────────────────────────────────────────────────────────────────────

export const campaignInputSchema = z
  .strictObject({
    name: requiredText('Name', 120),
    channelId: z.uuid({ error: 'Choose a channel' }),
    budget: money('Budget').default(0),
    serviceId: nullableIdSchema,
    startDate: requiredDate('Start'),
    endDate: requiredDate('End'),
    status: z.enum(campaignStatuses, { error: 'Status must be planned, running, done or cancelled' }).default('planned'),
    notes: optionalText('Notes', 1000),
    updatedAt: isoDateTime.optional(),
  })
  .superRefine((value, context) => {
    if (parseCalendarDate(value.startDate) === null || parseCalendarDate(value.endDate) === null) return;
    if (value.endDate < value.startDate) context.addIssue({ code: 'custom', path: ['endDate'], message: 'The end must not come before the start' });
    else if (campaignDays(value.startDate, value.endDate) > MAX_CAMPAIGN_DAYS) context.addIssue({ code: 'custom', path: ['endDate'], message: `A campaign runs ${MAX_CAMPAIGN_DAYS} days at most` });
  });
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignFields = z.output<typeof campaignInputSchema>;

export const campaignListQuerySchema = z.strictObject({ year: yearTextSchema.optional() });

export const campaignResultsSchema = z.object({
  from: z.string(),
  to: z.string(),
  leads: z.number().int(),
  wonJobs: z.number().int(),
  wonValue: z.number(),
  costPerLead: z.number().nullable(),
  returnPercent: z.number().nullable(),
});
export type CampaignResults = z.infer<typeof campaignResultsSchema>;

export const campaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  channelId: z.uuid(),
  channelName: z.string(),
  budget: z.number(),
  serviceId: z.uuid().nullable(),
  serviceName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(campaignStatuses),
  notes: z.string(),
  /** Leads and won revenue of its channel's lead sources in its dates, once it has started; null before. */
  results: campaignResultsSchema.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({
  year: z.number().int(),
  today: z.string(),
  campaigns: z.array(campaignSchema),
  budgetTotal: z.number(),
  options: z.object({ channels: z.array(optionSchema), services: z.array(optionSchema) }),
  canEdit: z.boolean(),
});
export type CampaignList = z.infer<typeof campaignListSchema>;
export const campaignResultSchema = z.object({ campaign: campaignSchema });

// ── Content ──────────────────────────────────────────────────────────────────────────────────

export const contentInputSchema = z
  .strictObject({
    title: requiredText('Title', 160),
    topic: optionalText('Topic', 80),
    format: z.enum(contentFormats, { error: 'Format must be blog, video, social, e-mail or print' }),
    publishOn: nullableCalendarDateSchema('Publishing date').refine((value) => value === null || (value >= '2000-01-01' && value <= '2100-12-31'), 'Enter a date between 2000 and 2100'),
    ownerUserId: nullableIdSchema,
    status: z.enum(contentStatuses, { error: 'Status must be idea, drafting, scheduled or published' }).default('idea'),
    notes: optionalText('Notes', 2000),
    updatedAt: isoDateTime.optional(),
  })
  .superRefine((value, context) => {
    if (contentNeedsDate(value.status) && value.publishOn === null) context.addIssue({ code: 'custom', path: ['publishOn'], message: SCHEDULE_NEEDS_DATE_MESSAGE });
  });
export type ContentInput = z.input<typeof contentInputSchema>;
export type ContentFields = z.output<typeof contentInputSchema>;

export const contentPieceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  topic: z.string(),
  format: z.enum(contentFormats),
  publishOn: z.string().nullable(),
  ownerUserId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  status: z.enum(contentStatuses),
  notes: z.string(),
  /** Scheduled for a day gone by and not published. */
  late: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ContentPiece = z.infer<typeof contentPieceSchema>;

export const contentListSchema = z.object({
  today: z.string(),
  pieces: z.array(contentPieceSchema),
  /** Each topic with its pieces, most first. */
  topics: z.array(z.object({ topic: z.string(), pieces: z.number().int() })),
  people: z.array(optionSchema),
  canEdit: z.boolean(),
});
export type ContentList = z.infer<typeof contentListSchema>;
export const contentResultSchema = z.object({ piece: contentPieceSchema });
