import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aTemplate, summaryOf } from '../template-builders';
import { TemplatesList } from './templates-list';

const mowing = aTemplate();
const mulch = aTemplate({ name: 'Mulch install', description: 'Beds edged and mulched', isSample: false, createdBy: 'Sam Rivera', totalCost: 304.5 });

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response)> = {}) {
  storeSession();
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/estimate_templates': (request) => {
      const search = (request.url.searchParams.get('search') ?? '').toLowerCase();
      return ok({ templates: [mowing, mulch].filter((template) => `${template.name} ${template.description}`.toLowerCase().includes(search)).map(summaryOf) });
    },
    ...routes,
  });
}

const render = (canEdit = true) => renderWithProviders(<TemplatesList canEdit={canEdit} templatePath={(id) => `/estimate-templates/${id}`} newTemplatePath="/estimate-templates/new" />);

describe('TemplatesList', () => {
  it('lists templates with cost, who created and modified them, and searches on the server', async () => {
    const server = signedIn();
    const { user } = render();
    const table = await screen.findByRole('table', { name: 'Estimate templates' });
    const row = within(table).getByRole('link', { name: 'Weekly mowing season' }).closest('tr')!;
    expect(within(row).getByText('Sample')).toBeInTheDocument();
    expect(within(row).getByText('$1,176.00')).toBeInTheDocument();
    expect(within(row).getByText('by Groundwork')).toBeInTheDocument();
    expect(within(row).getByText('by Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New template' })).toHaveAttribute('href', '/estimate-templates/new');

    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'beds');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Weekly mowing season' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Mulch install' })).toBeInTheDocument();
    expect(server.requests.some((request) => request.url.searchParams.get('search') === 'beds')).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Search templates' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'nothing like it');
    expect(await screen.findByText('No templates match “nothing like it”.')).toBeInTheDocument();
  });

  it("dates each template in the company's time zone", async () => {
    // 05:30 UTC on January 15 is still the evening of January 14 in Chicago (already the 15th in New York).
    const lateNight = aTemplate({ name: 'Snow season', dateCreated: '2026-01-15T05:30:00.000Z', dateModified: '2026-01-15T05:30:00.000Z' });
    signedIn({ 'GET /api/v2/estimate_templates': ok({ templates: [summaryOf(lateNight)] }) });
    renderWithProviders(<TemplatesList canEdit templatePath={(id) => `/estimate-templates/${id}`} newTemplatePath="/estimate-templates/new" />, {
      timeZone: 'America/Chicago',
    });
    const table = await screen.findByRole('table', { name: 'Estimate templates' });
    const row = within(table).getByRole('link', { name: 'Snow season' }).closest('tr')!;
    expect(within(row).getAllByText('January 14, 2026')).toHaveLength(2);
  });

  it('asks before deleting, then says so', async () => {
    const server = signedIn({ [`DELETE /api/v2/estimate_templates/${mulch.id}`]: ok({ id: mulch.id, message: 'The template was deleted.' }) });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Mulch install' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this template?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete template' }));
    expect(await screen.findByText('Template deleted')).toBeInTheDocument();
    expect(server.calls('DELETE', `/api/v2/estimate_templates/${mulch.id}`)).toHaveLength(1);
  });

  it('shows SPEC’s failure toast when a delete fails', async () => {
    signedIn({ [`DELETE /api/v2/estimate_templates/${mulch.id}`]: fail(503, 'The service is temporarily unavailable. Please try again shortly.', 'DATABASE_UNAVAILABLE') });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Mulch install' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete template' }));
    expect(await screen.findByText('Failed to delete template')).toBeInTheDocument();
  });

  it('is read-only for roles that cannot manage templates', async () => {
    signedIn();
    render(false);
    await screen.findByRole('link', { name: 'Mulch install' });
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New template' })).not.toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    signedIn({ 'GET /api/v2/estimate_templates': ok({ templates: [] }) });
    const first = render();
    expect(await screen.findByText('No templates yet.')).toBeInTheDocument();
    first.unmount();
    signedIn({ 'GET /api/v2/estimate_templates': fail(500, 'Something went wrong.', 'INTERNAL') });
    render();
    expect(await screen.findByText('Could not load templates')).toBeInTheDocument();
  });
});
