import type { Booking, Listing, OnlineStore, PublicStore } from '@groundwork/domain/store';

export const STORE_SLUG = 'green-acres';

export const aPublicStore = (overrides: Partial<PublicStore['store']> = {}, listings?: PublicStore['listings']): PublicStore => ({
  store: { name: 'Green Acres Store', primaryColor: '#2f855a', accentColor: '#1a202c', terms: 'Deposits are refundable.', hasLogo: false, companyName: 'Green Acres', onlineDeposits: true, ...overrides },
  listings: listings ?? [
    {
      slug: 'weekly-mowing',
      title: 'Weekly Mowing',
      description: 'A season of weekly mowing.',
      photoUrl: '',
      pricingMode: 'matrix',
      measure: 'lot_size',
      visits: 26,
      depositPercent: 15,
      weekdays: [1, 2, 3, 4, 5],
      priceDisplay: 'From $45.00 a visit',
      measureLabel: 'Lot size',
      measureHelp: 'Your lot size is on your property tax bill (1 acre is 43,560 sq ft).',
      weeks: ['2027-04-05', '2027-04-12'],
    },
  ],
});

export const aListing = (overrides: Partial<Listing> = {}): Listing => ({
  id: '9d7a2a1e-4b6f-4a59-9a55-2b6f1c0e7a01',
  slug: 'weekly-mowing',
  title: 'Weekly Mowing',
  description: 'A season of weekly mowing.',
  photoUrl: '',
  serviceId: '5b2f8d7c-1a3e-4c6b-9d0f-7e8a9b0c1d2e',
  serviceName: 'Weekly Mowing',
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
  position: 0,
  priceDisplay: 'From $45.00 a visit',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

export const anOnlineStore = (listings: Listing[] = [aListing()]): OnlineStore => ({
  settings: { slug: STORE_SLUG, name: 'Green Acres Store', primaryColor: '#2f855a', accentColor: '#1a202c', showLogo: true, terms: '', open: true, storefrontUrl: 'http://localhost/store/green-acres', updatedAt: '2026-11-28T10:00:00.000Z' },
  listings,
});

export const aBooking = (overrides: Partial<Booking> = {}): Booking => ({
  id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b',
  reference: 'BK-1F2E3D4C',
  listingId: aListing().id,
  listingTitle: 'Weekly Mowing',
  customerId: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  customerName: 'Dana Reyes',
  email: 'dana@example.com',
  phone: '',
  address: '12 Elm Street, Springfield',
  measure: 4200,
  preferredWeek: '2027-04-05',
  pricePerVisit: 45,
  visits: 26,
  total: 1170,
  depositAmount: 175.5,
  depositStatus: 'paid',
  status: 'new',
  estimateId: '3b4c5d6e-7f8a-4b9c-8d1e-2f3a4b5c6d7e',
  workOrderId: '4c5d6e7f-8a9b-4c0d-9e2f-3a4b5c6d7e8f',
  ticketId: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  ...overrides,
});
