import type { CoachingProgress } from '@groundwork/domain/coaching';
import { Link } from 'react-router';
import { ModuleStatusBadge } from './module-status-badge';

/**
 * The coaching programme as a path: each module in order with what it is, the tool that does it, when it counts as
 * done, where the company stands and the next step.
 */
export function ProgrammePath({ progress }: { progress: CoachingProgress }) {
  const { completion } = progress;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-sm font-medium" id="programme-completion">
          {completion.done} of {completion.total} modules done
        </p>
        <progress className="h-2 w-full max-w-md accent-primary" value={completion.done} max={completion.total} aria-labelledby="programme-completion" />
      </div>
      <ol aria-label="Programme modules" className="grid gap-4">
        {progress.modules.map((module) => (
          <li key={module.key} className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="min-w-0 text-lg leading-tight font-semibold break-words">
                <span className="text-muted-foreground">{module.number}.</span> {module.title}
              </h2>
              <ModuleStatusBadge status={module.status} />
            </div>
            <p className="text-sm break-words">{module.whatItIs}</p>
            <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
              <dt className="font-medium text-muted-foreground">Tool</dt>
              <dd>
                <Link to={module.path} className="font-medium text-primary underline underline-offset-4">
                  {module.toolName}
                </Link>
              </dd>
              <dt className="font-medium text-muted-foreground">Done when</dt>
              <dd className="break-words">{module.doneWhen}</dd>
              <dt className="font-medium text-muted-foreground">{module.status === 'done' ? 'Keep it up' : 'Next step'}</dt>
              <dd className="break-words">{module.nextStep}</dd>
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}
