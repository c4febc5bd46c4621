import { priceFromRateMatrix, type RateMatrix } from '@groundwork/domain/services';
import { describe, expect, inject, it } from 'vitest';
import { acceptTermsViaApi, api, signInViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { heading, signInViaUi, visible } from '../support/ui';

/** The demo company (seeded by the global setup): its services carry the rate matrices the store prices from. */
const demoOwner = () => ({ ...inject('demoOwner'), firstName: 'Dana', lastName: 'Whitfield' });
const browser = useBrowser();

const STORE = 'demo-landscaping-online';
const LOT = 8_400;
const VISITS = 26;
const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('the online store', () => {
  it('a homeowner books a mowing season at the rate matrix’s price, and the office finds the customer, the accepted estimate and the order to schedule', async () => {
    await acceptTermsViaApi(demoOwner());
    const token = await signInViaApi(demoOwner());
    // ── The office opens its store with a season of weekly mowing priced by lot size ──
    const services = await api<{ services: Array<{ id: string; name: string }> }>('GET', '/services?limit=200', { token });
    const mowing = services.body.data!.services.find((service) => service.name === 'Weekly Mowing')!;
    const service = await api<{ service: { rateMatrixData: RateMatrix } }>('GET', `/services/${mowing.id}`, { token });
    const settings = await api('PUT', '/online_store/settings', { token, body: { slug: STORE, name: 'Demo Landscaping — book online', terms: 'Cancel up to 48 hours before a visit.' } });
    expect(settings.status).toBe(200);
    const listing = await api('POST', '/online_store/listings', {
      token,
      body: { slug: 'mowing-season', title: 'Weekly mowing season', description: 'Mow, trim and blow, every week.', serviceId: mowing.id, pricingMode: 'matrix', measure: 'lot_size', visits: VISITS, depositPercent: 10, leadTimeDays: 3 },
    });
    expect(listing.status, JSON.stringify(listing.body)).toBe(201);

    // The price the estimates' rate matrix gives that lot, to the cent, for the season.
    const rate = priceFromRateMatrix(service.body.data!.service.rateMatrixData, LOT);
    if (!rate.ok) throw new Error(`the demo mowing matrix does not price ${LOT} sq ft`);
    const perVisit = Math.round(rate.rate * 100) / 100;
    const season = Math.round(perVisit * VISITS * 100) / 100;

    // ── A homeowner books from the public storefront, no sign-in ──
    const visitor = await browser.newPage();
    await visitor.goto(`/store/${STORE}`);
    await visible(heading(visitor, 'Demo Landscaping — book online'));
    await checkAccessibility(visitor, 'storefront');
    // The only listing is chosen already.
    expect(await visitor.getByRole('button', { name: 'Chosen' }).getAttribute('aria-pressed')).toBe('true');
    const form = visitor.getByRole('form', { name: 'Book Weekly mowing season' });
    await form.getByLabel(/\(square feet\) \*/).fill(String(LOT));
    await form.getByRole('button', { name: 'See my price' }).click();
    await visible(form.getByTestId('instant-price'));
    expect(await form.getByTestId('instant-price').textContent()).toBe(money(season));
    await visible(form.getByText(`${money(perVisit)} a visit × ${VISITS} visits`));
    await form.getByLabel('First name *').fill('Elena');
    await form.getByLabel('Last name').fill('Marsh');
    const email = `elena.marsh.${Date.now()}@example.test`;
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('(612) 555-0199');
    await form.getByLabel('Street address *').fill('4410 Oakview Ln');
    await form.getByLabel('City').fill('Edina');
    await form.getByLabel('State').fill('MN');
    await form.getByLabel('ZIP code').fill('55424');
    await checkAccessibility(visitor, 'storefront, booking form with a price');
    await form.getByRole('button', { name: /^Book/ }).click();
    await visible(visitor.getByText(/Your booking reference is BK-/));
    expect(await visitor.getByText(/Your booking reference is BK-/).textContent()).toContain(money(season));

    // ── The office: the booking, the customer, the accepted estimate, the unscheduled order ──
    const bookings = await api<{ bookings: Array<{ email: string; customerId: string; estimateId: string; workOrderId: string; total: number }> }>('GET', '/online_store/bookings', { token });
    const booking = bookings.body.data!.bookings.find((entry) => entry.email === email)!;
    expect(booking.total).toBe(season);
    const office = await browser.newPage();
    await signInViaUi(office, demoOwner());
    await office.goto('/online-store');
    await visible(heading(office, 'Online Store'));
    await visible(office.getByText('Elena Marsh').first());
    await checkAccessibility(office, 'online store, with a booking');

    await office.goto(`/customers/${booking.customerId}`);
    await visible(heading(office, 'Elena Marsh'));
    await visible(office.getByText('4410 Oakview Ln').first());
    const estimate = await api<{ estimate: { status: string; clientId: string } }>('GET', `/internal_estimates/${booking.estimateId}`, { token });
    expect(estimate.body.data!.estimate).toMatchObject({ status: 'approved', clientId: booking.customerId });
    const order = await api<{ order: { status: string; customerId: string } }>('GET', `/orders/${booking.workOrderId}`, { token });
    expect(order.body.data!.order).toMatchObject({ status: 'unscheduled', customerId: booking.customerId });
    await api('POST', '/auth/logout', { token });
  });
});
