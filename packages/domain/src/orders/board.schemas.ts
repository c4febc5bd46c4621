import { z } from 'zod';

import { isCalendarDate, updatedAtSchema } from '../customers/contact.schemas';
import { addDays, weekdayOf } from '../shared/calendar';
import { uuidSchema } from '../shared/fields';
import { workOrderReasons, workOrderResultSchema, workOrderStatuses } from './orders.schemas';

/**
 * The schedule board (reached from /orders and the dashboard): a lane per crew and day with its work orders in route
 * order and a capacity bar, a drawer of work no crew has yet (unassigned orders, and job visits that have no order:
 * dragging one onto a lane makes its order), and the hours the overhead budget needs sold. Day view: one day; week
 * view: the seven days from the Monday of the chosen date.
 */
export const boardViews = ['day', 'week'] as const;
export type BoardView = (typeof boardViews)[number];

const boardDateSchema = z
  .string({ error: 'Date must be a date (YYYY-MM-DD)' })
  .trim()
  .refine((value) => isCalendarDate(value), 'Date must be a date (YYYY-MM-DD)');

/** GET /orders/board?view=day|week&date=YYYY-MM-DD (date defaults to the company's today, view to day). */
export const boardQuerySchema = z.object({
  view: z.enum(boardViews, { error: 'View must be day or week' }).default('day'),
  date: boardDateSchema.optional(),
});
export type BoardQuery = z.input<typeof boardQuerySchema>;
export type BoardQueryValues = z.output<typeof boardQuerySchema>;

/** The days a board shows: the date itself, or Monday to Sunday of its week. */
export function boardDays(view: BoardView, date: string): string[] {
  if (view === 'day') return [date];
  const monday = addDays(date, -((weekdayOf(date) + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/**
 * Where a dropped order lands in a lane: the lane's orders (ids in route order, without the moved one) with it put
 * at `index` (clamped to the lane). The route positions written are the array's indexes, so a lane is always 0…n-1.
 */
export function placeInLane(laneIds: readonly string[], movedId: string, index: number): string[] {
  const others = laneIds.filter((id) => id !== movedId);
  const at = Math.max(0, Math.min(Math.trunc(index), others.length));
  return [...others.slice(0, at), movedId, ...others.slice(at)];
}

// ── Moves ─────────────────────────────────────────────────────────────────────────────────
/**
 * POST /orders/board/move — a drag (or its keyboard equivalent): put a work order, or a job visit that has no order
 * yet (its order is made), on `crewId`'s lane on `date` at position `index`; `crewId: null` sends it back to the
 * drawer. The lanes it left and joined are renumbered. An order carries the `updatedAt` the board showed (stale → 409:
 * another dispatcher moved it first). Only not-started orders move (422 otherwise).
 */
export const boardMoveInputSchema = z
  .object({
    orderId: uuidSchema.optional(),
    jobVisitId: uuidSchema.optional(),
    updatedAt: updatedAtSchema.optional(),
    crewId: uuidSchema.nullable(),
    date: boardDateSchema,
    index: z
      .number({ error: 'Position must be a number' })
      .int('Position must be a whole number')
      .min(0, 'Position cannot be negative')
      .max(10_000, 'Position must be at most 10,000'),
  })
  .superRefine((value, context) => {
    if (!value.orderId === !value.jobVisitId)
      context.addIssue({ code: 'custom', path: ['orderId'], message: 'Move either a work order or a job visit' });
    if (value.orderId && !value.updatedAt)
      context.addIssue({ code: 'custom', path: ['updatedAt'], message: 'updatedAt must be the ISO timestamp the record was loaded with' });
  });
export type BoardMoveInput = z.input<typeof boardMoveInputSchema>;
export type BoardMoveValues = z.output<typeof boardMoveInputSchema>;
/** POST /orders/board/move answers `{ order }`: the moved (or newly made) work order, as GET /orders/{id} shows it. */
export const boardMoveResultSchema = workOrderResultSchema;

/** POST /orders/board/optimise — order a crew's day for the shortest drive from the yard and back; `apply` saves it. */
export const optimiseDayInputSchema = z.object({
  crewId: uuidSchema,
  date: boardDateSchema,
  apply: z.boolean({ error: 'Apply must be true or false' }).default(false),
});
export type OptimiseDayInput = z.input<typeof optimiseDayInputSchema>;
export type OptimiseDayValues = z.output<typeof optimiseDayInputSchema>;

export const optimiseDayResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** Work order ids in the optimised order. */
    orderIds: z.array(z.uuid()),
    beforeKm: z.number(),
    afterKm: z.number(),
    applied: z.boolean(),
  }),
  z.object({
    ok: z.literal(false),
    /** Whether the company's yard has no coordinates (company information → Scheduling). */
    yardMissing: z.boolean(),
    /** The stops without coordinates: their order ids, and the addresses to fix. */
    missing: z.array(z.object({ orderId: z.uuid(), customerName: z.string(), address: z.string() })),
  }),
]);
export type OptimiseDayResult = z.infer<typeof optimiseDayResultSchema>;
/** POST /orders/board/optimise answers `{ optimisation }`. */
export const optimiseDayResponseSchema = z.object({ optimisation: optimiseDayResultSchema });

// ── Rain day ──────────────────────────────────────────────────────────────────────────────
/**
 * POST /orders/rain-day/preview and POST /orders/rain-day: every not-started order of `date` (one crew, or all when
 * `crewId` is null) to the next working day, and every later not-started visit of the same recurring jobs by as many
 * days (rainDayMoves). The preview changes nothing; applying it can e-mail the clients affected a notice.
 */
