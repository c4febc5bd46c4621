import { ArrowRightIcon, CheckIcon, ClockIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { GettingStartedStep } from '../getting-started';

export function GettingStartedChecklist({ steps }: { steps: GettingStartedStep[] }) {
  const done = steps.filter((step) => step.status === 'done').length;
  const percent = steps.length === 0 ? 0 : Math.round((done / steps.length) * 100);
  const nextId = steps.find((step) => step.status === 'todo')?.id;

  return (
    <Card aria-labelledby="getting-started-title">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <CardTitle id="getting-started-title" className="text-lg">
            Getting started
          </CardTitle>
          <span className="text-sm text-muted-foreground">
            {done} of {steps.length} done
          </span>
        </div>
        <CardDescription>What is set up in your account and what comes next.</CardDescription>
        <div
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Setup progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${percent}%` }} />
        </div>
      </CardHeader>
      <CardContent>
        <ol className="divide-y divide-border">
          {steps.map((step) => (
            <li key={step.id} className={cn('flex items-start gap-4 py-4 first:pt-0 last:pb-0')}>
              <StepIcon status={step.status} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className={cn('text-sm font-medium', step.status === 'done' ? 'text-muted-foreground' : 'text-foreground')}>{step.title}</p>
                  {step.status === 'done' && <span className="sr-only">(done)</span>}
                  {step.id === nextId && <Badge variant="success">Next up</Badge>}
                  {step.status === 'coming_soon' && <Badge variant="muted">Coming Soon</Badge>}
                </div>
                <p className="mt-0.5 text-sm text-muted-foreground">{step.description}</p>
              </div>
              {step.href && step.status !== 'coming_soon' && (
                <Button asChild variant={step.id === nextId ? 'default' : 'outline'} size="sm" className="shrink-0">
                  <Link to={step.href}>
                    {step.status === 'done' ? 'Review' : step.action}
                    <ArrowRightIcon aria-hidden="true" />
                  </Link>
                </Button>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function StepIcon({ status }: { status: GettingStartedStep['status'] }) {
  if (status === 'done') {
    return (
      <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden="true" />
      </span>
    );
  }
  if (status === 'coming_soon') {
    return (
      <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <ClockIcon className="size-3.5" aria-hidden="true" />
      </span>
    );
  }
  return <span className="mt-0.5 size-6 shrink-0 rounded-full border-2 border-input-strong" aria-hidden="true" />;
}
