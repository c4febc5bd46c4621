import { bookableWeeks } from '@groundwork/domain/store';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '../client';
import { companies, services, storeSettings } from '../schema';
import { companyToday } from '../../lib/company-today';
import { createBookingService } from '../../modules/store/booking.service';
import { createStoreService } from '../../modules/store/store.service';
import type { RequestContext } from '../../plugins/auth';

/**
 * The demo company's online store (docs/online-store.md): open at /store/{its name}, selling Weekly Mowing for the
 * season by lot size with a 15 % deposit, a fixed-price Spring Clean-up, and Core Aeration by lot size; two homeowners
 * have booked. Made through the store's services, so the bookings' customers, accepted estimates, unscheduled work
 * orders and tasks are exactly what a booking makes.
 */
/** The homeowners who booked on the demo storefront: each a customer with an accepted estimate, the last ones numbered. */
export const DEMO_STORE_BOOKINGS = 2;

export async function seedDemoStore(db: Db, companyId: string, ownerUserId: string, publicUrl = 'http://localhost:3000'): Promise<{ slug: string }> {
  const ctx: RequestContext = { userId: ownerUserId, companyId, role: 'admin', sessionId: 'seed' };
  const store = createStoreService({ db, publicUrl });
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const base = (company?.name ?? 'demo').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'demo';
  // Another demo in the same database already has the address: this one takes its company id's first characters too.
  const [taken] = await db.select({ slug: storeSettings.slug }).from(storeSettings).where(eq(storeSettings.slug, base)).limit(1);
  const slug = taken ? `${base}-${companyId.slice(0, 6)}` : base;
  await store.updateSettings(ctx, {
    slug,
    name: `${company?.name ?? 'Our'} online store`,
    primaryColor: '#2f855a',
    accentColor: '#1a202c',
    showLogo: true,
    terms: 'Deposits are refundable until a week before the first visit. We confirm the exact day by phone or e-mail.',
    open: true,
    updatedAt: null,
  });

  const rows = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.companyId, companyId), inArray(services.name, ['Weekly Mowing', 'Spring Clean-up', 'Core Aeration'])));
  const serviceId = (name: string) => rows.find((row) => row.name === name)?.id;
  const mowing = serviceId('Weekly Mowing');
  const cleanUp = serviceId('Spring Clean-up');
  const aeration = serviceId('Core Aeration');
  if (!mowing || !cleanUp || !aeration) throw new Error('the demo store needs the demo services Weekly Mowing, Spring Clean-up and Core Aeration');

  const mowingListing = await store.create(ctx, {
    slug: 'weekly-mowing',
    title: 'Weekly Mowing — full season',
    description: 'Mowing, trimming, edging and blowing every week from April to October. Priced by your lot size.',
    serviceId: mowing,
    pricingMode: 'matrix',
    measure: 'lot_size',
    fixedPrice: null,
    visits: 26,
    depositPercent: 15,
    seasonStartMonth: 4,
    seasonEndMonth: 10,
    weekdays: [1, 2, 3, 4, 5],
    leadTimeDays: 7,
    active: true,
  });
  await store.create(ctx, {
    slug: 'spring-clean-up',
    title: 'Spring Clean-up',
    description: 'Leaves and winter debris raked and hauled, beds edged, the first mow of the year.',
    serviceId: cleanUp,
    pricingMode: 'fixed',
    measure: 'lot_size',
    fixedPrice: 180,
    visits: 1,
    depositPercent: 0,
    seasonStartMonth: 3,
    seasonEndMonth: 5,
    weekdays: [1, 2, 3, 4, 5, 6],
    leadTimeDays: 5,
    active: true,
  });
  await store.create(ctx, {
    slug: 'core-aeration',
    title: 'Core Aeration',
    description: 'Core aeration in the fall, when your lawn recovers best.',
    serviceId: aeration,
    pricingMode: 'matrix',
    measure: 'lot_size',
    fixedPrice: null,
    visits: 1,
    depositPercent: 0,
    seasonStartMonth: 8,
    seasonEndMonth: 10,
    weekdays: [1, 2, 3, 4, 5],
    leadTimeDays: 10,
    active: true,
  });

  const booking = createBookingService({ db, provider: null, publicUrl, log: pino({ level: 'silent' }) });
  const weeks = bookableWeeks(mowingListing, await companyToday(db, companyId));
  await booking.book(slug, 'weekly-mowing', {
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'priya.natarajan@example.com',
    // Mobile numbers from outside the metro's area codes: the client book's 555-01xx numbers never match them.
    phone: '(320) 555-0163',
    address: { street: '4418 Upton Avenue South', street2: '', city: 'Minneapolis', state: 'MN', zipCode: '55410', country: 'United States' },
    measure: 6_800,
    preferredWeek: weeks[1] ?? weeks[0]!,
    notes: 'Side gate code 2468. Friendly dog.',
    payDeposit: false,
    website: '',
  }, null);
  await booking.book(slug, 'spring-clean-up', {
    firstName: 'Marcus',
    lastName: 'Bell',
    email: 'marcus.bell@example.com',
    phone: '(320) 555-0178',
    address: { street: '2207 Girard Avenue South', street2: '', city: 'Minneapolis', state: 'MN', zipCode: '55405', country: 'United States' },
    measure: null,
    preferredWeek: bookableWeeks({ seasonStartMonth: 3, seasonEndMonth: 5, weekdays: [1, 2, 3, 4, 5, 6], leadTimeDays: 5 }, await companyToday(db, companyId))[0]!,
    notes: '',
    payDeposit: false,
    website: '',
  }, null);
  return { slug };
}
