import { isAutomatic, MAX_MEASURABLES, measurableKindLabels, measurableSources, type Measurable } from '@groundwork/domain/scorecard';
import { ArrowDownIcon, ArrowUpIcon, GaugeIcon, PencilIcon, PlusIcon, SparklesIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteMeasurable, useReorderMeasurables } from '../api/change-measurables';
import { formatGoal } from '../format-measure';
import { MeasurableDialog, type MeasurableOwnerOption } from './measurable-dialog';

type MeasurablesManagerProps = {
  measurables: readonly Measurable[];
  canEdit: boolean;
  people: readonly MeasurableOwnerOption[];
};

/**
 * The scorecard's definitions (/business-development/performance-metrics): what each measurable counts, where its
 * figure comes from, who owns it and its goal — in the order the grid shows them.
 */
export function MeasurablesManager({ measurables, canEdit, people }: MeasurablesManagerProps) {
  const [editing, setEditing] = useState<Measurable | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Measurable | null>(null);
  const remove = useDeleteMeasurable();
  const reorder = useReorderMeasurables();
  const full = measurables.length >= MAX_MEASURABLES;

  const move = (index: number, by: -1 | 1) => {
    const ids = measurables.map((each) => each.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids, { onError: (error) => toast.error('Could not change the order', { description: errorMessage(error) }) });
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(`“${removing.name}” removed`);
      setRemoving(null);
    } catch (error) {
      toast.error('Could not remove the measurable', { description: errorMessage(error) });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {measurables.length} of {MAX_MEASURABLES} measurables. Five to fifteen numbers tell a leadership team whether the week went to plan.
        </p>
        {canEdit && (
          <Button onClick={() => setEditing(null)} disabled={full} title={full ? `A scorecard keeps ${MAX_MEASURABLES} measurables at most` : undefined}>
            <PlusIcon aria-hidden="true" />
            Add measurable
          </Button>
        )}
      </div>
      {measurables.length === 0 ? (
        <EmptyState
          icon={<GaugeIcon />}
          title="No measurables yet."
          description={
            canEdit
              ? 'Start with the numbers that fill themselves — revenue earned, estimates sent, close rate, overdue receivables — then add the ones your team types each week.'
              : 'An admin or an office manager sets up the scorecard.'
          }
        />
      ) : (
        <ol className="grid gap-2" aria-label="Measurables">
          {measurables.map((measurable, index) => (
            <li key={measurable.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="break-words">{measurable.name}</span>
                  {isAutomatic(measurable.source) ? (
                    <Badge variant="secondary">
                      <SparklesIcon aria-hidden="true" />
                      Fills itself
                    </Badge>
                  ) : (
                    <Badge variant="muted">Typed weekly</Badge>
                  )}
                </div>
                <div className="mt-1 text-sm text-muted-foreground">
                  {isAutomatic(measurable.source) ? measurableSources[measurable.source].label : measurableKindLabels[measurable.kind]} · Goal {formatGoal(measurable, measurable.kind)} ·{' '}
                  {measurable.ownerName ?? 'No owner'}
                </div>
              </div>
              {canEdit && (
                <div className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Move ${measurable.name} up`} disabled={index === 0 || reorder.isPending} onClick={() => move(index, -1)}>
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${measurable.name} down`}
                    disabled={index === measurables.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Edit ${measurable.name}`} onClick={() => setEditing(measurable)}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Remove ${measurable.name}`} onClick={() => setRemoving(measurable)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <MeasurableDialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} measurable={editing ?? null} people={people} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove “${removing?.name ?? ''}”?`}
        description={removing && !isAutomatic(removing.source) ? 'Its typed weeks are removed with it.' : 'It leaves the scorecard; the records it reads stay as they are.'}
        confirmLabel="Remove measurable"
        busyLabel="Removing…"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
