import { z } from 'zod';
import { isAdminRole, type Role } from '../auth';
import { decimalSchema, optionalDecimalSchema } from '../shared/fields';

/**
 * Who may add, change and delete price-book entries (equipment, products, subcontractors): company admins, office
 * managers and estimators, who build prices from them. Everyone in the company may read the price book (crew
 * leaders look up materials and machines).
 */
export function canManagePriceBook(role: Role): boolean {
  return isAdminRole(role) || role === 'office_manager' || role === 'estimator';
}

export const PRICE_BOOK_MANAGERS_ONLY_MESSAGE = 'Only admins, office managers and estimators can change the price book';

/** The largest amount any price-book money field takes ($100 million): far above a real value, far below float trouble. */
export const MAX_PRICE_BOOK_AMOUNT = 100_000_000;

/** A non-negative amount with at most `places` decimals (unit costs and rates 4, yearly amounts 2), up to the price-book max. */
export const amountSchema = (label: string, options: { places: number; max?: number }) =>
  decimalSchema(label, { places: options.places, max: options.max ?? MAX_PRICE_BOOK_AMOUNT });

/** An optional amount: missing, null or '' (an emptied form field) is stored as null. */
export const optionalAmountSchema = (label: string, options: { places: number; max?: number }) =>
  optionalDecimalSchema(label, { places: options.places, max: options.max ?? MAX_PRICE_BOOK_AMOUNT });

/** The `updatedAt` the client read; a save made from an older version is refused with 409. */
export const updatedAtInputSchema = z.iso.datetime({ offset: true, error: 'updatedAt must be an ISO date-time' });

/** `?includeArchived=true` style flags: only the words true and false. */
export const booleanQuerySchema = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .optional()
  .transform((value) => value === 'true');

/** A search box: trimmed, empty means no search. */
export const searchQuerySchema = z
  .string()
  .trim()
  .max(120, 'Search must be at most 120 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

/** A `?category=` style filter: empty means every value. */
export const optionalFilterSchema = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.literal('')])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));
