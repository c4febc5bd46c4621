import { z } from 'zod';
import { optionalText } from '../customers/contact.schemas';
import { PRICE_BOOK_MANAGERS_ONLY_MESSAGE } from '../products/price-book';
import { uuidSchema } from '../shared';
import { decimalSchema } from '../shared/fields';
import { rateMatrixSchema } from './rate-matrix';

const isoDateTime = z.iso.datetime({ offset: true });

const requiredTextSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Money or quantity with at most `places` decimals (unit costs keep 4, amounts 2). */
const amountSchema = (label: string, places: number, max: number) => decimalSchema(label, { places, max });

/** A nullable uuid that also accepts '' (an empty picker) as "none". */
const optionalIdSchema = z
  .union([uuidSchema, z.literal('')])
  .nullish()
  .transform((value) => (value ? value : null));

// ── Default item recipe ───────────────────────────────────────────────────────────────────
export const recipeLineTypes = ['labor', 'equipment', 'product', 'subcontractor'] as const;
export const recipeLineTypeSchema = z.enum(recipeLineTypes, { error: 'Choose labor, equipment, product or subcontractor' });
export type RecipeLineType = z.infer<typeof recipeLineTypeSchema>;
export const recipeLineTypeLabels: Record<RecipeLineType, string> = {
  labor: 'Labor',
  equipment: 'Equipment',
  product: 'Product',
  subcontractor: 'Subcontractor',
};

export const MAX_RECIPE_LINES = 50;

/**
 * One line of what a single visit takes. `sourceId` points at the crew, equipment, product or subcontractor it was
 * picked from (null for a line typed by hand); `name` and `unitCost` are kept on the line so the recipe still reads
 * when the source changes. Cost of the line = qty × unitCost; `hours` is the billable hours it adds (an estimate
 * item's bHrs — for labour usually equal to qty).
 */
export const recipeLineSchema = z.object({
  type: recipeLineTypeSchema,
  sourceId: optionalIdSchema,
  name: requiredTextSchema('Line name', 160),
  qty: amountSchema('Quantity', 4, 1_000_000),
  hours: amountSchema('Hours', 4, 10_000).default(0),
  unitCost: amountSchema('Unit cost', 4, 10_000_000).default(0),
});
export type RecipeLine = z.infer<typeof recipeLineSchema>;
export type RecipeLineInput = z.input<typeof recipeLineSchema>;

// ── Service ───────────────────────────────────────────────────────────────────────────────
/** A season never has more visits than a job can (MAX_SEASON_VISITS of jobs). */
export const MAX_DEFAULT_VISITS = 60;

const serviceFields = {
  name: requiredTextSchema('Service name', 160),
  description: optionalText('Description', 2000),
  isTaxable: z.boolean({ error: 'Taxable must be true or false' }).default(true),
  /** Accounting class the service's revenue books to (e.g. "Residential maintenance"). */
  serviceClass: optionalText('Service class', 120),
  incomeAccount: optionalText('Income account', 120),
  /** An income division of this company, or null. */
  incomeDivisionId: optionalIdSchema,
  /** The customer custom field whose value the rate matrix prices; null prices the lot size. */
  selectedCustomFieldId: optionalIdSchema,
  rateMatrixData: rateMatrixSchema.nullish().transform((value) => value ?? { matrixRows: [], bottomSection: null }),
  recipe: z.array(recipeLineSchema).max(MAX_RECIPE_LINES, `At most ${MAX_RECIPE_LINES} recipe lines`).default([]),
  /** How many visits a season of it usually takes (Weekly Mowing 28): the visits its lines get on an estimate. */
  defaultVisits: z
    .number({ error: 'Visits per season must be a number' })
    .int('Visits per season must be a whole number')
    .min(1, 'Visits per season must be at least 1')
    .max(MAX_DEFAULT_VISITS, `Visits per season must be at most ${MAX_DEFAULT_VISITS}`)
    .default(1),
};

/** POST /services: a new service goes to the end of the list. */
export const createServiceInputSchema = z.object(serviceFields);
export type CreateServiceInput = z.output<typeof createServiceInputSchema>;
export type ServiceFormValues = z.input<typeof createServiceInputSchema>;

/** PUT /services/{id}: replaces the editable fields; `updatedAt`, when sent, must be the loaded version (else 409). */
export const updateServiceInputSchema = z.object({ ...serviceFields, updatedAt: isoDateTime.optional() });
export type UpdateServiceInput = z.output<typeof updateServiceInputSchema>;

/** PUT /services/{id}/archive: archived services leave the list (and pickers) but keep their upsales and history. */
export const archiveServiceInputSchema = z.object({
  archived: z.boolean({ error: 'Archived must be true or false' }),
});

