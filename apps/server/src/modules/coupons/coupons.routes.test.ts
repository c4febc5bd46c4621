import { couponListSchema, couponResultSchema, type Coupon, type CouponFormValues } from '@groundwork/domain/coupons';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

let serial = 0;
function aCouponBody(overrides: Partial<CouponFormValues> = {}): CouponFormValues {
  serial += 1;
  return { couponCode: `SAVE${serial}`, discountType: 'percent', value: 10, ...overrides };
}

async function aCoupon(user: SignedInUser, overrides: Partial<CouponFormValues> = {}): Promise<Coupon> {
  const response = await t.call('POST', '/coupons', { token: user.token, body: aCouponBody(overrides) });
  expect(response.status).toBe(200);
  return couponResultSchema.parse(response.body.data).coupon;
}

describe('coupons', () => {
  it('are created, listed by code, edited and deleted', async () => {
    const admin = await signedInUser(t);
    expect(couponListSchema.parse((await t.call('GET', '/coupons', { token: admin.token })).body.data).coupons).toEqual([]);
    const coupon = await aCoupon(admin, {
      couponCode: 'spring10',
      description: '10% off spring clean-ups',
      validFrom: '2026-03-01',
      validTo: '2026-04-30',
      usageLimit: 50,
    });
    expect(coupon).toMatchObject({
      couponCode: 'SPRING10',
      discountType: 'percent',
      value: 10,
      validFrom: '2026-03-01',
      validTo: '2026-04-30',
      usageLimit: 50,
      timesUsed: 0,
      active: true,
    });
    await aCoupon(admin, { couponCode: 'ALPHA', discountType: 'fixed', value: 25.5 });
    const list = couponListSchema.parse((await t.call('GET', '/coupons', { token: admin.token })).body.data).coupons;
    expect(list.map((item) => item.couponCode)).toEqual(['ALPHA', 'SPRING10']);

    const edited = await t.call('PUT', `/coupons/${coupon.id}`, {
      token: admin.token,
      body: { ...aCouponBody({ couponCode: 'SPRING15', value: 15, active: false }), updatedAt: coupon.updatedAt },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.coupon).toMatchObject({ couponCode: 'SPRING15', value: 15, active: false, validFrom: null, usageLimit: null });
    const stale = await t.call('PUT', `/coupons/${coupon.id}`, { token: admin.token, body: { ...aCouponBody(), updatedAt: coupon.updatedAt } });
    expect(stale.status).toBe(409);

    expect((await t.call('GET', `/coupons/${coupon.id}`, { token: admin.token })).body.data.coupon.couponCode).toBe('SPRING15');
    expect((await t.call('DELETE', `/coupons/${coupon.id}`, { token: admin.token })).body.data).toEqual({ id: coupon.id });
    expect((await t.call('GET', `/coupons/${coupon.id}`, { token: admin.token })).status).toBe(404);
  });

  it('codes are unique per company whatever the case, and free in another company', async () => {
    const admin = await signedInUser(t);
    const first = await aCoupon(admin, { couponCode: 'Welcome' });
    const duplicate = await t.call('POST', '/coupons', { token: admin.token, body: aCouponBody({ couponCode: 'WELCOME' }) });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details.fieldErrors.couponCode).toEqual(['A coupon with this code already exists']);
    const second = await aCoupon(admin, { couponCode: 'OTHER' });
    const renamed = await t.call('PUT', `/coupons/${second.id}`, { token: admin.token, body: aCouponBody({ couponCode: 'welcome' }) });
    expect(renamed.status).toBe(409);
    // Saving a coupon under its own code is fine.
    expect((await t.call('PUT', `/coupons/${first.id}`, { token: admin.token, body: aCouponBody({ couponCode: 'welcome' }) })).status).toBe(200);
    await aCoupon(await signedInUser(t), { couponCode: 'WELCOME' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no code', { couponCode: '' }, 'couponCode'],
    ['a code with spaces', { couponCode: 'SAVE 10' }, 'couponCode'],
    ['a code that is too long', { couponCode: 'X'.repeat(41) }, 'couponCode'],
    ['an unknown discount type', { discountType: 'bogo' }, 'discountType'],
    ['a percent above 100', { discountType: 'percent', value: 120 }, 'value'],
    ['a zero value', { value: 0 }, 'value'],
    ['a value with fractions of a cent', { discountType: 'fixed', value: 5.001 }, 'value'],
    ['a malformed date', { validFrom: '03/01/2026' }, 'validFrom'],
    ['an end before the start', { validFrom: '2026-05-01', validTo: '2026-04-01' }, 'validTo'],
    ['a usage limit of 0', { usageLimit: 0 }, 'usageLimit'],
    ['a fractional usage limit', { usageLimit: 1.5 }, 'usageLimit'],
    ['an active flag that is not a boolean', { active: 'yes' }, 'active'],
  ])('answer 400 for %s', async (_label, overrides, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/coupons', { token: admin.token, body: { ...aCouponBody(), ...overrides } });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors[field]).toBeDefined();
  });

  it('never lets a client set timesUsed', async () => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/coupons', { token: admin.token, body: { ...aCouponBody(), timesUsed: 99 } });
    expect(response.body.data.coupon.timesUsed).toBe(0);
  });

  it('a second company gets 404 reading, changing or deleting the first one’s coupon', async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const coupon = await aCoupon(owner);
    expect((await t.call('GET', `/coupons/${coupon.id}`, { token: intruder.token })).status).toBe(404);
    expect((await t.call('PUT', `/coupons/${coupon.id}`, { token: intruder.token, body: aCouponBody() })).status).toBe(404);
    expect((await t.call('DELETE', `/coupons/${coupon.id}`, { token: intruder.token })).status).toBe(404);
    expect(couponListSchema.parse((await t.call('GET', '/coupons', { token: intruder.token })).body.data).coupons).toEqual([]);
    expect((await t.call('GET', `/coupons/${coupon.id}`, { token: owner.token })).body.data.coupon).toEqual(coupon);
    expect((await t.call('GET', '/coupons/not-an-id', { token: owner.token })).status).toBe(400);
  });
});
