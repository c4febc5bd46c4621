import {
  completeOnboardingStep,
  finishOnboarding,
  goToOnboardingStep,
  missingRequiredSteps,
  skipOnboardingStep,
  stepDefinition,
  type Onboarding,
  type OnboardingData,
  type OnboardingState,
  type OnboardingStepId,
} from '@groundwork/domain/onboarding';
import { ArrowLeftIcon, CheckCircle2Icon, CircleDashedIcon, Loader2Icon, RedoIcon, RocketIcon, SkipForwardIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { getOnboardingQueryOptions } from '../api/get-onboarding';
import { useUpdateOnboarding } from '../api/update-onboarding';
import { OnboardingStepper } from './onboarding-stepper';

/** What a step's own form gets from the wizard. */
export type StepContext = {
  /** Marks the step done (setting its flag and any data given) and saves the progress; resolves once saved. */
  complete: (data?: Partial<OnboardingData>) => Promise<void>;
  /** True while the wizard is saving the progress. */
  saving: boolean;
  onboarding: Onboarding;
};

/** The steps whose content comes from other areas; welcome and launch belong to the wizard. */
export type SlottedStepId = Exclude<OnboardingStepId, 'welcome' | 'launch'>;
export type StepSlots = Record<SlottedStepId, (context: StepContext) => ReactNode>;

type OnboardingWizardProps = {
  onboarding: Onboarding;
  /** Each middle step's form, composed by the screen from the areas that own them. */
  steps: StepSlots;
  companyName?: string | null;
  onFinished: () => void;
};

/**
 * SPEC.md §4: welcome, company setup, logo setup (optional), sales tax, core operations, data import
 * (optional), launch. Every move is saved on the server before the next step shows, so a reload or
 * another browser resumes at the same step.
 */
export function OnboardingWizard({ onboarding, steps, companyName, onFinished }: OnboardingWizardProps) {
  const save = useUpdateOnboarding();
  const queryClient = useQueryClient();
  const state: OnboardingState = { progress: onboarding.progress, data: onboarding.data };
  const current = onboarding.progress.steps[onboarding.progress.currentStep]!;
  const definition = stepDefinition(current.id);
  const saving = save.isPending;

  const persist = (next: OnboardingState, failure = 'Failed to save your progress'): Promise<Onboarding | undefined> =>
    save
      .mutateAsync({ progress: next.progress, data: next.data, updatedAt: onboarding.updatedAt })
      .then((result) => result.onboarding)
      .catch((error: unknown) => {
        const stale = isApiError(error) && error.status === 409;
        if (stale) void queryClient.invalidateQueries({ queryKey: getOnboardingQueryOptions().queryKey });
        toast.error(failure, {
          description: stale ? 'Setup was changed in another window. The latest progress has been loaded.' : errorMessage(error),
        });
        return undefined;
      });

  const complete = async (id: OnboardingStepId, data?: Partial<OnboardingData>) => {
    const next = completeOnboardingStep({ ...state, data: { ...state.data, ...data } }, id);
    await persist(next);
  };

  const skip = async () => {
    if (await persist(skipOnboardingStep(state, current.id))) toast.info(`${definition.title} skipped`, { description: 'You can come back to it at any time.' });
  };

  const goTo = (id: OnboardingStepId) => void persist(goToOnboardingStep(state, id));

  const back = () => {
    const previous = onboarding.progress.steps[onboarding.progress.currentStep - 1];
    if (previous) goTo(previous.id);
  };

  const finish = async () => {
    if (onboarding.progress.completed) {
      onFinished();
      return;
    }
    const saved = await persist(finishOnboarding(state), 'Failed to finish setup');
    if (saved) {
      toast.success('Setup complete', { description: 'Your company is ready. Welcome to Groundwork!' });
      onFinished();
    }
  };

  const context: StepContext = { complete: (data) => complete(current.id, data), saving, onboarding };
  const isFirst = onboarding.progress.currentStep === 0;

  let body: ReactNode;
  if (current.id === 'welcome') {
    body = <WelcomeStep companyName={companyName} saving={saving} onStart={() => void complete('welcome')} />;
  } else if (current.id === 'launch') {
    body = <LaunchStep state={state} saving={saving} onFinish={() => void finish()} onOpen={goTo} />;
  } else {
    body = steps[current.id](context);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <aside className="lg:sticky lg:top-6 lg:self-start">
        <OnboardingStepper progress={onboarding.progress} onSelect={goTo} disabled={saving} />
      </aside>
      <Card>
        <CardHeader className="gap-1.5">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Step {onboarding.progress.currentStep + 1} of {onboarding.progress.steps.length}
            {!definition.required && ' · Optional'}
          </p>
          <CardTitle className="text-xl">{definition.title}</CardTitle>
          <CardDescription>{definition.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div aria-live="polite" className="sr-only">
            {`Step ${onboarding.progress.currentStep + 1} of ${onboarding.progress.steps.length}: ${definition.title}`}
          </div>
          {body}
          {(!isFirst || !definition.required) && (
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4">
              {!isFirst ? (
                <Button type="button" variant="ghost" onClick={back} disabled={saving}>
                  <ArrowLeftIcon aria-hidden="true" />
                  Back
                </Button>
              ) : (
                <span />
              )}
              {!definition.required && (
                <Button type="button" variant="outline" onClick={() => void skip()} disabled={saving}>
                  <SkipForwardIcon aria-hidden="true" />
                  Skip
                </Button>
              )}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function WelcomeStep({ companyName, saving, onStart }: { companyName?: string | null; saving: boolean; onStart: () => void }) {
  return (
    <div className="grid gap-5">
      <p className="text-base text-foreground">
        Welcome{companyName ? `, ${companyName}` : ''}! In a few minutes you will have your company ready to price work:
      </p>
      <ul className="grid gap-2 text-sm text-muted-foreground">
        <li>• Your company details, addresses and time zone</li>
        <li>• Your logos (optional)</li>
        <li>• Whether and where you charge sales tax</li>
        <li>• The income divisions your revenue is grouped by, and your people</li>
        <li>• Your existing customers from a spreadsheet (optional)</li>
      </ul>
      <p className="text-sm text-muted-foreground">Your progress is saved after every step: you can leave and come back at any time.</p>
      <div>
        <Button type="button" onClick={onStart} disabled={saving}>
          {saving && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Get started
        </Button>
      </div>
    </div>
  );
}

function LaunchStep({ state, saving, onFinish, onOpen }: { state: OnboardingState; saving: boolean; onFinish: () => void; onOpen: (id: OnboardingStepId) => void }) {
  const missing = missingRequiredSteps(state.progress);
  const summarised = state.progress.steps.filter((step) => step.id !== 'welcome' && step.id !== 'launch');

  return (
    <div className="grid gap-5">
      {state.progress.completed ? (
        <p className="text-base text-foreground">Setup is complete. You can review any step below.</p>
      ) : (
        <p className="text-base text-foreground">Here is what you have set up. Finish to start using Groundwork.</p>
      )}
      <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Setup summary">
        {summarised.map((step) => {
          const skipped = state.progress.skippedSteps.includes(step.id);
          const status = step.completed ? 'Done' : skipped ? 'Skipped' : 'Not done';
          return (
            <li key={step.id} className="flex items-center gap-3 px-4 py-3">
              {step.completed ? (
                <CheckCircle2Icon className="size-5 text-primary" aria-hidden="true" />
              ) : skipped ? (
                <RedoIcon className="size-5 text-warning" aria-hidden="true" />
              ) : (
                <CircleDashedIcon className="size-5 text-muted-foreground" aria-hidden="true" />
              )}
              <span className="flex-1 text-sm font-medium text-foreground">
                {step.title}
                {step.id === 'sales-tax' && step.completed && (
                  <span className="ml-2 font-normal text-muted-foreground">{state.data.chargesSalesTax ? '(charges sales tax)' : '(no sales tax)'}</span>
                )}
              </span>
              <span className="text-sm text-muted-foreground">{status}</span>
              {!step.completed && (
                <Button type="button" variant="link" size="sm" onClick={() => onOpen(step.id)} disabled={saving}>
                  Open<span className="sr-only"> {step.title}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {missing.length > 0 && (
        <p className="text-sm text-destructive" role="status">
          Finish these required steps first: {missing.map((id) => stepDefinition(id).title).join(', ')}.
        </p>
      )}
      <div>
        <Button type="button" onClick={onFinish} disabled={saving || missing.length > 0}>
          {saving ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <RocketIcon aria-hidden="true" />}
          {state.progress.completed ? 'Go to dashboard' : 'Finish setup'}
        </Button>
      </div>
    </div>
  );
}
