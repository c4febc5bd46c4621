import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completedOnboardingState,
  completeOnboardingStep,
  defaultOnboardingState,
  finishOnboarding,
  goToOnboardingStep,
  migrateOnboardingData,
  migrateOnboardingProgress,
  missingRequiredSteps,
  normaliseOnboardingState,
  RequiredStepError,
  setChargesSalesTax,
  skipOnboardingStep,
  type OnboardingState,
} from './onboarding-steps';
import { onboardingProgressSchema, onboardingStepIds, type OnboardingStepId } from './onboarding.schemas';

/** Progress as the wizard saved it before the sales-tax step existed. */
const oldSixStepIds = ['welcome', 'company-setup', 'logo-setup', 'core-operations', 'data-import', 'launch'];
function oldProgress(currentStep: number, completedIds: string[] = [], skippedSteps: string[] = []) {
  return {
    currentStep,
    steps: oldSixStepIds.map((id) => ({ id, title: id, description: '', required: true, completed: completedIds.includes(id) })),
    completed: false,
    skippedSteps,
  };
}

describe('the onboarding steps', () => {
  it('are the seven steps of the spec, in order, with their required flags', () => {
    const { progress } = defaultOnboardingState();
    expect(progress.steps.map((step) => [step.id, step.required])).toEqual([
      ['welcome', true],
      ['company-setup', true],
      ['logo-setup', false],
      ['sales-tax', true],
      ['core-operations', true],
      ['data-import', false],
      ['launch', true],
    ]);
    expect(progress.steps.every((step) => step.title !== '' && step.description !== '' && !step.completed)).toBe(true);
    expect(progress).toMatchObject({ currentStep: 0, completed: false, skippedSteps: [] });
  });
});

describe('migrateOnboardingProgress', () => {
  it('inserts sales-tax at position 4 into old six-step progress, not completed', () => {
    const migrated = migrateOnboardingProgress(oldProgress(1, ['welcome']));
    expect(migrated.steps.map((step) => step.id)).toEqual(onboardingStepIds);
    expect(migrated.steps[3]).toMatchObject({ id: 'sales-tax', completed: false, required: true, title: 'Sales Tax' });
    expect(migrated.steps[0]!.completed).toBe(true);
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 4], // was on core-operations, which moved from 4th to 5th
    [4, 5],
    [5, 6],
  ])('moves old current step %i to %i', (before, after) => {
    expect(migrateOnboardingProgress(oldProgress(before)).currentStep).toBe(after);
  });

  it('keeps completed and skipped steps by id', () => {
    const migrated = migrateOnboardingProgress(oldProgress(4, ['welcome', 'company-setup', 'core-operations'], ['logo-setup']));
    expect(migrated.steps.filter((step) => step.completed).map((step) => step.id)).toEqual(['welcome', 'company-setup', 'core-operations']);
    expect(migrated.skippedSteps).toEqual(['logo-setup']);
  });

  it('leaves seven-step progress as it is', () => {
    const state = completeOnboardingStep(completeOnboardingStep(defaultOnboardingState(), 'welcome'), 'company-setup');
    expect(migrateOnboardingProgress(state.progress)).toEqual(state.progress);
    expect(migrateOnboardingProgress(migrateOnboardingProgress(oldProgress(3)))).toEqual(migrateOnboardingProgress(oldProgress(3)));
  });

  it('falls back to the defaults for damaged progress', () => {
    expect(migrateOnboardingProgress(null)).toEqual(defaultOnboardingState().progress);
    expect(migrateOnboardingProgress('nonsense')).toEqual(defaultOnboardingState().progress);
    const odd = migrateOnboardingProgress({ currentStep: 99, steps: 'x', skippedSteps: ['launch', 'nope', 'logo-setup'] });
    expect(odd.currentStep).toBe(6);
    expect(odd.skippedSteps).toEqual(['logo-setup']); // a required step is never listed as skipped
  });

  it('always yields valid seven-step progress (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (saved) => {
        expect(onboardingProgressSchema.safeParse(migrateOnboardingProgress(saved)).success).toBe(true);
      }),
    );
  });

  it('missing data flags read as false', () => {
    expect(migrateOnboardingData({ companySetupComplete: true, chargesSalesTax: 'yes' })).toEqual({
      ...defaultOnboardingState().data,
      companySetupComplete: true,
    });
  });
});

