import { z } from 'zod';

import { isAdminRole, type Role } from '../auth';
import { listSearchSchema, optionalText, updatedAtSchema } from '../customers/contact.schemas';
import { labelRateUnits, signalWords } from '../products/products.schemas';
import { limitParamSchema, pageParamSchema, paginationSchema } from '../shared/envelope';
import { decimalSchema, hasAtMostDecimals, nullableCalendarDateSchema, nullableIdSchema, uuidSchema } from '../shared/fields';
import { applicationWarningCodes, DEFAULT_MAX_WIND_MPH, RATE_PLACES } from './application-rules';
import { applicationRecordFields, applicationStates } from './state-profiles';

/**
 * Chemical application records (/chemical-tracking, docs/chemical-applications.md): every pesticide and fertiliser
 * application, kept as a state asks (state-profiles.ts). The API calls them chemical applications; the permission
 * entry is `chemical_tracking`.
 *
 * Calls:
 *   GET    /chemical_applications            one page, filtered (listApplicationsQuerySchema) → { applications, pagination }
 *   POST   /chemical_applications            createApplicationInputSchema → { application }
 *   GET    /chemical_applications/{id}       → { application }
 *   PUT    /chemical_applications/{id}       updateApplicationInputSchema (with updatedAt; stale → 409) → { application }
 *   DELETE /chemical_applications/{id}       → { id } (office only)
 *   POST   /chemical_applications/{id}/send  e-mail the customer their copy (PDF attached) → { application }
 *   GET    /chemical_applications/{id}/pdf   the customer's copy (application/pdf)
 *   GET    /chemical_applications/{id}/sign  the printable lawn sign (application/pdf; pesticides only, else 422)
 *   GET    /chemical_applications/report?from=&to=&productId=&applicatorEmployeeId=&propertyId=&format=json|csv|pdf
 *                                            → { report } (json), or the file
 *   GET    /chemical_applications/settings   → { settings }
 *   PUT    /chemical_applications/settings   updateApplicationSettingsInputSchema → { settings } (office roles that
 *                                            manage company settings)
 *
 * Saving (POST or PUT) runs applicationWarnings: each warning without a reason in `overrideReasons` → 422 with the
 * warning on `overrideReasons.{code}` (overrideReasonMessage). A work order whose recorded materials include an
 * application product cannot be completed (POST /orders/{id}/complete → 422 applicationsRequiredMessage) until each
 * such product has a complete record on that order; completing it e-mails the customer their copies.
 */

