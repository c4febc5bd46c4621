import {
  completeOnboardingStep,
  defaultOnboardingState,
  type OnboardingState,
  type UpdateOnboardingInput,
} from '@groundwork/domain/onboarding';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { anOnboarding } from '@/test/company-builders';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { useOnboarding } from '../api/get-onboarding';
import { OnboardingWizard, type StepSlots } from './onboarding-wizard';

/** Each middle step as a one-button form, so the tests are about the wizard itself. */
const slots: StepSlots = {
  'company-setup': (context) => <Button onClick={() => void context.complete()}>Save company</Button>,
  'logo-setup': (context) => <Button onClick={() => void context.complete()}>Save logos</Button>,
  'sales-tax': (context) => <Button onClick={() => void context.complete({ chargesSalesTax: true })}>Save sales tax</Button>,
  'core-operations': (context) => <Button onClick={() => void context.complete()}>Save operations</Button>,
  'data-import': (context) => <Button onClick={() => void context.complete()}>Save import</Button>,
};

function stateAfter(...steps: Array<Parameters<typeof completeOnboardingStep>[1]>): OnboardingState {
  return steps.reduce((state, id) => completeOnboardingStep(state, id), defaultOnboardingState());
}

/** The server: GET answers the saved state; PUT saves what the wizard sends and answers it back. */
function onboardingServer(initial: OnboardingState) {
  let saved = anOnboarding(initial);
  storeSession();
  const server = mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/onboarding': () => ok({ onboarding: saved }),
    'PUT /api/v2/onboarding': (request: RecordedRequest) => {
      const body = request.body as UpdateOnboardingInput;
      saved = anOnboarding({ progress: body.progress, data: body.data }, new Date(Date.parse(saved.updatedAt) + 1000).toISOString());
      return ok({ onboarding: saved });
    },
  });
  const puts = () => server.calls('PUT', '/api/v2/onboarding').map((request) => request.body as UpdateOnboardingInput);
  return { server, puts };
}

function Wizard({ onFinished = () => {} }: { onFinished?: () => void }) {
  const onboarding = useOnboarding();
  if (!onboarding.data) return <p>Loading</p>;
  return <OnboardingWizard onboarding={onboarding.data} steps={slots} companyName="Demo Landscaping" onFinished={onFinished} />;
}

function stepper() {
  return within(screen.getByRole('navigation', { name: 'Setup steps' }));
}

describe('OnboardingWizard', () => {
  it('lists the seven steps of SPEC.md §4 in order and starts at Welcome', async () => {
    onboardingServer(defaultOnboardingState());
    renderWithProviders(<Wizard />);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    const titles = stepper()
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(titles.map((title) => title?.replace(/^\d|\(optional\).*|:.*$/g, '').trim())).toEqual([
      'Welcome',
      'Company Setup',
      'Logo Setup',
      'Sales Tax',
      'Core Operations',
      'Data Import',
      'Launch',
    ]);
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
  });

  it('saves the progress after each step and moves on; Back returns to the previous step', async () => {
    const { puts } = onboardingServer(defaultOnboardingState());
    const { user } = renderWithProviders(<Wizard />);

    await user.click(await screen.findByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('heading', { name: 'Company Setup' })).toBeInTheDocument();
    expect(puts()[0]?.progress.currentStep).toBe(1);
    expect(puts()[0]?.progress.steps[0]?.completed).toBe(true);
    expect(screen.getByTestId('step-status-welcome')).toHaveTextContent('Completed');

    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByRole('heading', { name: 'Logo Setup' })).toBeInTheDocument();
    expect(puts()[1]?.data.companySetupComplete).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Company Setup' })).toBeInTheDocument();
    expect(puts()[2]?.progress.currentStep).toBe(1);
    expect(screen.getByTestId('step-status-company-setup')).toHaveTextContent('Current step');
  });

  it('skips an optional step, lists it as skipped, and offers no Skip on required steps', async () => {
    const { puts } = onboardingServer({ ...stateAfter('welcome', 'company-setup') });
    const { user } = renderWithProviders(<Wizard />);

    expect(await screen.findByRole('heading', { name: 'Logo Setup' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    expect(await screen.findByRole('heading', { name: 'Sales Tax' })).toBeInTheDocument();
    expect(puts()[0]?.progress.skippedSteps).toEqual(['logo-setup']);
    expect(screen.getByTestId('step-status-logo-setup')).toHaveTextContent('Skipped');
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
  });

  it('resumes at the saved step after a reload, with earlier steps shown as done', async () => {
    const saved = stateAfter('welcome', 'company-setup', 'logo-setup');
    onboardingServer(saved);
    renderWithProviders(<Wizard />);

    expect(await screen.findByRole('heading', { name: 'Sales Tax' })).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 7')).toBeInTheDocument();
    expect(screen.getByTestId('step-status-company-setup')).toHaveTextContent('Completed');
    expect(screen.getByTestId('step-status-core-operations')).toHaveTextContent('Not started');
    // Done steps can be reopened from the list; steps not reached yet cannot.
    expect(stepper().getByRole('button', { name: /Company Setup/ })).toBeInTheDocument();
    expect(stepper().queryByRole('button', { name: /Core Operations/ })).not.toBeInTheDocument();
  });

  it('sets chargesSalesTax with the sales-tax step and finishes at launch, summarising what was done', async () => {
    const onFinished = vi.fn();
    const { puts } = onboardingServer(stateAfter('welcome', 'company-setup', 'logo-setup'));
    const { user } = renderWithProviders(<Wizard onFinished={onFinished} />);

    await user.click(await screen.findByRole('button', { name: 'Save sales tax' }));
    await user.click(await screen.findByRole('button', { name: 'Save operations' }));
    await screen.findByRole('heading', { name: 'Data Import' });
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    expect(await screen.findByRole('heading', { name: 'Launch' })).toBeInTheDocument();
    const summary = within(screen.getByRole('list', { name: 'Setup summary' }));
    expect(summary.getByText(/charges sales tax/)).toBeInTheDocument();
    expect(summary.getAllByText('Skipped')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    await vi.waitFor(() => expect(onFinished).toHaveBeenCalled());
    const last = puts().at(-1)!;
    expect(last.progress.completed).toBe(true);
    expect(last.data).toMatchObject({ onboardingCompleted: true, salesTaxSetupComplete: true, chargesSalesTax: true, coreOperationsComplete: true, dataImportComplete: false });
    expect(await screen.findByText('Setup complete')).toBeInTheDocument();
  });

  it('does not let a launch finish while a required step is open', async () => {
    const state = stateAfter('welcome', 'company-setup');
    onboardingServer({ ...state, progress: { ...state.progress, currentStep: 6 } });
    renderWithProviders(<Wizard />);
    expect(await screen.findByRole('heading', { name: 'Launch' })).toBeInTheDocument();
    expect(screen.getByText('Finish these required steps first: Sales Tax, Core Operations.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish setup' })).toBeDisabled();
  });
});
