import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aChecklist, anAssignment, anOnboardingOverview, ids, somePeople } from '../people-development-builders';
import { OnboardingBoard } from './onboarding-board';

afterEach(() => vi.unstubAllGlobals());

const checklistPath = (positionId: string) => `/api/v2/people_development/onboarding/checklists/${positionId}`;

describe('OnboardingBoard', () => {
  it('shows each new hire’s checklist by due day with progress, overdue items and who signed off', async () => {
    mockFetch({ [`GET ${checklistPath(ids.crewMemberSeat)}`]: ok(aChecklist({ saved: true, updatedAt: '2026-11-10T17:00:00.000Z' })) });
    const { container } = renderWithProviders(<OnboardingBoard overview={anOnboardingOverview()} people={somePeople().people} />);
    const card = screen.getByRole('article', { name: 'Noah Lindgren' });
    expect(card).toHaveTextContent('Crew Member · Day 13 of 30 · Manager: Carlos Mendoza');
    expect(within(card).getByRole('progressbar', { name: 'Noah Lindgren’s onboarding' })).toHaveAttribute('aria-valuenow', '33');
    expect(card).toHaveTextContent('3 of 9 signed off');
    const dayOne = within(card).getByRole('region', { name: 'Noah Lindgren: Day 1' });
    expect(within(dayOne).getAllByRole('checkbox').every((box) => box.getAttribute('aria-checked') === 'true')).toBe(true);
    expect(dayOne).toHaveTextContent('Signed off by Carlos Mendoza, Nov 15, 2026, 11:00 AM');
    const daySeven = within(card).getByRole('region', { name: 'Noah Lindgren: Day 7' });
    expect(within(daySeven).getAllByText('Overdue')).toHaveLength(3);
    expect(within(card).getByText('3 overdue')).toBeInTheDocument();
    // The office edits the crew member's saved checklist first.
    expect(await screen.findByRole('form', { name: 'Checklist for Crew Member' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('signs an item off against the item loaded, and says so when someone else changed it', async () => {
    const puts: RecordedRequest[] = [];
    const assignment = anAssignment();
    const item = assignment.items.find((each) => each.dueDay === 7)!;
    mockFetch({
      [`GET ${checklistPath(ids.crewMemberSeat)}`]: ok(aChecklist()),
      [`PUT /api/v2/people_development/onboarding/${ids.onboarding}/items/${item.id}`]: (request) => {
        puts.push(request);
        return puts.length === 1 ? fail(409, 'This was changed by someone else. Reload to see the latest version.', 'CONFLICT') : ok({ assignment });
      },
    });
    const { user } = renderWithProviders(<OnboardingBoard overview={anOnboardingOverview()} people={somePeople().people} />);
    await user.click(screen.getByRole('checkbox', { name: item.title }));
    expect(await screen.findByText('Someone else changed this item. The list shows it as it is now.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: item.title }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body).toEqual({ signedOff: true, updatedAt: item.updatedAt });
  });

  it('keeps the checkboxes of someone who may not sign off read-only, and hides the office’s tools', () => {
    mockFetch({});
    renderWithProviders(<OnboardingBoard overview={anOnboardingOverview({ canManage: false, positions: [], assignments: [anAssignment({ canSignOff: false })] })} people={[]} />);
    expect(screen.getAllByRole('checkbox').every((box) => box.hasAttribute('disabled'))).toBe(true);
    expect(screen.getByText('The new hire’s manager or the office signs items off.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign onboarding' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checklists by position' })).not.toBeInTheDocument();
  });

  it('says when nobody is onboarding', () => {
    mockFetch({ [`GET ${checklistPath(ids.crewMemberSeat)}`]: ok(aChecklist()) });
    renderWithProviders(<OnboardingBoard overview={anOnboardingOverview({ assignments: [] })} people={somePeople().people} />);
    expect(screen.getByText('Nobody is onboarding now')).toBeInTheDocument();
  });

  it('assigns a checklist to a new hire, the position from their seat; a refusal shows under its field', async () => {
    const posts: RecordedRequest[] = [];
    mockFetch({
      [`GET ${checklistPath(ids.crewMemberSeat)}`]: ok(aChecklist()),
      'POST /api/v2/people_development/onboarding': (request) => {
        posts.push(request);
        if (posts.length === 1) return fail(422, 'Jake Olson already has an onboarding checklist.', 'BUSINESS_RULE', { employeeId: ['Jake Olson already has an onboarding checklist.'] });
        return ok({ assignment: anAssignment({ employee: { id: ids.jake, name: 'Jake Olson' } }) });
      },
    });
    const { user, container } = renderWithProviders(<OnboardingBoard overview={anOnboardingOverview()} people={somePeople().people} />);
    await user.click(screen.getByRole('button', { name: 'Assign onboarding' }));
    const dialog = await screen.findByRole('dialog');
    // Noah has his checklist already: he is not offered.
    expect(within(dialog).queryByRole('option', { name: 'Noah Lindgren' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign checklist' }));
    await waitFor(() => expect(within(dialog).getByLabelText('New hire')).toHaveAccessibleDescription('Choose the new hire'));
    expect(within(dialog).getByLabelText('Position')).toHaveAccessibleDescription(/Choose the position/);
    expect(posts).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('New hire'), 'Jake Olson');
    expect(within(dialog).getByLabelText('Position')).toHaveValue(ids.crewMemberSeat);
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2026-11-27');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Assign checklist' }));
    expect(await within(dialog).findByText('Jake Olson already has an onboarding checklist.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign checklist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts[1]!.body).toEqual({ employeeId: ids.jake, positionId: ids.crewMemberSeat, startDate: '2026-11-27' });
    expect(posts[1]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('edits a position’s generated checklist and saves it in due-day order; an empty item is refused', async () => {
    const puts: RecordedRequest[] = [];
    mockFetch({
      [`GET ${checklistPath(ids.crewMemberSeat)}`]: ok(aChecklist()),
      [`PUT ${checklistPath(ids.crewMemberSeat)}`]: (request) => {
        puts.push(request);
        return ok(aChecklist({ saved: true, updatedAt: '2026-11-27T15:00:00.000Z' }));
      },
    });
    const { user } = renderWithProviders(<OnboardingBoard overview={anOnboardingOverview({ assignments: [] })} people={somePeople().people} />);
    const form = await screen.findByRole('form', { name: 'Checklist for Crew Member' });
    expect(form).toHaveTextContent('not saved yet');
    await user.click(within(form).getByRole('button', { name: 'Add an item' }));
    const items = within(form).getByRole('list', { name: 'Items for Crew Member' });
    const last = within(items).getAllByRole('listitem').at(-1)!;
    await user.click(within(form).getByRole('button', { name: 'Save checklist' }));
    expect(await within(last).findByText('Item is required')).toBeInTheDocument();
    await user.type(within(last).getByRole('textbox'), 'Ride along on Tyler’s route');
    await user.selectOptions(within(last).getByRole('combobox'), 'Day 1');
    await user.click(within(form).getByRole('button', { name: 'Save checklist' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const sent = puts[0]!.body as { items: Array<{ title: string; dueDay: number }>; updatedAt: string | null };
    expect(sent.updatedAt).toBeNull();
    expect(sent.items.map((item) => item.dueDay)).toEqual([...sent.items.map((item) => item.dueDay)].sort((a, b) => a - b));
    expect(sent.items.filter((item) => item.dueDay === 1).at(-1)).toEqual({ title: 'Ride along on Tyler’s route', dueDay: 1, source: 'custom', sopId: null });
  });
});
