import type { QuickBooksStatus } from '@groundwork/domain/quickbooks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { QuickBooksCard } from './quickbooks-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STATUS = 'GET /api/v2/integrations/quickbooks';
const FAILED_ID = '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c';

const aStatus = (overrides: Partial<QuickBooksStatus> = {}): QuickBooksStatus => ({
  configured: true,
  environment: 'production',
  connection: { realmId: '9130351234567890', companyName: 'Green Acres Books LLC', connectedAt: '2026-05-01T14:00:00.000Z', needsReconnect: false },
  lastSyncAt: '2026-05-10T15:30:00.000Z',
  counts: { synced: 41, pending: 0, failed: 1 },
  failed: [
    {
      id: FAILED_ID,
      recordType: 'customer',
      recordId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
      label: 'Maria Lopez',
      lastError: 'Duplicate Name Exists Error: The name supplied already exists. : Id=58',
      attempts: 1,
      updatedAt: '2026-05-10T15:31:00.000Z',
    },
  ],
  ...overrides,
});

describe('QuickBooksCard', () => {
  it('says when QuickBooks is not configured on the server, with no buttons', async () => {
    mockFetch({ [STATUS]: ok(aStatus({ configured: false, environment: null, connection: null, lastSyncAt: null, counts: { synced: 0, pending: 0, failed: 0 }, failed: [] })) });
    renderWithProviders(<QuickBooksCard />);
    expect(await screen.findByText('Not configured')).toBeInTheDocument();
    expect(screen.getByText(/QuickBooks is not configured on this server/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('connects: Connect sends the browser to Intuit’s consent page', async () => {
    const requests = mockFetch({
      [STATUS]: ok(aStatus({ connection: null, lastSyncAt: null, counts: { synced: 0, pending: 0, failed: 0 }, failed: [] })),
      'GET /api/v2/integrations/quickbooks/connect': ok({ url: 'https://appcenter.intuit.com/connect/oauth2?client_id=AB&state=s.t' }),
    });
    const navigate = vi.fn();
    const { user } = renderWithProviders(<QuickBooksCard navigate={navigate} />);
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect QuickBooks' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://appcenter.intuit.com/connect/oauth2?client_id=AB&state=s.t'));
    expect(requests.calls('GET', '/api/v2/integrations/quickbooks/connect')).toHaveLength(1);
  });

  it('shows the connected company, last sync, counts and the failed records; Sync now and Retry call the server', async () => {
    const requests = mockFetch({
      [STATUS]: ok(aStatus()),
      'POST /api/v2/integrations/quickbooks/sync': ok({ queued: true }, 202),
      [`POST /api/v2/integrations/quickbooks/records/${FAILED_ID}/retry`]: ok({ record: { id: FAILED_ID, status: 'pending' } }, 202),
    });
    const { user, container } = renderWithProviders(<QuickBooksCard />);
    expect(await screen.findByText('Green Acres Books LLC')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByText(/last sync/)).toHaveTextContent('last sync May 10, 2026');
    const failedList = screen.getByRole('list', { name: 'Failed records' });
    expect(within(failedList).getByText('Customer Maria Lopez')).toBeInTheDocument();
    expect(within(failedList).getByText(/Duplicate Name Exists Error/)).toBeInTheDocument();
    expect(screen.getByText('41')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(requests.calls('POST', '/api/v2/integrations/quickbooks/sync')).toHaveLength(1));
    expect(await screen.findByText('Sync started')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry Customer Maria Lopez' }));
    await waitFor(() => expect(requests.calls('POST', `/api/v2/integrations/quickbooks/records/${FAILED_ID}/retry`)).toHaveLength(1));
  });

  it('asks before disconnecting, then disconnects', async () => {
    const requests = mockFetch({ [STATUS]: ok(aStatus()), 'POST /api/v2/integrations/quickbooks/disconnect': ok({ revoked: true }) });
    const { user } = renderWithProviders(<QuickBooksCard />);
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect QuickBooks?' });
    expect(requests.calls('POST', '/api/v2/integrations/quickbooks/disconnect')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(requests.calls('POST', '/api/v2/integrations/quickbooks/disconnect')).toHaveLength(1));
    expect(await screen.findByText('QuickBooks disconnected')).toBeInTheDocument();
  });

  it('asks to connect again when QuickBooks refused the saved sign-in', async () => {
    mockFetch({ [STATUS]: ok(aStatus({ connection: { ...aStatus().connection!, needsReconnect: true } })) });
    renderWithProviders(<QuickBooksCard />);
    expect(await screen.findByText('Reconnect needed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('QuickBooks needs to be connected again');
    expect(screen.getByRole('button', { name: 'Connect again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
  });

  it('shows a load failure with a way to try again, and the outcome of Intuit’s redirect once', async () => {
    mockFetch({ [STATUS]: fail(500, 'An unexpected error occurred', 'INTERNAL') });
    renderWithProviders(<QuickBooksCard />, { path: '/integrations?quickbooks=denied' });
    expect(await screen.findByText('Failed to load QuickBooks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('QuickBooks was not connected: access was not granted.')).toBeInTheDocument();
  });
});
