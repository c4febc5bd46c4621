import { z } from 'zod';
import { optionalDateSchema, optionalTextSchema, requiredTextSchema } from '../employees/employees.schemas';
import {
  amountSchema,
  optionalAmountSchema,
  optionalFilterSchema,
  searchQuerySchema,
  updatedAtInputSchema,
} from '../products/price-book';
import { uuidSchema } from '../shared';

// ── Constants ─────────────────────────────────────────────────────────────────────────────
export const equipmentTypes = [
  'mower',
  'truck',
  'trailer',
  'skid_steer',
  'tractor',
  'aerator',
  'dethatcher',
  'spreader',
  'sprayer',
  'blower',
  'trimmer',
  'edger',
  'hedge_trimmer',
  'chainsaw',
  'plow',
  'salt_spreader',
  'snow_blower',
  'other',
] as const;
export const equipmentStatuses = ['active', 'in_repair', 'out_of_service', 'retired'] as const;

export const equipmentTypeSchema = z.enum(equipmentTypes, { error: 'Choose a type from the list' });
export const equipmentStatusSchema = z.enum(equipmentStatuses, { error: 'Choose active, in repair, out of service or retired' });
export type EquipmentType = z.infer<typeof equipmentTypeSchema>;
export type EquipmentStatus = z.infer<typeof equipmentStatusSchema>;

export const equipmentTypeLabels: Record<EquipmentType, string> = {
  mower: 'Mower',
  truck: 'Truck',
  trailer: 'Trailer',
  skid_steer: 'Skid steer',
  tractor: 'Tractor',
  aerator: 'Aerator',
  dethatcher: 'Dethatcher',
  spreader: 'Spreader',
  sprayer: 'Sprayer',
  blower: 'Blower',
  trimmer: 'Trimmer',
  edger: 'Edger',
  hedge_trimmer: 'Hedge trimmer',
  chainsaw: 'Chainsaw',
  plow: 'Plow',
  salt_spreader: 'Salt spreader',
  snow_blower: 'Snow blower',
  other: 'Other',
};
export const equipmentStatusLabels: Record<EquipmentStatus, string> = {
  active: 'Active',
  in_repair: 'In repair',
  out_of_service: 'Out of service',
  retired: 'Retired',
};

/** Hours in a year: nobody bills more from one machine. */
export const MAX_ANNUAL_BILLABLE_HOURS = 8760;
export const MAX_EXPECTED_LIFE_YEARS = 100;

// ── Requests ──────────────────────────────────────────────────────────────────────────────
const purchasePriceSchema = amountSchema('Purchase price', { places: 2 });

const equipmentFields = {
  name: requiredTextSchema('Equipment name', 120),
  type: equipmentTypeSchema.default('other'),
  make: optionalTextSchema('Make', 80),
  model: optionalTextSchema('Model', 80),
  serialNumber: optionalTextSchema('Serial number', 80),
  /** Money in dollars and cents. */
  purchasePrice: purchasePriceSchema,
  /** What it should sell for at the end of its life; null counts as 0. */
  resaleValue: optionalAmountSchema('Resale value', { places: 2 }),
  /** 0 is allowed while unknown: the cost per hour then stays empty, with the reason. */
  expectedLifeYears: amountSchema('Expected life', { places: 2, max: MAX_EXPECTED_LIFE_YEARS }),
  annualBillableHours: amountSchema('Annual billable hours', { places: 2, max: MAX_ANNUAL_BILLABLE_HOURS }),
  fuelPerYear: amountSchema('Fuel per year', { places: 2 }).default(0),
  repairsPerYear: amountSchema('Repairs per year', { places: 2 }).default(0),
  insurancePerYear: amountSchema('Insurance per year', { places: 2 }).default(0),
  status: equipmentStatusSchema.default('active'),
  /** Required while the status is out_of_service (PUT /equipment/{id}/status says the same); cleared otherwise. */
  outOfServiceReason: optionalTextSchema('Reason', 500),
  maintenanceNotes: optionalTextSchema('Maintenance notes', 2000),
  lastServiceDate: optionalDateSchema,
  nextServiceDate: optionalDateSchema,
};

/** A unit cannot be expected to sell for more than it cost (compared only once the purchase price itself is valid). */
const resaleWithinPurchase = <T extends { purchasePrice: number; resaleValue: number | null }>(value: T, ctx: z.RefinementCtx) => {
  if (!purchasePriceSchema.safeParse(value.purchasePrice).success) return;
  if (value.resaleValue !== null && value.resaleValue > value.purchasePrice) {
    ctx.addIssue({ code: 'custom', path: ['resaleValue'], message: 'Resale value cannot be more than the purchase price' });
  }
};

