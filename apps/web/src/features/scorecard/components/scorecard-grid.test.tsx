import { weeksEnding, type Measurable, type Scorecard, type ScorecardRow } from '@groundwork/domain/scorecard';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { MeasurablesManager } from './measurables-manager';
import { ScorecardGrid } from './scorecard-grid';

afterEach(() => {
  vi.unstubAllGlobals();
});

const weeks = weeksEnding('2026-11-25');
const measurable = (overrides: Partial<Measurable>): Measurable => ({
  id: '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e',
  name: 'Revenue earned',
  ownerEmployeeId: null,
  ownerName: 'Dana Whitfield',
  source: 'revenue_earned',
  kind: 'money',
  rule: 'at_least',
  goal: 14_000,
  goalMax: null,
  position: 1,
  createdAt: '2026-09-01T15:00:00.000Z',
  updatedAt: '2026-09-01T15:00:00.000Z',
  ...overrides,
});
const row = (base: Measurable, values: Array<number | null>, rest: Pick<ScorecardRow, 'average' | 'onTrackPercent' | 'quarter'>): ScorecardRow => ({
  ...base,
  cells: weeks.map((week, index) => {
    const value = values[index] ?? null;
    const on = value !== null && (base.rule === 'at_least' ? value >= base.goal : value <= base.goal);
    return { week, value, status: value === null ? 'empty' : on ? 'on_track' : 'off_track' };
  }),
  ...rest,
});

const revenue = row(measurable({}), [...Array(11).fill(null), 15_250.5, 9_800], { average: 12_525.25, onTrackPercent: 50, quarter: { value: 25_050.5, of: 'total' } });
const calls = row(
  measurable({ id: '7c2d2e9f-3b4a-4c5d-9e0f-1a2b3c4d5e6f', name: 'Sales calls', source: 'manual', kind: 'count', goal: 20, ownerName: null, position: 2 }),
  [...Array(11).fill(null), 18, null],
  { average: 18, onTrackPercent: 0, quarter: { value: 18, of: 'total' } },
);
const scorecard: Scorecard = { today: '2026-11-25', weeks, quarter: { label: 'Q4 2026', from: '2026-10-01', to: '2026-12-31' }, rows: [revenue, calls], canEdit: true };

describe('ScorecardGrid', () => {
  it('shows each week on or off track, the average and the quarter, to the cent', async () => {
    const { container } = renderWithProviders(<ScorecardGrid scorecard={scorecard} />);
    const table = screen.getByRole('table', { name: 'Company scorecard' });
    const revenueRow = within(table).getByRole('row', { name: /Revenue earned/ });
    expect(within(revenueRow).getByText('≥ $14,000.00')).toBeInTheDocument();
    expect(within(revenueRow).getByText(/\$15,250\.50/)).toHaveClass('bg-success-soft');
    expect(within(revenueRow).getByText(/\$9,800\.00/)).toHaveClass('bg-destructive-soft');
    expect(within(revenueRow).getByText('$12,525.25')).toBeInTheDocument();
    expect(within(revenueRow).getByText('50% on track')).toBeInTheDocument();
    expect(within(revenueRow).getByText('$25,050.50')).toBeInTheDocument();
    // A measurable that fills itself has no editable weeks.
    expect(within(revenueRow).queryByRole('button')).toBeNull();
    expect(within(table).getByText('so far')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('types a week in place: Enter saves, and the server’s message shows when it refuses', async () => {
    const requests = mockFetch({
      'PUT /api/v2/scorecard/measurables/7c2d2e9f-3b4a-4c5d-9e0f-1a2b3c4d5e6f/weeks/2026-11-23': (request) =>
        (request.body as { value: unknown }).value === 'lots' ? fail(400, 'Some fields are not valid.', 'VALIDATION_FAILED', { value: ['Value must be a number'] }) : ok({ cell: { week: '2026-11-23', value: 24, status: 'on_track' } }),
    });
    const { user } = renderWithProviders(<ScorecardGrid scorecard={scorecard} />);
    await user.click(screen.getByRole('button', { name: /Sales calls, week of Nov 23: —, no value\. Edit/ }));
    const input = screen.getByRole('textbox', { name: 'Sales calls, week of Nov 23' });
    await user.type(input, 'lots{Enter}');
    await vi.waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAttribute('title', 'Value must be a number');
    await user.clear(input);
    await user.type(input, '24{Enter}');
    expect(await screen.findByRole('button', { name: /Sales calls, week of Nov 23/ })).toBeInTheDocument();
    expect(requests.requests.at(-1)?.body).toEqual({ value: 24 });
  });

  it('reads only, for those who do not keep the scorecard', () => {
    renderWithProviders(<ScorecardGrid scorecard={{ ...scorecard, canEdit: false }} />);
    expect(screen.queryByRole('button', { name: /Edit$/ })).toBeNull();
  });
});

describe('MeasurablesManager', () => {
  it('adds a measurable that fills itself, named after its source', async () => {
    const requests = mockFetch({ 'POST /api/v2/scorecard/measurables': ok({ measurable: measurable({ name: 'Estimates sent', source: 'estimates_sent', kind: 'count', goal: 8 }) }) });
    const { user, container } = renderWithProviders(<MeasurablesManager measurables={[revenue]} canEdit people={[{ id: '8d3e3f0a-4c5b-4d6e-8f1a-2b3c4d5e6f70', name: 'Dana Whitfield' }]} />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add measurable' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Where the figure comes from'), 'estimates_sent');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Estimates sent');
    await user.selectOptions(within(dialog).getByLabelText('Owner'), 'Dana Whitfield');
    await user.click(within(dialog).getByRole('button', { name: 'Add measurable' }));
    expect(await within(dialog).findByText('Goal must be a number')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Goal'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Add measurable' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.calls('POST', '/api/v2/scorecard/measurables')[0]?.body).toEqual({
      name: 'Estimates sent',
      ownerEmployeeId: '8d3e3f0a-4c5b-4d6e-8f1a-2b3c4d5e6f70',
      source: 'estimates_sent',
      kind: 'count',
      rule: 'at_least',
      goal: 8,
      goalMax: null,
    });
  });

  it('asks before removing, and offers nothing to change to those who only read', async () => {
    const { user, unmount } = renderWithProviders(<MeasurablesManager measurables={[revenue, calls]} canEdit people={[]} />);
    await user.click(screen.getByRole('button', { name: 'Remove Sales calls' }));
    expect(await screen.findByText('Its typed weeks are removed with it.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<MeasurablesManager measurables={[revenue]} canEdit={false} people={[]} />);
    expect(screen.queryByRole('button', { name: 'Add measurable' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Remove|Move/ })).toBeNull();
  });
});
