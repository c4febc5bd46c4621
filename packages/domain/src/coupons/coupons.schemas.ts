import { z } from 'zod';
import { optionalText } from '../customers/contact.schemas';
import { uuidSchema } from '../shared';
import { hasAtMostDecimals } from '../shared/fields';

const isoDateTime = z.iso.datetime({ offset: true });
const calendarDate = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });
const optionalDate = z
  .union([calendarDate, z.literal('')])
  .nullish()
  .transform((value) => (value ? value : null));

export const discountTypes = ['percent', 'fixed'] as const;
export const discountTypeSchema = z.enum(discountTypes, { error: 'Choose percent or fixed amount' });
export type DiscountType = z.infer<typeof discountTypeSchema>;
export const discountTypeLabels: Record<DiscountType, string> = { percent: 'Percent', fixed: 'Fixed amount' };

/**
 * Coupons are company-wide. Codes are unique per company whatever the case ("SPRING10" and "spring10" are the same
 * coupon); they are stored as typed, upper-cased, so customers read them the way they are printed.
 */
export const couponCodeSchema = z
  .string({ error: 'Coupon code is required' })
  .trim()
  .min(1, 'Coupon code is required')
  .max(40, 'Coupon code must be at most 40 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Coupon code may use letters, digits, - and _ only')
  .transform((value) => value.toUpperCase());

/** POST /coupons, PUT /coupons/{id}. Percent discounts are at most 100 % (2 decimals); fixed ones are dollars (cents). */
export const couponInputSchema = z
  .object({
    couponCode: couponCodeSchema,
    description: optionalText('Description', 500),
    discountType: discountTypeSchema,
    value: z
      .number({ error: 'Value must be a number' })
      .positive('Value must be more than 0')
      .max(1_000_000, 'Value must be at most 1,000,000')
      .refine((value) => hasAtMostDecimals(value, 2), 'Value can have at most 2 decimal places'),
    validFrom: optionalDate,
    validTo: optionalDate,
    /** How many times the coupon may be redeemed; null is unlimited. */
    usageLimit: z
      .number({ error: 'Usage limit must be a number' })
      .int('Usage limit must be a whole number')
      .min(1, 'Usage limit must be at least 1')
      .max(1_000_000, 'Usage limit must be at most 1,000,000')
      .nullish()
      .transform((value) => value ?? null),
    active: z.boolean({ error: 'Active must be true or false' }).default(true),
    updatedAt: isoDateTime.optional(),
  })
  .superRefine((coupon, context) => {
    if (coupon.discountType === 'percent' && coupon.value > 100) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'A percent discount cannot be more than 100%' });
    }
    if (coupon.validFrom && coupon.validTo && coupon.validTo < coupon.validFrom) {
      context.addIssue({ code: 'custom', path: ['validTo'], message: 'Valid to must not be before valid from' });
    }
  });
export type CouponInput = z.output<typeof couponInputSchema>;
export type CouponFormValues = z.input<typeof couponInputSchema>;

export const couponIdParamsSchema = z.object({ id: uuidSchema });

export const couponSchema = z.object({
  id: z.uuid(),
  couponCode: z.string(),
  description: z.string(),
  discountType: discountTypeSchema,
  value: z.number(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  /** Redemptions so far; kept by the server, never sent by a client. */
  timesUsed: z.number().int(),
  active: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListSchema = z.object({ coupons: z.array(couponSchema) });
export const couponResultSchema = z.object({ coupon: couponSchema });
export const deleteCouponResultSchema = z.object({ id: z.uuid() });

export type CouponUnusableReason = 'inactive' | 'not_started' | 'expired' | 'used_up';

/** Whether a coupon can be redeemed on `today` (YYYY-MM-DD in the company's time zone), and why not. */
export function couponAvailability(
  coupon: Pick<Coupon, 'active' | 'validFrom' | 'validTo' | 'usageLimit' | 'timesUsed'>,
  today: string,
): { usable: true } | { usable: false; reason: CouponUnusableReason } {
  if (!coupon.active) return { usable: false, reason: 'inactive' };
  if (coupon.validFrom && today < coupon.validFrom) return { usable: false, reason: 'not_started' };
  if (coupon.validTo && today > coupon.validTo) return { usable: false, reason: 'expired' };
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return { usable: false, reason: 'used_up' };
  return { usable: true };
}

export const couponMessages = {
  notFound: 'Coupon not found.',
  duplicateCode: 'A coupon with this code already exists',
  stale: 'This coupon was changed by someone else. Reload to see the latest version.',
  // Toasts (SPEC.md §8).
  loadFailed: 'Failed to load coupons',
  addFailed: 'Failed to Add Coupon',
  updateFailed: 'Failed to Update Coupon',
  deleteFailed: 'Failed to Delete Coupon',
  added: 'Coupon Added',
  updated: 'Coupon Updated',
  deleted: 'Coupon Deleted',
  tryAgain: 'Please try again.',
} as const;

export const couponUnusableMessages: Record<CouponUnusableReason, string> = {
  inactive: 'This coupon is switched off.',
  not_started: 'This coupon is not valid yet.',
  expired: 'This coupon has expired.',
  used_up: 'This coupon has reached its usage limit.',
};
