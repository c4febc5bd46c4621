import {
  canMoveWorkOrder,
  isNotStarted,
  WORK_ORDER_DELETE_FAILED,
  WORK_ORDER_UPDATE_FAILED,
  workOrderLabel,
  type WorkOrder,
  type WorkOrderStatus,
} from '@groundwork/domain/orders';
import { BanIcon, CheckIcon, ClipboardCheckIcon, ClipboardListIcon, DownloadIcon, Loader2Icon, PencilIcon, PlayIcon, RotateCcwIcon, SkipForwardIcon, Trash2Icon, Undo2Icon, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/download-file';
import { paths } from '@/lib/paths';
import { isStaleWrite } from '@/lib/stale-write';
import { useDeleteWorkOrder } from '../api/delete-order';
import { getOrderSheetPdf } from '../api/download-order-sheet';
import { useUpdateWorkOrder } from '../api/update-order';
import { crewSheetFileName } from '../order-format';
import { WorkOrderReasonDialog, type ReasonChoice } from './work-order-reason-dialog';

type Move = { to: WorkOrderStatus; label: string; done: string; icon: LucideIcon; needsReason: boolean };

/** The buttons of the moves this order's status allows (canMoveWorkOrder), in the order work goes. */
export function allowedMoves(status: WorkOrderStatus): Move[] {
  const moves: Move[] = [
    status === 'completed'
      ? { to: 'in_progress', label: 'Reopen', done: 'reopened', icon: RotateCcwIcon, needsReason: false }
      : { to: 'in_progress', label: 'Start', done: 'started', icon: PlayIcon, needsReason: false },
    { to: 'completed', label: 'Complete', done: 'completed', icon: CheckIcon, needsReason: false },
    { to: 'skipped', label: 'Skip', done: 'skipped', icon: SkipForwardIcon, needsReason: true },
    { to: 'cancelled', label: 'Cancel work order', done: 'cancelled', icon: BanIcon, needsReason: true },
    status === 'in_progress'
      ? { to: 'scheduled', label: 'Undo start', done: 'set back to not started', icon: Undo2Icon, needsReason: false }
      : { to: 'scheduled', label: 'Reopen', done: 'reopened', icon: RotateCcwIcon, needsReason: false },
  ];
  return moves.filter((move) => canMoveWorkOrder(status, move.to));
}

type WorkOrderActionsProps = {
  order: WorkOrder;
  /** After a delete: the order is gone, so the screen leaves it. */
  onDeleted: () => void;
  /** Reads the order again (after someone else changed it). */
  onReload: () => Promise<unknown>;
  /** The office: the moves, edit and delete. A crew leader gets the crew sheet and the way to their day. */
  canPlan: boolean;
};

/**
 * What can be done with an order: the status moves its status allows (skip and cancel ask why), edit, the crew sheet
 * PDF, and delete while it has not started. An order with a crew and a date is completed on that crew's day in
 * Dispatch End of Day, where each person's hours and the materials used are recorded: the one way to complete work
 * with its actuals, so job costing has them.
 */
export function WorkOrderActions({ order, onDeleted, onReload, canPlan }: WorkOrderActionsProps) {
  const label = workOrderLabel(order.number);
  const updateOrder = useUpdateWorkOrder();
  const deleteWorkOrder = useDeleteWorkOrder();
  const [asking, setAsking] = useState<Move | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const busy = updateOrder.isPending || deleteWorkOrder.isPending;

  const move = (target: Move, choice?: ReasonChoice) => {
    setRefusal(null);
    setStale(false);
    updateOrder.mutate(
      { id: order.id, input: { status: target.to, ...(choice ?? {}), updatedAt: order.updatedAt } },
      {
        onSuccess: () => {
          toast.success(`${label} ${target.done}`);
          setAsking(null);
        },
        onError: (error) => {
          if (isStaleWrite(error)) {
            setStale(true);
            setAsking(null);
            toast.error(WORK_ORDER_UPDATE_FAILED, { description: 'Someone else changed this work order. Reload to see their changes.' });
            return;
          }
          if (isApiError(error) && error.status === 422) setRefusal(error.message);
          toast.error(WORK_ORDER_UPDATE_FAILED, { description: errorMessage(error) });
        },
      },
    );
  };

  const remove = () => {
    deleteWorkOrder.mutate(order.id, {
      onSuccess: () => {
        toast.success(`${label} deleted`);
        setDeleting(false);
        onDeleted();
      },
      onError: (error) => {
        // A refusal (it has started meanwhile) will not change on a retry.
        if (isApiError(error) && (error.status === 422 || error.status === 404)) setDeleting(false);
        toast.error(WORK_ORDER_DELETE_FAILED, { description: errorMessage(error) });
      },
    });
  };

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await getOrderSheetPdf(order.id), crewSheetFileName(label));
    } catch (error) {
      toast.error('Failed to download the crew sheet', { description: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  const moving = updateOrder.isPending ? updateOrder.variables.input.status : undefined;
  // Where this order is completed with its hours: its crew's day (null without a crew or a date, or once completed).
  const crewDay = order.crewId && order.date && canMoveWorkOrder(order.status, 'completed') ? paths.crewDayOrder(order.crewId, order.date, order.id) : null;
  const moves = canPlan ? allowedMoves(order.status).filter((move) => !(crewDay && move.to === 'completed')) : [];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Work order actions">
        {!canPlan && (
          <Button asChild>
            <Link to={paths.dispatchEndOfDay}>
              <ClipboardListIcon aria-hidden="true" />
              Record it in my day
            </Link>
          </Button>
        )}
        {canPlan && crewDay && (
          <Button asChild>
            <Link to={crewDay}>
              <ClipboardCheckIcon aria-hidden="true" />
              Complete with hours
            </Link>
          </Button>
        )}
        {moves.map((target) => {
          const Icon = target.icon;
          return (
            <Button
              key={target.to}
              variant={target.to === 'completed' || (target.to === 'in_progress' && order.status !== 'completed') ? 'default' : 'outline'}
              disabled={busy}
              onClick={() => (target.needsReason ? setAsking(target) : move(target))}
            >
              {moving === target.to && !target.needsReason ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
              {target.label}
            </Button>
          );
        })}
        {canPlan && (
          <Button variant="outline" asChild>
            <Link to={paths.orderEdit(order.id)}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Link>
          </Button>
        )}
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          {downloading ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
          {downloading ? 'Downloading…' : 'Download crew sheet'}
        </Button>
        {canPlan && isNotStarted(order.status) && (
          <Button variant="ghost" className="text-destructive hover:text-destructive" onClick={() => setDeleting(true)} disabled={busy}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>

      {stale && (
        <StaleWriteAlert
          title="Someone else changed this work order"
          description="Your change was not saved. Reload to see the order as it is now, then make your change again."
          busy={reloading}
          onReload={() => void reload()}
        />
      )}

      <WorkOrderReasonDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
          setRefusal(null);
        }}
        title={asking?.to === 'cancelled' ? `Cancel ${label}?` : `Skip ${label}?`}
        description={
          asking?.to === 'cancelled'
            ? 'The work will not be done. The order stays on record with the reason, and can be reopened.'
            : 'This visit is passed over (the job’s other visits stay as they are). The order can be reopened.'
        }
        confirmLabel={asking?.label === 'Skip' ? 'Skip work order' : 'Cancel work order'}
        busy={updateOrder.isPending}
        refusal={refusal}
        onConfirm={(choice) => asking && move(asking, choice)}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${label}?`}
        description={
          order.jobVisitId
            ? 'The work order is deleted; the job’s visit stays, without an order. This cannot be undone.'
            : 'The work order is deleted. This cannot be undone.'
        }
        confirmLabel="Delete work order"
        busyLabel="Deleting..."
        busy={deleteWorkOrder.isPending}
        onConfirm={remove}
      />
    </div>
  );
}