/**
 * PUT /services/reorder and PUT /services/{id}/upsales/reorder. Either drag-and-drop (`sourceId` moves to where
 * `targetId` is) or the full order (`ids`, first to last; anything not listed keeps its relative order after them).
 * Services: when an id is not found nothing changes (SPEC.md §4). Both renumber `order` from 1.
 */
export const reorderInputSchema = z.union(
  [z.object({ sourceId: uuidSchema, targetId: uuidSchema }), z.object({ ids: z.array(uuidSchema).min(1, 'List at least one id').max(1000) })],
  { error: 'Send sourceId and targetId, or ids' },
);
export type ReorderInput = z.infer<typeof reorderInputSchema>;

export const listServicesQuerySchema = z.object({
  includeArchived: z
    .enum(['true', 'false'], { error: 'includeArchived must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
});

export const serviceIdParamsSchema = z.object({ id: uuidSchema });
export const serviceChildParamsSchema = z.object({ id: uuidSchema, childId: uuidSchema });

export const serviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  isTaxable: z.boolean(),
  serviceClass: z.string(),
  incomeAccount: z.string(),
  incomeDivisionId: z.uuid().nullable(),
  selectedCustomFieldId: z.uuid().nullable(),
  rateMatrixData: z.object({
    matrixRows: z.array(z.object({ from: z.number(), to: z.number(), rate: z.number(), tbHrs: z.number(), cost: z.number() })),
    bottomSection: z
      .object({ every: z.number(), over: z.number(), is: z.number(), tbHrs: z.number(), additionalCost: z.number() })
      .nullable(),
  }),
  recipe: z.array(
    z.object({
      type: recipeLineTypeSchema,
      sourceId: z.uuid().nullable(),
      name: z.string(),
      qty: z.number(),
      hours: z.number(),
      unitCost: z.number(),
    }),
  ),
  defaultVisits: z.number().int(),
  /** 1-based position in the company's list. */
  order: z.number().int(),
  archived: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Service = z.infer<typeof serviceSchema>;

// ── Upsales, questions, charges (each belongs to one service) ────────────────────────────
/** POST /services/{id}/upsales: offer another existing service of the company alongside this one. */
export const createUpsaleInputSchema = z.object({ serviceId: uuidSchema });
export type CreateUpsaleInput = z.infer<typeof createUpsaleInputSchema>;

export const upsaleSchema = z.object({
  id: z.uuid(),
  /** The service this upsale is offered on. */
  parentServiceId: z.uuid(),
  /** The service being upsold, with its current name and description. */
  serviceId: z.uuid(),
  serviceName: z.string(),
  serviceDescription: z.string(),
  order: z.number().int(),
});
export type Upsale = z.infer<typeof upsaleSchema>;

export const questionAnswerTypes = ['text', 'number', 'yes_no', 'choice'] as const;
export const questionAnswerTypeSchema = z.enum(questionAnswerTypes, { error: 'Choose text, number, yes/no or choice' });
export type QuestionAnswerType = z.infer<typeof questionAnswerTypeSchema>;
export const questionAnswerTypeLabels: Record<QuestionAnswerType, string> = {
  text: 'Text',
  number: 'Number',
  yes_no: 'Yes / no',
  choice: 'Choice',
};

/** POST/PUT /services/{id}/questions[/{childId}]: what the estimator asks the customer; `choice` needs options. */
export const questionInputSchema = z
  .object({
    questionText: requiredTextSchema('Question', 500),
    answerType: questionAnswerTypeSchema.default('text'),
    options: z
      .array(requiredTextSchema('Option', 120))
      .max(30, 'At most 30 options')
      .default([]),
    required: z.boolean({ error: 'Required must be true or false' }).default(false),
  })
  .superRefine((value, context) => {
    if (value.answerType === 'choice' && value.options.length < 2) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'A choice question needs at least 2 options' });
    }
  })
  .transform((value) => ({ ...value, options: value.answerType === 'choice' ? value.options : [] }));
export type QuestionInput = z.output<typeof questionInputSchema>;
export type QuestionFormValues = z.input<typeof questionInputSchema>;

export const questionSchema = z.object({
  id: z.uuid(),
  serviceId: z.uuid(),
  questionText: z.string(),
  answerType: questionAnswerTypeSchema,
  options: z.array(z.string()),
  required: z.boolean(),
  order: z.number().int(),
});
export type Question = z.infer<typeof questionSchema>;

/** POST/PUT /services/{id}/charges[/{childId}]: an extra line billed with the service (dump fee, trip charge). */
export const chargeInputSchema = z.object({
  description: requiredTextSchema('Description', 300),
  amount: amountSchema('Amount', 2, 1_000_000),
  taxable: z.boolean({ error: 'Taxable must be true or false' }).default(true),
});
export type ChargeInput = z.output<typeof chargeInputSchema>;
export type ChargeFormValues = z.input<typeof chargeInputSchema>;

