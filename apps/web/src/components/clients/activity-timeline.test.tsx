import type { Activity } from '@groundwork/domain/customers';
import type { UseQueryResult } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ActivityTimeline } from './activity-timeline';

const loaded = (activities: Activity[]) => ({ isPending: false, isError: false, data: activities }) as unknown as UseQueryResult<Activity[]>;

const activity = (kind: Activity['kind'], text: string, id: number): Activity => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  kind,
  text,
  createdAt: '2026-04-01T15:00:00.000Z',
  createdBy: null,
  createdByName: '',
});

describe('ActivityTimeline', () => {
  it('still shows old "job requested" history (job requests became jobs) next to the other kinds', async () => {
    renderWithProviders(
      <ActivityTimeline
        noteId="customer-note"
        activities={loaded([activity('archived', 'Customer archived (it has jobs)', 2), activity('job_requested', 'Job requested: Spring cleanup (preferred 2026-04-15)', 1)])}
        onAddNote={() => {}}
        isAddingNote={false}
      />,
    );
    const items = within(await screen.findByRole('list', { name: 'Activity' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Archived.*Customer archived \(it has jobs\)$/),
      expect.stringMatching(/^Job requested.*Job requested: Spring cleanup \(preferred 2026-04-15\)$/),
    ]);
  });
});
