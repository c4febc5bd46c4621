import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { renderWithProviders } from '@/test/render';
import { BusinessDevelopmentOverview } from './business-development-overview';
import { ProgrammePath } from './programme-path';
import { aProgress, someFacts } from './coaching-test-builders';

describe('BusinessDevelopmentOverview', () => {
  it('puts the next steps first, then a card per tool with where the company stands, each linking to its screen', async () => {
    const { container } = renderWithProviders(<BusinessDevelopmentOverview progress={aProgress()} programmePath="/business-accelerator" sessionsPath="/coaching" />);

    const steps = within(screen.getByRole('list', { name: 'Next steps' })).getAllByRole('link');
    expect(steps.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Close or re-date the 1 overdue to-do.', '/business-development/tasks'],
      ['Get the 1 priority off track back on track.', '/business-development/tasks'],
      ['Write the company’s purpose and mission.', '/business-development/company-mission-purpose-values'],
    ]);

    const tools = within(screen.getByRole('list', { name: 'Tools' })).getAllByRole('listitem');
    const card = (name: string) => tools.find((item) => within(item).queryByRole('heading', { name }))!;
    expect(card('Company scorecard')).toHaveTextContent('Scorecard kept 9 of the last 13 weeks (6 measurables)');
    expect(card('Company scorecard')).toHaveTextContent('In progress');
    expect(card('Quarterly priorities')).toHaveTextContent('2 of 3 priorities on track');
    expect(card('Direction')).toHaveTextContent('Direction: values and vision written, purpose and mission missing');
    expect(within(card('Org chart')).getByRole('link', { name: 'Open org chart' })).toHaveAttribute('href', '/business-development/org-chart');
    expect(card('Org chart')).toHaveTextContent('Done');
    expect(card('Growth planner')).toHaveTextContent('No growth plan saved yet');
    expect(within(card('Growth planner')).getByRole('link', { name: 'Open growth planner' })).toHaveAttribute('href', '/business-development/growth-ceiling');

    expect(screen.getByRole('link', { name: 'Coaching programme: 3 of 8 modules done' })).toHaveAttribute('href', '/business-accelerator');
    expect(screen.getByRole('link', { name: 'Coaching' })).toHaveAttribute('href', '/coaching');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when every module is done, and does not point others than admins to the sessions', () => {
    const done = someFacts({
      directionWritten: { purpose: true, values: true, vision: true, mission: true },
      scorecardWeeksKept: 12,
      priorities: { total: 3, onTrack: 3, offTrack: 0, done: 0 },
      todos: { open: 2, overdue: 0 },
      healthAssessments: { thisQuarter: true, lastQuarter: true },
      budgetProjectionSaved: true,
    });
    renderWithProviders(<BusinessDevelopmentOverview progress={aProgress(done, false)} programmePath="/business-accelerator" sessionsPath="/coaching" />);
    expect(screen.getByText('Every module of the programme is done. Keep the weekly rhythm going.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Coaching' })).not.toBeInTheDocument();
  });
});

describe('ProgrammePath', () => {
  it('shows each module in order with what it is, its tool, when it is done and the next step', async () => {
    const { container } = renderWithProviders(<ProgrammePath progress={aProgress()} />);
    const modules = within(screen.getByRole('list', { name: 'Programme modules' })).getAllByRole('listitem');
    expect(modules.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '1. Know your numbers: budget & pricing',
      '2. Direction: purpose, values, vision, mission',
      '3. Org chart & accountability',
      '4. Company scorecard',
      '5. Quarterly priorities (Big 3)',
      '6. Weekly leadership meeting',
      '7. Business health check',
      '8. Growth planning',
    ]);
    expect(modules[3]).toHaveTextContent('In progress');
    expect(modules[3]).toHaveTextContent('Done whenAt least 5 measurables, with numbers in 10 of the last 13 weeks.');
    expect(modules[3]).toHaveTextContent('Next stepFill in the scorecard every week (9 of the last 13 so far).');
    expect(within(modules[3]!).getByRole('link', { name: 'Company Scorecard' })).toHaveAttribute('href', '/company-scorecard');
    expect(modules[0]).toHaveTextContent('Keep it upCompare the budget with actual results every month.');
    expect(screen.getByText('3 of 8 modules done')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
