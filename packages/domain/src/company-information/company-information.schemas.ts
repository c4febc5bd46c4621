import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../shared/constants';
import { coordinateSchema, missingCoordinate } from '../shared/fields';
import {
  isValidTimeZone,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalWebsite,
  postalCodeProblem,
  TIME_ZONE_MESSAGE,
} from './fields';

// ── Constants (SPEC.md §9) ──────────────────────────────────────────────────────────────────
export const DEFAULT_COUNTRY = 'United States';
export const DEFAULT_VISION_TIMEFRAME = '5-10 years';
/** The four mission roadmap points, each with three goal slots. */
export const MISSION_ROADMAP_POINTS = [
  { title: 'You Are Here', timeframe: 'Current' },
  { title: '6 Months', timeframe: '6 Months' },
  { title: '18 Months', timeframe: '18 Months' },
  { title: '3 Years', timeframe: '3 Years' },
] as const;
export const GOALS_PER_ROADMAP_POINT = 3;

// ── Company details ─────────────────────────────────────────────────────────────────────────
const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .refine(isValidTimeZone, TIME_ZONE_MESSAGE)
  .default(DEFAULT_TIME_ZONE);

const companyDetailsObject = z.object({
  companyName: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(1, 'Company name is required')
    .max(200, 'Company name must be at most 200 characters'),
  companyDisplayName: optionalText('Display name'),
  officePhone: optionalPhone('Office phone'),
  companyEmail: optionalEmail('Company email'),
  address: optionalText('Address'),
  city: optionalText('City', 100),
  state: optionalText('State', 100),
  zipCode: optionalText('ZIP code', 20),
  country: optionalText('Country', 100).transform((value) => value || DEFAULT_COUNTRY),
  website: optionalWebsite,
  timeZone: timeZoneSchema,
  /** When true the physical address is the mailing address above (the server copies it). */
  sameAsAbove: z.boolean({ error: 'Same as above must be true or false' }).default(true),
  physicalAddress: optionalText('Physical address'),
  physicalCity: optionalText('Physical city', 100),
  physicalState: optionalText('Physical state', 100),
  physicalZipCode: optionalText('Physical ZIP code', 20),
  physicalCountry: optionalText('Physical country', 100).transform((value) => value || DEFAULT_COUNTRY),
});

export const companyDetailsSchema = companyDetailsObject.superRefine((details, context) => {
  const mailing = postalCodeProblem(details.zipCode, details.country);
  if (mailing) context.addIssue({ code: 'custom', path: ['zipCode'], message: mailing });
  if (!details.sameAsAbove) {
    const physical = postalCodeProblem(details.physicalZipCode, details.physicalCountry);
    if (physical) context.addIssue({ code: 'custom', path: ['physicalZipCode'], message: physical });
  }
});
export type CompanyDetails = z.output<typeof companyDetailsSchema>;
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;

/** With sameAsAbove the physical address follows the mailing one (stored that way, so documents read one place). */
export function withPhysicalAddress(details: CompanyDetails): CompanyDetails {
  if (!details.sameAsAbove) return details;
  return {
    ...details,
    physicalAddress: details.address,
    physicalCity: details.city,
    physicalState: details.state,
    physicalZipCode: details.zipCode,
    physicalCountry: details.country,
  };
}

// ── Scheduling (the schedule board, rain days and route optimisation) ─────────────────────────
export const weekdayLabels = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const DEFAULT_WORKING_WEEKDAYS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_SHIFT_HOURS = 8;
export const DEFAULT_DAY_START_TIME = '07:00';
export const WEEKDAY_MESSAGE = 'A working day is a weekday number from 0 (Sunday) to 6 (Saturday)';
export const WORKING_DAYS_MESSAGE = 'Choose at least one working day';
export const YARD_COORDINATES_MESSAGE = 'Enter both the latitude and the longitude of the yard, or neither';

/**
 * When the crews work: the days of the week (0 Sunday … 6 Saturday; a rain day moves work to the next of them),
 * the hours one crew member works a day (a crew's capacity on the board is its size × this), the usual start of the
 * day, and the yard the crews leave from and come back to (where optimised routes start and end).
 */
export const schedulingDetailsSchema = z
  .object({
    workingWeekdays: z
      .array(z.number({ error: WEEKDAY_MESSAGE }).int(WEEKDAY_MESSAGE).min(0, WEEKDAY_MESSAGE).max(6, WEEKDAY_MESSAGE), { error: WORKING_DAYS_MESSAGE })
      .min(1, WORKING_DAYS_MESSAGE)
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b))
      .default([...DEFAULT_WORKING_WEEKDAYS]),
    shiftHours: z
      .number({ error: 'Shift length must be a number of hours' })
      .min(0.5, 'Shift length must be at least 0.5 hours')
      .max(24, 'Shift length must be at most 24 hours')
      .refine((value) => value > 24 || Number.isInteger(value * 4), 'Shift length goes in quarter hours')
      .default(DEFAULT_SHIFT_HOURS),
    dayStartTime: z
      .string({ error: 'Start of the day must be a time (HH:MM)' })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start of the day must be a time (HH:MM, 24-hour)')
      .default(DEFAULT_DAY_START_TIME),
    yardLatitude: coordinateSchema('Yard latitude', 90),
    yardLongitude: coordinateSchema('Yard longitude', 180),
  })
  .superRefine((value, context) => {
    const missing = missingCoordinate(value.yardLatitude, value.yardLongitude);
    if (missing) context.addIssue({ code: 'custom', path: [missing === 'latitude' ? 'yardLatitude' : 'yardLongitude'], message: YARD_COORDINATES_MESSAGE });
  });
