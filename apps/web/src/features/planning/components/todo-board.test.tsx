import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aTodo, dana, marco } from '../planning-builders';
import { TodoBoard } from './todo-board';

afterEach(() => {
  vi.unstubAllGlobals();
});

const overdue = aTodo({ title: 'Send the snow contracts', dueDate: '2026-11-25' });
const marcos = aTodo({ title: 'Fix the loader', ownerUserId: marco.id, ownerName: marco.name, dueDate: '2026-12-02' });
const list = (overrides: object = {}) => ({ today: '2026-11-28', todos: [overdue, marcos], canManage: true, userId: dana.id, ...overrides });

describe('TodoBoard', () => {
  it('lists the open to-dos with the overdue marked, and closes one with its checkbox', async () => {
    const requests = mockFetch({
      'GET /api/v2/planning/todos': ok(list()),
      [`PUT /api/v2/planning/todos/${overdue.id}`]: ok({ todo: { ...overdue, doneAt: '2026-11-28T15:00:00.000Z' } }),
    });
    const { user, container } = renderWithProviders(<TodoBoard people={[dana, marco]} />);
    const open = await screen.findByRole('list', { name: 'Open to-dos' });
    const row = within(open).getByText('Send the snow contracts').closest('li')!;
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(within(open).getByText('Fix the loader').closest('li')!).queryByText('Overdue')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(row).getByRole('checkbox', { name: 'Send the snow contracts done' }));
    await vi.waitFor(() => expect(requests.calls('PUT', `/api/v2/planning/todos/${overdue.id}`)).toHaveLength(1));
    expect(requests.calls('PUT', `/api/v2/planning/todos/${overdue.id}`)[0]?.body).toEqual({
      title: 'Send the snow contracts',
      ownerUserId: dana.id,
      dueDate: '2026-11-25',
      done: true,
      updatedAt: overdue.updatedAt,
    });
  });

  it('filters to done ones and to mine', async () => {
    const requests = mockFetch({ 'GET /api/v2/planning/todos': (request: RecordedRequest) => ok(list({ todos: request.url.searchParams.get('status') === 'done' ? [] : [overdue] })) });
    const { user } = renderWithProviders(<TodoBoard people={[dana, marco]} />);
    await screen.findByRole('list', { name: 'Open to-dos' });
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    await vi.waitFor(() => expect(requests.requests.at(-1)?.url.searchParams.get('ownerUserId')).toBe(dana.id));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('You have not closed a to-do yet.')).toBeInTheDocument();
    expect(requests.requests.at(-1)?.url.searchParams.get('status')).toBe('done');
    expect(screen.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds a to-do due a week from today unless another day is chosen', async () => {
    const requests = mockFetch({ 'GET /api/v2/planning/todos': ok(list()), 'POST /api/v2/planning/todos': ok({ todo: aTodo({ title: 'Order salt' }) }) });
    const { user } = renderWithProviders(<TodoBoard people={[dana, marco]} />);
    await user.click(await screen.findByRole('button', { name: 'Add a to-do' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Due date')).toHaveValue('2026-12-05');
    expect(within(dialog).getByLabelText('Owner')).toHaveValue(dana.id);
    await user.click(within(dialog).getByRole('button', { name: 'Add to-do' }));
    expect(await within(dialog).findByText('To-do is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('To-do'), 'Order salt');
    await user.selectOptions(within(dialog).getByLabelText('Owner'), 'Marco Ruiz');
    await user.click(within(dialog).getByRole('button', { name: 'Add to-do' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.calls('POST', '/api/v2/planning/todos')[0]?.body).toEqual({ title: 'Order salt', ownerUserId: marco.id, dueDate: '2026-12-05', done: false });
  });

  it('lets an owner close their own to-do and shows everyone else’s as plain text', async () => {
    mockFetch({ 'GET /api/v2/planning/todos': ok(list({ canManage: false, userId: marco.id })) });
    const { container } = renderWithProviders(<TodoBoard people={[]} />);
    const open = await screen.findByRole('list', { name: 'Open to-dos' });
    expect(within(open).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(open).getByRole('checkbox', { name: 'Fix the loader done' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add a to-do|Remove/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Fix the loader' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks before removing a to-do', async () => {
    mockFetch({ 'GET /api/v2/planning/todos': ok(list()) });
    const { user } = renderWithProviders(<TodoBoard people={[dana, marco]} />);
    await user.click(await screen.findByRole('button', { name: 'Remove Fix the loader' }));
    expect(await screen.findByRole('alertdialog', { name: 'Remove “Fix the loader”?' })).toBeInTheDocument();
  });
});
