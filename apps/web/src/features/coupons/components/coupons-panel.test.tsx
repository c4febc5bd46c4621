import type { Coupon } from '@groundwork/domain/coupons';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { CouponsPanel } from './coupons-panel';

function aCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: '3c1c1a52-3f0e-4a4b-9a59-000000000001',
    couponCode: 'SPRING10',
    description: 'Spring clean-up promotion',
    discountType: 'percent',
    value: 10,
    validFrom: null,
    validTo: null,
    usageLimit: 50,
    timesUsed: 3,
    active: true,
    createdAt: '2025-03-01T14:00:00.000Z',
    updatedAt: '2025-03-01T14:00:00.000Z',
    ...overrides,
  };
}

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response)> = {}) {
  storeSession();
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/coupons': ok({ coupons: [aCoupon()] }),
    ...routes,
  });
}

describe('CouponsPanel', () => {
  it('lists coupons with their discount and use', async () => {
    signedIn();
    renderWithProviders(<CouponsPanel canEdit />);
    const row = (await screen.findByText('SPRING10')).closest('tr')!;
    expect(within(row).getByText('10% off')).toBeInTheDocument();
    expect(within(row).getByText('3 of 50')).toBeInTheDocument();
    expect(within(row).getByText('Usable')).toBeInTheDocument();
  });

  it('shows a duplicate code under the code field and keeps what was typed', async () => {
    const server = signedIn({ 'POST /api/v2/coupons': fail(409, 'A coupon with this code already exists', 'CONFLICT', { couponCode: ['A coupon with this code already exists'] }) });
    const { user } = renderWithProviders(<CouponsPanel canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Add coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Add coupon' });
    await user.type(within(dialog).getByLabelText('Code'), 'spring10');
    await user.selectOptions(within(dialog).getByLabelText('Discount type'), 'fixed');
    await user.type(within(dialog).getByLabelText('Amount off ($)'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Add coupon' }));

    expect(await within(dialog).findByText('A coupon with this code already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Code')).toHaveValue('spring10');
    expect(await screen.findByText('Failed to Add Coupon')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/coupons')[0]?.body).toMatchObject({ couponCode: 'spring10', discountType: 'fixed', value: 25, usageLimit: null });
  });

  it('checks the discount before sending and says Coupon Added', async () => {
    const server = signedIn({ 'POST /api/v2/coupons': ok({ coupon: aCoupon({ id: '3c1c1a52-3f0e-4a4b-9a59-000000000002', couponCode: 'FALL15', value: 15 }) }, 201) });
    const { user } = renderWithProviders(<CouponsPanel canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Add coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Add coupon' });
    await user.type(within(dialog).getByLabelText('Code'), 'FALL15');
    await user.type(within(dialog).getByLabelText('Percent off (%)'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add coupon' }));
    expect(within(dialog).getByText('A percent discount cannot be more than 100%')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/coupons')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Percent off (%)'));
    await user.type(within(dialog).getByLabelText('Percent off (%)'), '15');
    await user.type(within(dialog).getByLabelText('Valid from'), '2025-09-01');
    await user.type(within(dialog).getByLabelText('Valid to'), '2025-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Add coupon' }));
    expect(await screen.findByText('Coupon Added')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/coupons')[0]?.body).toMatchObject({ couponCode: 'FALL15', value: 15, validFrom: '2025-09-01', validTo: '2025-11-30' });
  });

  it('asks before deleting and says Coupon Deleted', async () => {
    signedIn({ 'DELETE /api/v2/coupons/3c1c1a52-3f0e-4a4b-9a59-000000000001': ok({ id: '3c1c1a52-3f0e-4a4b-9a59-000000000001' }) });
    const { user } = renderWithProviders(<CouponsPanel canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Delete SPRING10' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete SPRING10?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Coupon Deleted')).toBeInTheDocument();
  });
});
