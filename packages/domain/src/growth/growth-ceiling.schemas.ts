import { z } from 'zod';
import { overheadBudgetSchema } from '../overhead/overhead.schemas';
import { decimalSchema, hasAtMostDecimals, uuidSchema } from '../shared/fields';

/**
 * The growth planner (issue 18, "Growth ceiling"): a 1–5 year plan of revenue targets, what that revenue needs (crews,
 * field hours and staff, equipment, leaders and office roles, from the company's own revenue per crew and per hour)
 * and the ceilings the current structure hits on the way, each with the hire that lifts it. See growth-ceiling.ts.
 */

export const MAX_PLAN_YEARS = 5;
export const PLAN_GROWTH_RANGE = { min: -50, max: 100 } as const;
export const MAX_REVENUE_TARGET = 1_000_000_000;

/** Landscaping rules of thumb, each an input the owner may change. */
export const DEFAULT_GROWTH_RATIOS = {
  /** Direct reports one leader can lead well. */
  spanOfControl: 8,
  /** Crews one operations manager can run: visit the sites, check the quality, plan the week. */
  crewsPerOperationsManager: 6,
  /** A year's revenue one office or admin role carries (scheduling, billing, the phone). */
  revenuePerOfficeRole: 600_000,
} as const;

export const DEFAULT_GROWTH_PLAN = {
  years: 3,
  targetMode: 'growth',
  growthPercent: 10,
  ownerHoursPerWeek: 50,
  ownerHoursLimit: 50,
  ownerWorkGrowsWithRevenue: true,
} as const;

export const growthTargetModes = ['growth', 'targets'] as const;
export type GrowthTargetMode = (typeof growthTargetModes)[number];

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

const hoursSchema = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max} hours`)
    .max(max, `${label} must be between ${min} and ${max} hours`)
    .refine((value) => hasAtMostDecimals(value, 2), `${label} can have at most 2 decimal places`);

export const growthRatiosSchema = z
  .object({
    spanOfControl: wholeNumber('Span of control', 2, 20).default(DEFAULT_GROWTH_RATIOS.spanOfControl),
    crewsPerOperationsManager: wholeNumber('Crews per operations manager', 1, 20).default(DEFAULT_GROWTH_RATIOS.crewsPerOperationsManager),
    revenuePerOfficeRole: decimalSchema('Revenue per office role', { places: 2, max: 100_000_000 })
      .refine((value) => value >= 50_000, 'Revenue per office role must be at least $50,000')
      .default(DEFAULT_GROWTH_RATIOS.revenuePerOfficeRole),
  })
  .strict();
export type GrowthRatios = z.output<typeof growthRatiosSchema>;

/**
 * Which org-chart position plays each role the plan counts. null: worked out from the titles (resolveRolePositions);
 * a position deleted since is worked out again.
 */
export const growthRolePositionsSchema = z
  .object({
    owner: uuidSchema.nullable().default(null),
    operations: uuidSchema.nullable().default(null),
    office: uuidSchema.nullable().default(null),
    crewLeader: uuidSchema.nullable().default(null),
  })
  .strict();
export type GrowthRolePositions = z.output<typeof growthRolePositionsSchema>;
export type GrowthRole = keyof GrowthRolePositions;
export const growthRoles: readonly GrowthRole[] = ['owner', 'operations', 'office', 'crewLeader'];
export const growthRoleLabels: Record<GrowthRole, string> = {
  owner: 'Owner',
  operations: 'Operations manager (oversees the crews)',
  office: 'Office / admin role',
  crewLeader: 'Crew leader',
};

const revenueTargetSchema = decimalSchema('Revenue target', { places: 2, max: MAX_REVENUE_TARGET }).nullable();

const planFields = {
  years: wholeNumber('Years', 1, MAX_PLAN_YEARS).default(DEFAULT_GROWTH_PLAN.years),
  /** `growth`: each year the one before × (1 + growth %); `targets`: each year's revenue typed. */
  targetMode: z.enum(growthTargetModes, { error: 'Choose growth % or typed targets' }).default(DEFAULT_GROWTH_PLAN.targetMode),
  growthPercent: z
    .number({ error: 'Growth must be a number' })
    .min(PLAN_GROWTH_RANGE.min, `Growth must be between ${PLAN_GROWTH_RANGE.min}% and ${PLAN_GROWTH_RANGE.max}%`)
    .max(PLAN_GROWTH_RANGE.max, `Growth must be between ${PLAN_GROWTH_RANGE.min}% and ${PLAN_GROWTH_RANGE.max}%`)
    .refine((value) => hasAtMostDecimals(value, 2), 'Growth can have at most 2 decimal places')
    .default(DEFAULT_GROWTH_PLAN.growthPercent),
  /** Year 1 … 5's revenue; kept in growth mode too, so switching back finds them. */
  revenueTargets: z.array(revenueTargetSchema).max(MAX_PLAN_YEARS, `At most ${MAX_PLAN_YEARS} revenue targets`).default([]),
  ownerHoursPerWeek: hoursSchema("Owner's hours a week", 0, 120).default(DEFAULT_GROWTH_PLAN.ownerHoursPerWeek),
  /** Above this the owner is the ceiling. */
  ownerHoursLimit: hoursSchema("Owner's hours limit", 20, 100).default(DEFAULT_GROWTH_PLAN.ownerHoursLimit),
  /** The owner still leads crews or sells: their hours grow with the work until someone takes it over. */
  ownerWorkGrowsWithRevenue: z.boolean({ error: 'Say whether the owner still leads crews or sells' }).default(DEFAULT_GROWTH_PLAN.ownerWorkGrowsWithRevenue),
  ratios: growthRatiosSchema.default(() => growthRatiosSchema.parse({})),
  positions: growthRolePositionsSchema.default(() => growthRolePositionsSchema.parse({})),
};

export const missingTargetMessage = (year: number) => `Enter year ${year}'s revenue target`;

