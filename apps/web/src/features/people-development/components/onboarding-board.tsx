import {
  ONBOARDING_DUE_DAYS,
  onboardingDueDayLabels,
  onboardingItemSourceLabels,
  onboardingStatusLabels,
  type DevelopmentPerson,
  type OnboardingAssignment,
  type OnboardingItem,
  type OnboardingOverview,
} from '@groundwork/domain/people-development';
import { Trash2Icon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDateTime, formatDay, formatShortDay } from '@/lib/format';
import { isStaleWrite } from '@/lib/stale-write';
import { useRemoveOnboarding, useSignOffItem } from '../api/onboarding';
import { AssignOnboardingDialog } from './assign-onboarding-dialog';
import { ChecklistSection } from './checklist-editor';

const statusVariant = { upcoming: 'outline', in_progress: 'secondary', complete: 'success' } as const;

function ItemRow({ assignment, item }: { assignment: OnboardingAssignment; item: OnboardingItem }) {
  const timeZone = useCompanyTimeZone();
  const signOff = useSignOffItem();
  const id = `item-${item.id}`;
  const toggle = (checked: boolean) =>
    signOff.mutate(
      { onboardingId: assignment.id, itemId: item.id, input: { signedOff: checked, updatedAt: item.updatedAt } },
      {
        onSuccess: () => toast.success(checked ? 'Signed off' : 'Sign-off taken back', { description: item.title }),
        onError: (error) =>
          toast.error('Could not save the sign-off', { description: isStaleWrite(error) ? 'Someone else changed this item. The list shows it as it is now.' : errorMessage(error) }),
      },
    );
  return (
    <li className="flex items-start gap-3 rounded-md px-2 py-2 hover:bg-muted/40">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={item.signedOffAt !== null}
        disabled={!assignment.canSignOff || signOff.isPending}
        onCheckedChange={(checked) => toggle(checked === true)}
        aria-describedby={`${id}-state`}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor={id} className={item.signedOffAt ? 'text-sm break-words text-muted-foreground line-through' : 'text-sm break-words'}>
          {item.title}
        </label>
        <p id={`${id}-state`} className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <span>Due {formatShortDay(item.dueDate)}</span>
          {item.source !== 'standard' && <Badge variant="muted">{onboardingItemSourceLabels[item.source]}</Badge>}
          {item.overdue && <Badge variant="destructive">Overdue</Badge>}
          {item.signedOffAt && (
            <span>
              Signed off by {item.signedOffBy?.name || 'someone'}, {formatDateTime(item.signedOffAt, timeZone)}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}

function AssignmentCard({ assignment, canManage, onRemove }: { assignment: OnboardingAssignment; canManage: boolean; onRemove: () => void }) {
  const { progress } = assignment;
  const headingId = `onboarding-${assignment.id}`;
  const dayText = progress.status === 'upcoming' ? `Starts ${formatDay(assignment.startDate)}` : progress.day > 30 ? `Started ${formatDay(assignment.startDate)}` : `Day ${progress.day} of 30`;
  return (
    <article aria-labelledby={headingId} className="grid min-w-0 gap-4 rounded-xl border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {assignment.employee.name}
          </h3>
          <p className="text-sm break-words text-muted-foreground">
            {assignment.position.title} · {dayText}
            {assignment.managers.length > 0 && ` · Manager: ${assignment.managers.map((manager) => manager.name).join(', ')}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={statusVariant[progress.status]}>{onboardingStatusLabels[progress.status]}</Badge>
          {progress.overdue > 0 && <Badge variant="destructive">{progress.overdue} overdue</Badge>}
          {canManage && (
            <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${assignment.employee.name}’s onboarding`}>
              <Trash2Icon aria-hidden />
              Remove
            </Button>
          )}
        </div>
      </div>
      <div className="grid gap-1">
        <div className="flex justify-between text-sm">
          <span>
            {progress.signedOff} of {progress.total} signed off
          </span>
          <span className="font-medium">{progress.percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={`${assignment.employee.name}’s onboarding`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${progress.percent}%` }} />
        </div>
      </div>
      {!assignment.canSignOff && <p className="text-sm text-muted-foreground">The new hire’s manager or the office signs items off.</p>}
      <div className="grid gap-4 md:grid-cols-2">
        {ONBOARDING_DUE_DAYS.map((day) => {
          const items = assignment.items.filter((item) => item.dueDay === day);
          if (items.length === 0) return null;
          return (
            <section key={day} aria-label={`${assignment.employee.name}: ${onboardingDueDayLabels[day]}`} className="grid min-w-0 content-start gap-1">
              <h4 className="text-sm font-semibold">
                {onboardingDueDayLabels[day]} <span className="font-normal text-muted-foreground">· {formatShortDay(items[0]!.dueDate)}</span>
              </h4>
              <ul className="grid gap-0.5">
                {items.map((item) => (
                  <ItemRow key={item.id} assignment={assignment} item={item} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </article>
  );
}

type OnboardingBoardProps = {
  overview: OnboardingOverview;
  people: readonly DevelopmentPerson[];
};

/** New hires' first month: each one's checklist by due day with sign-offs, and (for the office) the checklists to edit. */
export function OnboardingBoard({ overview, people }: OnboardingBoardProps) {
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<OnboardingAssignment | null>(null);
  const remove = useRemoveOnboarding();
  const current = overview.assignments.filter((assignment) => assignment.progress.status !== 'complete');
  const complete = overview.assignments.filter((assignment) => assignment.progress.status === 'complete');

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(`${removing.employee.name}’s onboarding removed`);
        setRemoving(null);
      },
      onError: (error) => toast.error('Could not remove the onboarding', { description: errorMessage(error) }),
    });
  };

  return (
    <div className="grid gap-8">
      <section aria-labelledby="new-hires-heading" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="new-hires-heading" className="text-lg font-semibold">
            New hires
          </h2>
          {overview.canManage && (
            <Button onClick={() => setAssigning(true)}>
              <UserPlusIcon aria-hidden />
              Assign onboarding
            </Button>
          )}
        </div>
        {current.length === 0 ? (
          <EmptyState
            icon={<UserPlusIcon aria-hidden />}
            title="Nobody is onboarding now"
            description={overview.canManage ? 'Assign a position’s checklist to a new hire on their first day.' : 'When one of your people starts, their checklist shows here.'}
          />
        ) : (
          <div className="grid gap-4">
            {current.map((assignment) => (
              <AssignmentCard key={assignment.id} assignment={assignment} canManage={overview.canManage} onRemove={() => setRemoving(assignment)} />
            ))}
          </div>
        )}
        {complete.length > 0 && (
          <details className="rounded-xl border border-border bg-card p-4">
            <summary className="cursor-pointer text-sm font-medium">Completed onboarding ({complete.length})</summary>
            <div className="mt-4 grid gap-4">
              {complete.map((assignment) => (
                <AssignmentCard key={assignment.id} assignment={assignment} canManage={overview.canManage} onRemove={() => setRemoving(assignment)} />
              ))}
            </div>
          </details>
        )}
      </section>

      {overview.canManage && <ChecklistSection positions={overview.positions} />}

      {overview.canManage && (
        <AssignOnboardingDialog
          open={assigning}
          onClose={() => setAssigning(false)}
          today={overview.today}
          people={people}
          positions={overview.positions}
          onboarded={new Set(overview.assignments.map((assignment) => assignment.employee.id))}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this onboarding?"
        description={removing ? `${removing.employee.name}’s checklist and its sign-offs will be deleted.` : ''}
        confirmLabel="Remove onboarding"
        busyLabel="Removing…"
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
