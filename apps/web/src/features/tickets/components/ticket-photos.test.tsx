import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aTicket, aTicketPhoto, annGreenId, greenCrewId, noraId } from '../ticket-builders';
import type { TicketOptions } from '../ticket-options';
import { TicketsWorkspace } from './tickets-workspace';

const options = (overrides: Partial<TicketOptions> = {}): TicketOptions => ({
  employees: [{ id: noraId, name: 'Nora Lee' }],
  crews: [{ id: greenCrewId, name: 'Green crew' }],
  people: [{ id: noraId, name: 'Nora Lee' }],
  subjectKinds: ['customer', 'work_order'],
  renderSubjectPicker: ({ id }) => <select id={id} />,
  canDelete: true,
  canEditDetails: true,
  ...overrides,
});
const emptyList = ok({ tickets: [], pagination: { page: 1, limit: 50, total: 0 } });
const workOrderId = '7a1c4e20-5b3d-4c6e-9f10-d00000000001';

function objectUrls() {
  const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  onTestFinished(() => void Object.assign(URL, saved));
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() });
}

afterEach(() => vi.unstubAllGlobals());

describe('a task’s photos', () => {
  it('shows the first photo and the count at the top, adds one with its caption, and deletes one after confirming', async () => {
    objectUrls();
    const first = aTicketPhoto({ caption: 'Broken head, zone 3' });
    const ticket = aTicket({ photos: [first] });
    const added = aTicketPhoto({ ticketId: ticket.id, caption: 'Valve box' });
    const server = mockFetch({
      'GET /api/v2/tickets': emptyList,
      [`GET /api/v2/tickets/${ticket.id}`]: ok({ ticket }),
      [`GET /api/v2/tickets/${ticket.id}/photos/${first.id}`]: () => new Response(new Blob(['jpeg']), { status: 200, headers: { 'Content-Type': 'image/jpeg' } }),
      [`GET /api/v2/tickets/${ticket.id}/photos/${added.id}`]: () => new Response(new Blob(['jpeg']), { status: 200, headers: { 'Content-Type': 'image/jpeg' } }),
      [`POST /api/v2/tickets/${ticket.id}/photos`]: ok({ photo: added }, 201),
      [`DELETE /api/v2/tickets/${ticket.id}/photos/${first.id}`]: ok({ id: first.id }),
    });
    const { user, container } = renderWithProviders(<TicketsWorkspace options={options()} />, { path: `/tickets?open=${ticket.id}` });
    const sheet = await screen.findByRole('dialog', { name: /T-1001/ });
    expect(await within(sheet).findByRole('link', { name: /1 photo/ })).toBeInTheDocument();
    expect((await within(sheet).findAllByRole('img', { name: 'Broken head, zone 3' }))[0]).toHaveAttribute('src', 'blob:photo');
    expect(server.calls('GET', `/api/v2/tickets/${ticket.id}/photos/${first.id}`)).toHaveLength(1);

    // The phone's camera opens for the file input.
    const input = within(sheet).getByLabelText('Add a photo');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, new File(['jpeg'], 'valve.jpg', { type: 'image/jpeg' }));
    await user.type(within(sheet).getByLabelText('Caption'), 'Valve box');
    await user.click(within(sheet).getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Photo added')).toBeInTheDocument();
    const [upload] = server.calls('POST', `/api/v2/tickets/${ticket.id}/photos`);
    const body = upload!.body as FormData;
    expect([...body.keys()]).toEqual(['caption', 'file']);
    expect(body.get('caption')).toBe('Valve box');
    expect(upload!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await within(sheet).findByRole('link', { name: /2 photos/ })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Delete photo Broken head, zone 3' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    expect(server.calls('DELETE', `/api/v2/tickets/${ticket.id}/photos/${first.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(server.calls('DELETE', `/api/v2/tickets/${ticket.id}/photos/${first.id}`)).toHaveLength(1));
    expect(await within(sheet).findByRole('link', { name: /1 photo/ })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses a file that is not a photo before sending it; a crew leader adds photos but deletes none', async () => {
    const photo = aTicketPhoto();
    const ticket = aTicket({ photos: [photo] });
    const server = mockFetch({
      'GET /api/v2/tickets': emptyList,
      [`GET /api/v2/tickets/${ticket.id}`]: ok({ ticket }),
      [`GET /api/v2/tickets/${ticket.id}/photos/${photo.id}`]: () => new Response(new Blob(['jpeg']), { status: 200 }),
    });
    const { user } = renderWithProviders(<TicketsWorkspace options={options({ canDelete: false, canEditDetails: false })} />, { path: `/tickets?open=${ticket.id}` });
    const sheet = await screen.findByRole('dialog', { name: /T-1001/ });
    await within(sheet).findByLabelText('Add a photo');
    expect(within(sheet).queryByRole('button', { name: /Delete photo/ })).not.toBeInTheDocument();
    // What a file picker set to "all files" lets through.
    fireEvent.change(within(sheet).getByLabelText('Add a photo'), { target: { files: [new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' })] } });
    await user.click(within(sheet).getByRole('button', { name: 'Upload photo' }));
    expect(await within(sheet).findByText('Upload a PNG, JPEG or WebP photo.')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/tickets/${ticket.id}/photos`)).toHaveLength(0);
  });
});

describe('an upsell opportunity', () => {
  it('offers Create estimate, which reads the task’s customer from the server and opens the estimate for them', async () => {
    const ticket = aTicket({ type: 'upsell', subject: { kind: 'work_order', id: workOrderId, label: 'WO-1042' } });
    const server = mockFetch({
      'GET /api/v2/tickets': emptyList,
      [`GET /api/v2/tickets/${ticket.id}`]: ok({ ticket }),
      [`GET /api/v2/tickets/${ticket.id}/estimate_draft`]: ok({
        draft: { ticketId: ticket.id, ticketNumber: 1001, customerId: annGreenId, propertyId: null, description: ticket.title, notes: ticket.description },
      }),
    });
    const { user, router } = renderWithProviders(<TicketsWorkspace options={options()} />, { path: `/tickets?open=${ticket.id}` });
    const sheet = await screen.findByRole('dialog', { name: /T-1001/ });
    await user.click(await within(sheet).findByRole('button', { name: 'Create estimate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/estimates/create/customer/${annGreenId}`));
    expect(new URLSearchParams(router.state.location.search).get('fromTask')).toBe(ticket.id);
    expect(server.calls('GET', `/api/v2/tickets/${ticket.id}/estimate_draft`)).toHaveLength(1);
  });

  it('is not offered for another type of task or to a crew leader', async () => {
    const callback = aTicket({ type: 'callback' });
    const leaderView = aTicket({ type: 'upsell' });
    mockFetch({
      'GET /api/v2/tickets': emptyList,
      [`GET /api/v2/tickets/${callback.id}`]: ok({ ticket: callback }),
      [`GET /api/v2/tickets/${leaderView.id}`]: ok({ ticket: leaderView }),
    });
    const office = renderWithProviders(<TicketsWorkspace options={options()} />, { path: `/tickets?open=${callback.id}` });
    await within(await screen.findByRole('dialog', { name: /T-1001/ })).findByLabelText('Title');
    expect(screen.queryByRole('button', { name: 'Create estimate' })).not.toBeInTheDocument();
    // A callback about a customer (not a job or work order) has no hours to charge.
    expect(screen.queryByLabelText('Hours spent')).not.toBeInTheDocument();
    office.unmount();
    renderWithProviders(<TicketsWorkspace options={options({ canEditDetails: false, canDelete: false })} />, { path: `/tickets?open=${leaderView.id}` });
    await within(await screen.findByRole('dialog', { name: /T-1001/ })).findByLabelText('Title');
    expect(screen.queryByRole('button', { name: 'Create estimate' })).not.toBeInTheDocument();
  });
});

describe('a callback’s hours', () => {
  it('are offered on a callback about a work order and sent as a number; hours typed stay in view when the type changes', async () => {
    const callback = aTicket({ type: 'callback', subject: { kind: 'work_order', id: workOrderId, label: 'WO-1042' } });
    const server = mockFetch({
      'GET /api/v2/tickets': emptyList,
      [`GET /api/v2/tickets/${callback.id}`]: ok({ ticket: callback }),
      [`PUT /api/v2/tickets/${callback.id}`]: (request) => ok({ ticket: { ...callback, ...(request.body as object) }, next: null }),
    });
    const { user } = renderWithProviders(<TicketsWorkspace options={options()} />, { path: `/tickets?open=${callback.id}` });
    const sheet = await screen.findByRole('dialog', { name: /T-1001/ });
    const hours = await within(sheet).findByLabelText('Hours spent');
    await user.type(hours, '1.255');
    await user.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    expect(await within(sheet).findByText('Hours spent can have at most 2 decimal places')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '1.75');
    await user.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.calls('PUT', `/api/v2/tickets/${callback.id}`)).toHaveLength(1));
    expect(server.calls('PUT', `/api/v2/tickets/${callback.id}`)[0]!.body).toEqual({ hoursSpent: 1.75, updatedAt: callback.updatedAt });
    // Hours on a task that is no longer a callback stay in view, so the server's refusal has a place to show.
    await user.selectOptions(within(sheet).getByLabelText('Type'), 'General');
    await waitFor(() => expect(within(sheet).getByLabelText('Hours spent')).toBeInTheDocument());
  });
});
