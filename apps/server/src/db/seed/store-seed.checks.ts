import { bookingListSchema, onlineStoreSchema, publicStoreSchema } from '@groundwork/domain/store';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { nextIp } from '../../test/test-app';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo company’s online store', () => {
  it('is open with three listings in order, and two bookings that became customers, accepted estimates and work orders', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const store = onlineStoreSchema.parse((await t.call('GET', '/online_store', { token })).body.data);
    expect(store.settings.open).toBe(true);
    expect(store.listings.map((listing) => [listing.slug, listing.pricingMode, listing.depositPercent])).toEqual([
      ['weekly-mowing', 'matrix', 15],
      ['spring-clean-up', 'fixed', 0],
      ['core-aeration', 'matrix', 0],
    ]);
    const { bookings } = bookingListSchema.parse((await t.call('GET', '/online_store/bookings', { token })).body.data);
    expect(bookings.map((booking) => booking.customerName).sort()).toEqual(['Marcus Bell', 'Priya Natarajan']);
    expect(bookings.every((booking) => booking.customerId && booking.estimateId && booking.workOrderId && booking.ticketId)).toBe(true);
    const mowing = bookings.find((booking) => booking.customerName === 'Priya Natarajan')!;
    expect(mowing).toMatchObject({ visits: 26, depositStatus: 'pending', status: 'new' });
    expect(mowing.depositAmount).toBeCloseTo(mowing.total * 0.15, 2);

    const storefront = publicStoreSchema.parse((await t.call('GET', `/public/store/${store.settings.slug}`, { ip: nextIp() })).body.data);
    expect(storefront.listings).toHaveLength(3);
  });
});
