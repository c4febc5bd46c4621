import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import {
  completeOnboardingStep,
  finishOnboarding,
  onboardingSchema,
  onboardingStepIds,
  setChargesSalesTax,
  skipOnboardingStep,
  type OnboardingState,
} from '@groundwork/domain/onboarding';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyOnboarding } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function load(user: SignedInUser) {
  const response = await t.call('GET', '/onboarding', { token: user.token });
  expect(response.status).toBe(200);
  return onboardingSchema.parse(response.body.data.onboarding);
}

async function save(user: SignedInUser, state: OnboardingState & { updatedAt?: string }) {
  return t.call('PUT', '/onboarding', { token: user.token, body: state });
}

describe('GET /onboarding', () => {
  it('starts a new company at the first of the seven steps with every flag false', async () => {
    const admin = await signedInUser(t);
    const onboarding = await load(admin);
    expect(onboarding.progress.steps.map((step) => step.id)).toEqual(onboardingStepIds);
    expect(onboarding.progress).toMatchObject({ currentStep: 0, completed: false, skippedSteps: [] });
    expect(Object.values(onboarding.data).every((flag) => flag === false)).toBe(true);
  });

  it('migrates progress saved in the old six-step shape when read', async () => {
    const admin = await signedInUser(t);
    const oldSteps = ['welcome', 'company-setup', 'logo-setup', 'core-operations', 'data-import', 'launch'].map((id, index) => ({
      id,
      title: id,
      description: '',
      required: id !== 'logo-setup' && id !== 'data-import',
      completed: index < 3,
    }));
    await t.database.db
      .update(companyOnboarding)
      .set({ progress: { currentStep: 3, steps: oldSteps, completed: false, skippedSteps: [] }, data: { companySetupComplete: true } })
      .where(eq(companyOnboarding.companyId, admin.companyId));
    const onboarding = await load(admin);
    expect(onboarding.progress.steps.map((step) => step.id)).toEqual(onboardingStepIds);
    expect(onboarding.progress.steps[3]).toMatchObject({ id: 'sales-tax', completed: false });
    expect(onboarding.progress.currentStep).toBe(4);
    expect(onboarding.data).toMatchObject({ companySetupComplete: true, salesTaxSetupComplete: false });
  });

  it('is readable by every office role; a crew leader gets 403 (the office’s area)', async () => {
    const admin = await signedInUser(t);
    for (const role of ['office_manager', 'estimator'] as const) {
      const user = await signedInUser(t, { role, companyId: admin.companyId });
      expect((await t.call('GET', '/onboarding', { token: user.token })).status).toBe(200);
    }
    const crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    const refused = await t.call('GET', '/onboarding', { token: crewLeader.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(OFFICE_ONLY_MESSAGE);
    expect((await t.call('GET', '/onboarding')).status).toBe(401);
  });
});

describe('PUT /onboarding', () => {
  it('walks the wizard: steps set their flags, logo-setup is skipped, launch finishes, and it resumes', async () => {
    const admin = await signedInUser(t);
    let { updatedAt, ...state } = await load(admin);
    const step = async (next: OnboardingState) => {
      const response = await save(admin, { ...next, updatedAt });
      expect(response.status).toBe(200);
      const saved = onboardingSchema.parse(response.body.data.onboarding);
      updatedAt = saved.updatedAt;
      state = { progress: saved.progress, data: saved.data };
      return saved;
    };
    await step(completeOnboardingStep(state, 'welcome'));
    await step(completeOnboardingStep(state, 'company-setup'));
    await step(skipOnboardingStep(state, 'logo-setup'));

    // Another browser picks up where this one stopped.
    const resumed = await load(admin);
    expect(resumed.progress.currentStep).toBe(3);
    expect(resumed.progress.skippedSteps).toEqual(['logo-setup']);
    expect(resumed.data.companySetupComplete).toBe(true);

    await step(setChargesSalesTax(completeOnboardingStep(state, 'sales-tax'), true));
    await step(completeOnboardingStep(state, 'core-operations'));
    await step(completeOnboardingStep(state, 'data-import'));
    const finished = await step(finishOnboarding(state));
    expect(finished.progress.completed).toBe(true);
    expect(finished.data).toEqual({
      companySetupComplete: true,
      coreOperationsComplete: true,
      dataImportComplete: true,
      salesTaxSetupComplete: true,
      chargesSalesTax: true,
      onboardingCompleted: true,
    });
    expect((await load(admin)).progress.skippedSteps).toEqual(['logo-setup']);
  });

  it('refuses to finish while a required step is open (422)', async () => {
    const admin = await signedInUser(t);
    const { updatedAt, ...state } = await load(admin);
    const response = await save(admin, { ...state, data: { ...state.data, onboardingCompleted: true }, updatedAt });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('Finish every required step before launching.');
    expect(response.body.details.missingSteps).toEqual(['welcome', 'company-setup', 'sales-tax', 'core-operations']);
    expect((await load(admin)).data.onboardingCompleted).toBe(false);
  });

  it('keeps the real step titles and required flags whatever the client sends', async () => {
    const admin = await signedInUser(t);
    const { updatedAt, ...state } = await load(admin);
    const tampered = { ...state, progress: { ...state.progress, steps: state.progress.steps.map((step) => ({ ...step, title: 'X', required: false })) } };
    const response = await save(admin, { ...tampered, updatedAt });
    expect(response.status).toBe(200);
    expect(response.body.data.onboarding.progress.steps[1]).toMatchObject({ title: 'Company Setup', required: true });
  });

  it('refuses a save based on an older version with 409', async () => {
    const admin = await signedInUser(t);
    const { updatedAt, ...state } = await load(admin);
    expect((await save(admin, { ...completeOnboardingStep(state, 'welcome'), updatedAt })).status).toBe(200);
    const stale = await save(admin, { ...state, updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');
  });

  it.each<[string, (state: OnboardingState) => unknown, string]>([
    ['no progress', (state) => ({ data: state.data }), 'progress'],
    ['a current step past the end', (state) => ({ ...state, progress: { ...state.progress, currentStep: 7 } }), 'progress.currentStep'],
    ['six steps', (state) => ({ ...state, progress: { ...state.progress, steps: state.progress.steps.slice(1) } }), 'progress.steps'],
    ['an unknown step id', (state) => ({ ...state, progress: { ...state.progress, skippedSteps: ['payroll'] } }), 'progress.skippedSteps.0'],
    ['a flag that is not boolean', (state) => ({ ...state, data: { ...state.data, chargesSalesTax: 'yes' } }), 'data.chargesSalesTax'],
  ])('answers 400 for %s', async (_label, build, field) => {
    const admin = await signedInUser(t);
    const { updatedAt: _ignored, ...state } = await load(admin);
    const response = await t.call('PUT', '/onboarding', { token: admin.token, body: build(state) });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
  });

  it.each(['office_manager', 'estimator'] as const)('a %s is told only admins set the company up (403)', async (role) => {
    const user = await signedInUser(t, { role });
    const { updatedAt: _ignored, ...state } = await load(user);
    const response = await save(user, completeOnboardingStep(state, 'welcome'));
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Only an admin can set up the company.');
  });

  it('a crew_leader gets 403 as in every office area, before the body is checked, and the progress stays', async () => {
    const admin = await signedInUser(t);
    const crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    const { updatedAt: _ignored, ...state } = await load(admin);
    for (const body of [completeOnboardingStep(state, 'welcome'), { not: 'onboarding' }]) {
      const response = await t.call('PUT', '/onboarding', { token: crewLeader.token, body });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(OFFICE_ONLY_MESSAGE);
    }
    expect((await load(admin)).progress.steps[0]!.completed).toBe(false);
  });

  it("a second company's saves never touch the first company's progress", async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const { updatedAt: _ignored, ...state } = await load(second);
    expect((await save(second, completeOnboardingStep(state, 'welcome'))).status).toBe(200);
    expect((await load(first)).progress.steps[0]!.completed).toBe(false);
    expect((await load(second)).progress.steps[0]!.completed).toBe(true);
  });
});
