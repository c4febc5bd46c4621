import { z } from 'zod';

/** SPEC.md §4: the wizard's steps, in order. */
export const onboardingStepIds = [
  'welcome',
  'company-setup',
  'logo-setup',
  'sales-tax',
  'core-operations',
  'data-import',
  'launch',
] as const;
export const onboardingStepIdSchema = z.enum(onboardingStepIds, { error: 'Unknown onboarding step' });
export type OnboardingStepId = z.infer<typeof onboardingStepIdSchema>;

export interface OnboardingStepDefinition {
  id: OnboardingStepId;
  title: string;
  description: string;
  required: boolean;
}

export const onboardingStepDefinitions: readonly OnboardingStepDefinition[] = [
  { id: 'welcome', title: 'Welcome', description: 'See what you will set up and how long it takes.', required: true },
  {
    id: 'company-setup',
    title: 'Company Setup',
    description: "Your company's name, addresses, contact details and time zone.",
    required: true,
  },
  { id: 'logo-setup', title: 'Logo Setup', description: 'Upload the logos shown in the sidebar and on your documents.', required: false },
  {
    id: 'sales-tax',
    title: 'Sales Tax',
    description: 'Whether you charge sales tax, where, and your default tax categories.',
    required: true,
  },
  {
    id: 'core-operations',
    title: 'Core Operations',
    description: 'Income divisions that group your revenue, then your services, crews and employees.',
    required: true,
  },
  { id: 'data-import', title: 'Data Import', description: 'Bring in your existing customers from a CSV file.', required: false },
  { id: 'launch', title: 'Launch', description: 'Review what is set up and start pricing work.', required: true },
];

export const onboardingStepSchema = z.object({
  id: onboardingStepIdSchema,
  title: z.string(),
  description: z.string(),
  required: z.boolean(),
  completed: z.boolean(),
});
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

/** currentStep is the 0-based index of the step on screen. */
export const onboardingProgressSchema = z.object({
  currentStep: z
    .number({ error: 'currentStep must be a step number' })
    .int('currentStep must be a step number')
    .min(0, 'currentStep must be a step number')
    .max(onboardingStepIds.length - 1, 'currentStep must be a step number'),
  steps: z.array(onboardingStepSchema).length(onboardingStepIds.length, `There are ${onboardingStepIds.length} steps`),
  completed: z.boolean(),
  skippedSteps: z.array(onboardingStepIdSchema),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

export const onboardingDataSchema = z.object({
  companySetupComplete: z.boolean(),
  coreOperationsComplete: z.boolean(),
  dataImportComplete: z.boolean(),
  salesTaxSetupComplete: z.boolean(),
  chargesSalesTax: z.boolean(),
  onboardingCompleted: z.boolean(),
});
export type OnboardingData = z.infer<typeof onboardingDataSchema>;

/** GET /onboarding and the answer of PUT /onboarding. */
export const onboardingSchema = z.object({
  progress: onboardingProgressSchema,
  data: onboardingDataSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Onboarding = z.infer<typeof onboardingSchema>;
/** GET and PUT /onboarding answer `data.onboarding`. */
export const onboardingResultSchema = z.object({ onboarding: onboardingSchema });

/**
 * PUT /onboarding (admins only): the whole state after a transition (see onboarding-steps.ts). The server
 * keeps step titles, descriptions and `required` from its own definitions, and refuses (422) a finished
 * onboarding whose required steps are not done. `updatedAt`, when sent, must be the loaded version (else 409).
 */
export const updateOnboardingInputSchema = z.object({
  progress: onboardingProgressSchema,
  data: onboardingDataSchema,
  updatedAt: z.iso.datetime({ offset: true }).optional(),
});
export type UpdateOnboardingInput = z.infer<typeof updateOnboardingInputSchema>;

export const ONBOARDING_ADMINS_ONLY_MESSAGE = 'Only an admin can set up the company.';
export const ONBOARDING_REQUIRED_STEPS_MESSAGE = 'Finish every required step before launching.';
