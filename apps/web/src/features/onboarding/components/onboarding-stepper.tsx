import type { OnboardingProgress, OnboardingStepId } from '@groundwork/domain/onboarding';
import { CheckIcon, RedoIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export type StepStatus = 'completed' | 'skipped' | 'current' | 'upcoming';

export function stepStatus(progress: OnboardingProgress, index: number): StepStatus {
  const step = progress.steps[index]!;
  if (index === progress.currentStep) return 'current';
  if (step.completed) return 'completed';
  if (progress.skippedSteps.includes(step.id)) return 'skipped';
  return 'upcoming';
}

const statusText: Record<StepStatus, string> = {
  completed: 'Completed',
  skipped: 'Skipped',
  current: 'Current step',
  upcoming: 'Not started',
};

/**
 * The wizard's steps in order with what has happened to each: completed, skipped, current or not started.
 * Steps already reached can be reopened; later ones wait until the steps before them are done.
 */
export function OnboardingStepper({
  progress,
  onSelect,
  disabled = false,
}: {
  progress: OnboardingProgress;
  onSelect: (id: OnboardingStepId) => void;
  disabled?: boolean;
}) {
  // Every step up to the first one neither done nor skipped can be opened.
  const firstOpen = progress.steps.findIndex((step) => !step.completed && !progress.skippedSteps.includes(step.id));
  const reachable = Math.max(progress.currentStep, firstOpen === -1 ? progress.steps.length - 1 : firstOpen);

  return (
    <nav aria-label="Setup steps">
      <ol className="flex flex-col gap-1">
        {progress.steps.map((step, index) => {
          const status = stepStatus(progress, index);
          const canOpen = !disabled && index <= reachable && status !== 'current';
          const content = (
            <>
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
                  status === 'completed' && 'border-primary bg-primary text-primary-foreground',
                  status === 'current' && 'border-primary bg-card text-primary',
                  status === 'skipped' && 'border-warning bg-warning-soft text-warning-strong',
                  status === 'upcoming' && 'border-input-strong bg-card text-muted-foreground',
                )}
                aria-hidden="true"
              >
                {status === 'completed' ? <CheckIcon className="size-3.5" strokeWidth={3} /> : status === 'skipped' ? <RedoIcon className="size-3.5" /> : index + 1}
              </span>
              <span className="min-w-0 text-left">
                <span className={cn('block text-sm font-medium', status === 'current' ? 'text-foreground' : 'text-foreground/85')}>
                  {step.title}
                  {!step.required && <span className="ml-1 text-xs font-normal text-muted-foreground"> (optional)</span>}
                </span>
                <span className="block text-xs text-muted-foreground" data-testid={`step-status-${step.id}`}>
                  <span className="sr-only">: </span>
                  {statusText[status]}
                </span>
              </span>
            </>
          );
          return (
            <li key={step.id}>
              {canOpen ? (
                <button
                  type="button"
                  onClick={() => onSelect(step.id)}
                  className="flex w-full items-center gap-3 rounded-lg px-2 py-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {content}
                </button>
              ) : (
                <div
                  className={cn('flex items-center gap-3 rounded-lg px-2 py-2', status === 'current' && 'bg-primary-soft')}
                  aria-current={status === 'current' ? 'step' : undefined}
                >
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
