import type { ApiKey, CalendarFeed, IntegrationsSummary, Webhook, WebhookDelivery } from '@groundwork/domain/integrations';
import { webhookEventTypes } from '@groundwork/domain/integrations';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { IntegrationsScreen } from './integrations-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary: IntegrationsSummary = {
  webhooks: { active: 1, lastDeliveryAt: '2026-11-28T15:04:00.000Z', failedLastDay: 1 },
  calendarFeeds: { count: 1, lastFetchedAt: null },
  apiKeys: { active: 1, lastUsedAt: null },
  forms: { active: 2, lastSubmissionAt: '2026-11-27T14:00:00.000Z' },
};

const webhook: Webhook = {
  id: '11111111-1111-4111-8111-111111111111',
  url: 'https://hooks.zapier.com/hooks/catch/123/abc',
  description: 'Zapier: new leads to the CRM',
  events: ['lead.created', 'invoice.paid'],
  active: true,
  secret: 'whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  createdAt: '2026-11-20T15:00:00.000Z',
  lastDelivery: { status: 'failed', responseCode: 500, at: '2026-11-28T15:04:00.000Z' },
  failedLastDay: 1,
};

const delivery: WebhookDelivery = {
  id: '22222222-2222-4222-8222-222222222222',
  webhookId: webhook.id,
  eventId: 'evt_0123456789abcdef01234567',
  eventType: 'lead.created',
  status: 'failed',
  attempts: 8,
  responseCode: 500,
  error: 'HTTP 500: server error',
  replayOf: null,
  createdAt: '2026-11-28T13:00:00.000Z',
  lastAttemptAt: '2026-11-28T15:04:00.000Z',
  nextAttemptAt: null,
  payload: '{"id":"evt_0123456789abcdef01234567","type":"lead.created","data":{"name":"Dana Whitfield"}}',
};

const apiKey: ApiKey = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Zapier',
  scope: 'read',
  hint: 'gw_Ab12…',
  createdBy: 'Olivia Reyes',
  createdAt: '2026-11-01T15:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

const feed: CalendarFeed = {
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'crew',
  crewId: '55555555-5555-4555-8555-555555555555',
  employeeId: null,
  name: 'Maintenance Crew B',
  url: 'https://app.groundwork.test/api/v2/public/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde.ics',
  createdAt: '2026-11-01T15:00:00.000Z',
  lastFetchedAt: null,
};

const routes = () => ({
  'GET /api/v2/integrations/summary': ok(summary),
  'GET /api/v2/integrations/webhooks': ok({ webhooks: [webhook], eventTypes: webhookEventTypes }),
  'GET /api/v2/integrations/api_keys': ok({ apiKeys: [apiKey] }),
  'GET /api/v2/integrations/calendar_feeds': ok({ feeds: [feed], crews: [{ id: feed.crewId, name: 'Maintenance Crew B' }], employees: [{ id: '66666666-6666-4666-8666-666666666666', name: 'Carlos Ortega' }] }),
  [`GET /api/v2/integrations/webhooks/${webhook.id}/deliveries`]: ok({ deliveries: [delivery], pagination: { page: 1, limit: 25, total: 1 } }),
});

