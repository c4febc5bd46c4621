import { priceFromRateMatrix, type RateMatrix } from '@groundwork/domain/services';
import { describe, expect, inject, it } from 'vitest';
import { acceptTermsViaApi, api, signInViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { heading, signInViaUi, visible } from '../support/ui';

/** The demo company (seeded by the global setup): its services carry the rate matrices the store prices from. */
const demoOwner = () => ({ ...inject('demoOwner'), firstName: 'Dana', lastName: 'Whitfield' });
const browser = useBrowser();

const LOT = 8_400;
const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('the online store', () => {
  it('a homeowner books a mowing season at the rate matrix’s price and pays the deposit, and the office finds the customer, the paid deposit, the accepted estimate and the order to schedule', async () => {
    await acceptTermsViaApi(demoOwner());
    const token = await signInViaApi(demoOwner());
    // ── The demo store sells a season of weekly mowing priced by lot size, with a deposit ──
    const store = await api<{ settings: { slug: string; name: string }; listings: Array<{ slug: string; title: string; serviceId: string; visits: number; depositPercent: number }> }>('GET', '/online_store', { token });
    const { slug, name } = store.body.data!.settings;
    const mowing = store.body.data!.listings.find((listing) => listing.slug === 'weekly-mowing')!;
    expect(mowing.depositPercent).toBeGreaterThan(0);
    const service = await api<{ service: { rateMatrixData: RateMatrix } }>('GET', `/services/${mowing.serviceId}`, { token });

    // The price the estimates' rate matrix gives that lot, to the cent, for the season; the deposit its share.
    const rate = priceFromRateMatrix(service.body.data!.service.rateMatrixData, LOT);
    if (!rate.ok) throw new Error(`the demo mowing matrix does not price ${LOT} sq ft`);
    const perVisit = Math.round(rate.rate * 100) / 100;
    const season = Math.round(perVisit * mowing.visits * 100) / 100;
    const seasonCents = Math.round(season * 100);
    const depositCents = Math.round((seasonCents * mowing.depositPercent) / 100);
    const deposit = depositCents / 100;

    // ── A homeowner books from the public storefront, no sign-in ──
    const visitor = await browser.newPage();
    await visitor.goto(`/store/${slug}`);
    await visible(heading(visitor, name));
    await checkAccessibility(visitor, 'storefront');
    await visitor.getByRole('button', { name: `Choose ${mowing.title}` }).click();
    const form = visitor.getByRole('form', { name: `Book ${mowing.title}` });
    await form.getByLabel(/\(square feet\) \*/).fill(String(LOT));
    await form.getByRole('button', { name: 'See my price' }).click();
    await visible(form.getByTestId('instant-price'));
    expect(await form.getByTestId('instant-price').textContent()).toBe(money(season));
    await visible(form.getByText(`${money(perVisit)} a visit × ${mowing.visits} visits`));
    await visible(form.getByText(`Deposit ${money(deposit)}, then ${money((seasonCents - depositCents) / 100)}`));
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
    // The company takes payments online (the Stripe stand-in): paying the deposit is offered, and on by default.
    expect(await form.getByRole('checkbox', { name: /deposit/i }).isChecked()).toBe(true);
    await form.getByRole('button', { name: /^Book/ }).click();

    // ── The provider's payment page (the stand-in's), for the deposit; paying returns to the store ──
    await visible(heading(visitor, 'Test payment'));
    await visitor.getByRole('button', { name: `Pay ${money(deposit)}` }).click();
    await visible(visitor.getByText(/Thank you! Your deposit for booking BK-\S+ is being processed\./));
    expect(new URL(visitor.url()).pathname).toBe(`/store/${slug}`);

    // ── The office: the booking, the customer, the accepted estimate, the unscheduled order ──
    // The signed webhook recorded the deposit before the visitor came back.
    const bookings = await api<{ bookings: Array<{ email: string; customerId: string; estimateId: string; workOrderId: string; total: number; depositAmount: number; depositStatus: string }> }>(
      'GET',
      '/online_store/bookings',
      { token },
    );
    const booking = bookings.body.data!.bookings.find((entry) => entry.email === email)!;
    expect(booking).toMatchObject({ total: season, depositAmount: deposit, depositStatus: 'paid' });
    const office = await browser.newPage();
    await signInViaUi(office, demoOwner());
    await office.goto('/online-store');
    await visible(heading(office, 'Online Store'));
    await visible(office.getByText('Elena Marsh').first());
    await checkAccessibility(office, 'online store, with a booking');
    // The listing's own page (/{product}): its sales count the booking and the deposit paid.
    await office.getByRole('link', { name: mowing.title }).click();
    await visible(heading(office, mowing.title));
    expect(new URL(office.url()).pathname).toBe(`/${mowing.slug}`);
    await visible(office.getByRole('definition').filter({ hasText: money(deposit) }).first());
    await checkAccessibility(office, 'a listing’s page');

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
