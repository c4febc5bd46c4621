import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aPublicStore, STORE_SLUG } from '../store-builders';
import { PublicStorePage } from './public-store-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const path = `/api/v2/public/store/${STORE_SLUG}`;
const listingPath = `${path}/listings/weekly-mowing`;
const SCRIPT = '<img src=x onerror=alert(1)><script>alert("x")</script>';
const price = { pricePerVisit: 45, visits: 26, total: 1170, depositAmount: 175.5, balanceAfterDeposit: 994.5 };

describe('PublicStorePage', () => {
  it('shows what the company wrote as text, never as markup', async () => {
    const store = aPublicStore({ name: SCRIPT, terms: SCRIPT });
    store.listings[0]!.title = SCRIPT;
    store.listings[0]!.description = SCRIPT;
    mockFetch({ [`GET ${path}`]: ok(store) });
    const { container } = renderWithProviders(<PublicStorePage storeSlug={STORE_SLUG} />);
    expect(await screen.findByRole('heading', { level: 1, name: SCRIPT })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('prices the measure instantly, books the chosen week with one Idempotency-Key and no sign-in, and shows the reference', async () => {
    const requests = mockFetch({
      [`GET ${path}`]: ok(aPublicStore({ onlineDeposits: false })),
      [`POST ${listingPath}/price`]: ok(price),
      [`POST ${listingPath}/bookings`]: ok({ reference: 'BK-1F2E3D4C', message: 'Thank you! Your booking is in.', price, preferredWeek: '2027-04-12', checkoutUrl: null }, 201),
    });
    const { user, container } = renderWithProviders(<PublicStorePage storeSlug={STORE_SLUG} />);
    const form = await screen.findByRole('form', { name: 'Book Weekly Mowing' });
    expect(await axeViolations(container)).toEqual([]);
    expect(within(form).getByText(/43,560/)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Lot size (square feet) *'), '4,200');
    await user.click(within(form).getByRole('button', { name: 'See my price' }));
    expect(await within(form).findByTestId('instant-price')).toHaveTextContent('$1,170.00');
    expect(within(form).getByText('Deposit $175.50, then $994.50')).toBeInTheDocument();
    expect(requests.calls('POST', `${listingPath}/price`).at(-1)!.body).toEqual({ measure: '4,200' });

    await user.selectOptions(within(form).getByLabelText('Preferred week *'), '2027-04-12');
    await user.type(within(form).getByLabelText('First name *'), 'Dana');
    await user.type(within(form).getByLabelText('Email'), 'dana@example.com');
    await user.type(within(form).getByLabelText('Street address *'), '12 Elm Street');
    await user.click(within(form).getByRole('button', { name: 'Book now' }));

    expect(await screen.findByText(/Your booking reference is BK-1F2E3D4C/)).toBeInTheDocument();
    const sent = requests.calls('POST', `${listingPath}/bookings`)[0]!;
    expect(sent.headers.get('Authorization')).toBeNull();
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.body).toMatchObject({ firstName: 'Dana', email: 'dana@example.com', measure: '4,200', preferredWeek: '2027-04-12', payDeposit: false, website: '', address: { street: '12 Elm Street' } });
  });

  it('shows the server’s field messages and keeps what was typed', async () => {
    mockFetch({
      [`GET ${path}`]: ok(aPublicStore()),
      [`POST ${listingPath}/bookings`]: fail(400, 'Give an email address or a phone number so we can confirm your booking', 'VALIDATION_FAILED', { email: ['Give an email address or a phone number so we can confirm your booking'] }),
    });
    const { user } = renderWithProviders(<PublicStorePage storeSlug={STORE_SLUG} />);
    const form = await screen.findByRole('form', { name: 'Book Weekly Mowing' });
    await user.type(within(form).getByLabelText('First name *'), 'Dana');
    await user.click(within(form).getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(within(form).getByText('Give an email address or a phone number so we can confirm your booking')).toBeInTheDocument());
    expect(within(form).getByLabelText('First name *')).toHaveValue('Dana');
  });

  it('colours its headings with the store’s accent when it reads on white, and dark grey when it would not', async () => {
    mockFetch({ [`GET ${path}`]: ok(aPublicStore({ accentColor: '#2f855a' })) });
    const first = renderWithProviders(<PublicStorePage storeSlug={STORE_SLUG} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Green Acres Store' })).toHaveStyle({ color: '#2f855a' });
    first.unmount();
    mockFetch({ [`GET ${path}`]: ok(aPublicStore({ accentColor: '#fefcbf' })) });
    renderWithProviders(<PublicStorePage storeSlug={STORE_SLUG} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Green Acres Store' })).toHaveStyle({ color: '#1a202c' });
  });

  it('says when a store is closed or unknown', async () => {
    mockFetch({ [`GET ${path}`]: fail(404, 'This store is not open, or the address is not valid.', 'NOT_FOUND') });
    renderWithProviders(<PublicStorePage storeSlug={STORE_SLUG} />);
    expect(await screen.findByRole('heading', { name: 'This store is not open, or the address is not valid.' })).toBeInTheDocument();
  });
});
