import { z } from 'zod';
import { addressSchema, optionalEmailSchema, optionalPhoneSchema, optionalText } from '../customers/contact.schemas';
import { permissionCatalogue } from '../permissions/catalogue';
import { paginationSchema } from '../shared/envelope';
import { decimalSchema, uuidSchema } from '../shared/fields';

/*
 * The online store (issue 20; docs/online-store.md): the company lists some of its services for sale on a public
 * storefront (/store/{slug}); a homeowner enters the property's measure, sees an instant price from the service's
 * rate matrix (or a fixed price), picks a preferred week and books, optionally paying a deposit online. A booking
 * becomes a customer and property, an estimate accepted online and an unscheduled work order.
 */

// ── Messages ──────────────────────────────────────────────────────────────────────────────────
export const STORE_NOT_FOUND_MESSAGE = 'This store is not open, or the address is not valid.';
export const LISTING_NOT_FOUND_MESSAGE = 'Listing not found';
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found';
export const STORE_SLUG_TAKEN_MESSAGE = 'Another company already uses this store address';
export const LISTING_SLUG_TAKEN_MESSAGE = 'Another listing already uses this address';
export const LISTING_SERVICE_MESSAGE = 'Choose a service of your company';
export const LISTING_MATRIX_EMPTY_MESSAGE = 'This service has no rate matrix: price the listing at a fixed price, or add rows to its rate matrix';
export const ONLY_MANAGERS_CHANGE_STORE_MESSAGE = 'Only admins and office managers can change the online store.';
export const BOOKING_NAME_MESSAGE = 'Enter your name';
export const BOOKING_CONTACT_MESSAGE = 'Give an email address or a phone number so we can confirm your booking';
export const BOOKING_WEEK_MESSAGE = 'Pick a week the service is available';
export const BOOKING_ADDRESS_MESSAGE = 'Enter the street address of the property';
export const BOOKING_RECEIVED_MESSAGE = 'Thank you! Your booking is in. We will confirm the date with you shortly.';
export const LISTING_ORDER_MESSAGE = 'List every listing of the store once';

/** A store or listing address: lower-case letters, digits and single hyphens, e.g. green-acres or weekly-mowing. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 60;
/**
 * Route names of the app a listing slug may not take (the staff view lives at /{slug}): every area's (its permission
 * entry with dashes), and the app's other first path segments.
 */
export const RESERVED_LISTING_SLUGS: ReadonlySet<string> = new Set([
  ...Object.values(permissionCatalogue).flatMap((entries) => entries.map((entry) => entry.replace(/_/g, '-'))),
  'login', 'logout', 'store', 'form', 'proposal', 'invoice', 'apply', 'api', 'assets', 'settings', 'legal', 'onboarding', 'coming-soon',
  'forgot-password', 'reset-password', 'confirm-email', 'readyz', 'healthz',
]);
export const MAX_LISTINGS = 100;
export const MAX_DEPOSIT_PERCENT = 100;
/** How far ahead a homeowner can book. */
export const MAX_BOOKING_WEEKS_AHEAD = 52;

export const slugSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .toLowerCase()
    .min(2, `${label} must be at least 2 characters`)
    .max(MAX_SLUG_LENGTH, `${label} must be at most ${MAX_SLUG_LENGTH} characters`)
    .regex(SLUG_PATTERN, `${label} may contain only lower-case letters, digits and hyphens`);

const colourSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour like #2f855a`)
    .transform((value) => value.toLowerCase());

