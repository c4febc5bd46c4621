import { milestoneProgress, type Priority, type PriorityStatus } from '@groundwork/domain/planning';
import { CalendarIcon, CheckCircle2Icon, CircleIcon, FlagIcon, PencilIcon, Trash2Icon, UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatShortDay } from '@/lib/format';
import { useSetPriorityStatus, useUpdatePriority } from '../api/change-plan';
import { PriorityStatusBadge, PriorityStatusControl } from './priority-status';

/** A priority past its due date and not done. */
export const isPriorityOverdue = (priority: Pick<Priority, 'dueDate' | 'status'>, today: string) => priority.status !== 'done' && priority.dueDate < today;

type PriorityCardProps = {
  priority: Priority;
  today: string;
  canEdit: boolean;
  onEdit: (priority: Priority) => void;
  onRemove: (priority: Priority) => void;
  /** Something more to offer on the card (raising an off-track priority as an issue in the weekly meeting). */
  action?: (priority: Priority) => ReactNode;
};

/** One priority: its owner, due date, status, milestones and the goal it serves. */
export function PriorityCard({ priority, today, canEdit, onEdit, onRemove, action }: PriorityCardProps) {
  const setStatus = useSetPriorityStatus();
  const update = useUpdatePriority();
  const progress = milestoneProgress(priority.milestones);
  const overdue = isPriorityOverdue(priority, today);

  const changeStatus = (status: PriorityStatus) =>
    setStatus.mutate(
      { id: priority.id, status },
      { onError: (error) => toast.error('Could not change the status', { description: errorMessage(error) }) },
    );

  /** Ticks a milestone off (or back) by saving the priority as loaded with that one change. */
  const toggleMilestone = (index: number, done: boolean) =>
    update.mutate(
      {
        id: priority.id,
        input: {
          quarter: priority.quarter,
          scope: priority.scope,
          title: priority.title,
          description: priority.description,
          ownerUserId: priority.ownerUserId ?? '',
          dueDate: priority.dueDate,
          status: priority.status,
          goalId: priority.goalId,
          milestones: priority.milestones.map((milestone, at) => (at === index ? { ...milestone, done } : milestone)),
          updatedAt: priority.updatedAt,
        },
      },
      { onError: (error) => toast.error('Could not change the milestone', { description: errorMessage(error) }) },
    );

  return (
    <article className={cn('flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs', overdue ? 'border-destructive/40' : 'border-border')} aria-label={priority.title}>
      <div className="flex min-w-0 items-start gap-2">
        <h3 className="min-w-0 flex-1 font-semibold break-words">{priority.title}</h3>
        {canEdit && (
          <div className="-mt-1 -mr-2 flex shrink-0">
            <Button variant="ghost" size="icon" aria-label={`Edit ${priority.title}`} onClick={() => onEdit(priority)}>
              <PencilIcon aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Remove ${priority.title}`} onClick={() => onRemove(priority)}>
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      {priority.description && <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{priority.description}</p>}
      <dl className="grid gap-1 text-sm">
        <div className="flex items-center gap-2">
          <dt>
            <UserIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Owner</span>
          </dt>
          <dd className="min-w-0 truncate">{priority.ownerName ?? 'No owner'}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <dt>
            <CalendarIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Due</span>
          </dt>
          <dd className={cn(overdue && 'font-medium text-destructive')}>
            Due {formatShortDay(priority.dueDate)}
            {overdue && (
              <Badge variant="destructive" className="ml-2">
                Overdue
              </Badge>
            )}
          </dd>
        </div>
        {priority.goalTitle && (
          <div className="flex items-center gap-2">
            <dt>
              <FlagIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Goal</span>
            </dt>
            <dd className="min-w-0 break-words">{priority.goalTitle}</dd>
          </div>
        )}
      </dl>
      {canEdit ? (
        <PriorityStatusControl label={`Status of ${priority.title}`} name={`status-${priority.id}`} value={priority.status} onChange={changeStatus} disabled={setStatus.isPending} />
      ) : (
        <PriorityStatusBadge status={priority.status} />
      )}
      {priority.milestones.length > 0 && (
        <section className="grid gap-2 border-t border-border pt-3" aria-label={`Milestones of ${priority.title}`}>
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="font-medium">Milestones</span>
            <span className="text-muted-foreground">
              {progress.done} of {progress.total}
            </span>
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className="h-full rounded-full bg-success" style={{ width: `${(progress.done / progress.total) * 100}%` }} />
          </div>
          <ul className="grid gap-1.5 text-sm">
            {priority.milestones.map((milestone, index) => (
              <li key={index} className="flex min-w-0 items-start gap-2">
                {canEdit ? (
                  <Checkbox
                    className="mt-0.5"
                    checked={milestone.done}
                    disabled={update.isPending}
                    onCheckedChange={(checked) => toggleMilestone(index, checked === true)}
                    aria-label={`${milestone.title} done`}
                  />
                ) : milestone.done ? (
                  <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-success" aria-label="Done" role="img" />
                ) : (
                  <CircleIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="Not done" role="img" />
                )}
                <span className={cn('min-w-0 flex-1 break-words', milestone.done && 'text-muted-foreground line-through')}>{milestone.title}</span>
                {milestone.dueDate && <span className="shrink-0 text-xs text-muted-foreground">{formatShortDay(milestone.dueDate)}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {action?.(priority)}
    </article>
  );
}
