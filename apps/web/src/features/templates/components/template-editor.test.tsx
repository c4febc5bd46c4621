import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aTemplate } from '../template-builders';
import { TemplateEditor } from './template-editor';

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response)> = {}) {
  storeSession();
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

describe('TemplateEditor', () => {
  it('builds a new template: a service line, child lines with live costs, then creates it', async () => {
    const created = aTemplate({ name: 'Hedges', isSample: false });
    const server = signedIn({ 'POST /api/v2/estimate_templates': ok({ template: created }) });
    const onCreated = vi.fn();
    const { user } = renderWithProviders(<TemplateEditor canEdit onCreated={onCreated} />);

    await user.type(screen.getByRole('textbox', { name: 'Template name' }), 'Hedges');
    await user.type(screen.getByRole('textbox', { name: /Proposal text and terms/ }), 'Net 15.');
    await user.click(screen.getByRole('button', { name: 'Add service line' }));
    await user.type(screen.getByRole('textbox', { name: 'Service line 1' }), 'Hedge & Shrub Trimming');
    const group = screen.getByRole('group', { name: 'Add a line to service line 1' });
    await user.click(within(group).getByRole('button', { name: 'Labor' }));
    await user.type(screen.getByRole('textbox', { name: 'Name, service 1 line 1' }), 'Trimming labor');
    await user.clear(screen.getByRole('textbox', { name: 'Hours a visit, service 1 line 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Hours a visit, service 1 line 1' }), '2.5');
    await user.clear(screen.getByRole('textbox', { name: 'Visits, service 1 line 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Visits, service 1 line 1' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Unit cost ($ per hour), service 1 line 1' }), '27.5');
    // 2.5 h × 2 visits × $27.50
    expect(screen.getByText(/Total cost/)).toHaveTextContent('Total cost $137.50 over 1 service line, 5.0 h of labour.');

    await user.click(within(group).getByRole('button', { name: 'Product' }));
    await user.type(screen.getByRole('textbox', { name: 'Name, service 1 line 2' }), 'Bags');
    await user.type(screen.getByRole('textbox', { name: 'Unit cost ($ per unit), service 1 line 2' }), '3.3333');
    // visits copied from the line above: 1 × 2 × 3.3333 = 6.6666 → $6.67
    expect(screen.getByText(/Total cost/)).toHaveTextContent('$144.17');

    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Template created')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith(created);
    const body = server.calls('POST', '/api/v2/estimate_templates')[0]!.body as { name: string; document: string; items: Array<Record<string, unknown>> };
    expect(body).toMatchObject({ name: 'Hedges', document: 'Net 15.', type: 'Both' });
    expect(body.items).toHaveLength(3);
    expect(body.items[0]).toMatchObject({ parentId: null, name: 'Hedge & Shrub Trimming' });
    expect(body.items[1]).toMatchObject({ parentId: body.items[0]!.id, name: 'Trimming labor', type: 'labor', qty: 2.5, visits: 2, cost: 27.5 });
    expect(body.items[2]).toMatchObject({ parentId: body.items[0]!.id, type: 'product', qty: 1, visits: 2, cost: 3.3333 });
  });

  it('shows field errors inline and sends nothing while the form is invalid', async () => {
    const server = signedIn();
    const { user } = renderWithProviders(<TemplateEditor canEdit />);
    await user.click(screen.getByRole('button', { name: 'Add service line' }));
    await user.click(within(screen.getByRole('group', { name: 'Add a line to service line 1' })).getByRole('button', { name: 'Equipment' }));
    await user.clear(screen.getByRole('textbox', { name: 'Visits, service 1 line 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Visits, service 1 line 1' }), '0');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    // the template's name and the service line's name
    expect(screen.getAllByText('Name is required')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Service line 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Template name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Visits, service 1 line 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Name is required · Visits must be at least 1')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/estimate_templates')).toHaveLength(0);
  });

  it('says Failed to create template when the server refuses', async () => {
    signedIn({ 'POST /api/v2/estimate_templates': fail(503, 'The service is temporarily unavailable. Please try again shortly.', 'DATABASE_UNAVAILABLE') });
    const { user } = renderWithProviders(<TemplateEditor canEdit />);
    await user.type(screen.getByRole('textbox', { name: 'Template name' }), 'Anything');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Failed to create template')).toBeInTheDocument();
  });

  it('saves an edit with its updatedAt, keeping what the form does not edit', async () => {
    const template = aTemplate();
    const server = signedIn({ [`PUT /api/v2/estimate_templates/${template.id}`]: (request) => ok({ template: { ...template, name: (request.body as { name: string }).name, updatedAt: '2026-03-05T10:00:00.000Z' } }) });
    const { user } = renderWithProviders(<TemplateEditor canEdit template={template} />);
    await user.clear(screen.getByRole('textbox', { name: 'Template name' }));
    await user.type(screen.getByRole('textbox', { name: 'Template name' }), 'Mowing 2026');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    const body = server.calls('PUT', `/api/v2/estimate_templates/${template.id}`)[0]!.body as { updatedAt: string; items: Array<Record<string, unknown>> };
    expect(body.updatedAt).toBe(template.updatedAt);
    expect(body.items[2]).toMatchObject({ name: 'Zero-turn mower', sourceId: '11111111-1111-4111-8111-111111111111', visits: 28 });
  });

  it('on a stale save keeps the typed changes, says Failed to update template, and offers their version', async () => {
    const template = aTemplate();
    const theirs = { ...template, name: 'Their name', updatedAt: '2026-03-06T10:00:00.000Z' };
    signedIn({
      [`PUT /api/v2/estimate_templates/${template.id}`]: fail(409, 'This template was changed by someone else. Reload to see the latest version.', 'CONFLICT'),
      [`GET /api/v2/estimate_templates/${template.id}`]: ok({ template: theirs }),
    });
    const { user } = renderWithProviders(<TemplateEditor canEdit template={template} />);
    await user.clear(screen.getByRole('textbox', { name: 'Template name' }));
    await user.type(screen.getByRole('textbox', { name: 'Template name' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Failed to update template')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Template name' })).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Load their version' }));
    expect(await screen.findByDisplayValue('Their name')).toBeInTheDocument();
  });

  it('is read-only for roles that cannot manage templates, still showing the costs', () => {
    signedIn();
    renderWithProviders(<TemplateEditor canEdit={false} template={aTemplate()} />);
    expect(screen.getByRole('textbox', { name: 'Template name' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add service line' })).not.toBeInTheDocument();
    // 28 × (0.75 × 27.50) = 577.50; 28 × (0.5 × 14.25) = 199.50
    expect(screen.getByText(/Total cost/)).toHaveTextContent('Total cost $777.00 over 1 service line, 21.0 h of labour.');
  });
});
