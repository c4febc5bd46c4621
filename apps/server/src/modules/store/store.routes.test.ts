import { priceFromRateMatrix, type RateMatrix } from '@groundwork/domain/services';
import { bookingListSchema, instantPrice, listingSchema, publicStoreSchema, type ListingInput } from '@groundwork/domain/store';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, estimates, leads, payments, storeBookings, tickets, workOrders } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { multipart } from '../../test/hiring-builders';
import { anImage, damagedPngs } from '../../test/images';
import { nextIp, startTestApp, type TestApp } from '../../test/test-app';
import { storeBookRateLimit, storePriceRateLimit } from './public-store.routes';

const WEBHOOK_SECRET = 'whsec_test_groundwork_store_secret';
const signer = new Stripe('sk_test_signing_only');
const SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>';

/** A local stand-in for Stripe's API: it answers a Checkout Session and keeps what it was asked. */
function stripeStandIn(): { server: Server; forms: URLSearchParams[] } {
  const forms: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      forms.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const id = `cs_test_${forms.length}`;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, payment_status: 'unpaid' }));
    });
  });
  return { server, forms };
}

const matrix: RateMatrix = {
  matrixRows: [
    { from: 0, to: 5_000, rate: 45, tbHrs: 0.5, cost: 20 },
    { from: 5_001, to: 10_000, rate: 55, tbHrs: 0.75, cost: 26 },
  ],
  bottomSection: { every: 5_000, over: 10_000, is: 10, tbHrs: 0.25, additionalCost: 4 },
};

let t: TestApp;
const standIn = stripeStandIn();
let owner: SignedInUser;
let estimator: SignedInUser;
let crewLeader: SignedInUser;
let other: SignedInUser;
let mowingService: string;
let storeSlug: string;

async function aService(user: SignedInUser, name: string, rateMatrix: RateMatrix | null) {
  const response = await t.call('POST', '/services', {
    token: user.token,
    body: {
      name,
      description: 'Mow, trim and blow',
      isTaxable: false,
      rateMatrixData: rateMatrix ?? undefined,
      recipe: [
        { type: 'labor', name: 'Crew labour', qty: 1, hours: 1, unitCost: 30 },
        { type: 'equipment', name: 'Mower', qty: 1, unitCost: 10 },
      ],
    },
  });
  expect(response.status, response.text).toBe(200);
  return response.body.data.service.id as string;
}

const aListingBody = (overrides: Partial<ListingInput> = {}): ListingInput => ({
  slug: `weekly-mowing-${randomUUID().slice(0, 8)}`,
  title: 'Weekly Mowing',
  description: 'A season of weekly mowing, April to October.',
  serviceId: mowingService,
  pricingMode: 'matrix',
  measure: 'lot_size',
  visits: 26,
  depositPercent: 15,
  seasonStartMonth: 1,
  seasonEndMonth: 12,
  weekdays: [1, 2, 3, 4, 5],
  leadTimeDays: 7,
  ...overrides,
});

async function aListing(by: SignedInUser = owner, overrides: Partial<ListingInput> = {}) {
  const response = await t.call('POST', '/online_store/listings', { token: by.token, body: aListingBody(overrides) });
  expect(response.status, response.text).toBe(201);
  return listingSchema.parse(response.body.data.listing);
}

async function openStore(user: SignedInUser, slug: string) {
  const current = (await t.call('GET', '/online_store', { token: user.token })).body.data.settings;
  const response = await t.call('PUT', '/online_store/settings', { token: user.token, body: { slug, name: 'Green Acres Store', terms: 'Deposits are refundable up to a week before the first visit.', updatedAt: current.updatedAt } });
  expect(response.status, response.text).toBe(200);
  return response.body.data.settings;
}

async function weekOf(slug: string, listingSlug: string): Promise<string> {
  const response = await t.call('GET', `/public/store/${slug}`, { ip: nextIp() });
  const listing = publicStoreSchema.parse(response.body.data).listings.find((entry) => entry.slug === listingSlug)!;
  return listing.weeks[0]!;
}

