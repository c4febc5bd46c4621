import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, hang, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aeratorId, anOverview, aTruckSummary, aUnitSummary, aUnitUpkeep, mowerId, noraId } from '../upkeep-builders';
import type { UpkeepAccess } from '../upkeep-access';
import { UpkeepWorkspace } from './upkeep-workspace';

const office: UpkeepAccess = { canManage: true, canCorrect: true };
const people = [{ id: noraId, name: 'Nora Lee' }];
const renderWorkspace = (path = '/equipment-management', access = office) => renderWithProviders(<UpkeepWorkspace access={access} people={people} />, { path });

// jsdom lays nothing out; give the list's scroll box a size so the virtualiser draws rows (an environment shim).
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name.endsWith('Height') ? 800 : 1200) });
});
afterAll(() => {
  sizes.forEach((name, index) => {
    const descriptor = saved[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('UpkeepWorkspace', () => {
  it('lists every unit with its meter, next service and badge, and the filters and search live in the URL', async () => {
    mockFetch({ 'GET /api/v2/equipment/upkeep': ok(anOverview()) });
    const { user, router } = renderWorkspace();
    expect(screen.getByRole('status', { name: 'Loading equipment upkeep' })).toBeInTheDocument();

    await screen.findByRole('link', { name: 'Zero-turn mower 60"' });
    expect(screen.getByText('2 units need service: 1 overdue, 1 due soon.')).toBeInTheDocument();
    const mower = rowOf('Zero-turn mower 60"');
    expect(within(mower).getByText('1,262.5h')).toBeInTheDocument();
    expect(within(mower).getByText('Oil and filter change')).toBeInTheDocument();
    expect(within(mower).getByText('at 1,250.0h · 12.5 h overdue')).toBeInTheDocument();
    expect(within(mower).getByText('Overdue')).toBeInTheDocument();
    expect(within(mower).getByText('$3.00 actual')).toBeInTheDocument();
    expect(within(mower).getByText('Under-priced')).toBeInTheDocument();
    const truck = rowOf('F-250 crew truck');
    expect(within(truck).getByText('48,210 mi')).toBeInTheDocument();
    expect(within(truck).getByText('May 24, 2027 · Due in 4 days')).toBeInTheDocument();
    expect(within(truck).getByText('Due soon')).toBeInTheDocument();
    const aerator = rowOf('Walk-behind aerator');
    expect(within(aerator).getByText('Out of service')).toBeInTheDocument();
    expect(within(aerator).getByText('Cracked tine shaft')).toBeInTheDocument();
    expect(within(aerator).getByText('No service schedule')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    const filters = screen.getByRole('group', { name: 'Show' });
    await user.click(within(filters).getByRole('button', { name: /Overdue/ }));
    expect(new URLSearchParams(router.state.location.search).get('show')).toBe('overdue');
    expect(within(filters).getByRole('button', { name: /Overdue/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link', { name: 'F-250 crew truck' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zero-turn mower 60"' })).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: /Out of service/ }));
    expect(new URLSearchParams(router.state.location.search).get('show')).toBe('out_of_service');
    expect(screen.getByRole('link', { name: 'Walk-behind aerator' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zero-turn mower 60"' })).not.toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: /All units/ }));
    await user.type(screen.getByLabelText('Search units'), 'truck');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('truck'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Zero-turn mower 60"' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'F-250 crew truck' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('link', { name: 'Zero-turn mower 60"' })).toBeInTheDocument();
  });

  it('reads its filter from a shared link, and says when nothing is in it', async () => {
    mockFetch({ 'GET /api/v2/equipment/upkeep': ok(anOverview([aTruckSummary({ state: 'ok', dueSoonCount: 0, next: null })])) });
    const { user } = renderWorkspace('/equipment-management?show=overdue');
    expect(await screen.findByText('Nothing is overdue.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every unit' }));
    expect(await screen.findByRole('link', { name: 'F-250 crew truck' })).toBeInTheDocument();
  });

  it('invites the first unit from the price book when there is none, and offers to retry a failed load', async () => {
    mockFetch({ 'GET /api/v2/equipment/upkeep': ok(anOverview([])) });
    const { unmount } = renderWorkspace();
    expect(await screen.findByText('No equipment yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the price book' })).toHaveAttribute('href', '/equipment');
    unmount();

    let calls = 0;
    mockFetch({ 'GET /api/v2/equipment/upkeep': () => (++calls === 1 ? fail(503, 'Database unavailable', 'DATABASE_UNAVAILABLE') : ok(anOverview())) });
    const { user } = renderWorkspace();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load equipment upkeep');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Zero-turn mower 60"' })).toBeInTheDocument();
  });

  it('opens a unit from its row (the URL says which), and loads its detail in the panel', async () => {
    mockFetch({ 'GET /api/v2/equipment/upkeep': ok(anOverview()), [`GET /api/v2/equipment/${mowerId}/upkeep`]: hang });
    const { user, router } = renderWorkspace();
    await user.click(await screen.findByRole('link', { name: 'Zero-turn mower 60"' }));
    expect(new URLSearchParams(router.state.location.search).get('open')).toBe(mowerId);
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('status', { name: 'Loading the unit’s upkeep' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get('open')).toBeNull();
  });

  it('says a unit of a link is not found (another company’s, or deleted)', async () => {
    mockFetch({ 'GET /api/v2/equipment/upkeep': ok(anOverview()), [`GET /api/v2/equipment/${aeratorId}/upkeep`]: fail(404, 'Equipment not found', 'NOT_FOUND') });
    renderWorkspace(`/equipment-management?open=${aeratorId}`);
    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByText('Equipment not found')).toBeInTheDocument();
  });

  it('is read-only for someone who may not change schedules or the status', async () => {
    mockFetch({ 'GET /api/v2/equipment/upkeep': ok(anOverview()), [`GET /api/v2/equipment/${mowerId}/upkeep`]: ok(aUnitUpkeep({ unit: aUnitSummary() })) });
    renderWorkspace(`/equipment-management?open=${mowerId}`, { canManage: false, canCorrect: false });
    const sheet = await screen.findByRole('dialog', { name: 'Zero-turn mower 60"' });
    await within(sheet).findByText('Service schedules');
    expect(within(sheet).queryByRole('button', { name: 'Take out of service' })).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Add schedule' })).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Edit Oil and filter change' })).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: /^Delete the/ })).not.toBeInTheDocument();
  });
});
