import { SCHEDULE_NEEDS_DATE_MESSAGE } from '@groundwork/domain/marketing';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aContentList, aPiece, ids } from '../marketing-builders';
import { ContentSchedule } from './content-schedule';

afterEach(() => {
  vi.unstubAllGlobals();
});

// jsdom lays nothing out; give the table's scroll box a size so the virtualiser draws rows (an environment shim).
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

const titles = () =>
  within(screen.getByRole('table', { name: 'Content schedule' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('ContentSchedule', () => {
  it('lists the pieces by publishing date with their status, marks a late one, and filters them', async () => {
    const { user, container } = renderWithProviders(<ContentSchedule list={aContentList()} />);
    expect(titles()).toEqual(['Why we aerate in fallLawn care', 'Meet the crewOur team', 'Deer-resistant plantsLawn care']);
    expect(within(screen.getByRole('list', { name: 'Pieces by status' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Idea1', 'Drafting0', 'Scheduled11 late', 'Published1']);
    expect(screen.getByRole('row', { name: /Meet the crew/ })).toHaveTextContent('Late');
    expect(await axeViolations(container)).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Topic'), 'Lawn care');
    expect(titles()).toEqual(['Why we aerate in fallLawn care', 'Deer-resistant plantsLawn care']);
    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    expect(screen.getByText('No piece matches these filters.')).toBeInTheDocument();
  });

  it('adds a piece, asking for a date before it is scheduled', async () => {
    const server = mockFetch({ 'POST /api/v2/marketing/content': ok({ piece: aPiece({ title: 'Spring reminder' }) }) });
    const { user } = renderWithProviders(<ContentSchedule list={aContentList()} />);
    await user.click(screen.getByRole('button', { name: 'Add a piece' }));
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(dialog)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Title'), 'Spring reminder');
    await user.type(within(dialog).getByLabelText('Topic'), 'Seasonal care');
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'E-mail');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Scheduled');
    await user.selectOptions(within(dialog).getByLabelText('Owner'), 'Dana Whitfield');
    await user.click(within(dialog).getByRole('button', { name: 'Add piece' }));
    expect(await within(dialog).findByText(SCHEDULE_NEEDS_DATE_MESSAGE)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Publishing date'), '2027-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add piece' }));
    expect(await screen.findByText('Piece added')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/marketing/content')[0]?.body).toEqual({
      title: 'Spring reminder',
      topic: 'Seasonal care',
      format: 'email',
      status: 'scheduled',
      publishOn: '2027-03-01',
      ownerUserId: ids.dana,
      notes: '',
    });
  });

  it('shows an empty schedule, and nothing to change to those who only read', () => {
    renderWithProviders(<ContentSchedule list={aContentList({ pieces: [], topics: [], canEdit: false })} />);
    expect(screen.getByText('No content planned yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a piece' })).toBeNull();
  });
});