const aBooking = (week: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Reyes',
  email: `dana-${randomUUID()}@example.test`,
  phone: '',
  address: { street: '12 Elm Street', city: 'Springfield', state: 'MN', zipCode: '55401' },
  measure: '4,200',
  preferredWeek: week,
  ...overrides,
});

function book(listingSlug: string, body: unknown, options: { slug?: string; ip?: string; headers?: Record<string, string> } = {}) {
  return t.call('POST', `/public/store/${options.slug ?? storeSlug}/listings/${listingSlug}/bookings`, { body, ip: options.ip ?? nextIp(), ...(options.headers ? { headers: options.headers } : {}) });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.server.address() as AddressInfo;
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_groundwork', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: `http://127.0.0.1:${port}` });
  owner = await signedInUser(t);
  estimator = await signedInUser(t, { role: 'estimator', companyId: owner.companyId });
  crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });
  other = await signedInUser(t);
  mowingService = await aService(owner, 'Store Mowing', matrix);
  storeSlug = `green-acres-${randomUUID().slice(0, 8)}`;
  await openStore(owner, storeSlug);
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => standIn.server.close(() => resolve()));
});

describe('the staff side', () => {
  it('an admin lists a service; the office reads it, by id and by its address with its sales; a crew leader gets 403', async () => {
    const listing = await aListing();
    expect(listing).toMatchObject({ serviceName: 'Store Mowing', priceDisplay: 'From $45.00 a visit', depositPercent: 15, active: true });
    const read = await t.call('GET', `/online_store/listings/${listing.id}`, { token: estimator.token });
    expect(read.status).toBe(200);
    const bySlug = await t.call('GET', `/online_store/listings/by_slug/${listing.slug}`, { token: estimator.token });
    expect(bySlug.status, bySlug.text).toBe(200);
    expect(bySlug.body.data.sales).toEqual({ bookings: 0, bookedTotal: 0, depositsPaid: 0 });
    expect(bySlug.body.data.storefrontUrl).toBe(`http://groundwork.test/store/${storeSlug}`);
    expect((await t.call('GET', '/online_store/listings/by_slug/not-a-listing', { token: estimator.token })).status).toBe(404);
    expect((await t.call('GET', '/online_store', { token: crewLeader.token })).status).toBe(403);
    expect((await t.call('POST', '/online_store/listings', { token: estimator.token, body: aListingBody() })).status).toBe(403);
  });

  it('refuses a taken address, a matrix listing of a service without a matrix, and a stale save', async () => {
    const listing = await aListing();
    const taken = await t.call('POST', '/online_store/listings', { token: owner.token, body: aListingBody({ slug: listing.slug }) });
    expect(taken.status).toBe(400);
    expect(taken.body.details.fieldErrors.slug).toEqual(['Another listing already uses this address']);
    const plain = await aService(owner, `Spring Clean-up ${randomUUID().slice(0, 4)}`, null);
    const noMatrix = await t.call('POST', '/online_store/listings', { token: owner.token, body: aListingBody({ serviceId: plain }) });
    expect(noMatrix.status).toBe(400);
    const fixed = await aListing(owner, { serviceId: plain, pricingMode: 'fixed', fixedPrice: 180, visits: 1, depositPercent: 0 });
    expect(fixed.priceDisplay).toBe('$180.00 a visit');
    const changed = await t.call('PUT', `/online_store/listings/${listing.id}`, { token: owner.token, body: { ...aListingBody({ slug: listing.slug, title: 'Mowing' }), updatedAt: listing.updatedAt } });
    expect(changed.status, changed.text).toBe(200);
    const stale = await t.call('PUT', `/online_store/listings/${listing.id}`, { token: owner.token, body: { ...aListingBody({ slug: listing.slug }), updatedAt: listing.updatedAt } });
    expect(stale.status).toBe(409);
  });

  it('orders the listings: every listing once, or 400', async () => {
    const listings = (await t.call('GET', '/online_store/listings', { token: owner.token })).body.data.listings as Array<{ id: string }>;
    const reversed = listings.map((listing) => listing.id).reverse();
    const ordered = await t.call('PUT', '/online_store/listings/order', { token: owner.token, body: { ids: reversed } });
    expect(ordered.status, ordered.text).toBe(200);
    expect(ordered.body.data.listings.map((listing: { id: string }) => listing.id)).toEqual(reversed);
    expect((await t.call('PUT', '/online_store/listings/order', { token: owner.token, body: { ids: reversed.slice(1) } })).status).toBe(400);
  });

  it('a store address is unique across companies, and a stale settings save is 409', async () => {
    const taken = await t.call('PUT', '/online_store/settings', { token: other.token, body: { slug: storeSlug, name: 'Copycat', updatedAt: null } });
    expect(taken.status).toBe(400);
    expect(taken.body.details.fieldErrors.slug).toEqual(['Another company already uses this store address']);
    expect((await t.call('PUT', '/online_store/settings', { token: owner.token, body: { slug: storeSlug, name: 'Again', updatedAt: null } })).status).toBe(409);
  });
});

