import { z } from 'zod';

import { isCalendarDate, notesSchema, updatedAtSchema } from '../customers/contact.schemas';
import { visitFrequencyLabels } from '../jobs/visit-dates';
import { uuidSchema } from '../shared/fields';

/**
 * Rounds (/rounds): a named, ordered list of properties a crew visits on a rhythm ("Tuesday mowing, North" weekly;
 * "Fertiliser round 2" once in May). Recurring jobs belong to a round, and the round puts their work orders in its
 * order on the board. "Optimise" orders the stops for the shortest drive from the company's yard and back.
 */

// ── Enumerations ──────────────────────────────────────────────────────────────────────────
/** The job frequencies (visit-dates.ts), every three weeks, and a round driven once. */
export const roundRhythms = ['weekly', 'biweekly', 'every_3_weeks', 'every_4_weeks', 'monthly', 'once'] as const;
export type RoundRhythm = (typeof roundRhythms)[number];
export const roundRhythmLabels: Record<RoundRhythm, string> = {
  ...visitFrequencyLabels,
  every_3_weeks: 'Every 3 weeks',
  once: 'Once',
};

/** Rhythms counted in weeks: the round is driven on one weekday. */
export const weeklyRoundRhythms: ReadonlySet<RoundRhythm> = new Set(['weekly', 'biweekly', 'every_3_weeks', 'every_4_weeks']);
export const isWeeklyRhythm = (rhythm: RoundRhythm) => weeklyRoundRhythms.has(rhythm);

export const monthLabels = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const roundWeekdayLabels = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A round has at most this many stops (a long crew day is 30–40). */
export const MAX_ROUND_STOPS = 500;

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const ROUND_NOT_FOUND_MESSAGE = 'Round not found';
export const ROUND_NAME_TAKEN_MESSAGE = 'A round with this name already exists';
export const WEEKDAY_REQUIRED_MESSAGE = 'Choose the weekday the round is driven';
export const MONTH_REQUIRED_MESSAGE = 'Choose the month of a round driven once';
export const END_BEFORE_START_MESSAGE = 'End date must be on or after the start date';
export const DUPLICATE_STOP_MESSAGE = 'A property is on a round once';
export const ROUND_CREATE_FAILED = 'Failed to create round';
export const ROUND_UPDATE_FAILED = 'Failed to update round';
export const ROUND_DELETE_FAILED = 'Failed to delete round';

// ── Fields ────────────────────────────────────────────────────────────────────────────────
const nameSchema = z
  .string({ error: 'Round name is required' })
  .trim()
  .min(1, 'Round name is required')
  .max(120, 'Round name must be at most 120 characters');

const nullableIdSchema = z
  .union([uuidSchema, z.literal('')])
  .nullish()
  .transform((value) => (value ? value : null));

const rhythmSchema = z.enum(roundRhythms, { error: 'Rhythm must be weekly, biweekly, every_3_weeks, every_4_weeks, monthly or once' });