describe('step transitions', () => {
  it.each<[OnboardingStepId, string | null]>([
    ['welcome', null],
    ['company-setup', 'companySetupComplete'],
    ['logo-setup', null],
    ['sales-tax', 'salesTaxSetupComplete'],
    ['core-operations', 'coreOperationsComplete'],
    ['data-import', 'dataImportComplete'],
  ])('completing %s marks it done, sets %s and moves on', (id, flag) => {
    const before = goToOnboardingStep(defaultOnboardingState(), id);
    const after = completeOnboardingStep(before, id);
    expect(after.progress.steps.find((step) => step.id === id)!.completed).toBe(true);
    expect(after.progress.currentStep).toBe(onboardingStepIds.indexOf(id) + 1);
    const raised = Object.entries(after.data).filter(([, value]) => value).map(([key]) => key);
    expect(raised).toEqual(flag ? [flag] : []);
  });

  it('skips optional steps and lists them as skipped', () => {
    const skipped = skipOnboardingStep(goToOnboardingStep(defaultOnboardingState(), 'logo-setup'), 'logo-setup');
    expect(skipped.progress.skippedSteps).toEqual(['logo-setup']);
    expect(skipped.progress.currentStep).toBe(3);
    expect(skipOnboardingStep(skipped, 'logo-setup').progress.skippedSteps).toEqual(['logo-setup']);
    // Coming back and completing it removes it from the skipped list.
    expect(completeOnboardingStep(skipped, 'logo-setup').progress.skippedSteps).toEqual([]);
  });

  it('refuses to skip a required step', () => {
    for (const id of ['welcome', 'company-setup', 'sales-tax', 'core-operations', 'launch'] as const) {
      expect(() => skipOnboardingStep(defaultOnboardingState(), id)).toThrow(RequiredStepError);
    }
  });

  it('finishes only when every required step is done, setting both completed flags', () => {
    let state: OnboardingState = defaultOnboardingState();
    expect(() => finishOnboarding(state)).toThrow(RequiredStepError);
    for (const id of ['welcome', 'company-setup'] as const) state = completeOnboardingStep(state, id);
    state = skipOnboardingStep(state, 'logo-setup');
    state = setChargesSalesTax(completeOnboardingStep(state, 'sales-tax'), true);
    state = completeOnboardingStep(state, 'core-operations');
    state = skipOnboardingStep(state, 'data-import');
    expect(missingRequiredSteps(state.progress)).toEqual([]);
    const finished = finishOnboarding(state);
    expect(finished.progress.completed).toBe(true);
    expect(finished.data).toEqual({
      companySetupComplete: true,
      coreOperationsComplete: true,
      dataImportComplete: false,
      salesTaxSetupComplete: true,
      chargesSalesTax: true,
      onboardingCompleted: true,
    });
    expect(finished.progress.skippedSteps).toEqual(['logo-setup', 'data-import']);
    expect(finished.progress.steps.at(-1)!.completed).toBe(true);
  });

  it('normalises a client state onto the real step definitions', () => {
    const state = defaultOnboardingState();
    const tampered = {
      ...state,
      progress: { ...state.progress, steps: state.progress.steps.map((step) => ({ ...step, title: 'Hacked', required: false })) },
    };
    const normalised = normaliseOnboardingState(tampered);
    expect(normalised.progress.steps[0]).toMatchObject({ title: 'Welcome', required: true });
    expect(normaliseOnboardingState({ ...state, data: { ...state.data, onboardingCompleted: true } }).progress.completed).toBe(true);
    expect(normaliseOnboardingState(completedOnboardingState())).toEqual(completedOnboardingState());
  });
});