export type SchedulingDetails = z.output<typeof schedulingDetailsSchema>;
export type SchedulingDetailsInput = z.input<typeof schedulingDetailsSchema>;
export const defaultSchedulingDetails = (): SchedulingDetails => schedulingDetailsSchema.parse({});

// ── Contact ─────────────────────────────────────────────────────────────────────────────────
export const contactDetailsSchema = z.object({
  firstName: optionalText('First name', 80),
  lastName: optionalText('Last name', 80),
  title: optionalText('Title', 120),
  email: optionalEmail('Email'),
  phone: optionalPhone('Phone'),
  fax: optionalPhone('Fax'),
});
export type ContactDetails = z.output<typeof contactDetailsSchema>;

// ── Logos ───────────────────────────────────────────────────────────────────────────────────
export const logoKinds = ['mainLogo', 'secondaryLogo', 'favicon'] as const;
export const logoKindSchema = z.enum(logoKinds, { error: 'Kind must be mainLogo, secondaryLogo or favicon' });
export type LogoKind = z.infer<typeof logoKindSchema>;

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const logoContentTypes = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
export type LogoContentType = (typeof logoContentTypes)[number];
export const LOGO_TYPE_MESSAGE = 'Upload a PNG, JPEG, SVG or WebP image';
export const LOGO_TOO_LARGE_MESSAGE = 'The image must be 5 MB or smaller';
export const LOGO_UNREADABLE_MESSAGE =
  'This image could not be read: it may be damaged, or larger than 40 megapixels. Export it again as PNG or JPEG.';

export const logoAltTextSchema = optionalText('Alt text', 250);

/** url: where the image is served (a public, content-addressed address), or null when none is uploaded. */
export const logoSchema = z.object({
  url: z.string().nullable(),
  altText: z.string(),
  contentType: z.enum(logoContentTypes).nullable(),
  byteSize: z.number().int().nullable(),
});
export type Logo = z.infer<typeof logoSchema>;

export const logoDetailsSchema = z.object({ mainLogo: logoSchema, secondaryLogo: logoSchema, favicon: logoSchema });
export type LogoDetails = z.infer<typeof logoDetailsSchema>;

/** PUT may change alt text; images change only through the upload call. */
export const logoAltTextsInputSchema = z.object({
  mainLogo: z.object({ altText: logoAltTextSchema }).optional(),
  secondaryLogo: z.object({ altText: logoAltTextSchema }).optional(),
  favicon: z.object({ altText: logoAltTextSchema }).optional(),
});

/** The multipart text fields of POST /company_information/logos (the file travels in the `file` part). */
export const uploadLogoFieldsSchema = z.object({ kind: logoKindSchema, altText: logoAltTextSchema });
export type UploadLogoFields = z.output<typeof uploadLogoFieldsSchema>;

// ── Purpose, values, mission, vision (screens come with business development) ───────────────
const lastUpdatedSchema = z.iso.datetime({ offset: true }).nullable();

export const companyPurposeInputSchema = z.object({
  purposeStatement: optionalText('Purpose statement', 5000),
  industry: optionalText('Industry', 120),
});

/** A core value: its name, and what it looks like in practice (what a customer or a new hire would see us do). */
export const coreValueSchema = z.object({
  name: optionalText('Value', 120),
  practice: optionalText('What it looks like in practice', 1000),
});
export type CoreValue = z.output<typeof coreValueSchema>;

export const companyValuesInputSchema = z.object({
  coreValues: z
    .array(coreValueSchema, { error: 'Core values must be a list' })
    .max(20, 'At most 20 core values')
    .superRefine((values, context) => {
      values.forEach((value, index) => {
        if (value.name === '' && value.practice !== '') context.addIssue({ code: 'custom', path: [index, 'name'], message: 'Give this value a name' });
      });
    })
    // A row left blank in the form is not a value.
    .transform((values) => values.filter((value) => value.name !== ''))
    .default([]),
  industry: optionalText('Industry', 120),
});

export const roadmapPointSchema = z.object({
  title: optionalText('Title', 120),
  timeframe: optionalText('Timeframe', 120),
  goals: z
    .array(optionalText('Goal', 500))
    .length(GOALS_PER_ROADMAP_POINT, `Each roadmap point has ${GOALS_PER_ROADMAP_POINT} goals`),
});
export type RoadmapPoint = z.output<typeof roadmapPointSchema>;

export const defaultRoadmapPoints = (): RoadmapPoint[] =>
  MISSION_ROADMAP_POINTS.map((point) => ({ ...point, goals: Array.from({ length: GOALS_PER_ROADMAP_POINT }, () => '') }));