export const OUT_OF_SERVICE_REASON_REQUIRED_MESSAGE = 'Say why the unit is out of service';

/** Out of service needs a reason, so whoever looks for the unit learns why it is in the yard. */
const reasonWhenOutOfService = <T extends { status: EquipmentStatus; outOfServiceReason: string | null }>(value: T, ctx: z.RefinementCtx) => {
  if (value.status === 'out_of_service' && !value.outOfServiceReason)
    ctx.addIssue({ code: 'custom', path: ['outOfServiceReason'], message: OUT_OF_SERVICE_REASON_REQUIRED_MESSAGE });
};

/** POST /equipment (out of service raises a maintenance task about the unit, as PUT /equipment/{id}/status does). */
export const createEquipmentInputSchema = z
  .object(equipmentFields)
  .superRefine(resaleWithinPurchase)
  .superRefine(reasonWhenOutOfService);
export type CreateEquipmentInput = z.infer<typeof createEquipmentInputSchema>;
export type EquipmentFormValues = z.input<typeof createEquipmentInputSchema>;

/** PUT /equipment/{id}: every field, plus the `updatedAt` the form was loaded with (409 when someone saved since). */
export const updateEquipmentInputSchema = z
  .object({ ...equipmentFields, updatedAt: updatedAtInputSchema })
  .superRefine(resaleWithinPurchase)
  .superRefine(reasonWhenOutOfService);
export type UpdateEquipmentInput = z.infer<typeof updateEquipmentInputSchema>;

/** GET /equipment?search&type&status — the whole (small) list; search matches name, make, model, serial number. */
export const listEquipmentQuerySchema = z.object({
  search: searchQuerySchema,
  type: optionalFilterSchema(equipmentTypeSchema),
  status: optionalFilterSchema(equipmentStatusSchema),
});
export type ListEquipmentQuery = z.infer<typeof listEquipmentQuerySchema>;

export const equipmentIdParamsSchema = z.object({ id: uuidSchema });

// ── Responses ─────────────────────────────────────────────────────────────────────────────
export const equipmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: equipmentTypeSchema,
  make: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  purchasePrice: z.number(),
  resaleValue: z.number().nullable(),
  expectedLifeYears: z.number(),
  annualBillableHours: z.number(),
  fuelPerYear: z.number(),
  repairsPerYear: z.number(),
  insurancePerYear: z.number(),
  status: equipmentStatusSchema,
  /** Why it is out of service; null unless it is. */
  outOfServiceReason: z.string().nullable(),
  maintenanceNotes: z.string().nullable(),
  lastServiceDate: z.string().nullable(),
  nextServiceDate: z.string().nullable(),
  /** equipmentCostPerHour(...): 4 decimal places, null when life or hours are 0 (see costPerHourReason). */
  costPerHour: z.number().nullable(),
  /** Depreciation plus fuel, repairs and insurance for one year, to the cent; null with costPerHour. */
  annualCost: z.number().nullable(),
  /** Why costPerHour is null; null when it is not. */
  costPerHourReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Equipment = z.infer<typeof equipmentSchema>;

/** GET /equipment: sorted by name. */
export const equipmentListSchema = z.object({ equipment: z.array(equipmentSchema) });
export type EquipmentList = z.infer<typeof equipmentListSchema>;
/** GET/POST /equipment, GET/PUT /equipment/{id} */
export const equipmentResultSchema = z.object({ equipment: equipmentSchema });
/** DELETE /equipment/{id} */
export const deleteEquipmentResultSchema = z.object({ id: z.uuid() });

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const equipmentMessages = {
  notFound: 'Equipment not found',
  duplicateName: 'Another piece of equipment already has this name',
  stale: 'This equipment was changed by someone else. Reload to see the latest version.',
  loadFailed: 'Failed to load equipment',
  addFailed: 'Failed to add equipment',
  updateFailed: 'Failed to update equipment',
  deleteFailed: 'Failed to delete equipment',
  updated: 'Equipment updated successfully',
} as const;

export const equipmentAddedMessage = (name: string) => `${name} added successfully`;
export const equipmentDeletedMessage = (name: string) => `${name} deleted successfully`;
