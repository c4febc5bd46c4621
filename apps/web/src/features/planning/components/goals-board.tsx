import { MAX_GOALS_PER_YEAR, priorityScopeLabels, type Goal, type PlanningOverview, type Priority } from '@groundwork/domain/planning';
import { quarterRange } from '@groundwork/domain/shared';
import { FlagIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatShortDay } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDeleteGoal } from '../api/change-plan';
import { GoalDialog } from './goal-dialog';
import { isPriorityOverdue } from './priority-card';
import { PriorityStatusBadge } from './priority-status';
import { ReadOnlyNotice } from './read-only-notice';

type GoalsBoardProps = {
  overview: PlanningOverview;
  /** The vision's focus areas (company information), offered when a goal is added. */
  focusAreas: readonly string[];
};

/** The year's one-year goals, each with the quarter's priorities that serve it, then every priority of the quarter. */
export function GoalsBoard({ overview, focusAreas }: GoalsBoardProps) {
  const [editing, setEditing] = useState<Goal | 'new' | null>(null);
  const [removing, setRemoving] = useState<Goal | null>(null);
  const remove = useDeleteGoal();
  const year = Number(overview.quarter.slice(0, 4));
  const label = quarterRange(overview.quarter).label;
  const full = overview.goals.length >= MAX_GOALS_PER_YEAR;
  const big3Link = `${paths.big3}?quarter=${overview.quarter}`;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(`“${removing.title}” removed`);
      setRemoving(null);
    } catch (error) {
      toast.error('Could not remove the goal', { description: errorMessage(error) });
    }
  };

  return (
    <div className="grid min-w-0 gap-8">
      {!overview.canEdit && <ReadOnlyNotice>An admin or an office manager sets the goals and priorities; you can close your own to-dos.</ReadOnlyNotice>}
      <section className="grid gap-3" aria-labelledby="goals-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="goals-heading" className="text-lg font-semibold">
              One-year goals · {year}
            </h2>
            <p className="text-sm text-muted-foreground">
              {overview.goals.length} of {MAX_GOALS_PER_YEAR}. Where the company must be by December to stay on the road to its vision; the quarter’s priorities move them.
            </p>
          </div>
          {overview.canEdit && (
            <Button onClick={() => setEditing('new')} disabled={full} title={full ? `A year keeps ${MAX_GOALS_PER_YEAR} goals at most` : undefined}>
              <PlusIcon aria-hidden="true" />
              Add a goal
            </Button>
          )}
        </div>
        {overview.goals.length === 0 ? (
          <EmptyState
            icon={<FlagIcon />}
            title={`No goals for ${year} yet.`}
            description={overview.canEdit ? 'Three to seven goals, each tied to a focus area of the vision, make a year.' : 'An admin or an office manager sets the year’s goals.'}
          />
        ) : (
          <ol className="grid gap-3" aria-label={`Goals for ${year}`}>
            {overview.goals.map((goal) => {
              const serving = overview.priorities.filter((priority) => priority.goalId === goal.id);
              return (
                <li key={goal.id} className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4">
                  <div className="flex min-w-0 items-start gap-2">
                    <div className="min-w-0 flex-1">
                      <h3 className="font-semibold break-words">{goal.title}</h3>
                      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                        {goal.focusArea && <Badge variant="secondary">{goal.focusArea}</Badge>}
                        {goal.measure && <span className="break-words">{goal.measure}</span>}
                      </div>
                    </div>
                    {overview.canEdit && (
                      <div className="-mt-1 -mr-2 flex shrink-0">
                        <Button variant="ghost" size="icon" aria-label={`Edit ${goal.title}`} onClick={() => setEditing(goal)}>
                          <PencilIcon aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`Remove ${goal.title}`} onClick={() => setRemoving(goal)}>
                          <Trash2Icon aria-hidden="true" />
                        </Button>
                      </div>
                    )}
                  </div>
                  {serving.length === 0 ? (
                    <p className="text-sm text-muted-foreground">No priority serves it in {label}.</p>
                  ) : (
                    <PriorityLines priorities={serving} today={overview.today} link={big3Link} label={`${label} priorities serving ${goal.title}`} />
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section className="grid gap-3" aria-labelledby="quarter-priorities-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="quarter-priorities-heading" className="text-lg font-semibold">
              {label} priorities
            </h2>
            <p className="text-sm text-muted-foreground">The company’s Big 3 and leaders’ own priorities this quarter.</p>
          </div>
          <Button variant="outline" asChild>
            <Link to={big3Link}>{overview.canEdit ? 'Plan the Big 3' : 'Open the Big 3'}</Link>
          </Button>
        </div>
        {overview.priorities.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">{label} has no priorities yet.</p>
        ) : (
          <PriorityLines priorities={overview.priorities} today={overview.today} link={big3Link} label={`${label} priorities`} showScope />
        )}
      </section>

      <GoalDialog goal={editing} year={year} focusAreas={focusAreas} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove “${removing?.title ?? ''}”?`}
        description="Its priorities stay in their quarters, no longer under a goal."
        confirmLabel="Remove goal"
        busyLabel="Removing…"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}

/** Priorities in one line each: title (to the Big 3), owner, due date and status. */
function PriorityLines({ priorities, today, link, label, showScope = false }: { priorities: readonly Priority[]; today: string; link: string; label: string; showScope?: boolean }) {
  return (
    <ul className="grid gap-1 rounded-lg bg-muted/40 p-2 text-sm" aria-label={label}>
      {priorities.map((priority) => {
        const overdue = isPriorityOverdue(priority, today);
        return (
          <li key={priority.id} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-2 py-1.5">
            <Link to={link} className="min-w-0 flex-1 basis-48 font-medium break-words text-foreground underline-offset-4 hover:underline">
              {priority.title}
            </Link>
            {showScope && <span className="text-xs text-muted-foreground">{priorityScopeLabels[priority.scope]}</span>}
            <span className="text-muted-foreground">{priority.ownerName ?? 'No owner'}</span>
            <span className={cn('text-muted-foreground', overdue && 'font-medium text-destructive')}>
              {overdue ? 'Overdue: due' : 'Due'} {formatShortDay(priority.dueDate)}
            </span>
            <PriorityStatusBadge status={priority.status} />
          </li>
        );
      })}
    </ul>
  );
}