/** Typed targets: every planned year needs one above zero. */
const requireTargets = (value: { targetMode: GrowthTargetMode; years: number; revenueTargets: Array<number | null> }, context: z.RefinementCtx) => {
  if (value.targetMode !== 'targets') return;
  // The refinement also runs when `years` itself is refused: never loop past the longest plan.
  const years = Number.isInteger(value.years) ? Math.min(Math.max(value.years, 0), MAX_PLAN_YEARS) : 0;
  for (let index = 0; index < years; index += 1) {
    const target = value.revenueTargets[index];
    if (target === null || target === undefined || target === 0) {
      context.addIssue({ code: 'custom', path: ['revenueTargets', index], message: missingTargetMessage(index + 1) });
    }
  }
};

export const growthPlanSettingsSchema = z.object(planFields).strict().superRefine(requireTargets);
export type GrowthPlanSettings = z.output<typeof growthPlanSettingsSchema>;
export type GrowthPlanSettingsInput = z.input<typeof growthPlanSettingsSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/** `PUT /growth_plan`: the plan and the `updatedAt` loaded (null when none was saved yet); older gets 409. */
export const saveGrowthPlanInputSchema = z
  .object({ ...planFields, updatedAt: isoDateTime.nullable().optional() })
  .strict()
  .superRefine(requireTargets);
export type SaveGrowthPlanInput = z.input<typeof saveGrowthPlanInputSchema>;

// ── The company today ───────────────────────────────────────────────────────────────────────
export const growthPositionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  reportsToId: z.uuid().nullable(),
  /** Names of the people holding it (several may hold "Crew Member"). */
  holders: z.array(z.string()),
});
export type GrowthPosition = z.infer<typeof growthPositionSchema>;

/** What the company runs today, read from its crews, equipment and org chart. */
export const growthCompanySchema = z.object({
  crews: z.array(z.object({ id: z.uuid(), name: z.string(), members: z.number(), hasLeader: z.boolean() })),
  /** Units not retired. */
  equipmentUnits: z.number(),
  positions: z.array(growthPositionSchema),
});
export type GrowthCompany = z.infer<typeof growthCompanySchema>;

// ── Results ─────────────────────────────────────────────────────────────────────────────────
const positionRefSchema = z.object({ id: z.uuid(), title: z.string(), holders: z.number() });
export type PositionRef = z.infer<typeof positionRefSchema>;

/** A hire that lifts a ceiling: an existing position (id) or a new one to add to the chart (id null). */
export const growthHireSchema = z.object({ title: z.string(), positionId: z.uuid().nullable(), count: z.number() });
export type GrowthHire = z.infer<typeof growthHireSchema>;