// ── Store settings ────────────────────────────────────────────────────────────────────────────
export const updateStoreSettingsInputSchema = z.object({
  // /public/store/photos/{id} serves the listings' photos.
  slug: slugSchema('Store address').refine((slug) => slug !== 'photos', 'This store address is taken: choose another'),
  name: z.string({ error: 'Store name is required' }).trim().min(1, 'Store name is required').max(120, 'Store name must be at most 120 characters'),
  primaryColor: colourSchema('Main colour').default('#2f855a'),
  accentColor: colourSchema('Accent colour').default('#1a202c'),
  /** Show the company's main logo (company information) on the storefront. */
  showLogo: z.boolean({ error: 'Show logo must be true or false' }).default(true),
  terms: optionalText('Terms', 10_000),
  /** A closed store answers 404 to the public. */
  open: z.boolean({ error: 'Open must be true or false' }).default(true),
  /** The version read (null for a store never saved). */
  updatedAt: z.iso.datetime({ offset: true, error: 'Send the store settings version you read' }).nullish().transform((value) => value ?? null),
});
export type UpdateStoreSettingsInput = z.input<typeof updateStoreSettingsInputSchema>;
export type UpdateStoreSettingsValues = z.output<typeof updateStoreSettingsInputSchema>;

export const storeSettingsSchema = z.object({
  slug: z.string(),
  name: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
  showLogo: z.boolean(),
  terms: z.string(),
  open: z.boolean(),
  /** The storefront's address, to link from the company's website. */
  storefrontUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

// ── Listings ──────────────────────────────────────────────────────────────────────────────────
export const pricingModes = ['matrix', 'fixed'] as const;
export type PricingMode = (typeof pricingModes)[number];
/** Which measure of the property the rate matrix prices: the lot or the turf area, in square feet. */
export const storeMeasures = ['lot_size', 'turf_area'] as const;
export type StoreMeasure = (typeof storeMeasures)[number];
export const storeMeasureLabels: Record<StoreMeasure, string> = { lot_size: 'Lot size', turf_area: 'Lawn (turf) area' };
export const measureHelp: Record<StoreMeasure, string> = {
  lot_size:
    'Your lot size is on your property tax bill or county property records (in acres: 1 acre is 43,560 sq ft). Or multiply the length and width of your lot in feet.',
  turf_area:
    'Measure the lawn only: pace out each grassy area, multiply its length by its width in feet, and add the areas up. Leave out the house, driveway and beds.',
};

const weekdaySchema = z.number({ error: 'A weekday is a number' }).int().min(0, 'Weekdays are 0 (Sunday) to 6 (Saturday)').max(6, 'Weekdays are 0 (Sunday) to 6 (Saturday)');
const monthSchema = (label: string) => z.number({ error: `${label} must be a month number` }).int(`${label} must be a whole month`).min(1, `${label} must be 1 to 12`).max(12, `${label} must be 1 to 12`);

export const listingInputSchema = z
  .object({
    slug: slugSchema('Listing address').refine((slug) => !RESERVED_LISTING_SLUGS.has(slug), 'This address is a page of the app: choose another'),
    title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters'),
    description: optionalText('Description', 4_000),
    serviceId: uuidSchema,
    pricingMode: z.enum(pricingModes, { error: 'Pricing is matrix or fixed' }),
    measure: z.enum(storeMeasures, { error: 'The measure is the lot size or the turf area' }).default('lot_size'),
    /** The price of one visit when fixed. */
    fixedPrice: decimalSchema('Fixed price', { places: 2, max: 1_000_000 }).nullish().transform((value) => value ?? null),
    /** Visits in the season booked (weekly mowing: 26). */
    visits: z.number({ error: 'Visits must be a number' }).int('Visits must be a whole number').min(1, 'Visits must be at least 1').max(366, 'Visits must be at most 366').default(1),
    depositPercent: decimalSchema('Deposit percent', { places: 2, max: MAX_DEPOSIT_PERCENT }).default(0),
    seasonStartMonth: monthSchema('Season start').default(1),
    seasonEndMonth: monthSchema('Season end').default(12),
    weekdays: z.array(weekdaySchema, { error: 'Weekdays must be a list' }).max(7).default([1, 2, 3, 4, 5]).transform((days) => [...new Set(days)].sort()),
    leadTimeDays: z.number({ error: 'Lead time must be a number of days' }).int('Lead time must be whole days').min(0, 'Lead time cannot be negative').max(365, 'Lead time must be at most 365 days').default(7),
    active: z.boolean({ error: 'Active must be true or false' }).default(true),
  })
  .superRefine((value, context) => {
    if (value.pricingMode === 'fixed' && (value.fixedPrice === null || value.fixedPrice <= 0)) {
      context.addIssue({ code: 'custom', path: ['fixedPrice'], message: 'Enter the fixed price of one visit' });
    }
    if (value.weekdays.length === 0) context.addIssue({ code: 'custom', path: ['weekdays'], message: 'Choose at least one weekday' });
  });
export const createListingInputSchema = listingInputSchema;
export type ListingInput = z.input<typeof listingInputSchema>;
export type ListingValues = z.output<typeof listingInputSchema>;
export const updateListingInputSchema = z.intersection(listingInputSchema, z.object({ updatedAt: z.iso.datetime({ offset: true, error: 'Send the listing version you read' }) }));
export type UpdateListingValues = z.output<typeof updateListingInputSchema>;

export const listingIdParamsSchema = z.object({ id: uuidSchema });
export const listingSlugParamsSchema = z.object({ slug: z.string().max(200) });
export const reorderListingsInputSchema = z.object({ ids: z.array(uuidSchema, { error: 'Ids must be a list' }).max(MAX_LISTINGS) });

export const listingPhotoParamsSchema = z.object({ photoId: uuidSchema });

export const listingSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** The uploaded photo's address (POST /online_store/listings/{id}/photo), the same for staff and storefront; '' for none. */
  photoUrl: z.string(),
  serviceId: z.string().nullable(),
  serviceName: z.string(),
  pricingMode: z.enum(pricingModes),
  measure: z.enum(storeMeasures),
  fixedPrice: z.number().nullable(),
  visits: z.number(),
  depositPercent: z.number(),
  seasonStartMonth: z.number(),
  seasonEndMonth: z.number(),
  weekdays: z.array(z.number()),
  leadTimeDays: z.number(),
  active: z.boolean(),
  position: z.number(),
  /** "From $45.00 a visit" or "$180.00": what the storefront shows before a measure is entered. */
  priceDisplay: z.string(),
  updatedAt: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingSalesSchema = z.object({ bookings: z.number(), bookedTotal: z.number(), depositsPaid: z.number() });
export const listingDetailSchema = z.object({ listing: listingSchema, sales: listingSalesSchema, storefrontUrl: z.string() });
export type ListingDetail = z.infer<typeof listingDetailSchema>;

// ── Bookings ──────────────────────────────────────────────────────────────────────────────────
export const bookingStatuses = ['new', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const bookingStatusLabels: Record<BookingStatus, string> = { new: 'New', confirmed: 'Confirmed', cancelled: 'Cancelled' };
export const depositStatuses = ['none', 'pending', 'paid'] as const;
export type DepositStatus = (typeof depositStatuses)[number];
export const depositStatusLabels: Record<DepositStatus, string> = { none: 'No deposit', pending: 'Deposit not paid yet', paid: 'Deposit paid' };

export const bookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  listingId: z.string().nullable(),
  listingTitle: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  measure: z.number().nullable(),
  preferredWeek: z.string(),
  pricePerVisit: z.number(),
  visits: z.number(),
  total: z.number(),
  depositAmount: z.number(),
  depositStatus: z.enum(depositStatuses),
  status: z.enum(bookingStatuses),
  estimateId: z.string().nullable(),
  workOrderId: z.string().nullable(),
  ticketId: z.string().nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingListQuerySchema = z.object({ status: z.enum(bookingStatuses).optional(), listingId: uuidSchema.optional() });
export const bookingListSchema = z.object({ bookings: z.array(bookingSchema), pagination: paginationSchema.optional() });
export const updateBookingStatusInputSchema = z.object({ status: z.enum(bookingStatuses, { error: 'Status is new, confirmed or cancelled' }) });
export const bookingIdParamsSchema = z.object({ id: uuidSchema });

export const onlineStoreSchema = z.object({ settings: storeSettingsSchema, listings: z.array(listingSchema) });
export type OnlineStore = z.infer<typeof onlineStoreSchema>;

// ── Public side ───────────────────────────────────────────────────────────────────────────────
export const storeSlugParamsSchema = z.object({ storeSlug: z.string().max(200) });
export const storeListingParamsSchema = z.object({ storeSlug: z.string().max(200), listingSlug: z.string().max(200) });

export const publicListingSchema = listingSchema
  .pick({ slug: true, title: true, description: true, photoUrl: true, pricingMode: true, measure: true, visits: true, depositPercent: true, weekdays: true, priceDisplay: true })
  .extend({ measureLabel: z.string(), measureHelp: z.string(), weeks: z.array(z.string()) });
export type PublicListing = z.infer<typeof publicListingSchema>;
export const publicStoreSchema = z.object({
  store: z.object({ name: z.string(), primaryColor: z.string(), accentColor: z.string(), terms: z.string(), hasLogo: z.boolean(), companyName: z.string(), onlineDeposits: z.boolean() }),
  listings: z.array(publicListingSchema),
});
export type PublicStore = z.infer<typeof publicStoreSchema>;

/** The measure a homeowner types: square feet, commas allowed. */
export const measureInputSchema = z
  .union([z.number({ error: 'Enter the size in square feet' }), z.string({ error: 'Enter the size in square feet' }).max(20, 'Enter the size in square feet')])
  .transform((value, context) => {
    const number = typeof value === 'number' ? value : Number(value.replace(/,/g, '').trim());
    if (!Number.isFinite(number) || number <= 0 || number > 1_000_000_000 || (typeof value === 'string' && value.trim() === '')) {
      context.addIssue({ code: 'custom', message: 'Enter the size in square feet (a number above 0)' });
      return z.NEVER;
    }
    return Math.round(number);
  });
export const priceRequestSchema = z.object({ measure: measureInputSchema.nullish().transform((value) => value ?? null) });
export const instantPriceSchema = z.object({ pricePerVisit: z.number(), visits: z.number(), total: z.number(), depositAmount: z.number(), balanceAfterDeposit: z.number() });
export type InstantPriceResult = z.infer<typeof instantPriceSchema>;

const requiredText = (label: string, message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

export const bookingRequestSchema = z
  .object({
    firstName: requiredText('First name', BOOKING_NAME_MESSAGE, 80),
    lastName: optionalText('Last name', 80),
    email: optionalEmailSchema,
    phone: optionalPhoneSchema('Phone'),
    address: addressSchema.extend({ street: requiredText('Street', BOOKING_ADDRESS_MESSAGE, 200) }),
    measure: measureInputSchema.nullish().transform((value) => value ?? null),
    /** The Monday of the week the homeowner prefers (YYYY-MM-DD), one of the listing's weeks. */
    preferredWeek: z.string({ error: BOOKING_WEEK_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_WEEK_MESSAGE),
    notes: optionalText('Notes', 2_000),
    payDeposit: z.boolean({ error: 'Pay deposit must be true or false' }).default(false),
    /** The honeypot: people never see it. */
    website: z.string().max(500).optional().default(''),
  })
  .superRefine((value, context) => {
    if (!value.email && !value.phone) context.addIssue({ code: 'custom', path: ['email'], message: BOOKING_CONTACT_MESSAGE });
  });
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

export const bookingResultSchema = z.object({
  reference: z.string(),
  message: z.string(),
  price: instantPriceSchema,
  preferredWeek: z.string(),
  /** The provider's page to pay the deposit on, when asked for and online payment is on. */
  checkoutUrl: z.string().nullable(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;
