import { NO_CREW_FOR_USER_MESSAGE } from '@groundwork/domain/dispatch';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { aToken, storeSession } from '@/test/builders';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aDispatchDay, aDispatchOrder, aPhoto, leaderId, memberId } from '../dispatch-builders';
import { CrewDay } from './crew-day';

const changedAt = '2027-04-05T15:10:00.000Z';

function Harness({ initialOrderId = null, orderAction }: { initialOrderId?: string | null; orderAction?: ComponentProps<typeof CrewDay>['orderAction'] }) {
  const [open, setOpen] = useState<string | null>(initialOrderId);
  return <CrewDay openOrderId={open} onOpenOrder={setOpen} orderAction={orderAction} />;
}

function renderDay(initialOrderId: string | null = null) {
  return renderWithProviders(<Harness initialOrderId={initialOrderId} />, { path: '/dispatch-end-of-day', timeZone: 'America/Chicago' });
}

/** The phone: 390 px wide, the small-screen media queries matching. */
function onAPhone() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
  window.matchMedia = vi.fn((query: string) => ({ matches: true, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
}

afterEach(() => vi.unstubAllGlobals());

describe('the crew leader’s day', () => {
  it('lists the orders in route order on a phone, opens one with its address, maps link and lines, and passes axe', async () => {
    onAPhone();
    const first = aDispatchOrder({ title: 'Spring cleanup', number: 1041, sequence: 0, startTime: '07:30' });
    const second = aDispatchOrder({ title: 'Weekly mowing', number: 1042, sequence: 1, startTime: null });
    mockFetch({ 'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([first, second]) }) });
    const { user, container } = renderDay();
    const list = await screen.findByRole('list', { name: 'Green crew work orders in route order' });
    const cards = within(list).getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual([expect.stringContaining('Stop 1 · 7:30 AM · WO-1041Spring cleanup'), expect.stringContaining('Stop 2 · WO-1042Weekly mowing')]);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(cards[1]!);
    expect(screen.getByRole('heading', { name: 'Weekly mowing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=1%20Elm%20St%2C%20Edina%2C%20MN%2055424');
    expect(screen.getByText('Gate code 1234.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Lines' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['MowingFront and back1.5h', 'Trimmer line2']);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'All orders' }));
    expect(await screen.findByRole('list', { name: 'Green crew work orders in route order' })).toBeInTheDocument();
  });

  it('shows the route’s action for each order under its card and under the open order (Raise a task)', async () => {
    const first = aDispatchOrder({ title: 'Spring cleanup', number: 1041, sequence: 0 });
    const second = aDispatchOrder({ title: 'Weekly mowing', number: 1042, sequence: 1 });
    mockFetch({ 'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([first, second]) }) });
    const action = (order: { number: number }) => <button type="button">Raise a task about WO-{order.number}</button>;
    const { user } = renderWithProviders(<Harness orderAction={action} />, { path: '/dispatch-end-of-day' });
    const list = await screen.findByRole('list', { name: 'Green crew work orders in route order' });
    expect(within(list).getAllByRole('button', { name: /Raise a task/ }).map((button) => button.textContent)).toEqual(['Raise a task about WO-1041', 'Raise a task about WO-1042']);
    await user.click(within(list).getByRole('button', { name: /Weekly mowing/ }));
    expect(screen.getByRole('heading', { name: 'Weekly mowing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Raise a task about WO-1042' })).toBeInTheDocument();
  });

  it('says so when there is nothing today, when the user is on no crew, and when the day cannot load', async () => {
    mockFetch({ 'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([]) }) });
    const empty = renderDay();
    expect(await screen.findByText('No work orders for you today')).toBeInTheDocument();
    empty.unmount();

    // The server's answer to a crew leader on no crew: no crews.
    mockFetch({ 'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([], { crews: [] }) }) });
    const noCrew = renderDay();
    expect(await screen.findByText('You are not on a crew yet')).toBeInTheDocument();
    expect(screen.getByText(NO_CREW_FOR_USER_MESSAGE)).toBeInTheDocument();
    noCrew.unmount();

    let calls = 0;
    mockFetch({ 'GET /api/v2/dispatch/day': () => (++calls === 1 ? fail(503, 'The database is not available', 'DATABASE_UNAVAILABLE') : ok({ day: aDispatchDay([aDispatchOrder()]) })) });
    const { user } = renderDay();
    expect(await screen.findByText('Could not load the day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Weekly mowing')).toBeInTheDocument();
  });

  it('shows the SOP checklist of the order’s service, saves each tick at once with its version, and says so on a 409', async () => {
    onAPhone();
    const order = aDispatchOrder({ serviceId: '7c6a3e2d-5b1f-4f0a-9c8e-2d4b6a8f0e11' });
    const sopId = '0f3b9c1d-2e4a-4b6c-8d0e-1f2a3b4c5d6e';
    const fresh = { sopId, checklistId: 'pre-start-1', sopTitle: 'Mower safety pre-start', title: 'Before starting the mower', completedAt: null, recordedByName: null, updatedAt: null, attached: true };
    const steps = ['Guards and chute in place', 'Fuel cap tight, no leaks'];
    const path = `PUT /api/v2/orders/${order.id}/checklists/${sopId}/pre-start-1`;
    let puts = 0;
    const server = mockFetch({
      'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([order]) }),
      [`GET /api/v2/orders/${order.id}/checklists`]: ok({ checklists: [{ ...fresh, items: steps.map((text) => ({ text, done: false })) }] }),
      [path]: () =>
        ++puts === 1
          ? ok({ checklist: { ...fresh, items: [{ text: steps[0], done: true }, { text: steps[1], done: false }], recordedByName: 'Lee Park', updatedAt: changedAt } })
          : fail(409, 'This checklist was changed by someone else', 'CONFLICT'),
    });
    const { user, container } = renderDay(order.id);
    const section = await screen.findByRole('region', { name: 'Checklists' });
    expect(within(section).getByRole('group', { name: /Before starting the mower/ })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Read the SOP' })).toHaveAttribute('href', `/business-development/sops/${sopId}`);
    expect(within(section).getByText('0 of 2 steps done')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(section).getByRole('checkbox', { name: 'Guards and chute in place' }));
    expect(await within(section).findByText('1 of 2 steps done')).toBeInTheDocument();
    expect(within(section).getByText('Last ticked by Lee Park')).toBeInTheDocument();
    expect(server.calls('PUT', path.slice(4))[0]!.body).toEqual({ done: [true, false], updatedAt: null });

    // The next tick goes with the version the first answered; someone else's tick since answers 409.
    await user.click(within(section).getByRole('checkbox', { name: 'Fuel cap tight, no leaks' }));
    expect(await within(section).findByText('Someone else ticked this checklist')).toBeInTheDocument();
    expect(server.calls('PUT', path.slice(4))[1]!.body).toEqual({ done: [true, true], updatedAt: changedAt });
  });

  it('asks for no checklist on one-off work (no service)', async () => {
    const order = aDispatchOrder({ serviceId: null });
    const server = mockFetch({ 'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([order]) }) });
    renderDay(order.id);
    expect(await screen.findByRole('heading', { name: order.title })).toBeInTheDocument();
    expect(server.calls('GET', `/api/v2/orders/${order.id}/checklists`)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Checklists' })).not.toBeInTheDocument();
  });

  it('starts an order with its version and an Idempotency-Key', async () => {
    const order = aDispatchOrder();
    const server = mockFetch({
      'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([order]) }),
      [`POST /api/v2/orders/${order.id}/start`]: ok({ order: { ...order, status: 'in_progress', updatedAt: changedAt } }),
    });
    const { user } = renderDay(order.id);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('WO-1042 started')).toBeInTheDocument();
    const [request] = server.calls('POST', `/api/v2/orders/${order.id}/start`);
    expect(request!.body).toEqual({ updatedAt: order.updatedAt });
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a Complete right after Start goes with the version the start answered, even before the day is read again', async () => {
    const order = aDispatchOrder();
    const started = { ...order, status: 'in_progress' as const, updatedAt: changedAt };
    let dayReads = 0;
    const server = mockFetch({
      // The day read again after the start is slow to come: until it does, only the start's answer is new.
      'GET /api/v2/dispatch/day': () => (++dayReads === 1 ? ok({ day: aDispatchDay([order]) }) : new Promise(() => {})),
      [`POST /api/v2/orders/${order.id}/start`]: ok({ order: started }),
      [`POST /api/v2/orders/${order.id}/complete`]: ok({ order: { ...started, status: 'completed' } }),
    });
    const { user } = renderDay(order.id);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('WO-1042 started')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Complete the work order' });
    await user.type(within(within(form).getByRole('group', { name: 'Hours of Lee Park' })).getByLabelText('Hours'), '1.75');
    await user.type(within(within(form).getByRole('group', { name: 'Hours of Max Ruiz' })).getByLabelText('Hours'), '2');
    await user.click(within(form).getByRole('button', { name: 'Complete work order' }));

    expect(await screen.findByText('WO-1042 completed')).toBeInTheDocument();
    const [request] = server.calls('POST', `/api/v2/orders/${order.id}/complete`);
    expect(request!.body).toMatchObject({ updatedAt: changedAt });
  });

  it('completes with hours per crew member (typed and clocked) and a product used, and asks for hours first', async () => {
    const order = aDispatchOrder({ status: 'in_progress' });
    const server = mockFetch({
      'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([order]) }),
      [`POST /api/v2/orders/${order.id}/complete`]: ok({ order: { ...order, status: 'completed', updatedAt: changedAt } }),
    });
    const { user } = renderDay(order.id);
    const form = await screen.findByRole('form', { name: 'Complete the work order' });
    await user.click(within(form).getByRole('button', { name: 'Complete work order' }));
    expect(within(form).getAllByText('Give clock-in and clock-out, or hours')).toHaveLength(2);
    expect(server.calls('POST', `/api/v2/orders/${order.id}/complete`)).toHaveLength(0);

    const lee = within(form).getByRole('group', { name: 'Hours of Lee Park' });
    await user.type(within(lee).getByLabelText('Hours'), '2.5');
    const max = within(form).getByRole('group', { name: 'Hours of Max Ruiz' });
    await user.click(within(max).getByLabelText('Clock in and out'));
    await user.type(within(max).getByLabelText('Clock in'), '07:30');
    await user.type(within(max).getByLabelText('Clock out'), '10:00');
    await user.type(within(form).getByLabelText('Trimmer line (planned 2)'), '1.5');
    await user.type(within(form).getByLabelText('Notes'), 'Back gate latch broken.');
    await user.click(within(form).getByRole('button', { name: 'Complete work order' }));

    expect(await screen.findByText('WO-1042 completed')).toBeInTheDocument();
    const [request] = server.calls('POST', `/api/v2/orders/${order.id}/complete`);
    // 7:30 in Chicago (CDT, −5 h) on the order's day.
    expect(request!.body).toEqual({
      updatedAt: order.updatedAt,
      timeEntries: [
        { employeeId: leaderId, hours: 2.5 },
        { employeeId: memberId, clockIn: '2027-04-05T12:30:00.000Z', clockOut: '2027-04-05T15:00:00.000Z' },
      ],
      materials: [{ lineId: 'i2', quantity: 1.5 }],
      notes: 'Back gate latch broken.',
    });
    expect(request!.headers.get('Idempotency-Key')).toBeTruthy();
    // Accepted: nothing is left waiting on the phone.
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('groundwork.dispatch-draft.'))).toEqual([]);
  });

  it('skips only with a reason', async () => {
    const order = aDispatchOrder();
    const server = mockFetch({
      'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([order]) }),
      [`POST /api/v2/orders/${order.id}/skip`]: ok({ order: { ...order, status: 'skipped', reason: 'access', updatedAt: changedAt } }),
    });
    const { user } = renderDay(order.id);
    await user.click(await screen.findByRole('button', { name: 'Skip this order…' }));
    const form = screen.getByRole('form', { name: 'Skip the work order' });
    await user.click(within(form).getByRole('button', { name: 'Skip work order' }));
    expect(within(form).getByText('Choose why the work order is skipped')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Reason'), 'No access to the property');
    await user.type(within(form).getByLabelText('Note for the office'), 'Gate locked, nobody home');
    await user.click(within(form).getByRole('button', { name: 'Skip work order' }));
    expect(await screen.findByText('WO-1042 skipped')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/orders/${order.id}/skip`)[0]!.body).toEqual({ updatedAt: order.updatedAt, reason: 'access', note: 'Gate locked, nobody home' });
  });

  it('keeps what was typed across a remount, and resends a report that got no answer with the same Idempotency-Key', async () => {
    const order = aDispatchOrder({ status: 'in_progress' });
    let online = false;
    const server = mockFetch({
      'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([order]) }),
      [`POST /api/v2/orders/${order.id}/complete`]: () => (online ? ok({ order: { ...order, status: 'completed', updatedAt: changedAt } }) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    const first = renderDay(order.id);
    const form = await screen.findByRole('form', { name: 'Complete the work order' });
    await first.user.type(within(within(form).getByRole('group', { name: 'Hours of Lee Park' })).getByLabelText('Hours'), '3');
    first.unmount();

    // The phone reloads: what was typed is still there.
    const second = renderDay(order.id);
    const again = await screen.findByRole('form', { name: 'Complete the work order' });
    expect(within(within(again).getByRole('group', { name: 'Hours of Lee Park' })).getByLabelText('Hours')).toHaveValue('3');
    await second.user.click(within(again).getByRole('button', { name: 'Remove Max Ruiz’s hours' }));
    await second.user.click(within(again).getByRole('button', { name: 'Complete work order' }));
    expect(await screen.findByText("Saved on this phone — will send when you're back online")).toBeInTheDocument();
    const [lost] = server.calls('POST', `/api/v2/orders/${order.id}/complete`);
    second.unmount();

    // Back online: the reopened screen sends the same report with the same key, once.
    online = true;
    renderDay(order.id);
    expect(await screen.findByText('WO-1042 sent')).toBeInTheDocument();
    const calls = server.calls('POST', `/api/v2/orders/${order.id}/complete`);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.get('Idempotency-Key')).toBe(lost!.headers.get('Idempotency-Key'));
    expect(calls[1]!.body).toEqual(lost!.body);
    expect(calls[1]!.body).toMatchObject({ timeEntries: [{ employeeId: leaderId, hours: 3 }] });
  });

  it('retries when the connection comes back', async () => {
    const order = aDispatchOrder();
    let online = false;
    const server = mockFetch({
      'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([order]) }),
      [`POST /api/v2/orders/${order.id}/start`]: () => (online ? ok({ order: { ...order, status: 'in_progress', updatedAt: changedAt } }) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    const { user } = renderDay(order.id);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText("Saved on this phone — will send when you're back online")).toBeInTheDocument();
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(server.calls('POST', `/api/v2/orders/${order.id}/start`)).toHaveLength(2));
    const [lost, sent] = server.calls('POST', `/api/v2/orders/${order.id}/start`);
    expect(sent!.headers.get('Idempotency-Key')).toBe(lost!.headers.get('Idempotency-Key'));
  });

  it('uploads a photo with its caption and shows the order’s photos fetched with the token', async () => {
    storeSession();
    const order = aDispatchOrder();
    const photo = aPhoto(order.id);
    const server = mockFetch({
      'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([{ ...order, photos: [photo] }]) }),
      [`GET /api/v2/orders/${order.id}/photos/${photo.id}`]: () => new Response(new Blob(['jpeg']), { status: 200, headers: { 'Content-Type': 'image/jpeg' } }),
      [`POST /api/v2/orders/${order.id}/photos`]: ok({ photo: aPhoto(order.id, { caption: 'Gate latch' }) }, 201),
    });
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, objectUrls));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() });
    const { user } = renderDay(order.id);
    expect(await screen.findByRole('img', { name: 'Front bed after' })).toHaveAttribute('src', 'blob:photo');
    expect(server.calls('GET', `/api/v2/orders/${order.id}/photos/${photo.id}`)[0]!.headers.get('Authorization')).toBe(`Bearer ${aToken}`);

    await user.upload(screen.getByLabelText('Photo'), new File(['jpeg'], 'latch.jpg', { type: 'image/jpeg' }));
    await user.type(screen.getByLabelText('Caption'), 'Gate latch');
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Photo uploaded')).toBeInTheDocument();
    const [upload] = server.calls('POST', `/api/v2/orders/${order.id}/photos`);
    const body = upload!.body as FormData;
    expect([...body.keys()]).toEqual(['caption', 'file']);
    expect(body.get('caption')).toBe('Gate latch');
    expect((body.get('file') as File).name).toBe('latch.jpg');
    expect(upload!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('refuses a file that is not a photo before sending it, and deletes a photo only after confirming', async () => {
    const order = aDispatchOrder();
    const photo = aPhoto(order.id);
    const server = mockFetch({
      'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([{ ...order, photos: [photo] }]) }),
      [`GET /api/v2/orders/${order.id}/photos/${photo.id}`]: fail(404, 'Photo not found', 'NOT_FOUND'),
      [`DELETE /api/v2/orders/${order.id}/photos/${photo.id}`]: ok({ id: photo.id }),
    });
    const { user } = renderDay(order.id);
    await screen.findByRole('heading', { name: 'Weekly mowing' });
    // A picker that ignores `accept` (some phones' "Files"): the type is checked before anything is sent.
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('Upload a PNG, JPEG or WebP photo.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete photo Front bed after' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('DELETE', `/api/v2/orders/${order.id}/photos/${photo.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete photo Front bed after' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('Photo deleted')).toBeInTheDocument();
  });

  it('keeps the typed report and offers to reload when the office changed the order first', async () => {
    const order = aDispatchOrder();
    mockFetch({
      'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([order]) }),
      [`POST /api/v2/orders/${order.id}/start`]: fail(409, 'This work order was changed by someone else.', 'CONFLICT'),
    });
    const { user } = renderDay(order.id);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Someone else changed this work order')).toBeInTheDocument();
    expect(screen.queryByText("Saved on this phone — will send when you're back online")).not.toBeInTheDocument();
  });
});