export const companyMissionInputSchema = z.object({
  missionStatement: optionalText('Mission statement', 5000),
  industry: optionalText('Industry', 120),
  roadmapPoints: z
    .array(roadmapPointSchema)
    .length(MISSION_ROADMAP_POINTS.length, `The roadmap has ${MISSION_ROADMAP_POINTS.length} points`)
    .default(defaultRoadmapPoints),
});

export const companyVisionInputSchema = z.object({
  visionStatement: optionalText('Vision statement', 5000),
  timeframe: optionalText('Timeframe', 120).transform((value) => value || DEFAULT_VISION_TIMEFRAME),
  focusAreas: z.array(optionalText('Focus area', 300)).max(20, 'At most 20 focus areas').default([]),
});

// ── The whole record ────────────────────────────────────────────────────────────────────────
/** Plain shapes (no defaults or transforms) of what the server answers: a response is only described, not parsed. */
const text = z.string();
const storedCompanyDetailsSchema = z.object({
  companyName: text,
  companyDisplayName: text,
  officePhone: text,
  companyEmail: text,
  address: text,
  city: text,
  state: text,
  zipCode: text,
  country: text,
  website: text,
  timeZone: text,
  sameAsAbove: z.boolean(),
  physicalAddress: text,
  physicalCity: text,
  physicalState: text,
  physicalZipCode: text,
  physicalCountry: text,
});
const storedSchedulingDetailsSchema = z.object({
  workingWeekdays: z.array(z.number().int()),
  shiftHours: z.number(),
  dayStartTime: text,
  yardLatitude: z.number().nullable(),
  yardLongitude: z.number().nullable(),
});
const storedContactDetailsSchema = z.object({ firstName: text, lastName: text, title: text, email: text, phone: text, fax: text });
const storedPurposeSchema = z.object({ purposeStatement: text, industry: text, lastUpdated: lastUpdatedSchema });
const storedValuesSchema = z.object({ coreValues: z.array(z.object({ name: text, practice: text })), industry: text, lastUpdated: lastUpdatedSchema });
const storedMissionSchema = z.object({
  missionStatement: text,
  industry: text,
  roadmapPoints: z.array(z.object({ title: text, timeframe: text, goals: z.array(text) })),
  lastUpdated: lastUpdatedSchema,
});
const storedVisionSchema = z.object({ visionStatement: text, timeframe: text, focusAreas: z.array(text), lastUpdated: lastUpdatedSchema });

export const companyInformationSchema = z.object({
  companyDetails: storedCompanyDetailsSchema,
  contactDetails: storedContactDetailsSchema,
  schedulingDetails: storedSchedulingDetailsSchema,
  logoDetails: logoDetailsSchema,
  companyPurpose: storedPurposeSchema,
  companyValues: storedValuesSchema,
  companyMission: storedMissionSchema,
  companyVision: storedVisionSchema,
  /** Send it back with PUT: a save based on an older version is refused with 409. */
  updatedAt: z.iso.datetime({ offset: true }),
});
export type CompanyInformation = z.infer<typeof companyInformationSchema>;

/** GET/PUT /company_information, POST /company_information/logos, DELETE /company_information/logos/{kind}. */
export const companyInformationResultSchema = z.object({ companyInformation: companyInformationSchema });
export type CompanyInformationResult = z.infer<typeof companyInformationResultSchema>;

/**
 * PUT /company_information: every section is optional (the business-development screens save only theirs);
 * a section that is sent replaces the stored one. `updatedAt` is the version the edit started from.
 */
export const updateCompanyInformationInputSchema = z.object({
  updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be the version you loaded' }),
  companyDetails: companyDetailsSchema.optional(),
  contactDetails: contactDetailsSchema.optional(),
  schedulingDetails: schedulingDetailsSchema.optional(),
  logoDetails: logoAltTextsInputSchema.optional(),
  companyPurpose: companyPurposeInputSchema.optional(),
  companyValues: companyValuesInputSchema.optional(),
  companyMission: companyMissionInputSchema.optional(),
  companyVision: companyVisionInputSchema.optional(),
});
export type UpdateCompanyInformationInput = z.input<typeof updateCompanyInformationInputSchema>;
export type UpdateCompanyInformation = z.output<typeof updateCompanyInformationInputSchema>;

/** A new company's details: its name, SPEC.md §9 defaults for the rest. */
export function defaultCompanyDetails(companyName: string): CompanyDetails {
  return companyDetailsObject.parse({ companyName });
}
export const defaultContactDetails = (): ContactDetails => contactDetailsSchema.parse({});
export const defaultCompanyPurpose = () => ({ ...companyPurposeInputSchema.parse({}), lastUpdated: null });
export const defaultCompanyValues = () => ({ ...companyValuesInputSchema.parse({}), lastUpdated: null });
export const defaultCompanyMission = () => ({ ...companyMissionInputSchema.parse({}), lastUpdated: null });
export const defaultCompanyVision = () => ({ ...companyVisionInputSchema.parse({}), lastUpdated: null });

export const ONLY_ADMINS_SET_UP_MESSAGE = 'Only an admin can set up the company.';