function uploadPhoto(user: SignedInUser, listingId: string, bytes: Buffer) {
  const { body, headers } = multipart({}, [{ field: 'file', filename: 'mowing.webp', contentType: 'image/webp', bytes }]);
  return t.call('POST', `/online_store/listings/${listingId}/photo`, { token: user.token, body, headers });
}

describe('listing photos', () => {
  it('an upload is re-encoded and shown on the storefront under a new address each time; removing it stops the address', async () => {
    const listing = await aListing();
    expect(listing.photoUrl).toBe('');
    const first = await uploadPhoto(owner, listing.id, await anImage('webp', 12, 8));
    expect(first.status, first.text).toBe(200);
    const withPhoto = listingSchema.parse(first.body.data.listing);
    expect(withPhoto.photoUrl).toMatch(/^\/api\/v2\/public\/store\/photos\/[0-9a-f-]{36}$/);
    // The upload does not change the listing's version: an edit form open beside it still saves.
    expect(withPhoto.updatedAt).toBe(listing.updatedAt);
    const storefront = publicStoreSchema.parse((await t.call('GET', `/public/store/${storeSlug}`, { ip: nextIp() })).body.data);
    expect(storefront.listings.find((entry) => entry.slug === listing.slug)!.photoUrl).toBe(withPhoto.photoUrl);
    const image = await t.app.inject({ method: 'GET', url: withPhoto.photoUrl, remoteAddress: nextIp() });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    // A new photo is a new address; the old one answers 404.
    const second = listingSchema.parse((await uploadPhoto(owner, listing.id, await anImage('jpeg', 10, 10))).body.data.listing);
    expect(second.photoUrl).not.toBe(withPhoto.photoUrl);
    expect((await t.app.inject({ method: 'GET', url: withPhoto.photoUrl, remoteAddress: nextIp() })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.photoUrl, remoteAddress: nextIp() })).headers['content-type']).toBe('image/jpeg');

    // A hidden listing's photo is not shown to the public.
    const hidden = await t.call('PUT', `/online_store/listings/${listing.id}`, { token: owner.token, body: { ...aListingBody({ slug: listing.slug }), active: false, updatedAt: second.updatedAt } });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.data.listing.photoUrl).toBe(second.photoUrl);
    expect((await t.app.inject({ method: 'GET', url: second.photoUrl, remoteAddress: nextIp() })).statusCode).toBe(404);

    const removed = await t.call('DELETE', `/online_store/listings/${listing.id}/photo`, { token: owner.token });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data.listing.photoUrl).toBe('');
    expect((await t.call('DELETE', `/online_store/listings/${listing.id}/photo`, { token: owner.token })).status).toBe(200);
  });

  it('refuses what is not a picture, a damaged one, no file, and anyone but admins and office managers', async () => {
    const listing = await aListing();
    const text = await uploadPhoto(owner, listing.id, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(text.status).toBe(400);
    expect(text.body.details.fieldErrors.file).toEqual(['This photo could not be read. Take it again or choose another one.']);
    for (const [name, bytes] of await damagedPngs()) {
      expect((await uploadPhoto(owner, listing.id, bytes)).status, name).toBe(400);
    }
    const empty = multipart({ note: 'no file' });
    expect((await t.call('POST', `/online_store/listings/${listing.id}/photo`, { token: owner.token, ...empty })).status).toBe(400);
    expect((await t.call('POST', `/online_store/listings/${listing.id}/photo`, { token: owner.token, body: { file: 'x' } })).status).toBe(400);
    expect((await uploadPhoto(estimator, listing.id, await anImage('png'))).status).toBe(403);
    expect((await uploadPhoto(crewLeader, listing.id, await anImage('png'))).status).toBe(403);
    expect((await t.call('GET', `/online_store/listings/${listing.id}`, { token: owner.token })).body.data.listing.photoUrl).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/public/store/photos/not-an-id', remoteAddress: nextIp() })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/public/store/photos/${randomUUID()}`, remoteAddress: nextIp() })).statusCode).toBe(404);
  });
});

