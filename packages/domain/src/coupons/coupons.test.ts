import { describe, expect, it } from 'vitest';
import { couponAvailability, couponInputSchema } from './coupons.schemas';

describe('coupons', () => {
  const coupon = { active: true, validFrom: '2026-03-01', validTo: '2026-04-30', usageLimit: 2, timesUsed: 0 };

  it('are usable inside their dates and under their limit', () => {
    expect(couponAvailability(coupon, '2026-03-01')).toEqual({ usable: true });
    expect(couponAvailability(coupon, '2026-04-30')).toEqual({ usable: true });
    expect(couponAvailability(coupon, '2026-02-28')).toEqual({ usable: false, reason: 'not_started' });
    expect(couponAvailability(coupon, '2026-05-01')).toEqual({ usable: false, reason: 'expired' });
    expect(couponAvailability({ ...coupon, timesUsed: 2 }, '2026-03-10')).toEqual({ usable: false, reason: 'used_up' });
    expect(couponAvailability({ ...coupon, active: false }, '2026-03-10')).toEqual({ usable: false, reason: 'inactive' });
    expect(couponAvailability({ ...coupon, validFrom: null, validTo: null, usageLimit: null, timesUsed: 1_000 }, '2030-01-01')).toEqual({ usable: true });
  });

  it('codes are upper-cased; percents stop at 100', () => {
    expect(couponInputSchema.parse({ couponCode: ' spring-10 ', discountType: 'percent', value: 10 }).couponCode).toBe('SPRING-10');
    expect(couponInputSchema.safeParse({ couponCode: 'X', discountType: 'percent', value: 100.01 }).success).toBe(false);
    expect(couponInputSchema.safeParse({ couponCode: 'X', discountType: 'fixed', value: 150 }).success).toBe(true);
  });
});