export const growthCeilingKinds = ['owner_hours', 'no_second_leader', 'span_of_control', 'crew_oversight', 'office_capacity'] as const;
export type GrowthCeilingKind = (typeof growthCeilingKinds)[number];

export const growthCeilingSchema = z.object({
  kind: z.enum(growthCeilingKinds),
  /** 0 = today (the budget's year), 1 … 5 the plan's years. */
  offset: z.number(),
  year: z.number(),
  message: z.string(),
  hire: growthHireSchema,
});
export type GrowthCeiling = z.infer<typeof growthCeilingSchema>;

/** What a year needs; `offset` 0 is today as the budget and the company stand. */
export const growthYearSchema = z.object({
  offset: z.number(),
  year: z.number(),
  revenue: z.number(),
  crews: z.number(),
  fieldHours: z.number(),
  fieldStaff: z.number(),
  equipmentUnits: z.number(),
  crewLeaders: z.number(),
  operationsManagers: z.number(),
  officeRoles: z.number(),
  ownerHoursPerWeek: z.number(),
});
export type GrowthYear = z.infer<typeof growthYearSchema>;

export const leaderSpanSchema = z.object({ positionId: z.uuid(), title: z.string(), holders: z.number(), directReports: z.number(), perLeader: z.number() });
export type LeaderSpan = z.infer<typeof leaderSpanSchema>;

export const growthPlanResultSchema = z.object({
  /** The company's own rates, from the active budget's year. */
  rates: z.object({
    revenuePerCrew: z.number(),
    revenuePerManHour: z.number().nullable(),
    fieldHoursPerCrew: z.number(),
    fieldStaffPerCrew: z.number(),
    equipmentPerCrew: z.number(),
  }),
  /** What the company has today, counted as the plan counts each year. */
  today: growthYearSchema,
  years: z.array(growthYearSchema),
  roles: z.object({ owner: positionRefSchema.nullable(), operations: positionRefSchema.nullable(), office: positionRefSchema.nullable(), crewLeader: positionRefSchema.nullable() }),
  /** Every leader on the chart today and the people reporting to them. */
  spans: z.array(leaderSpanSchema),
  ceilings: z.array(growthCeilingSchema),
});
export type GrowthPlanResult = z.infer<typeof growthPlanResultSchema>;

export const growthPlanOutcomeSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), plan: growthPlanResultSchema }),
  z.object({ ok: z.literal(false), reason: z.string() }),
]);
export type GrowthPlanOutcome = z.infer<typeof growthPlanOutcomeSchema>;

const settingsOutputSchema = z.object({
  years: z.number(),
  targetMode: z.enum(growthTargetModes),
  growthPercent: z.number(),
  revenueTargets: z.array(z.number().nullable()),
  ownerHoursPerWeek: z.number(),
  ownerHoursLimit: z.number(),
  ownerWorkGrowsWithRevenue: z.boolean(),
  ratios: z.object({ spanOfControl: z.number(), crewsPerOperationsManager: z.number(), revenuePerOfficeRole: z.number() }),
  positions: z.object({ owner: z.uuid().nullable(), operations: z.uuid().nullable(), office: z.uuid().nullable(), crewLeader: z.uuid().nullable() }),
});

/** `GET /growth_plan` (and what PUT answers). */
export const growthPlanViewSchema = z.object({
  settings: settingsOutputSchema,
  /** null until the plan is saved once (the defaults until then). */
  updatedAt: isoDateTime.nullable(),
  /** Who saved it last (null before the first save, or once that account is gone). */
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The active budget the rates come from; null (and no plan) without one. */
  budget: overheadBudgetSchema.nullable(),
  company: growthCompanySchema,
  /** The plan worked out on the server, or why it cannot be (no active budget, a budget that sells nothing). */
  outcome: growthPlanOutcomeSchema,
});
export type GrowthPlanView = z.infer<typeof growthPlanViewSchema>;

export const growthPlanMessages = {
  leadersOnly: 'Only admins and office managers can change the growth plan',
  noActiveBudget: 'There is no active budget to plan from. Set one up on Budget Pricing first.',
  noRevenue: 'The active budget sells nothing yet: enter its costs and billable hours on Budget Pricing.',
  stale: 'Someone else changed this plan. Reload to see theirs.',
} as const;
