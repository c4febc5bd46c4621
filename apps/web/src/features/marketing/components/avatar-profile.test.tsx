import { marketingMessages } from '@groundwork/domain/marketing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { anAvatarView, ids } from '../marketing-builders';
import { AvatarProfile } from './avatar-profile';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AvatarProfile', () => {
  it('shows how many of today’s customers fit, by revenue, and the best matches with what they miss', async () => {
    const { container } = renderWithProviders(<AvatarProfile view={anAvatarView()} />);
    expect(within(screen.getByRole('list', { name: 'How customers match' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Strong matches1 of 3 customers$3,200.00 · 61.5% of revenue',
      'Partial matches1 of 3 customers$2,000.00 · 38.5% of revenue',
      'Not a match1 of 3 customers$0.00 · 0.0% of revenue',
    ]);
    const bell = screen.getByRole('row', { name: /Bell/ });
    expect(within(bell).getByRole('link', { name: 'Bell' })).toHaveAttribute('href', `/customers/00000000-0000-4000-8000-000000000102`);
    expect(bell).toHaveTextContent('50%$2,000.00Property size, Where they look, Area');
    expect(screen.getByRole('checkbox', { name: 'Weekly Mowing' })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('saves the profile as typed against the version loaded, with lists one a line', async () => {
    const server = mockFetch({ 'PUT /api/v2/marketing/avatar': ok(anAvatarView({ updatedAt: '2026-11-28T16:00:00.000Z' })) });
    const { user } = renderWithProviders(<AvatarProfile view={anAvatarView()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Core Aeration' }));
    await user.type(screen.getByLabelText('Where they live (a city a line)'), '{Enter}Minnetonka{Enter}  ');
    await user.clear(screen.getByLabelText('Largest lot (sq ft)'));
    await user.click(screen.getByRole('button', { name: 'Save avatar' }));
    expect(await screen.findByText('Avatar saved')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/v2/marketing/avatar')[0]?.body).toMatchObject({
      name: 'Busy suburban homeowner',
      clientType: 'residential',
      lotSizeMin: 8_000,
      lotSizeMax: null,
      serviceIds: [ids.mowing, ids.aeration],
      cities: ['Edina', 'Minnetonka'],
      values: ['Reliability'],
      updatedAt: '2026-10-01T15:00:00.000Z',
    });
  });

  it('shows a range that runs backwards and a service the server does not know under their fields', async () => {
    mockFetch({ 'PUT /api/v2/marketing/avatar': fail(404, marketingMessages.serviceNotFound, 'NOT_FOUND', { 'serviceIds.0': [marketingMessages.serviceNotFound] }) });
    const { user } = renderWithProviders(<AvatarProfile view={anAvatarView()} />);
    await user.type(screen.getByLabelText('At most ($ a year)'), '100');
    await user.click(screen.getByRole('button', { name: 'Save avatar' }));
    expect(await screen.findByText('The largest budget must not be smaller than the smallest')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('At most ($ a year)'));
    await user.click(screen.getByRole('button', { name: 'Save avatar' }));
    expect(await screen.findByText(marketingMessages.serviceNotFound, { selector: 'p' })).toBeInTheDocument();
  });

  it('says so when the avatar asks nothing yet, and is read-only for those who only read', () => {
    const view = anAvatarView({ canEdit: false, updatedAt: null });
    renderWithProviders(<AvatarProfile view={{ ...view, match: { ...view.match, criteria: [] } }} />);
    expect(screen.getByText('The avatar asks nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save avatar' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Weekly Mowing' })).toBeDisabled();
  });
});