describe('tenancy', () => {
  it("a second company cannot read, change, delete, reorder or reference the first one's listings and bookings", async () => {
    const listing = await aListing();
    const body = { ...aListingBody({ slug: listing.slug }), updatedAt: listing.updatedAt };
    expect((await t.call('GET', `/online_store/listings/${listing.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/online_store/listings/by_slug/${listing.slug}`, { token: other.token })).status).toBe(404);
    expect((await t.call('PUT', `/online_store/listings/${listing.id}`, { token: other.token, body })).status).toBe(404);
    expect((await t.call('DELETE', `/online_store/listings/${listing.id}`, { token: other.token })).status).toBe(404);
    expect((await uploadPhoto(other, listing.id, await anImage('png'))).status).toBe(404);
    expect((await t.call('DELETE', `/online_store/listings/${listing.id}/photo`, { token: other.token })).status).toBe(404);
    expect((await t.call('PUT', '/online_store/listings/order', { token: other.token, body: { ids: [listing.id] } })).status).toBe(400);
    // Listing the first company's service from the second is a 404 on the field, not a reference.
    const forged = await t.call('POST', '/online_store/listings', { token: other.token, body: aListingBody() });
    expect(forged.status).toBe(404);
    expect(forged.body.details.fieldErrors.serviceId).toEqual(['Choose a service of your company']);
    expect((await t.call('GET', '/online_store/listings', { token: other.token })).body.data.listings).toEqual([]);
    const booked = await book(listing.slug, aBooking(await weekOf(storeSlug, listing.slug)));
    expect(booked.status, booked.text).toBe(201);
    const [booking] = await t.database.db.select().from(storeBookings).where(eq(storeBookings.listingId, listing.id));
    expect((await t.call('PUT', `/online_store/bookings/${booking!.id}/status`, { token: other.token, body: { status: 'cancelled' } })).status).toBe(404);
    expect((await t.call('GET', '/online_store/bookings', { token: other.token })).body.data.bookings).toEqual([]);
    // The second company's store does not reach the first one's listing.
    const otherSlug = `other-${randomUUID().slice(0, 8)}`;
    await openStore(other, otherSlug);
    expect((await t.call('POST', `/public/store/${otherSlug}/listings/${listing.slug}/price`, { body: { measure: 4200 }, ip: nextIp() })).status).toBe(404);
    expect((await book(listing.slug, aBooking('2026-06-01'), { slug: otherSlug })).status).toBe(404);
  });
});

