import type { CompanyInformation } from '@groundwork/domain/company-information';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { aCompanyInformation } from '@/test/company-builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { DirectionPlan } from './direction-plan';
import { DirectionSectionPage } from './direction-section-page';

const written: CompanyInformation = {
  ...aCompanyInformation(),
  companyValues: { coreValues: [{ name: 'Show up when we say we will', practice: 'We arrive in the window we gave.' }], industry: 'Landscaping', lastUpdated: '2026-11-20T15:00:00.000Z' },
};

function signedIn(role: 'admin' | 'office_manager' | 'estimator', routes: Record<string, Response | ((request: RecordedRequest) => Response)> = {}) {
  storeSession();
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser({ role }), company: aCompany() }),
    'GET /api/v2/company_information': ok({ companyInformation: written }),
    ...routes,
  });
}

const saveAnswers = (request: RecordedRequest) => ok({ companyInformation: { ...written, ...(request.body as object), updatedAt: '2026-11-27T10:00:00.000Z' } });

describe('the core values screen', () => {
  it('lets an office manager add a starter and a value of their own, and saves the values alone', async () => {
    const server = signedIn('office_manager', { 'PUT /api/v2/company_information': saveAnswers });
    const { user } = renderWithProviders(<DirectionSectionPage section="companyValues" canEdit />);

    expect(await screen.findByLabelText('Value 1')).toHaveValue('Show up when we say we will');
    await user.click(screen.getByRole('button', { name: /^Use the starter: Safety before speed/ }));
    expect(screen.getByLabelText('Value 2')).toHaveValue('Safety before speed');
    await user.click(screen.getByRole('button', { name: 'Add a value' }));
    await user.type(screen.getByLabelText('Value 3'), 'Own the outcome');

    await user.click(screen.getByRole('button', { name: 'Save core values' }));
    expect(await screen.findByText('Core values saved')).toBeInTheDocument();
    const body = server.calls('PUT', '/api/v2/company_information')[0]?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['companyValues', 'updatedAt']);
    expect(body.updatedAt).toBe(written.updatedAt);
    expect((body.companyValues as { coreValues: unknown[] }).coreValues).toEqual([
      { name: 'Show up when we say we will', practice: 'We arrive in the window we gave.' },
      { name: 'Safety before speed', practice: 'Nobody skips the eye protection or the trailer check to save ten minutes.' },
      { name: 'Own the outcome', practice: '' },
    ]);
  });

  it('refuses a practice without a value name, on the field, without saving', async () => {
    const server = signedIn('admin', { 'PUT /api/v2/company_information': saveAnswers });
    const { user } = renderWithProviders(<DirectionSectionPage section="companyValues" canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Add a value' }));
    const practices = screen.getAllByLabelText('What it looks like in practice');
    await user.type(practices[1]!, 'We call before we are late.');
    await user.click(screen.getByRole('button', { name: 'Save core values' }));
    expect(await screen.findByText('Give this value a name')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/v2/company_information')).toHaveLength(0);
  });

  it('keeps what was typed when someone else saved first (409), and offers the latest version', async () => {
    signedIn('admin', { 'PUT /api/v2/company_information': fail(409, 'CONFLICT', 'Someone else changed this since you loaded it.') });
    const { user } = renderWithProviders(<DirectionSectionPage section="companyPurpose" canEdit />);
    await user.type(await screen.findByLabelText('Purpose statement'), 'Outdoor spaces people are proud of.');
    await user.click(screen.getByRole('button', { name: 'Save purpose' }));
    expect(await screen.findByText('Someone else changed the company’s purpose')).toBeInTheDocument();
    expect(screen.getByLabelText('Purpose statement')).toHaveValue('Outdoor spaces people are proud of.');
  });

  it('is read-only for an estimator: no starters, no save, fields that look read-only', async () => {
    signedIn('estimator');
    renderWithProviders(<DirectionSectionPage section="companyValues" canEdit={false} />);
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(screen.getByLabelText('Value 1')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save core values' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a value' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Use the starter/ })).not.toBeInTheDocument();
  });
});

describe('the roadmap and the one-page plan', () => {
  it('saves the vision’s focus areas as a list, one a line', async () => {
    const server = signedIn('admin', { 'PUT /api/v2/company_information': saveAnswers });
    const { user } = renderWithProviders(<DirectionSectionPage section="companyVision" canEdit />);
    await user.type(await screen.findByLabelText('Focus areas'), 'Recurring maintenance{Enter}{Enter} Design-build {Enter}');
    await user.click(screen.getByRole('button', { name: 'Save vision' }));
    expect(await screen.findByText('Vision saved')).toBeInTheDocument();
    const body = server.calls('PUT', '/api/v2/company_information')[0]?.body as { companyVision: { focusAreas: string[] } };
    expect(body.companyVision.focusAreas).toEqual(['Recurring maintenance', 'Design-build']);
  });

  it('shows the four parts on one sheet, says what is not written yet, and prints', async () => {
    signedIn('admin');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const information: CompanyInformation = {
      ...written,
      companyMission: {
        ...written.companyMission,
        missionStatement: 'Reliable maintenance and honest pricing.',
        roadmapPoints: written.companyMission.roadmapPoints.map((point, index) => ({ ...point, goals: index === 1 ? ['Hire a second crew leader', '', 'Revenue $1.4M'] : point.goals })),
      },
    };
    const { user } = renderWithProviders(<DirectionPlan information={information} canEdit />);
    expect(within(screen.getByRole('region', { name: 'Purpose' })).getByText('Not written yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Core values' })).getByText('We arrive in the window we gave.')).toBeInTheDocument();
    const roadmap = screen.getByRole('list', { name: 'Roadmap' });
    expect(within(roadmap).getByText('Hire a second crew leader')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print the plan' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
