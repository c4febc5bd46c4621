import { BIG_THREE, type PlanningOverview, type PlanningPerson, type Priority } from '@groundwork/domain/planning';
import { quarterRange } from '@groundwork/domain/shared';
import { PlusIcon, TargetIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeletePriority } from '../api/change-plan';
import { PriorityCard } from './priority-card';
import { PriorityDialog, type PriorityDraft } from './priority-dialog';
import { QuarterHistory } from './quarter-history';
import { ReadOnlyNotice } from './read-only-notice';

type BigThreeBoardProps = {
  overview: PlanningOverview;
  people: readonly PlanningPerson[];
  /** Something more to offer on each priority's card. */
  priorityAction?: (priority: Priority) => ReactNode;
};

/** /business-development/big3: the quarter's Big 3, each leader's own priorities, and how every quarter went. */
export function BigThreeBoard({ overview, people, priorityAction }: BigThreeBoardProps) {
  const [draft, setDraft] = useState<PriorityDraft | null>(null);
  const [removing, setRemoving] = useState<Priority | null>(null);
  const remove = useDeletePriority();
  const { canEdit, today } = overview;
  const label = quarterRange(overview.quarter).label;
  const company = overview.priorities.filter((priority) => priority.scope === 'company');
  const own = groupByOwner(overview.priorities.filter((priority) => priority.scope === 'personal'));
  const openSlots = Math.max(0, BIG_THREE - company.length);
  const cardProps = { today, canEdit, onEdit: (priority: Priority) => setDraft({ priority }), onRemove: setRemoving, action: priorityAction };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(`“${removing.title}” removed`);
      setRemoving(null);
    } catch (error) {
      toast.error('Could not remove the priority', { description: errorMessage(error) });
    }
  };

  return (
    <div className="grid min-w-0 gap-8">
      {!canEdit && <ReadOnlyNotice>An admin or an office manager sets the priorities and their status; everyone can read them.</ReadOnlyNotice>}
      <section className="grid gap-3" aria-labelledby="big-three-heading">
        <div>
          <h2 id="big-three-heading" className="text-lg font-semibold">
            The company’s Big 3 · {label}
          </h2>
          <p className="text-sm text-muted-foreground">The three things that matter most this quarter. Each has one owner who reports on it every week.</p>
        </div>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {company.map((priority) => (
            <PriorityCard key={priority.id} priority={priority} {...cardProps} />
          ))}
          {Array.from({ length: openSlots }, (_, index) =>
            canEdit ? (
              <button
                key={`slot-${index}`}
                type="button"
                onClick={() => setDraft({ scope: 'company' })}
                className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border bg-card/50 p-4 text-sm font-medium text-muted-foreground transition-colors hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <PlusIcon className="size-5" aria-hidden="true" />
                Add a priority
              </button>
            ) : (
              <div key={`slot-${index}`} className="flex min-h-40 items-center justify-center rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
                Not chosen yet
              </div>
            ),
          )}
        </div>
      </section>

      <section className="grid gap-3" aria-labelledby="own-priorities-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="own-priorities-heading" className="text-lg font-semibold">
              Leaders’ own priorities
            </h2>
            <p className="text-sm text-muted-foreground">Up to three each, so every leader knows what they personally move forward this quarter.</p>
          </div>
          {canEdit && (
            <Button variant="outline" onClick={() => setDraft({ scope: 'personal' })}>
              <PlusIcon aria-hidden="true" />
              Add an own priority
            </Button>
          )}
        </div>
        {own.length === 0 ? (
          <EmptyState
            icon={<TargetIcon />}
            title={`No own priorities for ${label}.`}
            description={canEdit ? 'Give each leader up to three priorities of their own.' : 'An admin or an office manager sets them.'}
          />
        ) : (
          own.map((group) => (
            <section key={group.ownerUserId ?? 'nobody'} className="grid gap-2" aria-label={`${group.ownerName}’s priorities`}>
              <h3 className="text-sm font-semibold text-muted-foreground">
                {group.ownerName} · {group.priorities.length} of 3
              </h3>
              <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {group.priorities.map((priority) => (
                  <PriorityCard key={priority.id} priority={priority} {...cardProps} />
                ))}
              </div>
            </section>
          ))
        )}
      </section>

      <QuarterHistory history={overview.history} />

      <PriorityDialog draft={draft} onClose={() => setDraft(null)} quarter={overview.quarter} goals={overview.goals} people={people} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove “${removing?.title ?? ''}”?`}
        description="It leaves the quarter’s plan and its score. Its milestones go with it."
        confirmLabel="Remove priority"
        busyLabel="Removing…"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}

type OwnerGroup = { ownerUserId: string | null; ownerName: string; priorities: Priority[] };

/** Own priorities by owner, owners by name. */
function groupByOwner(priorities: readonly Priority[]): OwnerGroup[] {
  const groups = new Map<string | null, OwnerGroup>();
  for (const priority of priorities) {
    const group = groups.get(priority.ownerUserId) ?? { ownerUserId: priority.ownerUserId, ownerName: priority.ownerName ?? 'No owner', priorities: [] };
    group.priorities.push(priority);
    groups.set(priority.ownerUserId, group);
  }
  return [...groups.values()].sort((a, b) => a.ownerName.localeCompare(b.ownerName));
}