describe('the storefront', () => {
  it('shows an open store’s active listings with bookable weeks and the measuring help; a closed store or inactive listing is 404', async () => {
    const listing = await aListing();
    const hidden = await aListing(owner, { active: false });
    const response = await t.call('GET', `/public/store/${storeSlug}`, { ip: nextIp() });
    expect(response.status, response.text).toBe(200);
    const store = publicStoreSchema.parse(response.body.data);
    expect(store.store).toMatchObject({ name: 'Green Acres Store', onlineDeposits: true });
    const shown = store.listings.find((entry) => entry.slug === listing.slug)!;
    expect(shown).toMatchObject({ priceDisplay: 'From $45.00 a visit', measureLabel: 'Lot size' });
    expect(shown.measureHelp).toContain('43,560');
    expect(shown.weeks.length).toBeGreaterThan(10);
    expect(store.listings.some((entry) => entry.slug === hidden.slug)).toBe(false);
    expect((await t.call('POST', `/public/store/${storeSlug}/listings/${hidden.slug}/price`, { body: { measure: 4200 }, ip: nextIp() })).status).toBe(404);
    expect((await t.call('GET', '/public/store/no-such-store', { ip: nextIp() })).status).toBe(404);
    expect((await t.call('GET', '/public/store/%3Cscript%3E', { ip: nextIp() })).status).toBe(404);
  });

  it('prices instantly with the same rate matrix function the estimates use', async () => {
    const listing = await aListing();
    for (const measure of [4_200, 5_000.4, 7_500, 12_345]) {
      const response = await t.call('POST', `/public/store/${storeSlug}/listings/${listing.slug}/price`, { body: { measure }, ip: nextIp() });
      expect(response.status, response.text).toBe(200);
      const matrixPrice = priceFromRateMatrix(matrix, Math.round(measure));
      expect(matrixPrice.ok).toBe(true);
      expect(response.body.data.pricePerVisit).toBe(matrixPrice.ok ? matrixPrice.rate : NaN);
      const { ok: _ok, ...expected } = instantPrice({ pricingMode: 'matrix', fixedPrice: null, visits: 26, depositPercent: 15, rateMatrix: matrix }, Math.round(measure)) as { ok: true };
      expect(response.body.data).toEqual(expected);
    }
  });

  it('refuses hostile price requests: no measure, text, negative, huge, oversized body', async () => {
    const listing = await aListing();
    const price = (body: unknown) => t.call('POST', `/public/store/${storeSlug}/listings/${listing.slug}/price`, { body, ip: nextIp() });
    expect((await price({})).status).toBe(422);
    expect((await price({ measure: 'lots' })).status).toBe(400);
    expect((await price({ measure: -5 })).status).toBe(400);
    expect((await price({ measure: 1e12 })).status).toBe(400);
    expect((await price({ measure: SCRIPT })).status).toBe(400);
    expect((await price({ measure: 1, padding: 'x'.repeat(4_000) })).status).toBe(413);
  });

  it('rate limits pricing per address (429)', async () => {
    const listing = await aListing();
    const ip = nextIp();
    let last = 0;
    for (let index = 0; index <= storePriceRateLimit.max; index += 1) {
      last = (await t.call('POST', `/public/store/${storeSlug}/listings/${listing.slug}/price`, { body: { measure: 100 }, ip })).status;
    }
    expect(last).toBe(429);
  });
});

