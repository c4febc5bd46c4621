import type { Round } from '@groundwork/domain/rounds';
import { screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aRound, annStop, boId, boStop, cyId, cyStop, northCrewId, roundId } from '../round-builders';
import type { StopOption } from '../round-options';
import { RoundForm } from './round-form';

const customers = [
  { id: boId, name: 'Bo Larson', detail: '9 Oak Ave' },
  { id: cyId, name: 'Cy Park', detail: '4 Pine Rd' },
];
const propertiesOf: Record<string, StopOption[]> = {
  [boId]: [{ ...boStop, label: 'Home · 9 Oak Ave', isPrimary: true }],
  [cyId]: [{ ...cyStop, label: 'Home · 4 Pine Rd', isPrimary: true }],
};

/** The form as the round screen shows it: the screen reads the chosen customer's properties. */
function Harness({ round, onSaved = () => {}, crews = [{ id: northCrewId, name: 'North crew' }] }: { round?: Round; onSaved?: (round: Round) => void; crews?: { id: string; name: string }[] }) {
  const [customerId, setCustomerId] = useState('');
  return (
    <RoundForm
      round={round}
      crews={crews}
      customers={customers}
      properties={customerId ? propertiesOf[customerId] : undefined}
      onCustomerChange={setCustomerId}
      onSaved={onSaved}
      onCancel={() => {}}
      onReload={() => Promise.resolve()}
    />
  );
}

const stopNames = () => within(screen.getByRole('list', { name: 'Stops in driving order' })).getAllByRole('listitem').map((item) => within(item).getByText(/Green|Larson|Park/).textContent!.replace(/^Stop \d+: /, ''));

afterEach(() => vi.unstubAllGlobals());