export const chargeSchema = z.object({
  id: z.uuid(),
  serviceId: z.uuid(),
  description: z.string(),
  amount: z.number(),
  taxable: z.boolean(),
  order: z.number().int(),
});
export type Charge = z.infer<typeof chargeSchema>;

/** A service with what belongs to it: GET /services/{id} and every write on one service. */
export const serviceDetailSchema = serviceSchema.extend({
  upsales: z.array(upsaleSchema),
  questions: z.array(questionSchema),
  charges: z.array(chargeSchema),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

// ── Responses ─────────────────────────────────────────────────────────────────────────────
/** GET /services (by order), PUT /services/reorder */
export const serviceListSchema = z.object({ services: z.array(serviceSchema) });
export type ServiceList = z.infer<typeof serviceListSchema>;
/** GET/POST /services, GET/PUT /services/{id}, PUT /services/{id}/archive */
export const serviceResultSchema = z.object({ service: serviceDetailSchema });
export const deleteServiceResultSchema = z.object({ id: z.uuid() });
export const upsaleResultSchema = z.object({ upsale: upsaleSchema });
/** GET /services/{id}/upsales, PUT /services/{id}/upsales/reorder */
export const upsaleListSchema = z.object({ upsales: z.array(upsaleSchema) });
export const questionResultSchema = z.object({ question: questionSchema });
export const questionListSchema = z.object({ questions: z.array(questionSchema) });
export const chargeResultSchema = z.object({ charge: chargeSchema });
export const chargeListSchema = z.object({ charges: z.array(chargeSchema) });
export const deleteChildResultSchema = z.object({ id: z.uuid() });

// ── Messages (SPEC.md §8 service toasts) ──────────────────────────────────────────────────
export const serviceMessages = {
  notFoundTitle: 'Service Not Found',
  notFound: 'The selected service could not be found.',
  duplicateName: 'A service with this name already exists',
  stale: 'This service was changed by someone else. Reload to see the latest version.',
  /** The server's 403 for crew leaders: the price book's rule and words. */
  managersOnly: PRICE_BOOK_MANAGERS_ONLY_MESSAGE,
  incomeDivisionNotFound: 'Choose an income division from this company',
  customFieldNotFound: 'Choose a number custom field from this company',
  upsaleNotFound: 'Upsale not found.',
  upsaleSelf: 'A service cannot be its own upsale.',
  upsaleDuplicate: 'This service is already an upsale of this one.',
  questionNotFound: 'Question not found.',
  chargeNotFound: 'Charge not found.',
  // Toasts: title, then the try-again text.
  loadFailed: 'Failed to load services',
  addFailed: 'Failed to Add Service',
  addFailedDetail: 'Failed to add the service. Please try again.',
  updateFailed: 'Update Failed',
  updateFailedDetail: 'Failed to update the service. Please try again.',
  deleteFailed: 'Delete Failed',
  deleteFailedDetail: 'Failed to delete the service. Please try again.',
  reorderFailed: 'Reorder Failed',
  reorderFailedDetail: 'Failed to reorder services. Please try again.',
  upsalesReorderFailedDetail: 'Failed to reorder upsales. Please try again.',
  upsalesReordered: 'Upsales Reordered',
  serviceAdded: 'Service Added',
  serviceUpdated: 'Service Updated',
  serviceDeleted: 'Service Deleted',
  serviceArchived: 'Service Archived',
  serviceRestored: 'Service Restored',
  servicesReordered: 'Services Reordered',
  addUpsaleFailed: 'Failed to Add Upsale',
  addUpsaleFailedDetail: 'Failed to add the upsale. Please try again.',
  upsaleAdded: 'Upsale Added',
  upsaleDeleted: 'Upsale Deleted',
  deleteUpsaleFailed: 'Failed to Delete Upsale',
  addQuestionFailed: 'Failed to Add Question',
  updateQuestionFailed: 'Failed to Update Question',
  deleteQuestionFailed: 'Failed to Delete Question',
  questionAdded: 'Question Added',
  questionUpdated: 'Question Updated',
  questionDeleted: 'Question Deleted',
  addChargeFailed: 'Failed to Add Charge',
  updateChargeFailed: 'Failed to Update Charge',
  deleteChargeFailed: 'Failed to Delete Charge',
  chargeAdded: 'Charge Added',
  chargeUpdated: 'Charge Updated',
  chargeDeleted: 'Charge Deleted',
  tryAgain: 'Please try again.',
} as const;
