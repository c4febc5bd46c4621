import { z } from 'zod';
import { parseCalendarDate } from './calendar';
import { roundTo } from './decimal';

/** People type e-mails in any case; we store and compare them in lower case. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((value) => value.toLowerCase());

/** New passwords: long enough to resist guessing, short enough that hashing cannot be abused. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/** Passwords being checked against a stored hash: any non-empty string within the hashing limit. */
export const currentPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(128, 'Password must be at most 128 characters');

export const personNameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} must be at most 80 characters`);

export const uuidSchema = z.uuid({ error: 'Must be a valid id' });

/** A uuid, or null ('' and missing too) for none: an emptied picker. */
export const nullableIdSchema = z
  .union([uuidSchema, z.literal('')], { error: 'Must be a valid id' })
  .nullish()
  .transform((value) => (value ? value : null));

/** A 'YYYY-MM-DD' date of the company's calendar, or null ('' and missing too) to clear it. */
export const nullableCalendarDateSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || parseCalendarDate(value) !== null, 'Enter a valid date (YYYY-MM-DD)');

/** 'HH:MM' on a 24-hour clock in the company's time zone, or null ('' and missing too). */
export const nullableTimeOfDaySchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), message);

/**
 * True when `value` prints with at most `places` decimals (exactly: 0.1 + 0.2 has more than 2). JavaScript prints a
 * number as the shortest decimal that reads back as it, so counting the printed decimals is exact; only exponent
 * forms (below 1e-6) take the slower exact rounding. Run on every figure of a 1,000-line estimate save.
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (Number.isInteger(value)) return true;
  const text = String(value);
  if (text.includes('e')) return roundTo(value, places) === value;
  return text.length - text.indexOf('.') - 1 <= places;
}

/**
 * A non-negative decimal with at most `places` decimals: unit costs and rates keep 4 (fertiliser is priced per
 * square foot), amounts 2, percents 2.
 */
export const decimalSchema = (label: string, options: { places: number; max: number }) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(options.max, `${label} must be at most ${options.max.toLocaleString('en-US')}`)
    .refine((value) => hasAtMostDecimals(value, options.places), `${label} can have at most ${options.places} decimal places`);

/** An optional decimal: missing, null or '' (an emptied form field) is null. */
export const optionalDecimalSchema = (label: string, options: { places: number; max: number }) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), decimalSchema(label, options).nullable());

/**
 * A latitude (limit 90) or longitude (limit 180) in decimal degrees, or null when it is not known yet: '' (an emptied
 * form field), null and missing all mean none. Numbers only — a place is typed or imported, never looked up.
 */
export const coordinateSchema = (label: string, limit: 90 | 180) =>
  z
    .preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z
        .number({ error: `${label} must be a number` })
        .min(-limit, `${label} must be between -${limit} and ${limit}`)
        .max(limit, `${label} must be between -${limit} and ${limit}`)
        .nullable(),
    )
    .default(null);

/**
 * A lone latitude or longitude is no place on the map: which of the pair is missing when only the other is given,
 * or null when both or neither are.
 */
export function missingCoordinate(latitude: number | null, longitude: number | null): 'latitude' | 'longitude' | null {
  if ((latitude === null) === (longitude === null)) return null;
  return latitude === null ? 'latitude' : 'longitude';
}
