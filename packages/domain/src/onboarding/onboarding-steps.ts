import {
  onboardingStepDefinitions,
  onboardingStepIds,
  type OnboardingData,
  type OnboardingProgress,
  type OnboardingStep,
  type OnboardingStepId,
} from './onboarding.schemas';

export interface OnboardingState {
  progress: OnboardingProgress;
  data: OnboardingData;
}

/** Completing these steps sets their flag in the onboarding data (SPEC.md §4). */
export const stepCompletionFlags: Partial<Record<OnboardingStepId, keyof OnboardingData>> = {
  'company-setup': 'companySetupComplete',
  'sales-tax': 'salesTaxSetupComplete',
  'core-operations': 'coreOperationsComplete',
  'data-import': 'dataImportComplete',
};

export function defaultOnboardingProgress(): OnboardingProgress {
  return {
    currentStep: 0,
    steps: onboardingStepDefinitions.map((step) => ({ ...step, completed: false })),
    completed: false,
    skippedSteps: [],
  };
}

export function defaultOnboardingData(): OnboardingData {
  return {
    companySetupComplete: false,
    coreOperationsComplete: false,
    dataImportComplete: false,
    salesTaxSetupComplete: false,
    chargesSalesTax: false,
    onboardingCompleted: false,
  };
}

export const defaultOnboardingState = (): OnboardingState => ({ progress: defaultOnboardingProgress(), data: defaultOnboardingData() });