describe('booking', () => {
  it('makes the customer and property, an accepted estimate at the instant price, an unscheduled work order and a task — nobody retypes anything', async () => {
    const listing = await aListing();
    const week = await weekOf(storeSlug, listing.slug);
    const response = await book(listing.slug, aBooking(week, { email: 'Dana.Reyes@Example.test' }));
    expect(response.status, response.text).toBe(201);
    expect(response.body.data).toMatchObject({ reference: expect.stringMatching(/^BK-[0-9A-F]{8}$/), price: { pricePerVisit: 45, visits: 26, total: 1170, depositAmount: 175.5 }, preferredWeek: week, checkoutUrl: null });

    const [booking] = await t.database.db.select().from(storeBookings).where(eq(storeBookings.listingId, listing.id));
    expect(booking).toMatchObject({ status: 'new', depositStatus: 'pending', total: '1170.00', email: 'dana.reyes@example.test' });
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, booking!.customerId!));
    expect(customer).toMatchObject({ companyId: owner.companyId, firstName: 'Dana', lastName: 'Reyes', email: 'dana.reyes@example.test' });
    const [estimate] = await t.database.db.select().from(estimates).where(eq(estimates.id, booking!.estimateId!));
    expect(estimate).toMatchObject({ status: 'approved', clientType: 'customer', clientId: customer!.id, propertyId: booking!.propertyId });
    expect(estimate!.totals.subtotal).toBe(1170);
    const [order] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, booking!.workOrderId!));
    expect(order).toMatchObject({ status: 'unscheduled', crewId: null, date: null, customerId: customer!.id, title: 'Weekly Mowing', price: '45.00' });
    const [task] = await t.database.db.select().from(tickets).where(eq(tickets.id, booking!.ticketId!));
    expect(task!.title).toContain('Confirm online booking');
    expect(task).toMatchObject({ subjectKind: 'work_order', subjectId: order!.id, status: 'open' });

    // The office reads it through the API as it reads its own records.
    const read = await t.call('GET', `/internal_estimates/${estimate!.id}`, { token: owner.token });
    expect(read.status, read.text).toBe(200);
    const list = bookingListSchema.parse((await t.call('GET', `/online_store/bookings?listingId=${listing.id}`, { token: estimator.token })).body.data);
    expect(list.bookings).toHaveLength(1);
    const confirmed = await t.call('PUT', `/online_store/bookings/${booking!.id}/status`, { token: estimator.token, body: { status: 'confirmed' } });
    expect(confirmed.body.data.booking.status).toBe('confirmed');
    const sales = (await t.call('GET', `/online_store/listings/by_slug/${listing.slug}`, { token: owner.token })).body.data.sales;
    expect(sales).toEqual({ bookings: 1, bookedTotal: 1170, depositsPaid: 0 });
  });

  it('matches a customer by phone and a lead by e-mail (converting it), so nobody is entered twice', async () => {
    const listing = await aListing();
    const week = await weekOf(storeSlug, listing.slug);
    const customer = await t.call('POST', '/customers', { token: owner.token, body: { type: 'residential', firstName: 'Lee', lastName: 'Park', phone: '(612) 555-0187' } });
    expect(customer.status, customer.text).toBeLessThan(300);
    const byPhone = await book(listing.slug, aBooking(week, { email: '', phone: '+1 612 555 0187' }));
    expect(byPhone.status, byPhone.text).toBe(201);
    const [first] = await t.database.db.select().from(storeBookings).where(eq(storeBookings.listingId, listing.id));
    expect(first!.customerId).toBe(customer.body.data.customer.id);

    const email = `sam-${randomUUID()}@example.test`;
    const lead = await t.call('POST', '/leads', { token: owner.token, body: { type: 'residential', firstName: 'Sam', lastName: 'Cho', email } });
    expect(lead.status, lead.text).toBeLessThan(300);
    const byEmail = await book(listing.slug, aBooking(week, { firstName: 'Sam', email }));
    expect(byEmail.status, byEmail.text).toBe(201);
    const [converted] = await t.database.db.select().from(leads).where(eq(leads.id, lead.body.data.lead.id));
    expect(converted).toMatchObject({ status: 'won' });
    expect(converted!.convertedCustomerId).not.toBeNull();
  });

  it('a replayed booking (the same Idempotency-Key) makes one booking and answers the same reference', async () => {
    const listing = await aListing();
    const body = aBooking(await weekOf(storeSlug, listing.slug));
    const headers = { 'idempotency-key': `booking-${randomUUID()}` };
    const first = await book(listing.slug, body, { headers });
    const again = await book(listing.slug, body, { headers });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.data.reference).toBe(first.body.data.reference);
    expect(await t.database.db.select().from(storeBookings).where(eq(storeBookings.listingId, listing.id))).toHaveLength(1);
    expect((await book(listing.slug, body, { headers: { 'idempotency-key': 'bad key with spaces' } })).status).toBe(400);
  });

  it('keeps script in every field as text, never as markup, and drops forged ids and prices', async () => {
    const listing = await aListing();
    const week = await weekOf(storeSlug, listing.slug);
    const response = await book(
      listing.slug,
      aBooking(week, {
        firstName: SCRIPT,
        lastName: SCRIPT,
        address: { street: SCRIPT, city: SCRIPT, state: SCRIPT, zipCode: '<b>1</b>' },
        notes: SCRIPT,
        companyId: other.companyId,
        customerId: randomUUID(),
        price: 0.01,
        total: 0.01,
      }),
    );
    expect(response.status, response.text).toBe(201);
    expect(response.body.data.price.total).toBe(1170);
    const [booking] = await t.database.db.select().from(storeBookings).where(eq(storeBookings.listingId, listing.id));
    expect(booking).toMatchObject({ companyId: owner.companyId, customerName: `${SCRIPT} ${SCRIPT}`, total: '1170.00' });
    const list = await t.call('GET', '/online_store/bookings', { token: owner.token });
    // JSON carries it as a string; the pages render it as text (React escapes it), never as HTML.
    expect(list.headers['content-type']).toContain('application/json');
  });

  it('refuses hostile bookings: no name, no way to reach, a week not offered, an unknown listing, NUL text, an oversized body', async () => {
    const listing = await aListing();
    const week = await weekOf(storeSlug, listing.slug);
    const noName = await book(listing.slug, aBooking(week, { firstName: '  ' }));
    expect([noName.status, noName.body.details.fieldErrors.firstName]).toEqual([400, ['Enter your name']]);
    const noContact = await book(listing.slug, aBooking(week, { email: '', phone: '' }));
    expect(noContact.status).toBe(400);
    expect((await book(listing.slug, aBooking('2020-01-06'))).status).toBe(400);
    expect((await book(listing.slug, aBooking('not a date'))).status).toBe(400);
    expect((await book('no-such-listing', aBooking(week))).status).toBe(404);
    expect((await book(listing.slug, aBooking(week, { firstName: 'Da\u0000na' }))).status).toBe(400);
    expect((await book(listing.slug, aBooking(week, { notes: 'x'.repeat(20_000) }))).status).toBe(413);
    expect((await book(listing.slug, aBooking(week, { measure: 0 }))).status).toBe(400);
    expect((await book(listing.slug, aBooking(week, { measure: null }))).status).toBe(422);
    expect(await t.database.db.select().from(storeBookings).where(eq(storeBookings.listingId, listing.id))).toHaveLength(0);
  });

  it('a filled honeypot is answered like a success and makes nothing', async () => {
    const listing = await aListing();
    const response = await book(listing.slug, aBooking(await weekOf(storeSlug, listing.slug), { website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect(await t.database.db.select().from(storeBookings).where(eq(storeBookings.listingId, listing.id))).toHaveLength(0);
  });

  it('rate limits bookings per address (429)', async () => {
    const listing = await aListing();
    const ip = nextIp();
    let last = 0;
    for (let index = 0; index <= storeBookRateLimit.max; index += 1) last = (await book(listing.slug, { firstName: '' }, { ip })).status;
    expect(last).toBe(429);
  });

  it('pays the deposit online: a checkout for the deposit, and the signed webhook records it once as the customer’s credit', async () => {
    const listing = await aListing();
    const response = await book(listing.slug, aBooking(await weekOf(storeSlug, listing.slug), { payDeposit: true }));
    expect(response.status, response.text).toBe(201);
    expect(response.body.data.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const asked = standIn.forms.at(-1)!;
    expect(asked.get('line_items[0][price_data][unit_amount]')).toBe('17550');
    const bookingId = asked.get('metadata[bookingId]')!;
    expect(asked.get('metadata[companyId]')).toBe(owner.companyId);
    expect(asked.get('metadata[invoiceId]')).toBeNull();

    const intent = `pi_${randomUUID().replace(/-/g, '')}`;
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: 1_781_532_000,
      data: { object: { id: 'cs_x', object: 'checkout.session', payment_status: 'paid', amount_total: 17_550, currency: 'usd', payment_intent: intent, metadata: { companyId: owner.companyId, bookingId } } },
    });
    const deliver = () =>
      t.app.inject({ method: 'POST', url: '/api/v2/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }, payload });
    const delivered = await deliver();
    expect([delivered.statusCode, delivered.json().data.outcome]).toEqual([200, 'recorded']);
    expect((await deliver()).json().data.outcome).toBe('replayed');
    const [booking] = await t.database.db.select().from(storeBookings).where(eq(storeBookings.id, bookingId));
    expect(booking).toMatchObject({ depositStatus: 'paid' });
    const recorded = await t.database.db.select().from(payments).where(and(eq(payments.companyId, owner.companyId), eq(payments.providerPaymentId, intent)));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ amount: '175.50', unapplied: '175.50', source: 'online', customerId: booking!.customerId });
  });
});
