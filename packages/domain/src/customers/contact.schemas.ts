import { z } from 'zod';
import { parseCalendarDate } from '../shared/calendar';

/** Contact pieces shared by customers and leads: the same JSON names on both. */

export const clientTypes = ['customer', 'lead'] as const;
export type ClientType = (typeof clientTypes)[number];
export const clientTypeSchema = z.enum(clientTypes, { error: 'Client type must be customer or lead' });

export const customerTypes = ['residential', 'commercial'] as const;
export type CustomerType = (typeof customerTypes)[number];
export const customerTypeSchema = z.enum(customerTypes, { error: 'Type must be residential or commercial' });
export const customerTypeLabels: Record<CustomerType, string> = { residential: 'Residential', commercial: 'Commercial' };

/** A trimmed optional text: absent, null and blank all become ''. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

/** An optional e-mail: '' when blank, else a valid address in lower case. */
export const optionalEmailSchema = z
  .string({ error: 'Email must be text' })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .nullish()
  .transform((value) => (value ?? '').toLowerCase())
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address');

/** The digits of a phone number: how phones are compared and searched. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D+/g, '');
}

/** An optional phone: '' when blank; else 7–15 digits, written with the usual +()-. spaces and an extension. */
export const optionalPhoneSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(40, `${label} must be at most 40 characters`)
    .nullish()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || isValidPhone(value), `Enter a valid ${label.toLowerCase()} (7 to 15 digits)`);

/** 7–15 digits written with the usual +()-./ and spaces, optionally followed by an extension (x123, ext. 123). */
export function isValidPhone(value: string): boolean {
  const main = value.replace(/\s*(x|ext\.?)\s*\d{1,6}$/i, '');
  if (!/^[\d\s()+.\-/]+$/.test(main)) return false;
  const digits = phoneDigits(main).length;
  return digits >= 7 && digits <= 15;
}

export const addressSchema = z.object({
  street: optionalText('Street', 200),
  street2: optionalText('Street line 2', 200),
  city: optionalText('City', 100),
  state: optionalText('State', 100),
  zipCode: optionalText('ZIP code', 20),
  country: optionalText('Country', 100).transform((value) => value || 'United States'),
});
export type Address = z.output<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;
/** The address input may be left out entirely. */
export const addressInputSchema = addressSchema.nullish().transform((value) => value ?? addressSchema.parse({}));

/** One line for lists and map links: "123 Main St, Minneapolis, MN 55401". */
export function formatAddress(address: Partial<Address>): string {
  const cityLine = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.street, address.street2, cityLine].filter(Boolean).join(', ');
}

