import { TICKET_TITLE_REQUIRED_MESSAGE } from '@groundwork/domain/tickets';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aTicket, aTicketPhoto } from '../ticket-builders';
import { RaiseTaskButton } from './raise-task-button';

const workOrder = { id: '7a1c4e20-5b3d-4c6e-9f10-d00000000042', number: 1042, label: 'WO-1042 · Ann Green' };

/** The phone: 390 px wide, the small-screen media queries matching. */
function onAPhone() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
  window.matchMedia = vi.fn((query: string) => ({ matches: true, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
}

afterEach(() => vi.unstubAllGlobals());

describe('raising a task from the field', () => {
  it('with the keyboard on a phone: a callback about the work order, assigned to nobody, with the camera’s photo', async () => {
    onAPhone();
    const raised = aTicket({ number: 1077, title: 'Broken head, zone 3', assigneeEmployeeId: null, assigneeName: null });
    const server = mockFetch({
      'POST /api/v2/tickets': ok({ ticket: raised }, 201),
      [`POST /api/v2/tickets/${raised.id}/photos`]: ok({ photo: aTicketPhoto({ ticketId: raised.id }) }, 201),
    });
    const { user, container } = renderWithProviders(<RaiseTaskButton workOrder={workOrder} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Raise a task about WO-1042 · Ann Green' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Raise a task' });
    expect(within(dialog).getByText(/About WO-1042 · Ann Green/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Type')).toHaveValue('callback');
    const photo = within(dialog).getByLabelText('Photo (optional)');
    expect(photo).toHaveAttribute('accept', 'image/*');
    expect(photo).toHaveAttribute('capture', 'environment');
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);

    // Nothing typed: said under the field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Raise task' }));
    expect(await within(dialog).findByText(TICKET_TITLE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/tickets')).toHaveLength(0);

    await user.upload(photo, new File(['jpeg'], 'head.jpg', { type: 'image/jpeg' }));
    // Enter in the text box sends it.
    await user.type(within(dialog).getByLabelText('What needs doing'), 'Broken head, zone 3{Enter}');
    await waitFor(() => expect(server.calls('POST', `/api/v2/tickets/${raised.id}/photos`)).toHaveLength(1));
    const [created] = server.calls('POST', '/api/v2/tickets');
    expect(created!.body).toEqual({ title: 'Broken head, zone 3', type: 'callback', subject: { kind: 'work_order', id: workOrder.id } });
    expect(created!.headers.get('Idempotency-Key')).toBeTruthy();
    const body = server.calls('POST', `/api/v2/tickets/${raised.id}/photos`)[0]!.body as FormData;
    expect((body.get('file') as File).name).toBe('head.jpg');
    expect(body.get('caption')).toBe('Broken head, zone 3');
    expect(await screen.findByText('T-1077 raised')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Raise a task' })).not.toBeInTheDocument());
  });

  it('a photo that fails keeps the task and retries only the photo, never a second task', async () => {
    const raised = aTicket({ number: 1078, title: 'Gate latch broken' });
    let photoAnswers = 0;
    const server = mockFetch({
      'POST /api/v2/tickets': ok({ ticket: raised }, 201),
      [`POST /api/v2/tickets/${raised.id}/photos`]: () => {
        photoAnswers += 1;
        return photoAnswers === 1 ? fail(400, 'This photo could not be read. Take it again or choose another one.', 'VALIDATION_FAILED') : ok({ photo: aTicketPhoto({ ticketId: raised.id }) }, 201);
      },
    });
    const { user } = renderWithProviders(<RaiseTaskButton workOrder={workOrder} />);
    await user.click(screen.getByRole('button', { name: /Raise a task/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise a task' });
    await user.type(within(dialog).getByLabelText('What needs doing'), 'Gate latch broken');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Maintenance');
    await user.upload(within(dialog).getByLabelText('Photo (optional)'), new File(['jpeg'], 'latch.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Raise task' }));
    expect(await within(dialog).findByText(/T-1078 is raised, but the photo was not sent: This photo could not be read/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('What needs doing')).toHaveAttribute('readonly');

    await user.upload(within(dialog).getByLabelText('Photo (optional)'), new File(['jpeg'], 'latch-2.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the photo again' }));
    expect(await screen.findByText('T-1078 raised')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/tickets')).toHaveLength(1);
    expect(server.calls('POST', '/api/v2/tickets')[0]!.body).toMatchObject({ type: 'maintenance' });
    expect(server.calls('POST', `/api/v2/tickets/${raised.id}/photos`)).toHaveLength(2);
  });
});
