import type { EstimateDetail, EstimateStatus } from '@groundwork/domain/estimates';
import { PROPOSAL_EXPIRED_MESSAGE } from '@groundwork/domain/proposals';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { aCompany, aToken, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { axeViolations } from '@/test/axe-check';
import { EstimateActions, type EstimateActionsProps } from './estimate-actions';

const estimateId = '8b1c1a52-3f0e-4a4b-9a59-000000000001';
const at = '2026-11-20T10:00:00.000Z';
const later = '2026-11-20T10:05:00.000Z';

/** The estimate as the server answers a send or a move (only what the actions read matters here). */
function anEstimate(status: EstimateStatus): EstimateDetail {
  return { id: estimateId, number: 1001, clientName: 'Ann Green', status, updatedAt: later, taxRatePercent: 8.25, taxRateName: 'Saint Paul' } as EstimateDetail;
}

function renderActions(overrides: Partial<EstimateActionsProps> = {}) {
  const onChanged = vi.fn();
  const onDeleted = vi.fn();
  const view = renderWithProviders(
    <EstimateActions
      estimateId={estimateId}
      number={1001}
      clientName="Ann Green"
      clientEmail="ann.green@example.com"
      status="draft"
      updatedAt={at}
      onChanged={onChanged}
      onDeleted={onDeleted}
      {...overrides}
    />,
  );
  return { ...view, onChanged, onDeleted };
}

const actionNames = () =>
  within(screen.getByRole('group', { name: 'Estimate actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EstimateActions: sending', () => {
  it('sends the proposal to the client’s e-mail with a message, toasts and hands the sent estimate back', async () => {
    const server = mockFetch({ [`POST /api/v2/estimates/${estimateId}/send`]: ok({ estimate: anEstimate('sent') }) });
    const { user, onChanged } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the proposal' });
    expect(within(dialog).getByLabelText('To')).toHaveValue('ann.green@example.com');
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'Here is the spring proposal.');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Proposal sent to ann.green@example.com')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/estimates/${estimateId}/send`)[0]!.body).toEqual({
      to: 'ann.green@example.com',
      message: 'Here is the spring proposal.',
      updatedAt: at,
    });
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'sent', updatedAt: later }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s 422 reason in the dialog and keeps it open', async () => {
    mockFetch({ [`POST /api/v2/estimates/${estimateId}/send`]: fail(422, PROPOSAL_EXPIRED_MESSAGE, 'BUSINESS_RULE') });
    const { user, onChanged } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the proposal' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PROPOSAL_EXPIRED_MESSAGE);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('checks the address before sending, and puts a 400 from the server under its field', async () => {
    const server = mockFetch({
      [`POST /api/v2/estimates/${estimateId}/send`]: fail(400, 'Validation failed', 'VALIDATION_ERROR', { to: ['This address cannot receive e-mail'] }),
    });
    const { user } = renderActions({ clientEmail: '' });
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the proposal' });
    const to = within(dialog).getByLabelText('To');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    await user.type(to, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/estimates/${estimateId}/send`)).toHaveLength(0);

    await user.clear(to);
    await user.type(to, 'ann@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('This address cannot receive e-mail')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves unsaved builder changes first and waits for them before sending', async () => {
    mockFetch({});
    const saveNow = vi.fn();
    const { user } = renderActions({ dirty: true, saveNow });
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the proposal' });
    expect(saveNow).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(within(dialog).getByText(/latest changes are not saved yet/)).toBeInTheDocument();
  });

  it('labels the button Send again once sent, and offers no send after an approval', () => {
    mockFetch({});
    const { unmount } = renderActions({ status: 'sent' });
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    unmount();
    renderActions({ status: 'approved' });
    expect(screen.queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
  });
});

describe('EstimateActions: status moves', () => {
  it('offers only the moves canMoveEstimate allows for each status', async () => {
    mockFetch({});
    const cases: [EstimateStatus, string[]][] = [
      ['draft', ['Send proposal', 'Download PDF', 'Delete']],
      ['sent', ['Send again', 'Download PDF', 'Mark approved', 'Mark declined', 'Mark changes requested', 'Back to draft']],
      ['changes_requested', ['Send proposal', 'Download PDF', 'Back to draft']],
      ['declined', ['Download PDF', 'Back to draft']],
      ['approved', ['Download PDF', 'Back to draft']],
      ['converted', ['Download PDF']],
    ];
    for (const [status, expected] of cases) {
      const { unmount, container } = renderActions({ status });
      expect(actionNames(), status).toEqual(expected);
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  it('marks a sent estimate approved after a confirmation, with the version it was read at', async () => {
    const server = mockFetch({ [`PUT /api/v2/estimates/${estimateId}/status`]: ok({ estimate: anEstimate('approved') }) });
    const { user, onChanged } = renderActions({ status: 'sent' });
    await user.click(screen.getByRole('button', { name: 'Mark approved' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark estimate #1001 approved?' });
    expect(await axeViolations()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Mark approved' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'approved' })));
    expect(server.calls('PUT', `/api/v2/estimates/${estimateId}/status`)[0]!.body).toEqual({ status: 'approved', updatedAt: at });
    expect(await screen.findByText('Estimate #1001 marked approved')).toBeInTheDocument();
  });

  it('asks before moving a declined estimate back to draft; Cancel changes nothing', async () => {
    const server = mockFetch({ [`PUT /api/v2/estimates/${estimateId}/status`]: ok({ estimate: anEstimate('draft') }) });
    const { user, onChanged } = renderActions({ status: 'declined' });
    await user.click(screen.getByRole('button', { name: 'Back to draft' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Move estimate #1001 back to draft?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls('PUT', `/api/v2/estimates/${estimateId}/status`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back to draft' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Back to draft' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'draft' })));
    expect(server.calls('PUT', `/api/v2/estimates/${estimateId}/status`)[0]!.body).toEqual({ status: 'draft', updatedAt: at });
  });

  it('toasts a refused move (409 from a stale screen) and leaves the status alone', async () => {
    mockFetch({ [`PUT /api/v2/estimates/${estimateId}/status`]: fail(409, 'This estimate was changed by someone else.', 'CONFLICT') });
    const { user, onChanged } = renderActions({ status: 'sent' });
    await user.click(screen.getByRole('button', { name: 'Mark declined' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark declined' }));
    expect(await screen.findByText('Failed to change the status')).toBeInTheDocument();
    expect(screen.getByText(/changed elsewhere since you opened it/)).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows the buttons other areas add (Convert to job) beside the moves', () => {
    mockFetch({});
    renderActions({ status: 'approved', extraActions: <button type="button">Convert to job</button> });
    expect(actionNames()).toEqual(['Download PDF', 'Back to draft', 'Convert to job']);
  });
});

describe('EstimateActions: delete and download', () => {
  it('deletes a draft after a confirmation naming its number', async () => {
    const server = mockFetch({ [`DELETE /api/v2/estimates/${estimateId}`]: ok({ id: estimateId }) });
    const { user, onDeleted } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete estimate #1001?' });
    expect(confirm).toHaveTextContent('Estimate #1001 for Ann Green and all its lines will be deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete estimate' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(server.calls('DELETE', `/api/v2/estimates/${estimateId}`)).toHaveLength(1);
    expect(await screen.findByText('Estimate #1001 deleted')).toBeInTheDocument();
  });

  it('downloads the PDF with the session’s token as Proposal-<number>.pdf', async () => {
    storeSession();
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      [`GET /api/v2/estimates/${estimateId}/proposal.pdf`]: () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    // jsdom has no object URLs nor downloads: record what the link would have saved (environment shims).
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, objectUrls));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:proposal'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderActions({ status: 'sent' });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['Proposal-1001.pdf blob:proposal']));
    expect(server.calls('GET', `/api/v2/estimates/${estimateId}/proposal.pdf`)[0]!.headers.get('Authorization')).toBe(`Bearer ${aToken}`);
  });

  it('toasts a failed download with the server’s message', async () => {
    mockFetch({ [`GET /api/v2/estimates/${estimateId}/proposal.pdf`]: fail(404, 'Estimate not found.', 'NOT_FOUND') });
    const { user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Failed to download the proposal')).toBeInTheDocument();
    expect(screen.getByText('Estimate not found.')).toBeInTheDocument();
  });
});