export const rainDayInputSchema = z.object({
  date: boardDateSchema,
  crewId: uuidSchema.nullable().default(null),
  notifyClients: z.boolean({ error: 'Notify clients must be true or false' }).default(false),
  message: z.string({ error: 'Message must be text' }).trim().max(2_000, 'Message must be at most 2,000 characters').default(''),
});
export type RainDayInput = z.input<typeof rainDayInputSchema>;
export type RainDayValues = z.output<typeof rainDayInputSchema>;

export const rainDayMoveSchema = z.object({
  orderId: z.uuid(),
  number: z.number().int(),
  customerName: z.string(),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.enum(['rained off', 'keeps the interval']),
});
export const rainDayResultSchema = z.object({
  /** Set once applied: POST /orders/rain-day/{id}/undo puts every order back, the same day. */
  rainDayId: z.uuid().nullable(),
  to: z.string(),
  moves: z.array(rainDayMoveSchema),
  /** Clients with a moved visit; `email` '' when none is on file (they cannot be notified). */
  clients: z.array(z.object({ customerId: z.uuid(), name: z.string(), email: z.string() })),
  notified: z.number().int(),
  /**
   * Later visits of the same jobs that have no work order yet, moved by as many days to keep the interval (added
   * beside `moves`, whose entries are work orders).
   */
  visits: z.array(z.object({ jobVisitId: z.uuid(), customerName: z.string(), title: z.string(), from: z.string(), to: z.string() })).optional(),
});
export type RainDayResult = z.infer<typeof rainDayResultSchema>;
export const RAIN_DAY_UNDO_EXPIRED_MESSAGE = 'A rain day can only be undone on the day it was called.';
export const RAIN_DAY_ALREADY_UNDONE_MESSAGE = 'This rain day has already been undone.';
export const RAIN_DAY_NOT_FOUND_MESSAGE = 'Rain day not found';
export const rainDayIdParamsSchema = z.object({ id: uuidSchema });
/** POST /orders/rain-day/preview, POST /orders/rain-day and POST /orders/rain-day/{id}/undo answer `{ rainDay }`. */
export const rainDayResponseSchema = z.object({ rainDay: rainDayResultSchema });

// ── The board ─────────────────────────────────────────────────────────────────────────────
export const boardOrderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  customerId: z.uuid(),
  customerName: z.string(),
  address: z.string(),
  jobId: z.uuid().nullable(),
  crewId: z.uuid().nullable(),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  sequence: z.number().int(),
  budgetedHours: z.number(),
  crewSize: z.number().int(),
  status: z.enum(workOrderStatuses),
  reason: z.enum(workOrderReasons).nullable(),
  overdue: z.boolean(),
  /** Whether the property has coordinates (optimising needs them). */
  located: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type BoardOrder = z.infer<typeof boardOrderSchema>;

/** A job visit with no work order yet: in the drawer until it is dragged onto a lane. */
export const boardVisitSchema = z.object({
  jobVisitId: z.uuid(),
  jobId: z.uuid(),
  title: z.string(),
  customerId: z.uuid(),
  customerName: z.string(),
  address: z.string(),
  date: z.string(),
  budgetedHours: z.number(),
  overdue: z.boolean(),
});
export type BoardVisit = z.infer<typeof boardVisitSchema>;

const capacitySchema = z.object({
  availableHours: z.number(),
  bookedHours: z.number(),
  remainingHours: z.number(),
  percentBooked: z.number(),
  overCapacity: z.boolean(),
});

export const boardLaneSchema = z.object({
  crewId: z.uuid(),
  date: z.string(),
  /** In route order. */
  orders: z.array(boardOrderSchema),
  capacity: capacitySchema,
});

export const boardCrewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  members: z.array(z.object({ employeeId: z.uuid(), name: z.string(), role: z.enum(['leader', 'member']) })),
  /** Crew size × the company's shift length. */
  availableHours: z.number(),
});

export const boardConflictSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('over_capacity'), crewId: z.uuid(), date: z.string(), overByHours: z.number() }),
  /** One person in two crews that both have work that day. */
  z.object({ kind: z.literal('shared_employee'), employeeId: z.uuid(), employeeName: z.string(), date: z.string(), crewIds: z.array(z.uuid()) }),
]);
export type BoardConflict = z.infer<typeof boardConflictSchema>;

/** Hours over a period: what jobs sold, what crews have been given, and what the overhead budget needs sold. */
export const budgetCapacitySchema = z.object({
  from: z.string(),
  to: z.string(),
  soldHours: z.number(),
  scheduledHours: z.number(),
  neededHours: z.number(),
});

export const boardSchema = z.object({
  view: z.enum(boardViews),
  days: z.array(z.string()),
  today: z.string(),
  workingWeekdays: z.array(z.number().int()),
  crews: z.array(boardCrewSchema),
  lanes: z.array(boardLaneSchema),
  drawer: z.object({ orders: z.array(boardOrderSchema), visits: z.array(boardVisitSchema) }),
  conflicts: z.array(boardConflictSchema),
  budget: z.object({ week: budgetCapacitySchema, month: budgetCapacitySchema }),
  /** Rain days called today and not undone: the board offers their undo until the day ends, even after a reload. */
  rainDays: z.array(
    z.object({ id: z.uuid(), date: z.string(), to: z.string(), crewId: z.uuid().nullable(), moved: z.number().int() }),
  ),
});
export type Board = z.infer<typeof boardSchema>;
export const boardResultSchema = z.object({ board: boardSchema });
/** The most drawer orders and drawer visits a board carries (each list, earliest first). */
export const BOARD_DRAWER_LIMIT = 500;
