import { z } from 'zod';
import { parseCalendarDate } from '../shared/calendar';
import { hasAtMostDecimals, nullableIdSchema, uuidSchema } from '../shared/fields';
import { goalRules, isMonday, measurableKinds, measurableSources, sourceNames, MAX_MEASURABLES, type MeasurableKind, type MeasurableSource } from './scorecard';

export const MEASURABLE_LIMIT_MESSAGE = `A scorecard keeps ${MAX_MEASURABLES} measurables at most: remove one the team no longer reviews first.`;
export const MEASURABLE_FILLS_ITSELF_MESSAGE = 'This measurable fills itself from the company’s records; its weeks cannot be typed.';
export const ONLY_LEADERS_KEEP_SCORECARD_MESSAGE = 'Only an admin or an office manager can change the scorecard.';
export const WEEK_NOT_MONDAY_MESSAGE = 'A week is given by its Monday (YYYY-MM-DD)';
export const WEEK_IN_FUTURE_MESSAGE = 'That week has not started yet';
const isoDateTime = z.iso.datetime({ offset: true });

export const MEASURABLE_ORDER_MESSAGE = 'Send every measurable of the scorecard once, in the new order';

/** Goals and weekly values: up to 2 decimals, negative allowed (a week can lose money). */
const MAX_FIGURE = 1_000_000_000_000;
const figureSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-MAX_FIGURE, `${label} must be at least -1,000,000,000,000`)
    .max(MAX_FIGURE, `${label} must be at most 1,000,000,000,000`)
    .refine((value) => hasAtMostDecimals(value, 2), `${label} can have at most 2 decimal places`);

export const weekSchema = z.string({ error: WEEK_NOT_MONDAY_MESSAGE }).refine(isMonday, WEEK_NOT_MONDAY_MESSAGE);

const measurableFieldsSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  /** The employee who answers for it in the weekly meeting. */
  ownerEmployeeId: nullableIdSchema,
  source: z.enum(sourceNames, { error: 'Choose where the figure comes from' }).default('manual'),
  /** What a typed measurable counts; one that fills itself takes its source's kind. */
  kind: z.enum(measurableKinds, { error: 'Choose what it counts' }).default('count'),
  rule: z.enum(goalRules, { error: 'Choose at least, at most or between' }),
  goal: figureSchema('Goal'),
  goalMax: figureSchema('Upper goal').nullish().transform((value) => value ?? null),
  /** The version loaded (PUT only): an older one is 409. */
  updatedAt: isoDateTime.optional(),
});

const checkGoal = (value: { rule: string; goal: number; goalMax: number | null }, context: z.RefinementCtx) => {
  if (value.rule !== 'between') return;
  if (value.goalMax === null) context.addIssue({ code: 'custom', path: ['goalMax'], message: 'Give the upper end of the goal' });
  else if (value.goalMax < value.goal) context.addIssue({ code: 'custom', path: ['goalMax'], message: 'The upper end must be at least the goal' });
};

/** The kind a measurable is shown in: its source's for one that fills itself, else the one chosen. */
export function kindOf(source: MeasurableSource, kind: MeasurableKind): MeasurableKind {
  return source === 'manual' ? kind : measurableSources[source].kind;
}

/** POST /scorecard/measurables and PUT /scorecard/measurables/{id}. */
export const measurableInputSchema = measurableFieldsSchema.superRefine(checkGoal).transform((value) => ({
  ...value,
  kind: kindOf(value.source, value.kind),
  goalMax: value.rule === 'between' ? value.goalMax : null,
}));
export type MeasurableInput = z.input<typeof measurableInputSchema>;
export type MeasurableFields = z.output<typeof measurableInputSchema>;

/** PUT /scorecard/order: every measurable's id once, in the order the grid shows them. */
export const measurableOrderInputSchema = z.object({ ids: z.array(uuidSchema).min(1, MEASURABLE_ORDER_MESSAGE).max(MAX_MEASURABLES, MEASURABLE_ORDER_MESSAGE) });

/** PUT /scorecard/measurables/{id}/weeks/{week}: a typed week's value; null clears it. */
export const weekValueInputSchema = z.object({ value: figureSchema('Value').nullable() });
export const measurableWeekParamsSchema = z.object({ id: uuidSchema, week: weekSchema });
export const measurableIdParamsSchema = z.object({ id: uuidSchema });

/** GET /scorecard: the 13 weeks ending with the week of `end` (default this week). */
export const scorecardQuerySchema = z.object({
  end: z
    .string({ error: 'Enter a valid date (YYYY-MM-DD)' })
    .refine((value) => parseCalendarDate(value) !== null && value >= '2000-01-01' && value <= '2100-12-31', 'Enter a valid date (YYYY-MM-DD)')
    .optional(),
});

export const measurableSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ownerEmployeeId: z.uuid().nullable(),
  /** The owner's name (null without one). */
  ownerName: z.string().nullable(),
  source: z.enum(sourceNames),
  kind: z.enum(measurableKinds),
  rule: z.enum(goalRules),
  goal: z.number(),
  goalMax: z.number().nullable(),
  position: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Measurable = z.infer<typeof measurableSchema>;

export const scorecardCellSchema = z.object({
  week: z.string(),
  value: z.number().nullable(),
  status: z.enum(['on_track', 'off_track', 'empty']),
});
export type ScorecardCell = z.infer<typeof scorecardCellSchema>;

export const scorecardRowSchema = measurableSchema.extend({
  cells: z.array(scorecardCellSchema),
  /** The mean of the shown weeks that have a value. */
  average: z.number().nullable(),
  /** Of those weeks, the share on track (whole percent). */
  onTrackPercent: z.number().nullable(),
  /** The quarter of the last shown week: a total (money, counts, hours) or an average (rates). */
  quarter: z.object({ value: z.number().nullable(), of: z.enum(['total', 'average']) }),
});
export type ScorecardRow = z.infer<typeof scorecardRowSchema>;

export const scorecardSchema = z.object({
  /** Today in the company's zone; the week containing it is still running. */
  today: z.string(),
  /** The shown weeks' Mondays, oldest first. */
  weeks: z.array(z.string()),
  quarter: z.object({ label: z.string(), from: z.string(), to: z.string() }),
  rows: z.array(scorecardRowSchema),
  /** Whether the caller may change measurables and type weeks. */
  canEdit: z.boolean(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const measurableResultSchema = z.object({ measurable: measurableSchema });
export const measurableListSchema = z.object({ measurables: z.array(measurableSchema), canEdit: z.boolean() });
export const weekValueResultSchema = z.object({ cell: scorecardCellSchema });
export const measurableDeleteResultSchema = z.object({ id: z.uuid() });
