import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { OutboxTable } from './outbox-table';

const resetMessage = {
  id: '3f5b1c3e-7a5c-4f38-9d9f-6a1c2b3d4e5f',
  to: 'owner@demo-landscaping.test',
  subject: 'Reset your Groundwork password',
  text: 'Someone asked to reset your password.\nOpen http://localhost:3000/reset-password?token=abc123 within an hour.',
  status: 'kept',
  createdAt: '2025-06-02T14:05:00.000Z',
  sentAt: null,
};

function signedIn() {
  storeSession();
  return { 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }) };
}

describe('OutboxTable', () => {
  it("says 'No messages yet.' when nothing was sent", async () => {
    mockFetch({ ...signedIn(), 'GET /api/v2/outbox_messages': ok({ messages: [], pagination: { page: 1, limit: 25, total: 0 } }) });
    renderWithProviders(<OutboxTable />);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('lists messages with To, Subject, Status and Created, and opens one to read it', async () => {
    const server = mockFetch({
      ...signedIn(),
      'GET /api/v2/outbox_messages': ok({ messages: [resetMessage], pagination: { page: 1, limit: 25, total: 1 } }),
    });
    const { user } = renderWithProviders(<OutboxTable />);

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['To', 'Subject', 'Status', 'Created', 'Actions']);
    expect(within(table).getByText('Reset your Groundwork password')).toBeInTheDocument();
    expect(within(table).getByText('Kept in outbox')).toBeInTheDocument();
    expect(server.calls('GET', '/api/v2/outbox_messages')[0]?.url.search).toBe('?page=1&limit=25');

    await user.click(within(table).getByRole('button', { name: 'View message: Reset your Groundwork password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your Groundwork password' });
    expect(within(dialog).getByRole('link', { name: 'http://localhost:3000/reset-password?token=abc123' })).toHaveAttribute(
      'href',
      'http://localhost:3000/reset-password?token=abc123',
    );
  });

  it("shows when each message was created in the company's time zone", async () => {
    mockFetch({ ...signedIn(), 'GET /api/v2/outbox_messages': ok({ messages: [resetMessage], pagination: { page: 1, limit: 25, total: 1 } }) });
    const { user } = renderWithProviders(<OutboxTable />, { timeZone: 'America/Chicago' });
    const table = await screen.findByRole('table');
    // 14:05 UTC on June 2 is 9:05 AM in Chicago (10:05 AM in New York).
    expect(within(table).getByText('Jun 2, 2025, 9:05 AM')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'View message: Reset your Groundwork password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your Groundwork password' });
    expect(within(dialog).getByText('Jun 2, 2025, 9:05 AM', { exact: false })).toBeInTheDocument();
  });

  it('explains a failure and offers to try again', async () => {
    mockFetch({ ...signedIn(), 'GET /api/v2/outbox_messages': fail(403, 'You do not have permission to do that.', 'FORBIDDEN') });
    renderWithProviders(<OutboxTable />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
