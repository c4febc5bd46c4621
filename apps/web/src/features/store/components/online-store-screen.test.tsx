import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aBooking, aListing, anOnlineStore } from '../store-builders';
import { OnlineStoreScreen } from './online-store-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SCRIPT = '<img src=x onerror=alert(1)><script>alert("x")</script>';
const services = [{ id: aListing().serviceId!, name: 'Weekly Mowing', hasRateMatrix: true }];
const second = aListing({ id: '8c7b6a5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d', slug: 'spring-clean-up', title: 'Spring Clean-up', pricingMode: 'fixed', fixedPrice: 180, priceDisplay: '$180.00 a visit', depositPercent: 0 });

describe('OnlineStoreScreen', () => {
  it('shows the settings, the listings in order with links to their pages, and the bookings with their records', async () => {
    mockFetch({ 'GET /api/v2/online_store': ok(anOnlineStore([aListing(), second])), 'GET /api/v2/online_store/bookings': ok({ bookings: [aBooking({ customerName: SCRIPT })] }) });
    const { container } = renderWithProviders(<OnlineStoreScreen services={services} canChange />);
    expect(await screen.findByRole('link', { name: 'Weekly Mowing' })).toHaveAttribute('href', '/weekly-mowing');
    expect(screen.getByRole('link', { name: /store\/green-acres/ })).toHaveAttribute('href', 'http://localhost/store/green-acres');
    expect(await screen.findByText(new RegExp('BK-1F2E3D4C'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Estimate' })).toHaveAttribute('href', `/estimates/${aBooking().estimateId}`);
    expect(screen.getByRole('link', { name: 'Work order' })).toHaveAttribute('href', `/orders/${aBooking().workOrderId}`);
    expect(container.querySelector('script')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves a listing down by sending the whole order', async () => {
    const requests = mockFetch({
      'GET /api/v2/online_store': ok(anOnlineStore([aListing(), second])),
      'GET /api/v2/online_store/bookings': ok({ bookings: [] }),
      'PUT /api/v2/online_store/listings/order': ok({ listings: [second, aListing()] }),
    });
    const { user } = renderWithProviders(<OnlineStoreScreen services={services} canChange />);
    await user.click(await screen.findByRole('button', { name: 'Move Weekly Mowing down' }));
    await waitFor(() => expect(requests.calls('PUT', '/api/v2/online_store/listings/order')).toHaveLength(1));
    expect(requests.calls('PUT', '/api/v2/online_store/listings/order')[0]!.body).toEqual({ ids: [second.id, aListing().id] });
  });

  it('adds a listing with the chosen service and price', async () => {
    const requests = mockFetch({
      'GET /api/v2/online_store': ok(anOnlineStore([])),
      'GET /api/v2/online_store/bookings': ok({ bookings: [] }),
      'POST /api/v2/online_store/listings': ok({ listing: aListing() }, 201),
    });
    const { user } = renderWithProviders(<OnlineStoreScreen services={services} canChange />);
    await user.click(await screen.findByRole('button', { name: 'Add listing' }));
    const form = screen.getByRole('form', { name: 'New listing' });
    await user.type(within(form).getByLabelText('Title'), 'Weekly Mowing');
    await user.type(within(form).getByLabelText('Address (/…)'), 'weekly-mowing');
    await user.clear(within(form).getByLabelText('Visits in the season'));
    await user.type(within(form).getByLabelText('Visits in the season'), '26');
    await user.clear(within(form).getByLabelText('Deposit (%)'));
    await user.type(within(form).getByLabelText('Deposit (%)'), '15');
    await user.click(within(form).getByRole('button', { name: 'Add listing' }));
    await waitFor(() => expect(requests.calls('POST', '/api/v2/online_store/listings')).toHaveLength(1));
    expect(requests.calls('POST', '/api/v2/online_store/listings')[0]!.body).toMatchObject({ title: 'Weekly Mowing', slug: 'weekly-mowing', serviceId: services[0]!.id, pricingMode: 'matrix', visits: 26, depositPercent: 15, fixedPrice: null });
  });

  it('adds a listing and then uploads its photo; a photo over 15 MB is refused before anything is sent', async () => {
    const added = aListing({ id: '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910' });
    const requests = mockFetch({
      'GET /api/v2/online_store': ok(anOnlineStore([])),
      'GET /api/v2/online_store/bookings': ok({ bookings: [] }),
      'POST /api/v2/online_store/listings': ok({ listing: added }, 201),
      [`POST /api/v2/online_store/listings/${added.id}/photo`]: ok({ listing: { ...added, photoUrl: '/api/v2/public/store/photos/0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6' } }),
    });
    const { user } = renderWithProviders(<OnlineStoreScreen services={services} canChange />);
    await user.click(await screen.findByRole('button', { name: 'Add listing' }));
    const form = screen.getByRole('form', { name: 'New listing' });
    await user.type(within(form).getByLabelText('Title'), 'Weekly Mowing');
    await user.type(within(form).getByLabelText('Address (/…)'), 'weekly-mowing');
    await user.upload(within(form).getByLabelText('Photo'), new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'drone.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Add listing' }));
    expect(await within(form).findByText('The photo must be at most 15 MB.')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/v2/online_store/listings')).toHaveLength(0);

    const photo = new File(['webp'], 'mowing.webp', { type: 'image/webp' });
    await user.upload(within(form).getByLabelText('Photo'), photo);
    await user.click(within(form).getByRole('button', { name: 'Add listing' }));
    await waitFor(() => expect(requests.calls('POST', `/api/v2/online_store/listings/${added.id}/photo`)).toHaveLength(1));
    expect(requests.calls('POST', '/api/v2/online_store/listings')).toHaveLength(1);
    expect((requests.calls('POST', `/api/v2/online_store/listings/${added.id}/photo`)[0]!.body as FormData).get('file')).toBe(photo);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New listing' })).toBeNull());
  });

  it('removing a photo and deleting a listing each ask first', async () => {
    const withPhoto = aListing({ photoUrl: '/api/v2/public/store/photos/0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6' });
    const requests = mockFetch({
      'GET /api/v2/online_store': ok(anOnlineStore([withPhoto, second])),
      'GET /api/v2/online_store/bookings': ok({ bookings: [] }),
      [`DELETE /api/v2/online_store/listings/${withPhoto.id}/photo`]: ok({ listing: { ...withPhoto, photoUrl: '' } }),
      [`DELETE /api/v2/online_store/listings/${second.id}`]: ok({ deleted: true }),
    });
    const { user } = renderWithProviders(<OnlineStoreScreen services={services} canChange />);
    await user.click(await screen.findByRole('button', { name: 'Edit Weekly Mowing' }));
    const form = screen.getByRole('form', { name: 'Edit Weekly Mowing' });
    expect(within(form).getByRole('img', { name: 'The photo of Weekly Mowing' })).toHaveAttribute('src', withPhoto.photoUrl);
    await user.click(within(form).getByRole('button', { name: 'Remove photo' }));
    const confirmPhoto = await screen.findByRole('alertdialog', { name: 'Remove the photo?' });
    await user.click(within(confirmPhoto).getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(requests.calls('DELETE', `/api/v2/online_store/listings/${withPhoto.id}/photo`)).toHaveLength(1));
    await waitFor(() => expect(within(form).queryByRole('img')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Spring Clean-up' }));
    const confirmDelete = await screen.findByRole('alertdialog', { name: 'Take Spring Clean-up out of the store?' });
    expect(requests.calls('DELETE', `/api/v2/online_store/listings/${second.id}`)).toHaveLength(0);
    await user.click(within(confirmDelete).getByRole('button', { name: 'Delete listing' }));
    await waitFor(() => expect(requests.calls('DELETE', `/api/v2/online_store/listings/${second.id}`)).toHaveLength(1));
  });

  it('an estimator reads the store without the editing controls', async () => {
    mockFetch({ 'GET /api/v2/online_store': ok(anOnlineStore()), 'GET /api/v2/online_store/bookings': ok({ bookings: [] }) });
    renderWithProviders(<OnlineStoreScreen services={services} canChange={false} />);
    expect(await screen.findByRole('link', { name: 'Weekly Mowing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add listing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.getByLabelText('Store name')).toBeDisabled();
  });
});
