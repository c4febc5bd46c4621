import { z } from 'zod';

/** Free text a form may leave empty: trimmed, bounded, '' when absent. */
export const optionalText = (label: string, max = 200) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');

const PHONE_CHARACTERS = /^\+?[\d\s().-]+(\s*(x|ext\.?)\s*\d{1,6})?$/i;

/** North American and international numbers: 10 to 15 digits, the usual separators, an optional extension. */
export function isValidPhone(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const main = value.replace(/(x|ext\.?)\s*\d{1,6}$/i, '');
  const digits = main.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

export const PHONE_MESSAGE = 'Enter a valid phone number, e.g. (612) 555-0142';
export const EMAIL_MESSAGE = 'Enter a valid email address';
export const WEBSITE_MESSAGE = 'Enter a valid website, e.g. https://www.example.com';
export const US_ZIP_MESSAGE = 'Enter a valid ZIP code, e.g. 55401 or 55401-1234';
export const CANADIAN_POSTAL_CODE_MESSAGE = 'Enter a valid postal code, e.g. K1A 0B1';
export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list, e.g. America/New_York';

export const optionalPhone = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(40, `${label} must be at most 40 characters`)
    .refine((value) => value === '' || isValidPhone(value), PHONE_MESSAGE)
    .default('');

/** People type e-mails in any case; we keep them in lower case. */
export const optionalEmail = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(254, `${label} must be at most 254 characters`)
    .refine((value) => value === '' || z.email().safeParse(value).success, EMAIL_MESSAGE)
    .transform((value) => value.toLowerCase())
    .default('');

/** 'example.com', 'www.example.com' and 'https://example.com/about' are all accepted as typed. */
export function isValidWebsite(value: string): boolean {
  if (/\s/.test(value)) return false;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

export const optionalWebsite = z
  .string({ error: 'Website must be text' })
  .trim()
  .max(300, 'Website must be at most 300 characters')
  .refine((value) => value === '' || isValidWebsite(value), WEBSITE_MESSAGE)
  .default('');

const US_ZIP = /^\d{5}(-\d{4})?$/;
const CANADIAN_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

/** The message for a ZIP / postal code that does not fit its country, or undefined when it fits (or is empty). */
export function postalCodeProblem(zipCode: string, country: string): string | undefined {
  if (zipCode === '') return undefined;
  const normalisedCountry = country.trim().toLowerCase();
  if (['united states', 'united states of america', 'usa', 'us'].includes(normalisedCountry)) {
    return US_ZIP.test(zipCode) ? undefined : US_ZIP_MESSAGE;
  }
  if (normalisedCountry === 'canada') return CANADIAN_POSTAL_CODE.test(zipCode) ? undefined : CANADIAN_POSTAL_CODE_MESSAGE;
  return /^[A-Za-z\d][A-Za-z\d -]{1,11}$/.test(zipCode) ? undefined : 'Enter a valid postal code';
}

let zoneList: readonly string[] | undefined;

/** Every IANA time zone this runtime knows (Node 20, every current browser), for the time-zone picker. */
export function timeZoneOptions(): readonly string[] {
  zoneList ??= [...Intl.supportedValuesOf('timeZone'), 'UTC'].sort();
  return zoneList;
}

/**
 * An IANA zone name. Browsers' and Node's lists differ slightly with their ICU versions (Asia/Kolkata vs
 * Asia/Calcutta), so a name the runtime's formatter accepts counts as well as one on the list.
 */
export function isValidTimeZone(value: string): boolean {
  if (timeZoneOptions().includes(value)) return true;
  if (!value.includes('/')) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