export const windDirections = ['calm', 'N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;
export type WindDirection = (typeof windDirections)[number];
export const windDirectionLabels: Record<WindDirection, string> = {
  calm: 'Calm',
  N: 'N',
  NNE: 'NNE',
  NE: 'NE',
  ENE: 'ENE',
  E: 'E',
  ESE: 'ESE',
  SE: 'SE',
  SSE: 'SSE',
  S: 'S',
  SSW: 'SSW',
  SW: 'SW',
  WSW: 'WSW',
  W: 'W',
  WNW: 'WNW',
  NW: 'NW',
  NNW: 'NNW',
};

export const MAX_AREA_SQ_FT = 100_000_000;
export const MAX_REPORT_ROWS = 20_000;

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const APPLICATION_NOT_FOUND_MESSAGE = 'Application record not found';
export const APPLICATION_PRODUCT_NOT_APPLICABLE_MESSAGE = 'Choose a fertiliser, herbicide, insecticide or fungicide from the price book';
/** 422 on PUT: weather is what was typed at the time of the application (delete and record again to correct it). */
export const WEATHER_FROZEN_MESSAGE = 'The weather is kept as it was recorded at the time of the application.';
export const APPLICATION_DELETE_OFFICE_ONLY_MESSAGE = 'Only the office deletes application records.';
export const APPLICATION_NO_CUSTOMER_EMAIL_MESSAGE = 'The customer has no e-mail address. Print their copy instead.';
export const APPLICATION_NO_SIGN_MESSAGE = 'A sign is posted for pesticides only.';
export const APPLICATION_FINISHED_IN_FUTURE_MESSAGE = 'The application cannot finish in the future';
export const APPLICATION_STARTED_AFTER_FINISH_MESSAGE = 'The start must be before the finish';
/** 422 from POST /orders/{id}/complete while an application product on the order has no complete record. */
export const applicationsRequiredMessage = (productNames: readonly string[]) =>
  `Record the application of ${productNames.join(', ')} before completing this visit.`;
/** 403: a crew leader records applications on their crews' visits only (a stand-alone record is the office's). */
export const APPLICATION_CREW_LEADER_ON_ORDERS_MESSAGE = "Crew leaders record applications on their crews' work orders.";
/** 400 on customerId when a work order's record names another customer. */
export const APPLICATION_OTHER_CUSTOMER_MESSAGE = 'The work order is for another customer';
/** 400 on propertyId when the property is not the record's customer's. */
export const APPLICATION_PROPERTY_NOT_CUSTOMERS_MESSAGE = "Choose one of the customer's properties";
/** 403 on PUT /chemical_applications/settings for anyone but an admin. */
export const APPLICATION_SETTINGS_MANAGERS_MESSAGE = 'Only an admin changes the application record settings.';
/** Who changes the settings (the company's states, wind limit, copies on invoices): admins, as the company's set-up. */
export function canManageApplicationSettings(role: Role): boolean {
  return isAdminRole(role);
}
export const APPLICATION_SAVE_FAILED = 'Failed to save the application record';
export const APPLICATION_DELETE_FAILED = 'Failed to delete the application record';
export const APPLICATION_SEND_FAILED = 'Failed to send the customer copy';
export const APPLICATION_SETTINGS_FAILED = 'Failed to save the settings';

// ── Fields ────────────────────────────────────────────────────────────────────────────────
const instantSchema = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO date and time` });

const rateSchema = decimalSchema('Rate', { places: RATE_PLACES, max: 100_000 }).refine((value) => value > 0, 'Rate must be more than 0');
const areaSchema = z
  .number({ error: 'Area treated must be a number of square feet' })
  .int('Area treated must be whole square feet')
  .min(1, 'Area treated must be at least 1 sq ft')
  .max(MAX_AREA_SQ_FT, `Area treated must be at most ${MAX_AREA_SQ_FT.toLocaleString('en-US')} sq ft`);
const temperatureSchema = z
  .number({ error: 'Temperature must be a number (°F)' })
  .min(-60, 'Temperature must be at least -60 °F')
  .max(140, 'Temperature must be at most 140 °F')
  .refine((value) => hasAtMostDecimals(value, 1), 'Temperature can have at most 1 decimal place');
const windSpeedSchema = decimalSchema('Wind speed', { places: 1, max: 100 });
const windDirectionSchema = z.enum(windDirections, { error: 'Wind direction must be calm or a compass point (N, NNE, … NNW)' });

const reasonSchema = optionalText('Reason', 500).optional();
/** The reason given for saving despite each warning (applicationWarnings); blank is no reason. */
export const overrideReasonsSchema = z
  .object(
    { rate_above_label: reasonSchema, license_invalid: reasonSchema, wind_above_limit: reasonSchema },
    { error: 'Override reasons must be { rate_above_label, license_invalid, wind_above_limit }' },
  )
  .strict();

const applicationFields = {
  /** The visit it was applied on; its customer and property are the record's. Null: a stand-alone record. */
  workOrderId: nullableIdSchema,
  /** Required for a stand-alone record (taken from the work order otherwise; a different one → 400). */
  customerId: nullableIdSchema,
  propertyId: nullableIdSchema,
  /** Where on the site: "front and back lawns, 2 beds". With the property's address it is the site location. */
  siteDescription: optionalText('Site description', 500),
  /** What was treated or the pest targeted: "turf — broadleaf weeds". */
  target: optionalText('Target', 200),
  /** A fertiliser or pesticide of the price book (applicationProductCategories). */
  productId: uuidSchema,
  /** Defaults to the product's; typed here when the label differs. */
  epaRegistrationNumber: z
    .string({ error: 'EPA registration number must be text' })
    .trim()
    .max(40, 'EPA registration number must be at most 40 characters')
    .nullish(),
  applicatorEmployeeId: uuidSchema,
  startedAt: instantSchema('Start').nullish(),
  finishedAt: instantSchema('Finish'),
  /** Per 1,000 sq ft, in the product's label rate unit. */
  rate: rateSchema.nullish(),
  areaTreated: areaSchema.nullish(),
  temperatureF: temperatureSchema.nullish(),
  windSpeedMph: windSpeedSchema.nullish(),
  windDirection: windDirectionSchema.nullish(),
  notes: optionalText('Notes', 2_000),
  overrideReasons: overrideReasonsSchema.default({}),
};

function ordered(value: { startedAt?: string | null; finishedAt?: string }, context: z.RefinementCtx): void {
  if (value.startedAt && value.finishedAt && Date.parse(value.startedAt) >= Date.parse(value.finishedAt))
    context.addIssue({ code: 'custom', path: ['startedAt'], message: APPLICATION_STARTED_AFTER_FINISH_MESSAGE });
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────
/**
 * POST /chemical_applications. A record may be saved before it is complete (the state's deadline is the limit);
 * `missingFields` in the answer says what it still lacks. The product, applicator and work order or customer must be
 * the company's (404 naming the field otherwise).
 */
export const createApplicationInputSchema = z
  .object({
    ...applicationFields,
    workOrderId: applicationFields.workOrderId.optional(),
    customerId: applicationFields.customerId.optional(),
    propertyId: applicationFields.propertyId.optional(),
  })
  .strict()
  .superRefine((value, context) => {
    if (!value.workOrderId && !value.customerId)
      context.addIssue({ code: 'custom', path: ['customerId'], message: 'Choose the customer, or record it on a work order' });
    ordered(value, context);
  });
export type CreateApplicationInput = z.input<typeof createApplicationInputSchema>;
export type CreateApplicationValues = z.output<typeof createApplicationInputSchema>;

/**
 * PUT /chemical_applications/{id}: any field, plus the `updatedAt` it was loaded with (stale → 409). The work order
 * and customer do not change. Weather already recorded cannot change (422 WEATHER_FROZEN_MESSAGE); missing weather
 * may be added.
 */
export const updateApplicationInputSchema = z
  .object({
    propertyId: applicationFields.propertyId.optional(),
    siteDescription: applicationFields.siteDescription.optional(),
    target: applicationFields.target.optional(),
    productId: applicationFields.productId.optional(),
    epaRegistrationNumber: applicationFields.epaRegistrationNumber,
    applicatorEmployeeId: applicationFields.applicatorEmployeeId.optional(),
    startedAt: applicationFields.startedAt,
    finishedAt: applicationFields.finishedAt.optional(),
    rate: applicationFields.rate,
    areaTreated: applicationFields.areaTreated,
    temperatureF: applicationFields.temperatureF,
    windSpeedMph: applicationFields.windSpeedMph,
    windDirection: applicationFields.windDirection,
    notes: applicationFields.notes.optional(),
    overrideReasons: overrideReasonsSchema.optional(),
    updatedAt: updatedAtSchema,
  })
  .strict()
  .superRefine(ordered);
export type UpdateApplicationInput = z.input<typeof updateApplicationInputSchema>;
export type UpdateApplicationValues = z.output<typeof updateApplicationInputSchema>;

export const applicationStatusFilters = ['complete', 'incomplete', 'late'] as const;
export type ApplicationStatusFilter = (typeof applicationStatusFilters)[number];

const filters = {
  from: nullableCalendarDateSchema('From').optional(),
  to: nullableCalendarDateSchema('To').optional(),
  productId: uuidSchema.optional(),
  applicatorEmployeeId: uuidSchema.optional(),
  propertyId: uuidSchema.optional(),
  customerId: uuidSchema.optional(),
};

function fromBeforeTo(value: { from?: string | null; to?: string | null }, context: z.RefinementCtx): void {
  if (value.from && value.to && value.from > value.to) context.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
}

/**
 * GET /chemical_applications: newest application first. Dates are the company's calendar (the day it finished).
 * `search` matches the customer, product, EPA number and applicator; `status` complete / incomplete / late.
 */
export const listApplicationsQuerySchema = z
  .object({
    ...filters,
    workOrderId: uuidSchema.optional(),
    status: z.enum(applicationStatusFilters, { error: 'Status must be complete, incomplete or late' }).optional(),
    search: listSearchSchema,
    page: pageParamSchema,
    limit: limitParamSchema,
  })
  .superRefine(fromBeforeTo);
export type ListApplicationsQuery = z.input<typeof listApplicationsQuerySchema>;
export type ListApplicationsValues = z.output<typeof listApplicationsQuerySchema>;

export const reportFormats = ['json', 'csv', 'pdf'] as const;
/** GET /chemical_applications/report: the records a regulator asks for, oldest first, with totals per product. */
export const applicationReportQuerySchema = z
  .object({
    ...filters,
    from: nullableCalendarDateSchema('From').pipe(z.string({ error: 'Choose the first day' })),
    to: nullableCalendarDateSchema('To').pipe(z.string({ error: 'Choose the last day' })),
    format: z.enum(reportFormats, { error: 'Format must be json, csv or pdf' }).default('json'),
  })
  .superRefine(fromBeforeTo);
export type ApplicationReportQuery = z.input<typeof applicationReportQuerySchema>;
export type ApplicationReportValues = z.output<typeof applicationReportQuerySchema>;

export const applicationIdParamsSchema = z.object({ id: uuidSchema });

/** PUT /chemical_applications/settings */
export const updateApplicationSettingsInputSchema = z
  .object({
    /** The states whose rules the company works under; the first is used where a property's state is not one. */
    states: z
      .array(z.enum(applicationStates, { error: 'State must be MN or WI' }), { error: 'States must be a list' })
      .max(applicationStates.length)
      .refine((states) => new Set(states).size === states.length, 'Each state once'),
    maxWindMph: decimalSchema('Wind limit', { places: 1, max: 50 }),
    /** Print the visit's application records on the customer's invoice. */
    copyOnInvoice: z.boolean({ error: 'Copy on invoice must be true or false' }),
    updatedAt: updatedAtSchema.nullable(),
  })
  .strict();
export type UpdateApplicationSettingsInput = z.input<typeof updateApplicationSettingsInputSchema>;

// ── Answers ───────────────────────────────────────────────────────────────────────────────
const isoDateTime = z.iso.datetime({ offset: true });

export const applicationSettingsSchema = z.object({
  states: z.array(z.enum(applicationStates)),
  maxWindMph: z.number(),
  copyOnInvoice: z.boolean(),
  /** Null until the company first saves them (defaults: no state, 10 mph, not on invoices). */
  updatedAt: isoDateTime.nullable(),
});
export type ApplicationSettings = z.infer<typeof applicationSettingsSchema>;
export const DEFAULT_APPLICATION_SETTINGS: ApplicationSettings = { states: [], maxWindMph: DEFAULT_MAX_WIND_MPH, copyOnInvoice: false, updatedAt: null };

export const applicationListItemSchema = z.object({
  id: z.uuid(),
  workOrderId: z.uuid().nullable(),
  /** WO-1042, or null for a stand-alone record. */
  workOrderNumber: z.number().int().nullable(),
  customerId: z.uuid(),
  customerName: z.string(),
  propertyId: z.uuid().nullable(),
  /** The property's address on one line, else the site description. */
  siteLocation: z.string(),
  productId: z.uuid(),
  productName: z.string(),
  epaRegistrationNumber: z.string().nullable(),
  applicatorEmployeeId: z.uuid(),
  applicatorName: z.string(),
  finishedAt: isoDateTime,
  /** The day it finished, in the company's calendar. */
  appliedOn: z.string(),
  rate: z.number().nullable(),
  labelRateUnit: z.enum(labelRateUnits),
  areaTreated: z.number().int().nullable(),
  /** rate × area ÷ 1,000 (totalApplied); null until both are known. */
  totalApplied: z.number().nullable(),
  /** The profile it follows (null when the company picked no state). */
  state: z.enum(applicationStates).nullable(),
  missingFields: z.array(z.enum(applicationRecordFields)),
  complete: z.boolean(),
  /** The last day to complete it (recordDeadline); late: incomplete after it. */
  deadline: z.string().nullable(),
  late: z.boolean(),
  customerCopySentAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const applicationSchema = applicationListItemSchema.extend({
  siteDescription: z.string(),
  target: z.string(),
  startedAt: isoDateTime.nullable(),
  temperatureF: z.number().nullable(),
  windSpeedMph: z.number().nullable(),
  windDirection: z.enum(windDirections).nullable(),
  notes: z.string(),
  /** Snapshots taken when the record was made, as the law reads them later. */
  customerAddress: z.string(),
  applicatorLicenseNumber: z.string().nullable(),
  applicatorLicenseExpiresOn: z.string().nullable(),
  companyName: z.string(),
  companyAddress: z.string(),
  activeIngredient: z.string().nullable(),
  signalWord: z.enum(signalWords).nullable(),
  reentryIntervalHours: z.number().int().nullable(),
  /** The warnings the record carries and the reason given for each. */
  overrides: z.array(z.object({ code: z.enum(applicationWarningCodes), message: z.string(), reason: z.string() })),
  /** The lawn sign: null when none is needed (fertiliser, or no state picked). */
  sign: z
    .object({
      lines: z.array(z.string()),
      safeEntryAt: isoDateTime,
      /** 'at' an instant (MN: 48 h), or not before sunset 'on' a date (WI). */
      removal: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('at'), at: isoDateTime }),
        z.object({ kind: z.literal('after_sunset'), on: z.string() }),
      ]),
      postBefore: z.boolean(),
      format: z.string(),
    })
    .nullable(),
  createdByName: z.string(),
  createdAt: isoDateTime,
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListSchema = z.object({ applications: z.array(applicationListItemSchema), pagination: paginationSchema });
export const applicationResultSchema = z.object({ application: applicationSchema });
export const deleteApplicationResultSchema = z.object({ id: z.uuid() });
export const applicationSettingsResultSchema = z.object({ settings: applicationSettingsSchema });

export const productTotalSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  epaRegistrationNumber: z.string().nullable(),
  labelRateUnit: z.enum(labelRateUnits),
  applications: z.number().int(),
  areaTreated: z.number(),
  totalApplied: z.number(),
});

export const applicationReportSchema = z.object({
  report: z.object({
    from: z.string(),
    to: z.string(),
    companyName: z.string(),
    /** The citations of the company's states, printed on the report. */
    citations: z.array(z.string()),
    applications: z.array(applicationSchema.omit({ sign: true, overrides: true })),
    totals: z.array(productTotalSchema),
    /** More than MAX_REPORT_ROWS matched: narrow the range. */
    truncated: z.boolean(),
  }),
});
export type ApplicationReport = z.infer<typeof applicationReportSchema>['report'];

/** The CSV's columns, in order (the report's rows; one line per application). */
export const applicationCsvHeader = [
  'Date finished',
  'Time finished',
  'Time started',
  'Customer',
  'Customer address',
  'Site location',
  'Target',
  'Product',
  'EPA reg. no.',
  'Rate per 1,000 sq ft',
  'Rate unit',
  'Area (sq ft)',
  'Total applied',
  'Temperature (°F)',
  'Wind (mph)',
  'Wind direction',
  'Applicator',
  'Licence no.',
  'Work order',
  'Complete',
] as const;
