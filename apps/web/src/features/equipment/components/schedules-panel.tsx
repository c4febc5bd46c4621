import { upkeepMessages, type UpkeepSchedule } from '@groundwork/domain/equipment';
import { CalendarClockIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import { useDeleteSchedule } from '../api/delete-schedule';
import { formatInterval, formatLastDone, formatNextDue, formatRemaining } from '../upkeep-format';
import { ScheduleFormDialog } from './schedule-form-dialog';
import { UpkeepStateBadge } from './upkeep-parts';

type SchedulesPanelProps = { equipmentId: string; schedules: readonly UpkeepSchedule[]; canManage: boolean; today: string };

/** The unit's service schedules, each with when it was last done, when it is next due and how it stands. */
export function SchedulesPanel({ equipmentId, schedules, canManage, today }: SchedulesPanelProps) {
  // undefined: closed; null: adding; a schedule: editing it.
  const [editing, setEditing] = useState<UpkeepSchedule | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<UpkeepSchedule | null>(null);
  const deleteSchedule = useDeleteSchedule();

  return (
    <section aria-labelledby="schedules-heading" className="grid gap-3 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="schedules-heading" className="text-base font-semibold">
          Service schedules
        </h3>
        {canManage && (
          <Button variant="outline" size="sm" onClick={() => setEditing(null)}>
            <PlusIcon aria-hidden="true" />
            Add schedule
          </Button>
        )}
      </div>
      {schedules.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClockIcon className="size-4" aria-hidden="true" />
          No schedules yet: add the oil changes, blade sharpening and inspections this unit needs.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Service schedules">
          {schedules.map((schedule) => (
            <li key={schedule.id} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium break-words">{schedule.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatInterval(schedule.every, schedule.unit)} · expected {formatCurrency(schedule.expectedCost)}
                  </span>
                </div>
                <div className="flex items-center gap-1">
                  <UpkeepStateBadge state={schedule.state} />
                  {canManage && (
                    <>
                      <Button variant="ghost" size="icon" aria-label={`Edit ${schedule.name}`} onClick={() => setEditing(schedule)}>
                        <PencilIcon aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" aria-label={`Delete ${schedule.name}`} onClick={() => setDeleting(schedule)}>
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </>
                  )}
                </div>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs tabular-nums">
                <dt className="text-muted-foreground">Last done</dt>
                <dd>{formatLastDone(schedule)}</dd>
                <dt className="text-muted-foreground">Next due</dt>
                <dd className={cn(schedule.state === 'overdue' && 'font-medium text-destructive', schedule.state === 'due_soon' && 'font-medium text-warning-strong')}>
                  {formatNextDue(schedule)} · {formatRemaining(schedule)}
                </dd>
              </dl>
              {schedule.notes && <p className="text-xs break-words text-muted-foreground">{schedule.notes}</p>}
            </li>
          ))}
        </ul>
      )}
      <ScheduleFormDialog equipmentId={equipmentId} schedule={editing} today={today} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this schedule'}?`}
        description="The unit stops being reminded of this service. Services already logged stay in the service log."
        confirmLabel="Delete schedule"
        busyLabel="Deleting…"
        busy={deleteSchedule.isPending}
        onConfirm={() =>
          deleting &&
          deleteSchedule.mutate(
            { equipmentId, scheduleId: deleting.id },
            {
              onSuccess: () => {
                toast.success(upkeepMessages.scheduleDeleted);
                setDeleting(null);
              },
              onError: (error) => toast.error(upkeepMessages.deleteFailed, { description: errorMessage(error) }),
            },
          )
        }
      />
    </section>
  );
}
