import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { axeViolations } from '@/test/axe-check';
import { anEstimateRow } from '@/test/estimate-builders';
import { EstimatesList } from './estimates-list';

const rows = [
  anEstimateRow({ number: 1003, clientName: 'Ann Green', description: 'Spring clean-up', status: 'sent', total: 412.5 }),
  anEstimateRow({ number: 1002, clientName: 'Lakeside Commons HOA', description: 'Snow contract', status: 'approved', total: 8_250 }),
  anEstimateRow({ number: 1001, clientName: 'Bo Larson', description: 'Mulch install', status: 'draft', total: 980 }),
];

// jsdom lays nothing out; give the list's scroll box a size so the virtualiser draws rows (an environment shim).
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name) ?? Object.getOwnPropertyDescriptor(Element.prototype, name));
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name.endsWith('Height') ? 800 : 1200) });
});
afterAll(() => {
  sizes.forEach((name, index) => {
    const descriptor = saved[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});

describe('EstimatesList', () => {
  it('lists the estimates with their count and total, searches and filters by status on the server', async () => {
    const fetch = mockFetch({
      'GET /api/v2/estimates': (request) => {
        const status = request.url.searchParams.get('status');
        const search = request.url.searchParams.get('search')?.toLowerCase();
        return ok({ estimates: rows.filter((row) => (!status || row.status === status) && (!search || row.clientName.toLowerCase().includes(search))) });
      },
    });
    const { user } = renderWithProviders(<EstimatesList />);
    expect(await screen.findByRole('link', { name: '#1003' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 estimates · $9,642.50');

    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    await waitFor(() => expect(screen.queryByRole('link', { name: '#1003' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '#1002' })).toHaveAttribute('href', `/estimates/${rows[1]!.id}`);
    expect(fetch.calls('GET', '/api/v2/estimates').at(-1)!.url.searchParams.get('status')).toBe('approved');

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByLabelText('Search'), 'larson');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 estimate · $980.00'));
    expect(within(screen.getByRole('table', { name: 'Estimates' })).getByText('Mulch install')).toBeInTheDocument();
  });

  it('says when nothing matches, and when there are no estimates yet', async () => {
    mockFetch({ 'GET /api/v2/estimates': ok({ estimates: [] }) });
    const { user } = renderWithProviders(<EstimatesList />);
    expect(await screen.findByText('No estimates yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'declined');
    expect(await screen.findByText('No estimates match')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    mockFetch({ 'GET /api/v2/estimates': fail(503, 'The database is not available. Try again in a moment.', 'DATABASE_UNAVAILABLE') });
    renderWithProviders(<EstimatesList />);
    expect(await screen.findByText('Could not load estimates')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    mockFetch({ 'GET /api/v2/estimates': ok({ estimates: rows }) });
    const { container } = renderWithProviders(<EstimatesList />);
    await screen.findByRole('link', { name: '#1003' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
