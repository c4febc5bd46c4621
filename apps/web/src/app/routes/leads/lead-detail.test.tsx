import type { EstimateListItem } from '@groundwork/domain/estimates';
import type { Lead } from '@groundwork/domain/leads';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const leadId = '22222222-2222-4222-8222-222222222222';
const at = '2026-11-20T10:00:00.000Z';

const lead: Lead = {
  id: leadId,
  type: 'residential',
  firstName: 'Avery',
  lastName: 'Sandoval',
  companyName: '',
  displayName: 'Avery Sandoval',
  email: '',
  alternateEmails: [],
  phone: '(763) 555-0120',
  mobilePhone: '',
  workPhone: '',
  address: { street: '', street2: '', city: '', state: '', zipCode: '', country: 'United States' },
  leadSourceId: null,
  tags: [],
  notes: '',
  status: 'estimate_sent',
  lostReason: '',
  property: null,
  estimatedValue: 2400,
  followUpDate: null,
  assignedTo: '',
  taxCategoryId: null,
  convertedCustomerId: null,
  convertedAt: null,
  createdAt: at,
  updatedAt: at,
  createdBy: null,
};

const estimateRow = (overrides: Partial<EstimateListItem>): EstimateListItem => ({
  id: '44444444-4444-4444-8444-444444444401',
  number: 1005,
  clientId: leadId,
  clientType: 'lead',
  clientName: 'Avery Sandoval',
  propertyId: null,
  description: 'Spring clean-up, then weekly mowing',
  notes: '',
  terms: '',
  proposalDetail: 'detailed',
  status: 'sent',
  expiryDate: '2026-12-20',
  targetNetProfitPercent: 10,
  adjustmentPercent: 0,
  taxRatePercent: 0,
  taxRateName: '',
  total: 1_018.82,
  totals: { subtotal: 1_018.82, taxableSubtotal: 1_018.82, tax: 0, grandTotal: 1_018.82, overheadRecovered: 0, netProfit: 0 },
  dateCreated: at,
  lastModified: at,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

function signedIn(estimatesEnabled: boolean) {
  const user = aUser({ role: 'admin' });
  const company = aCompany({ permissions: permissionsWith({ section: 'customer', name: 'estimates', enabled: estimatesEnabled, visible: true }) });
  storeSession({ user, company });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company }),
    [`GET /api/v2/leads/${leadId}`]: ok({ lead }),
    'GET /api/v2/lead_sources': ok({ leadSources: [] }),
    'GET /api/v2/estimates': ok({
      estimates: [estimateRow({}), estimateRow({ id: '44444444-4444-4444-8444-444444444402', number: 1004, clientType: 'customer', description: 'Someone else’s' })],
    }),
  });
}

describe('the lead page’s estimates', () => {
  it('starts a new estimate for the lead and lists the lead’s estimates once the estimates entry is open', async () => {
    signedIn(true);
    const { user } = renderApp(`/leads/${leadId}`);
    expect(await screen.findByRole('heading', { name: 'Avery Sandoval', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New estimate' })).toHaveAttribute('href', `/estimates/create/lead/${leadId}`);
    await user.click(screen.getByRole('tab', { name: 'Estimates' }));
    expect(await screen.findByRole('link', { name: '#1005' })).toHaveAttribute('href', '/estimates/44444444-4444-4444-8444-444444444401');
    expect(screen.queryByText('Someone else’s')).not.toBeInTheDocument();
  });

  it('shows neither while the estimates entry is closed', async () => {
    signedIn(false);
    renderApp(`/leads/${leadId}`);
    expect(await screen.findByRole('heading', { name: 'Avery Sandoval', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New estimate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Estimates' })).not.toBeInTheDocument();
  });
});
