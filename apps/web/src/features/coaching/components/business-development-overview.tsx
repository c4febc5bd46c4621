import type { CoachingProgress } from '@groundwork/domain/coaching';
import { ArrowRightIcon, CheckCircle2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ModuleStatusBadge } from './module-status-badge';

type BusinessDevelopmentOverviewProps = {
  progress: CoachingProgress;
  /** The programme's screen (/business-accelerator) and the sessions' (/coaching). */
  programmePath: string;
  sessionsPath: string;
};

/**
 * The suite's landing page: the next steps first, then a card per tool with where the company stands on it. The
 * tools and their lines come from the domain's `businessTools` table, through GET /coaching/progress.
 */
export function BusinessDevelopmentOverview({ progress, programmePath, sessionsPath }: BusinessDevelopmentOverviewProps) {
  const { completion } = progress;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="next-steps-heading" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="next-steps-heading" className="text-lg font-semibold">
            What to do next
          </h2>
          <p className="text-sm text-muted-foreground">
            <Link to={programmePath} className="font-medium text-primary underline underline-offset-4">
              Coaching programme: {completion.done} of {completion.total} modules done
            </Link>
          </p>
        </div>
        {progress.nextSteps.length === 0 ? (
          <p className="flex items-center gap-2 rounded-lg border border-border bg-card p-4 text-sm">
            <CheckCircle2Icon aria-hidden className="size-4 text-success" />
            Every module of the programme is done. Keep the weekly rhythm going.
          </p>
        ) : (
          <ol aria-label="Next steps" className="grid gap-2">
            {progress.nextSteps.map((step, index) => (
              <li key={step.key} className="flex items-start gap-3 rounded-lg border border-border bg-card p-4">
                <span aria-hidden className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                <Link to={step.path} className="min-w-0 font-medium break-words text-foreground underline-offset-4 hover:underline">
                  {step.title}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="tools-heading" className="grid gap-3">
        <h2 id="tools-heading" className="text-lg font-semibold">
          Where the company stands
        </h2>
        <ul aria-label="Tools" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {progress.tools.map((tool) => (
            <li key={tool.key} className="min-w-0">
              <Card className="h-full">
                <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
                  <h3 className="text-base leading-tight font-semibold text-foreground">{tool.name}</h3>
                  <ModuleStatusBadge status={tool.status} />
                </CardHeader>
                <CardContent className="grid gap-3">
                  <p className="text-sm break-words">{tool.summary}</p>
                  <Link to={tool.path} className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
                    Open {tool.name.toLowerCase()}
                    <ArrowRightIcon aria-hidden className="size-4" />
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      {progress.canKeepSessions && (
        <p className="text-sm text-muted-foreground">
          Notes and commitments from sessions with the coach are kept in{' '}
          <Link to={sessionsPath} className="font-medium text-primary underline underline-offset-4">
            Coaching
          </Link>
          .
        </p>
      )}
    </div>
  );
}