describe('RoundForm', () => {
  it("shows the round's crew when the crews arrive after the round", async () => {
    function LateCrews({ round }: { round: Round }) {
      const [crews, setCrews] = useState<{ id: string; name: string }[]>([]);
      useEffect(() => {
        const timer = setTimeout(() => setCrews([{ id: northCrewId, name: 'North crew' }]), 10);
        return () => clearTimeout(timer);
      }, []);
      return <Harness round={round} crews={crews} />;
    }
    renderWithProviders(<LateCrews round={aRound({ crewId: northCrewId })} />, { path: `/rounds/${roundId}` });
    expect(screen.getByLabelText('Crew')).toHaveDisplayValue('No crew yet');
    await waitFor(() => expect(screen.getByLabelText('Crew')).toHaveDisplayValue('North crew'));
  });

  it('makes a round: name, crew, rhythm and weekday, and stops added by customer in driving order', async () => {
    const created = aRound({ stops: [cyStop, boStop] });
    const server = mockFetch({ 'POST /api/v2/rounds': ok({ round: created }, 201) });
    const onSaved = vi.fn();
    const { user, container } = renderWithProviders(<Harness onSaved={onSaved} />, { path: '/rounds/new' });
    expect(screen.getByText('No stops yet. Add the properties the crew visits, in the order they drive them.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create round' }));
    expect(await screen.findByText('Round name is required')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/rounds')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Tuesday mowing, North');
    await user.selectOptions(screen.getByLabelText('Crew'), 'North crew');
    await user.selectOptions(screen.getByLabelText('Weekday'), 'Tuesday');
    for (const [name, id] of [
      ['Bo Larson · 9 Oak Ave', boId],
      ['Cy Park · 4 Pine Rd', cyId],
    ] as const) {
      await user.click(screen.getByRole('combobox', { name: 'Customer' }));
      await user.click(screen.getByRole('option', { name }));
      await waitFor(() => expect(screen.getByLabelText('Property')).toHaveValue(propertiesOf[id]![0]!.propertyId));
      await user.click(screen.getByRole('button', { name: 'Add stop' }));
    }
    expect(stopNames()).toEqual(['Bo Larson', 'Cy Park']);
    expect(screen.getByText('No coordinates')).toBeInTheDocument();
    // Cy's property is on the round now: it cannot be added twice.
    expect(screen.getByRole('option', { name: 'Home · 4 Pine Rd (on the round)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add stop' })).toBeDisabled();

    // Keyboard: Cy moves up, and focus stays with Cy's stop.
    screen.getByRole('button', { name: 'Move Cy Park up' }).focus();
    await user.keyboard('{Enter}');
    expect(stopNames()).toEqual(['Cy Park', 'Bo Larson']);
    expect(screen.getByRole('button', { name: 'Move Cy Park down' })).toHaveFocus();
    expect(screen.getByText('Cy Park moved to stop 1 of 2.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create round' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(server.calls('POST', '/api/v2/rounds')[0]!.body).toEqual({
      name: 'Tuesday mowing, North',
      crewId: northCrewId,
      rhythm: 'weekly',
      weekday: 2,
      month: null,
      startDate: null,
      endDate: null,
      notes: '',
      propertyIds: [cyStop.propertyId, boStop.propertyId],
    });
  });

  it('asks for the month of a round driven once instead of a weekday and season', async () => {
    mockFetch({});
    const { user } = renderWithProviders(<Harness />, { path: '/rounds/new' });
    await user.type(screen.getByLabelText('Name'), 'Fertiliser round 2');
    await user.selectOptions(screen.getByLabelText('Rhythm'), 'Once');
    expect(screen.queryByLabelText('Weekday')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Season starts (optional)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create round' }));
    expect(await screen.findByText('Choose the month of a round driven once')).toBeInTheDocument();
  });

  it('saves the edited round with its stops reordered and the version it was loaded with', async () => {
    const round = aRound({ stops: [annStop, boStop, cyStop] });
    const server = mockFetch({ [`PUT /api/v2/rounds/${roundId}`]: ({ body }) => ok({ round: { ...round, ...(body as object) } }) });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<Harness round={round} onSaved={onSaved} />, { path: `/rounds/${roundId}` });
    expect(screen.getByLabelText('Name')).toHaveValue('Tuesday mowing, North');
    expect(screen.getByRole('button', { name: 'Move Ann Green up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Cy Park down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Ann Green down' }));
    await user.click(screen.getByRole('button', { name: 'Remove Cy Park' }));
    expect(stopNames()).toEqual(['Bo Larson', 'Ann Green']);
    expect(screen.getByText('Cy Park taken off the round.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save round' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.calls('PUT', `/api/v2/rounds/${roundId}`)[0]!.body).toMatchObject({
      name: 'Tuesday mowing, North',
      propertyIds: [boStop.propertyId, annStop.propertyId],
      updatedAt: round.updatedAt,
    });
    expect(await screen.findByText('Round saved')).toBeInTheDocument();
  });

  it('shows the server’s word on a field and on a stop, and keeps what was typed', async () => {
    const round = aRound();
    mockFetch({
      [`PUT /api/v2/rounds/${roundId}`]: fail(404, 'Property not found.', 'NOT_FOUND', { 'propertyIds.1': ['Property not found'] }),
      'POST /api/v2/rounds': fail(409, 'A round with this name already exists', 'CONFLICT', { name: ['A round with this name already exists'] }),
    });
    const edit = renderWithProviders(<Harness round={round} />, { path: `/rounds/${roundId}` });
    await edit.user.click(screen.getByRole('button', { name: 'Save round' }));
    expect(await screen.findByText('Bo Larson, 9 Oak Ave, Minneapolis, MN 55408: Property not found. Remove the stop and save again.')).toBeInTheDocument();
    edit.unmount();

    const { user } = renderWithProviders(<Harness />, { path: '/rounds/new' });
    await user.type(screen.getByLabelText('Name'), 'Tuesday mowing');
    await user.click(screen.getByRole('button', { name: 'Create round' }));
    expect(await screen.findByText('A round with this name already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Tuesday mowing');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('offers to reload when someone else saved the round first', async () => {
    mockFetch({ [`PUT /api/v2/rounds/${roundId}`]: fail(409, 'This record was changed by someone else. Reload to see the latest version.', 'CONFLICT') });
    const { user } = renderWithProviders(<Harness round={aRound()} />, { path: `/rounds/${roundId}` });
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save round' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Someone else changed this round')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Mine');
  });
});
