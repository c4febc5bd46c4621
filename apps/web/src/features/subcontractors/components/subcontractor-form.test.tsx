import type { Subcontractor } from '@groundwork/domain/subcontractors';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { SubcontractorForm } from './subcontractor-form';

beforeEach(() => storeSession());

const saved: Subcontractor = {
  id: '7e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  companyName: 'North Star Arborists',
  contactName: 'Jo Lind',
  email: 'jo@northstar.test',
  phone: null,
  trade: 'tree_care',
  insuranceExpiryDate: '2027-06-30',
  insuranceStatus: 'current',
  insuranceDaysLeft: 220,
  hourlyRate: 95,
  flatRate: 120,
  flatRateDescription: 'Stump grinding, per stump',
  notes: null,
  status: 'active',
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
};

const me = ok({ user: aUser(), company: aCompany() });

describe('SubcontractorForm', () => {
  it('needs a company name, and a description for a flat rate, before it sends anything', async () => {
    const server = mockFetch({ 'GET /api/v2/auth/me': me });
    const { user } = renderWithProviders(<SubcontractorForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Flat rate ($)'), '120');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Add subcontractor' }));

    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Describe what the flat rate covers')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST', '/api/v2/subcontractors')).toHaveLength(0);
  });

  it('adds a subcontractor with its insurance date and rates', async () => {
    const onSaved = vi.fn();
    const server = mockFetch({ 'GET /api/v2/auth/me': me, 'POST /api/v2/subcontractors': ok({ subcontractor: saved }, 201) });
    const { user } = renderWithProviders(<SubcontractorForm onSaved={onSaved} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Company name'), 'North Star Arborists');
    await user.selectOptions(screen.getByLabelText('Trade'), 'Tree care');
    await user.type(screen.getByLabelText('Insurance expiry'), '2027-06-30');
    await user.type(screen.getByLabelText('Hourly rate ($)'), '95');
    await user.click(screen.getByRole('button', { name: 'Add subcontractor' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(server.calls('POST', '/api/v2/subcontractors')[0]!.body).toMatchObject({
      companyName: 'North Star Arborists',
      trade: 'tree_care',
      insuranceExpiryDate: '2027-06-30',
      hourlyRate: 95,
      flatRate: null,
    });
  });

  it("puts the server's duplicate company name under its field", async () => {
    const onSaved = vi.fn();
    mockFetch({
      'GET /api/v2/auth/me': me,
      'POST /api/v2/subcontractors': fail(409, 'Another subcontractor already has this company name', 'CONFLICT', {
        companyName: ['Another subcontractor already has this company name'],
      }),
    });
    const { user } = renderWithProviders(<SubcontractorForm onSaved={onSaved} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Company name'), 'North Star Arborists');
    await user.click(screen.getByRole('button', { name: 'Add subcontractor' }));
    await waitFor(() => expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Another subcontractor already has this company name', { selector: '[data-slot="field-error"]' })).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps the edits after a stale save and reloads the latest version only when asked', async () => {
    const fresh = { ...saved, notes: 'Certificate renewed', updatedAt: '2026-02-01T10:00:00.000Z' };
    const server = mockFetch({
      'GET /api/v2/auth/me': me,
      [`PUT /api/v2/subcontractors/${saved.id}`]: fail(409, 'This subcontractor was changed by someone else. Reload to see the latest version.', 'CONFLICT'),
      [`GET /api/v2/subcontractors/${saved.id}`]: ok({ subcontractor: fresh }),
    });
    const { user } = renderWithProviders(<SubcontractorForm subcontractor={saved} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Notes'), 'Ask about winter rates');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This subcontractor was changed by someone else');
    expect(screen.getByLabelText('Notes')).toHaveValue('Ask about winter rates');
    expect(server.calls('GET', `/api/v2/subcontractors/${saved.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Notes')).toHaveValue('Certificate renewed'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
