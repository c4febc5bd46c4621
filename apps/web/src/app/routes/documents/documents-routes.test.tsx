import { DOCUMENT_STALE_MESSAGE } from '@groundwork/domain/documents';
import { permissionsForRole } from '@groundwork/domain/permissions';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDocument, aDocumentSummary, anSop, documentId, sopId } from '@/features/documents/documents-builders';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { axeViolations } from '@/test/axe-check';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response | Promise<Response>)>, role: 'admin' | 'crew_leader' | 'estimator' = 'admin') {
  const user = aUser({ role });
  // As the server answers sign-in: a crew leader's permissions narrowed to what they reach.
  const company = aCompany({ permissions: permissionsForRole(aCompany().permissions, role) });
  storeSession({ user, company });
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user, company }), ...routes });
}

const templates = ok({
  templates: [
    { id: 'sop', name: 'Standard operating procedure', description: 'Purpose, scope, safety, the steps.' },
    { id: 'safety-talk', name: 'Tailgate safety talk', description: 'A ten-minute talk.' },
  ],
});

describe('the document editor', () => {
  it('lists the documents, makes one from a template and opens it', async () => {
    const made = aDocument({ id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', title: 'Safety talk: ', version: 1 });
    const server = signedIn({
      'GET /api/v2/documents': ok({ documents: [aDocumentSummary()], canEdit: true }),
      'GET /api/v2/documents/templates': templates,
      'POST /api/v2/documents': ok({ document: made }),
      [`GET /api/v2/documents/${made.id}`]: ok({ document: made }),
    });
    const { user, container, router } = renderApp('/document-editor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Document Editor' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(within(list).getByRole('button', { name: /^Employee handbook: time and attendance/ })).toHaveTextContent('by Dana Whitfield');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'New document' }));
    const dialog = await screen.findByRole('dialog', { name: 'New document' });
    await user.click(await within(dialog).findByRole('radio', { name: /Tailgate safety talk/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create document' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Safety talk: ');
    expect(server.calls('POST', '/api/v2/documents')[0]!.body).toEqual({ templateId: 'safety-talk' });
    expect(router.state.location.search).toBe(`?document=${made.id}`);
  });

  it('autosaves the title against the version loaded; a stale save keeps the text and offers both ways out', async () => {
    const document = aDocument();
    const theirs = aDocument({ version: 5, title: 'Handbook (Priya’s edit)', updatedByName: 'Priya Shah' });
    let saves = 0;
    const server = signedIn({
      [`GET /api/v2/documents/${documentId}`]: ok({ document }),
      [`PUT /api/v2/documents/${documentId}`]: () =>
        ++saves === 1
          ? new Response(JSON.stringify({ success: false, message: DOCUMENT_STALE_MESSAGE, errors: [DOCUMENT_STALE_MESSAGE], code: 'CONFLICT', details: { current: theirs } }), { status: 409, headers: { 'Content-Type': 'application/json' } })
          : ok({ document: { ...theirs, version: 6, title: 'Handbook: attendance' } }),
      [`GET /api/v2/documents/${documentId}/versions`]: ok({ versions: [] }),
      'GET /api/v2/documents': ok({ documents: [], canEdit: true }),
    });
    renderApp(`/document-editor?document=${documentId}`);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Handbook: attendance' } });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Unsaved changes');

    expect(await screen.findByText('Someone else saved this document since you opened it', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/documents/${documentId}`)[0]!.body).toMatchObject({ title: 'Handbook: attendance', version: 3, json: document.json });
    // Nothing typed is lost: the title is still the one typed.
    expect(title).toHaveValue('Handbook: attendance');

    // Keep mine: saved again against their version.
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/documents/${documentId}`)[1]!.body).toMatchObject({ title: 'Handbook: attendance', version: 5 });
    expect(screen.queryByText('Someone else saved this document since you opened it')).not.toBeInTheDocument();
  });
});

describe('the SOPs', () => {
  it('a crew leader reads a published SOP as read-only and acknowledges it', async () => {
    const sop = anSop();
    const server = signedIn(
      {
        [`GET /api/v2/sops/${sopId}`]: ok({ sop }),
        [`POST /api/v2/sops/${sopId}/acknowledge`]: ok({ sop: { ...sop, acknowledgedByMe: true, myAcknowledgement: { acknowledgedAt: '2026-11-27T14:00:00.000Z', current: true } } }),
        'GET /api/v2/sops': ok({ sops: [], departments: [], today: '2026-11-27', canEdit: false }),
      },
      'crew_leader',
    );
    const { user, container } = renderApp(`/business-development/sops/${sopId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mower safety pre-start' })).toBeInTheDocument();
    expect(screen.getByText('Read only: admins and office managers write SOPs.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Before starting the mower' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'I have read this' }));
    expect(await screen.findByText('You have read this SOP')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/sops/${sopId}/acknowledge`)).toHaveLength(1);
  });

  it('the office publishes a draft after confirming, and attaches its checklist to services', async () => {
    const draft = anSop({ status: 'draft', canEdit: true, acknowledgements: [], document: { ...anSop().document, canEdit: true } });
    const published = { ...draft, status: 'published' as const, updatedAt: '2026-11-27T15:00:00.000Z' };
    const server = signedIn({
      [`GET /api/v2/sops/${sopId}`]: ok({ sop: draft }),
      [`POST /api/v2/sops/${sopId}/status`]: ok({ sop: published }),
      [`PUT /api/v2/sops/${sopId}/checklists/pre-start-1/services`]: ok({ sop: published }),
      'GET /api/v2/services': ok({ services: [{ id: '7c6a3e2d-5b1f-4f0a-9c8e-2d4b6a8f0e11', name: 'Weekly Mowing' }, { id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Spring Clean-up' }] }),
      'GET /api/v2/employees': ok({ employees: [], pagination: { page: 1, limit: 200, total: 0, totalPages: 0 } }),
      'GET /api/v2/sops': ok({ sops: [], departments: [], today: '2026-11-27', canEdit: true }),
    });
    const { user } = renderApp(`/business-development/sops/${sopId}`);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Publish “Mower safety pre-start”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published', { selector: '[data-slot="badge"], span' })).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/sops/${sopId}/status`)[0]!.body).toEqual({ status: 'published', updatedAt: draft.updatedAt });

    await user.click(screen.getByRole('button', { name: 'Attach to services' }));
    const dialog = await screen.findByRole('dialog', { name: /Attach “Before starting the mower”/ });
    expect(await within(dialog).findByRole('checkbox', { name: 'Weekly Mowing' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Spring Clean-up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((server.calls('PUT', `/api/v2/sops/${sopId}/checklists/pre-start-1/services`)[0]!.body as { serviceIds: string[] }).serviceIds.sort()).toEqual(
      ['1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d', '7c6a3e2d-5b1f-4f0a-9c8e-2d4b6a8f0e11'].sort(),
    );
  });
});