/** A finished onboarding: every step done (the demo company starts this way). */
export function completedOnboardingState(chargesSalesTax = true): OnboardingState {
  return {
    progress: {
      currentStep: onboardingStepIds.length - 1,
      steps: onboardingStepDefinitions.map((step) => ({ ...step, completed: true })),
      completed: true,
      skippedSteps: [],
    },
    data: {
      companySetupComplete: true,
      coreOperationsComplete: true,
      dataImportComplete: true,
      salesTaxSetupComplete: true,
      chargesSalesTax,
      onboardingCompleted: true,
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStepId = (value: unknown): value is OnboardingStepId =>
  typeof value === 'string' && (onboardingStepIds as readonly string[]).includes(value);

/** The position of sales-tax (1-based 4) that older six-step progress lacks. */
const SALES_TAX_INDEX = onboardingStepIds.indexOf('sales-tax');

/**
 * Reads saved progress of any age into today's seven steps. Progress saved before sales tax existed has six
 * steps: sales-tax is inserted at position 4 (not completed), and a current step at or after it moves one on.
 * Titles, descriptions and `required` always come from today's definitions; unknown or malformed parts fall
 * back to the defaults, so a damaged row never breaks the wizard.
 */
export function migrateOnboardingProgress(saved: unknown): OnboardingProgress {
  if (!isRecord(saved)) return defaultOnboardingProgress();
  const savedSteps = Array.isArray(saved.steps) ? saved.steps.filter(isRecord) : [];
  const completedById = new Map<string, boolean>();
  for (const step of savedSteps) if (typeof step.id === 'string') completedById.set(step.id, step.completed === true);

  const isOldShape = savedSteps.length === onboardingStepIds.length - 1 && !completedById.has('sales-tax');
  let currentStep =
    typeof saved.currentStep === 'number' && Number.isInteger(saved.currentStep) && saved.currentStep >= 0 ? saved.currentStep : 0;
  if (isOldShape && currentStep >= SALES_TAX_INDEX) currentStep += 1;
  currentStep = Math.min(currentStep, onboardingStepIds.length - 1);

  const steps: OnboardingStep[] = onboardingStepDefinitions.map((definition) => ({
    ...definition,
    completed: completedById.get(definition.id) ?? false,
  }));
  const skippedSteps = Array.isArray(saved.skippedSteps)
    ? [...new Set(saved.skippedSteps.filter(isStepId))].filter((id) => !stepDefinition(id).required)
    : [];
  return { currentStep, steps, completed: saved.completed === true, skippedSteps };
}

/** Saved onboarding data with any missing flag false. */
export function migrateOnboardingData(saved: unknown): OnboardingData {
  const defaults = defaultOnboardingData();
  if (!isRecord(saved)) return defaults;
  const data = { ...defaults };
  for (const key of Object.keys(defaults) as Array<keyof OnboardingData>) data[key] = saved[key] === true;
  return data;
}

export function stepDefinition(id: OnboardingStepId) {
  return onboardingStepDefinitions.find((step) => step.id === id)!;
}

export const stepIndex = (id: OnboardingStepId): number => onboardingStepIds.indexOf(id);

const nextIndex = (id: OnboardingStepId): number => Math.min(stepIndex(id) + 1, onboardingStepIds.length - 1);

/** Marks a step done, sets its flag, un-skips it, and moves on to the next step. */
export function completeOnboardingStep(state: OnboardingState, id: OnboardingStepId): OnboardingState {
  const flag = stepCompletionFlags[id];
  return {
    progress: {
      ...state.progress,
      currentStep: nextIndex(id),
      steps: state.progress.steps.map((step) => (step.id === id ? { ...step, completed: true } : step)),
      skippedSteps: state.progress.skippedSteps.filter((skipped) => skipped !== id),
    },
    data: flag ? { ...state.data, [flag]: true } : state.data,
  };
}

export class RequiredStepError extends Error {
  override name = 'RequiredStepError';
  constructor(readonly stepId: OnboardingStepId) {
    super(`The ${stepDefinition(stepId).title} step is required and cannot be skipped.`);
  }
}

/** Skips an optional step (listed as skipped, not completed) and moves on. Required steps cannot be skipped. */
export function skipOnboardingStep(state: OnboardingState, id: OnboardingStepId): OnboardingState {
  if (stepDefinition(id).required) throw new RequiredStepError(id);
  const flag = stepCompletionFlags[id];
  return {
    progress: {
      ...state.progress,
      currentStep: nextIndex(id),
      steps: state.progress.steps.map((step) => (step.id === id ? { ...step, completed: false } : step)),
      skippedSteps: state.progress.skippedSteps.includes(id) ? state.progress.skippedSteps : [...state.progress.skippedSteps, id],
    },
    data: flag ? { ...state.data, [flag]: false } : state.data,
  };
}

/** Moves to a step (Back, or a click on the step list) without changing what is done. */
export function goToOnboardingStep(state: OnboardingState, id: OnboardingStepId): OnboardingState {
  return { ...state, progress: { ...state.progress, currentStep: stepIndex(id) } };
}

export function setChargesSalesTax(state: OnboardingState, chargesSalesTax: boolean): OnboardingState {
  return { ...state, data: { ...state.data, chargesSalesTax } };
}

/** Required steps before launch that are neither completed (launch itself is completed by finishing). */
export function missingRequiredSteps(progress: OnboardingProgress): OnboardingStepId[] {
  return progress.steps.filter((step) => step.required && step.id !== 'launch' && !step.completed).map((step) => step.id);
}

export const canFinishOnboarding = (state: OnboardingState): boolean => missingRequiredSteps(state.progress).length === 0;

/** Launch: completes the launch step and sets both completed flags. Throws while a required step is open. */
export function finishOnboarding(state: OnboardingState): OnboardingState {
  const missing = missingRequiredSteps(state.progress);
  if (missing.length > 0) throw new RequiredStepError(missing[0]!);
  return {
    progress: {
      ...state.progress,
      currentStep: stepIndex('launch'),
      steps: state.progress.steps.map((step) => (step.id === 'launch' ? { ...step, completed: true } : step)),
      completed: true,
    },
    data: { ...state.data, onboardingCompleted: true },
  };
}

/**
 * What the server stores from a client's PUT: the client's completed flags, current step and skipped steps on
 * today's step definitions (a client cannot rename or un-require a step). Both completed flags agree.
 */
export function normaliseOnboardingState(state: OnboardingState): OnboardingState {
  const progress = migrateOnboardingProgress(state.progress);
  const completed = state.progress.completed || state.data.onboardingCompleted;
  return {
    progress: { ...progress, completed },
    data: { ...migrateOnboardingData(state.data), onboardingCompleted: completed },
  };
}
