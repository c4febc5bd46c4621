import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { axeViolations } from '@/test/axe-check';
import { CustomerEstimates, LeadEstimates } from './customer-estimates';
import { anEstimateRow } from '@/test/estimate-builders';

const leadId = '6f1c1a52-3f0e-4a4b-9a59-00000000a001';
const customerId = '6f1c1a52-3f0e-4a4b-9a59-00000000c001';

describe('a client’s estimates', () => {
  it('lists a lead’s own estimates from the company list, with a New estimate link for the lead', async () => {
    const own = anEstimateRow({ clientType: 'lead', clientId: leadId, clientName: 'Tou Vang', description: 'Patio refresh', status: 'sent', total: 1_250 });
    const fetch = mockFetch({
      'GET /api/v2/estimates': ok({
        estimates: [
          own,
          anEstimateRow({ clientType: 'customer', clientId: leadId, description: 'A customer’s, same id' }),
          anEstimateRow({ clientType: 'lead', description: 'Another lead’s' }),
        ],
      }),
    });
    const { container } = renderWithProviders(<LeadEstimates leadId={leadId} />);
    expect(await screen.findByRole('link', { name: `#${own.number}` })).toHaveAttribute('href', `/estimates/${own.id}`);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Patio refresh')).toBeInTheDocument();
    expect(screen.getByText('$1,250.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New estimate' })).toHaveAttribute('href', `/estimates/create/lead/${leadId}`);
    expect(fetch.calls('GET', '/api/v2/estimates')[0]!.url.search).toBe('');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when a lead has no estimates yet', async () => {
    mockFetch({ 'GET /api/v2/estimates': ok({ estimates: [anEstimateRow()] }) });
    renderWithProviders(<LeadEstimates leadId={leadId} />);
    expect(await screen.findByText('No estimates yet.')).toBeInTheDocument();
  });

  it('lists a customer’s estimates from /estimatesbyCustomer', async () => {
    const row = anEstimateRow({ clientId: customerId, description: 'Weekly mowing season', status: 'approved' });
    mockFetch({ [`GET /api/v2/estimatesbyCustomer/${customerId}`]: ok({ estimates: [row] }) });
    const { container } = renderWithProviders(<CustomerEstimates customerId={customerId} />);
    expect(await screen.findByText('Weekly mowing season')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New estimate' })).toHaveAttribute('href', `/estimates/create/customer/${customerId}`);
    expect(await axeViolations(container)).toEqual([]);
  });
});