/** '' / null / missing = none. */
const optionalIntegerSchema = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be from ${min} to ${max}`)
      .max(max, `${label} must be from ${min} to ${max}`)
      .nullable(),
  );

const optionalDateSchema = z
  .union([z.string({ error: 'Enter a valid date (YYYY-MM-DD)' }).trim(), z.null()], { error: 'Enter a valid date (YYYY-MM-DD)' })
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isCalendarDate(value), 'Enter a valid date (YYYY-MM-DD)');

const propertyIdsSchema = z
  .array(uuidSchema, { error: 'Stops must be a list of property ids' })
  .max(MAX_ROUND_STOPS, `A round has at most ${MAX_ROUND_STOPS} stops`)
  .default([])
  .superRefine((ids, context) => {
    const seen = new Set<string>();
    ids.forEach((id, index) => {
      if (seen.has(id)) context.addIssue({ code: 'custom', path: [index], message: DUPLICATE_STOP_MESSAGE });
      seen.add(id);
    });
  });

const roundFields = {
  name: nameSchema,
  crewId: nullableIdSchema,
  rhythm: rhythmSchema.default('weekly'),
  /** 0 (Sunday) to 6 (Saturday); weekly rhythms only. */
  weekday: optionalIntegerSchema('Weekday', 0, 6),
  /** The season the round runs (recurring rhythms; both optional). */
  startDate: optionalDateSchema,
  endDate: optionalDateSchema,
  /** 1–12: the month a round driven once happens. */
  month: optionalIntegerSchema('Month', 1, 12),
  notes: notesSchema,
  /** The stops in driving order. */
  propertyIds: propertyIdsSchema,
};

type RoundFieldValues = {
  rhythm: RoundRhythm;
  weekday: number | null;
  startDate: string | null;
  endDate: string | null;
  month: number | null;
};

/**
 * What a rhythm needs, and only that: a weekly rhythm its weekday, a round driven once its month (no season); a
 * monthly round neither. What does not belong to the rhythm is cleared rather than refused.
 */
function normaliseRhythm<T extends RoundFieldValues>(value: T, context: z.RefinementCtx): T {
  const weekly = isWeeklyRhythm(value.rhythm);
  const once = value.rhythm === 'once';
  if (weekly && value.weekday === null) context.addIssue({ code: 'custom', path: ['weekday'], message: WEEKDAY_REQUIRED_MESSAGE });
  if (once && value.month === null) context.addIssue({ code: 'custom', path: ['month'], message: MONTH_REQUIRED_MESSAGE });
  if (!once && value.startDate && value.endDate && value.endDate < value.startDate)
    context.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START_MESSAGE });
  return {
    ...value,
    weekday: weekly ? value.weekday : null,
    month: once ? value.month : null,
    startDate: once ? null : value.startDate,
    endDate: once ? null : value.endDate,
  };
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────
/** POST /rounds. */
export const createRoundInputSchema = z.object(roundFields).transform((value, context) => normaliseRhythm(value, context));
export type CreateRoundInput = z.input<typeof createRoundInputSchema>;
export type CreateRoundValues = z.output<typeof createRoundInputSchema>;

/** PUT /rounds/{id}: the whole round (its stops replaced by `propertyIds`, in order) and the `updatedAt` it was loaded with. */
export const updateRoundInputSchema = z
  .object({ ...roundFields, updatedAt: updatedAtSchema })
  .transform((value, context) => normaliseRhythm(value, context));
export type UpdateRoundInput = z.input<typeof updateRoundInputSchema>;
export type UpdateRoundValues = z.output<typeof updateRoundInputSchema>;

export const roundIdParamsSchema = z.object({ id: uuidSchema });

/**
 * POST /rounds/{id}/optimise: the shortest order found from the yard and back; `apply` saves it as the round's order
 * (with `updatedAt`, a round changed since it was loaded answers 409).
 */
export const optimiseRoundInputSchema = z.object({
  apply: z.boolean({ error: 'Apply must be true or false' }).default(false),
  updatedAt: updatedAtSchema.optional(),
});
export type OptimiseRoundInput = z.input<typeof optimiseRoundInputSchema>;

// ── Answers ───────────────────────────────────────────────────────────────────────────────
const isoDateTime = z.iso.datetime({ offset: true });

export const roundStopSchema = z.object({
  propertyId: z.uuid(),
  customerId: z.uuid(),
  customerName: z.string(),
  /** "4521 Bryant Ave S, Minneapolis, MN 55419" */
  address: z.string(),
  /** Whether the property has coordinates (optimising needs them). */
  located: z.boolean(),
});
export type RoundStop = z.infer<typeof roundStopSchema>;

const roundSummaryFields = {
  id: z.uuid(),
  name: z.string(),
  crewId: z.uuid().nullable(),
  crewName: z.string().nullable(),
  rhythm: z.enum(roundRhythms),
  weekday: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  month: z.number().int().nullable(),
  updatedAt: isoDateTime,
};

/** A round in GET /rounds. */
export const roundListItemSchema = z.object({
  ...roundSummaryFields,
  stopCount: z.number().int(),
  locatedCount: z.number().int(),
  jobCount: z.number().int(),
  /** The stops' properties in driving order (a job's form says whether its property is one). */
  propertyIds: z.array(z.uuid()),
});
export type RoundListItem = z.infer<typeof roundListItemSchema>;

/** GET /rounds/{id}, POST, PUT: the whole round with its stops in order. */
export const roundSchema = z.object({
  ...roundSummaryFields,
  notes: z.string(),
  stops: z.array(roundStopSchema),
  jobCount: z.number().int(),
  createdAt: isoDateTime,
});
export type Round = z.infer<typeof roundSchema>;

export const roundListSchema = z.object({ rounds: z.array(roundListItemSchema) });
export const roundResultSchema = z.object({ round: roundSchema });
export const deleteRoundResultSchema = z.object({ id: z.uuid() });

/** Mirrors optimiseDayResultSchema (orders/board.schemas.ts) for a round. */
export const optimiseRoundResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** Property ids in the optimised order. */
    propertyIds: z.array(z.uuid()),
    beforeKm: z.number(),
    afterKm: z.number(),
    applied: z.boolean(),
  }),
  z.object({
    ok: z.literal(false),
    /** Whether the company's yard has no coordinates (company information → Scheduling). */
    yardMissing: z.boolean(),
    /** The stops without coordinates: the properties to fix. */
    missing: z.array(z.object({ propertyId: z.uuid(), customerId: z.uuid(), customerName: z.string(), address: z.string() })),
  }),
]);
export type OptimiseRoundResult = z.infer<typeof optimiseRoundResultSchema>;

/** "Weekly on Tuesday", "Every 2 weeks on Monday", "Monthly", "Once in May". */
export function describeRhythm(round: { rhythm: RoundRhythm; weekday: number | null; month: number | null }): string {
  const label = roundRhythmLabels[round.rhythm];
  if (round.rhythm === 'once') return round.month ? `Once in ${monthLabels[round.month - 1]}` : label;
  if (isWeeklyRhythm(round.rhythm) && round.weekday !== null) return `${label} on ${roundWeekdayLabels[round.weekday]}`;
  return label;
}