/** A Google Maps search link for an address ('' when there is nothing to look up). */
export function mapLink(address: Partial<Address>): string {
  const text = formatAddress(address);
  return text ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}` : '';
}

export const tagsSchema = z
  .array(z.string({ error: 'Tags must be text' }).trim().min(1, 'A tag cannot be empty').max(40, 'A tag must be at most 40 characters'), {
    error: 'Tags must be a list',
  })
  .max(20, 'At most 20 tags')
  .nullish()
  .transform((tags) => normaliseTags(tags ?? []));

/** Tags are kept once each (case-insensitively), in the order first given. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

export const alternateEmailsSchema = z
  .array(
    z
      .string({ error: 'Each email must be text' })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Enter a valid email address' })),
    { error: 'Alternate emails must be a list' },
  )
  .max(10, 'At most 10 alternate emails')
  .nullish()
  .transform((emails) => [...new Set(emails ?? [])]);

export const nullableUuidSchema = z
  .uuid({ error: 'Must be a valid id' })
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((value) => value ?? null);

/** YYYY-MM-DD that is a real calendar date, or null. */
export const optionalDateSchema = z
  .string({ error: 'Date must be text' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isCalendarDate(value), 'Enter a valid date (YYYY-MM-DD)');

export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null;
}

/** Square feet: a whole, non-negative number, or null when unknown. Accepts "12,500" from forms and CSV. */
export const squareFeetSchema = (label: string) =>
  z
    .union([z.number({ error: `${label} must be a number` }), z.string({ error: `${label} must be a number` })])
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined) return null;
      const text = typeof value === 'number' ? String(value) : value.replace(/,/g, '').trim();
      if (text === '') return null;
      const number = Number(text);
      if (!Number.isFinite(number) || number < 0 || number > 1_000_000_000) {
        context.addIssue({ code: 'custom', message: `${label} must be a number between 0 and 1,000,000,000` });
        return z.NEVER;
      }
      return Math.round(number);
    });

export const notesSchema = optionalText('Notes', 10_000);

/** The display name a client is shown by: what was typed, else the company (commercial) or the person. */
export function clientDisplayName(client: {
  type: CustomerType;
  displayName?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  companyName?: string | null | undefined;
}): string {
  const typed = client.displayName?.trim();
  if (typed) return typed;
  const person = [client.firstName?.trim(), client.lastName?.trim()].filter(Boolean).join(' ');
  const company = client.companyName?.trim() ?? '';
  if (client.type === 'commercial') return company || person;
  return person || company;
}

/** The contact fields of customers and leads (input side). */
export const contactFieldsSchema = z.object({
  type: customerTypeSchema.default('residential'),
  firstName: optionalText('First name', 80),
  lastName: optionalText('Last name', 80),
  companyName: optionalText('Company name', 200),
  displayName: optionalText('Display name', 200),
  email: optionalEmailSchema,
  alternateEmails: alternateEmailsSchema,
  phone: optionalPhoneSchema('Phone'),
  mobilePhone: optionalPhoneSchema('Mobile phone'),
  workPhone: optionalPhoneSchema('Work phone'),
  address: addressInputSchema,
  leadSourceId: nullableUuidSchema,
  tags: tagsSchema,
  notes: notesSchema,
});

export const NAME_REQUIRED_MESSAGE = 'Enter a first or last name, or a company name';
export const COMPANY_NAME_REQUIRED_MESSAGE = 'Company name is required for a commercial client';

/** A client needs a name: a person's name or (commercial) a company name. */
export function refineContactName(
  value: { type: CustomerType; firstName: string; lastName: string; companyName: string },
  context: z.RefinementCtx,
): void {
  if (value.type === 'commercial' && !value.companyName) {
    context.addIssue({ code: 'custom', path: ['companyName'], message: COMPANY_NAME_REQUIRED_MESSAGE });
  } else if (!value.firstName && !value.lastName && !value.companyName) {
    context.addIssue({ code: 'custom', path: ['firstName'], message: NAME_REQUIRED_MESSAGE });
  }
}

/** Contact fields as the API answers them. */
export const contactViewSchema = z.object({
  type: customerTypeSchema,
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  displayName: z.string(),
  email: z.string(),
  alternateEmails: z.array(z.string()),
  phone: z.string(),
  mobilePhone: z.string(),
  workPhone: z.string(),
  address: z.object({
    street: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  leadSourceId: z.uuid().nullable(),
  tags: z.array(z.string()),
  notes: z.string(),
});

/** A stale-write guard: the `updatedAt` the client last saw. */
export const updatedAtSchema = z.iso.datetime({ offset: true, error: 'updatedAt must be the ISO timestamp the record was loaded with' });

/** Shared list query arguments: none given → the whole list (compact); any given → a page. */
export const listSearchSchema = z
  .string({ error: 'Search must be text' })
  .trim()
  .max(200, 'Search must be at most 200 characters')
  .optional();

/** `ids=a,b,c` (or repeated `ids`): up to 20,000 uuids. */
export const idListQuerySchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? undefined : (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((id) => id.trim()).filter(Boolean)))
  .pipe(z.array(z.uuid({ error: 'ids must be a comma-separated list of ids' })).max(20_000, 'At most 20,000 ids').optional());

export const deleteOutcomes = ['deleted', 'archived'] as const;
export type DeleteOutcome = (typeof deleteOutcomes)[number];
/** DELETE answers what happened: removed, or archived because other records point at it. */
export const deleteResultSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(deleteOutcomes),
  message: z.string(),
});
export type DeleteResult = z.infer<typeof deleteResultSchema>;