describe('IntegrationsScreen', () => {
  it('shows an admin every connection with its status, and the failed delivery can be read and sent again', async () => {
    const requests = mockFetch({ ...routes(), [`POST /api/v2/integrations/webhook_deliveries/${delivery.id}/replay`]: ok({ delivery: { ...delivery, id: '77777777-7777-4777-8777-777777777777', status: 'pending', attempts: 0, replayOf: delivery.id } }, 202) });
    const { user, container } = renderWithProviders(<IntegrationsScreen role="admin" timeZone="America/Chicago" accounting={<p>Accounting here</p>} />);

    const overview = await screen.findByRole('navigation', { name: 'Connections' });
    expect(within(overview).getByText('1 failed today')).toBeInTheDocument();
    expect(within(overview).getByText('2 live')).toBeInTheDocument();
    const hooks = await screen.findByRole('list', { name: 'Webhooks' });
    expect(within(hooks).getByText(webhook.url)).toBeInTheDocument();
    expect(within(hooks).getByText('Failed · 500')).toBeInTheDocument();
    // Times in the company's zone: 15:04 UTC is 9:04 AM in Chicago.
    expect(within(hooks).getByText(/Last delivery Nov 28, 2026.*9:04 AM/)).toBeInTheDocument();
    expect(within(hooks).queryByText(webhook.secret)).toBeNull();
    await user.click(within(hooks).getByRole('button', { name: 'Show' }));
    expect(within(hooks).getByText(webhook.secret)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'API keys' })).toHaveTextContent('gw_Ab12…');
    expect(await screen.findByRole('list', { name: 'Calendar feeds' })).toHaveTextContent('Maintenance Crew B');
    expect(screen.getByText('Accounting here')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(hooks).getByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('dialog', { name: 'Deliveries' });
    expect(await within(log).findByText(/8 tries · HTTP 500: server error/)).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Show body' }));
    expect(within(log).getByText(/"name": "Dana Whitfield"/)).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(requests.calls('POST', `/api/v2/integrations/webhook_deliveries/${delivery.id}/replay`)).toHaveLength(1));
  });

  it('adds a webhook: checks the address and events before sending, and shows the server’s own refusal by the field', async () => {
    let refused = false;
    const requests = mockFetch({
      ...routes(),
      'POST /api/v2/integrations/webhooks': () => {
        if (!refused) {
          refused = true;
          return fail(400, 'The address must be on the public internet, not a private or local network', 'VALIDATION_FAILED', { url: ['The address must be on the public internet, not a private or local network'] });
        }
        return ok({ webhook }, 201);
      },
    });
    const { user } = renderWithProviders(<IntegrationsScreen role="admin" timeZone="America/Chicago" accounting={null} />);
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(within(dialog).getByText('Enter a full web address starting with https:// (or http://)')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/v2/integrations/webhooks')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Address (URL)'), 'http://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: /lead\.created/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /work_order\.completed/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('The address must be on the public internet, not a private or local network')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Address (URL)'));
    await user.type(within(dialog).getByLabelText('Address (URL)'), 'https://hook.us1.make.com/abc');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add webhook' })).toBeNull());
    const sent = requests.calls('POST', '/api/v2/integrations/webhooks');
    expect(sent[1]!.body).toEqual({ url: 'https://hook.us1.make.com/abc', description: '', events: ['lead.created', 'work_order.completed'], active: true });
  });

  it('makes an API key and shows it once; revoking asks first', async () => {
    const key = `gw_${'k'.repeat(43)}`;
    const requests = mockFetch({
      ...routes(),
      'POST /api/v2/integrations/api_keys': ok({ apiKey: { ...apiKey, id: '88888888-8888-4888-8888-888888888888', name: 'Make.com', scope: 'read_write' }, key }, 201),
      [`POST /api/v2/integrations/api_keys/${apiKey.id}/revoke`]: ok({ apiKey: { ...apiKey, revokedAt: '2026-11-28T16:00:00.000Z' } }),
    });
    const { user } = renderWithProviders(<IntegrationsScreen role="admin" timeZone="America/Chicago" accounting={null} />);
    await user.click(await screen.findByRole('button', { name: 'Make API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make API key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Make.com');
    await user.selectOptions(within(dialog).getByLabelText('What it may do'), 'Read and write');
    await user.click(within(dialog).getByRole('button', { name: 'Make key' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy your new key' });
    expect(within(shown).getByTestId('new-api-key')).toHaveTextContent(key);
    expect(requests.calls('POST', '/api/v2/integrations/api_keys')[0]!.body).toEqual({ name: 'Make.com', scope: 'read_write' });
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(key)).toBeNull();

    const keys = await screen.findByRole('list', { name: 'API keys' });
    await user.click(within(keys).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(requests.calls('POST', `/api/v2/integrations/api_keys/${apiKey.id}/revoke`)).toHaveLength(1));
  });

  it('shows an office manager the calendar feeds but neither webhooks nor keys, and loads none of them', async () => {
    const requests = mockFetch(routes());
    renderWithProviders(<IntegrationsScreen role="office_manager" timeZone="America/Chicago" accounting={null} />);
    expect(await screen.findByRole('list', { name: 'Calendar feeds' })).toBeInTheDocument();
    expect(screen.getByText('Only admins can see and change webhooks.')).toBeInTheDocument();
    expect(screen.getByText('Only admins can see and change API keys.')).toBeInTheDocument();
    expect(requests.calls('GET', '/api/v2/integrations/webhooks')).toHaveLength(0);
    expect(requests.calls('GET', '/api/v2/integrations/api_keys')).toHaveLength(0);
  });
});
