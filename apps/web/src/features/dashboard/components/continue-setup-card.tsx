import { ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/** Offered to admins until the company's onboarding is finished: how far setup has come, and the way back in. */
export function ContinueSetupCard({ doneSteps, totalSteps, nextStepTitle }: { doneSteps: number; totalSteps: number; nextStepTitle?: string }) {
  const percent = totalSteps === 0 ? 0 : Math.round((doneSteps / totalSteps) * 100);
  const started = doneSteps > 0;
  return (
    <Card aria-labelledby="continue-setup-title" className="border-primary/30 bg-primary-soft/40">
      <CardHeader className="gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <SparklesIcon className="size-4" aria-hidden="true" />
          </span>
          <CardTitle id="continue-setup-title" className="text-lg">
            {started ? 'Finish setting up your company' : 'Set up your company'}
          </CardTitle>
        </div>
        <CardDescription>
          {doneSteps} of {totalSteps} setup steps done{nextStepTitle ? ` · next: ${nextStepTitle}` : ''}. Company details, sales tax and income divisions get you ready to price work.
        </CardDescription>
        <div className="h-2 w-full overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Company setup progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.onboarding}>
            Continue setup
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
