import { canMoveEstimate, type EstimateDetail, type EstimateStatus } from '@groundwork/domain/estimates';
import { proposalFileName } from '@groundwork/domain/proposals';
import { CircleCheckIcon, CircleXIcon, DownloadIcon, Loader2Icon, MessageSquareTextIcon, SendIcon, Trash2Icon, Undo2Icon, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { useDeleteDraftEstimate } from '../api/delete-draft-estimate';
import { getProposalPdf, saveBlob } from '../api/download-proposal-pdf';
import { useMoveEstimateStatus } from '../api/move-estimate-status';
import { SendProposalDialog } from './send-proposal-dialog';

/** The moves recorded by hand (an answer by phone or in person, or reworking it). Sending and converting have their own buttons. */
type ManualMove = 'approved' | 'declined' | 'changes_requested' | 'draft';

const moves: readonly { to: ManualMove; label: string; icon: LucideIcon; question: (number: number) => string; done: string; explain: string }[] = [
  {
    to: 'approved',
    label: 'Mark approved',
    icon: CircleCheckIcon,
    question: (number) => `Mark estimate #${number} approved?`,
    done: 'marked approved',
    explain: 'Use this when the client approved it by phone or in person.',
  },
  {
    to: 'declined',
    label: 'Mark declined',
    icon: CircleXIcon,
    question: (number) => `Mark estimate #${number} declined?`,
    done: 'marked declined',
    explain: 'Use this when the client declined it by phone or in person.',
  },
  {
    to: 'changes_requested',
    label: 'Mark changes requested',
    icon: MessageSquareTextIcon,
    question: (number) => `Mark changes requested on estimate #${number}?`,
    done: 'marked changes requested',
    explain: 'Use this when the client asked for changes by phone or in person.',
  },
  {
    to: 'draft',
    label: 'Back to draft',
    icon: Undo2Icon,
    question: (number) => `Move estimate #${number} back to draft?`,
    done: 'moved back to draft',
    explain: 'It becomes a draft you can change, and send again when it is ready.',
  },
];

const sendableStatuses: readonly EstimateStatus[] = ['draft', 'sent', 'changes_requested'];

export type EstimateActionsProps = {
  estimateId: string;
  number: number;
  clientName: string;
  /** The customer's or lead's e-mail address, to prefill the send dialog. */
  clientEmail: string;
  /** The status and version the builder holds (they move on with every save). */
  status: EstimateStatus;
  updatedAt: string | null;
  /** Changes not on the server yet / a save running: sending waits for them, the PDF and moves wait for the save. */
  dirty?: boolean;
  saving?: boolean;
  saveNow?: () => void;
  /** The estimate after a send or a move, for the builder to take its status and version. */
  onChanged: (estimate: EstimateDetail) => void;
  /** After a draft was deleted (the screen leaves it). */
  onDeleted: () => void;
  /** More buttons from other areas, shown after the status moves: 'Convert to job' for an approved estimate. */
  extraActions?: ReactNode;
};

/**
 * What can be done with a saved estimate: send the proposal (again), download its PDF, record the client's answer
 * given by phone or in person, move it back to draft, delete a draft. Only the moves canMoveEstimate allows show.
 */
export function EstimateActions({
  estimateId,
  number,
  clientName,
  clientEmail,
  status,
  updatedAt,
  dirty = false,
  saving = false,
  saveNow,
  onChanged,
  onDeleted,
  extraActions,
}: EstimateActionsProps) {
  const [sendOpen, setSendOpen] = useState(false);
  const [move, setMove] = useState<ManualMove | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const moveStatus = useMoveEstimateStatus();
  const deleteEstimate = useDeleteDraftEstimate();

  const allowedMoves = moves.filter((item) => canMoveEstimate(status, item.to));
  const chosenMove = moves.find((item) => item.to === move) ?? null;
  const canSend = sendableStatuses.includes(status);

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await getProposalPdf(estimateId), proposalFileName(number));
    } catch (error) {
      toast.error('Failed to download the proposal', { description: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  const confirmMove = () => {
    if (!chosenMove) return;
    moveStatus.mutate(
      { id: estimateId, input: { status: chosenMove.to, ...(updatedAt ? { updatedAt } : {}) } },
      {
        onSuccess: (estimate) => {
          toast.success(`Estimate #${number} ${chosenMove.done}`);
          setMove(null);
          onChanged(estimate);
        },
        onError: (error) => {
          toast.error('Failed to change the status', {
            description: isStaleWrite(error) ? 'This estimate was changed elsewhere since you opened it. Reload the page to see the latest version.' : errorMessage(error),
          });
        },
      },
    );
  };

  const confirmDelete = () => {
    deleteEstimate.mutate(estimateId, {
      onSuccess: () => {
        toast.success(`Estimate #${number} deleted`);
        setDeleteOpen(false);
        onDeleted();
      },
      onError: (error) => toast.error('Failed to delete estimate', { description: errorMessage(error) }),
    });
  };

  return (
    <div role="group" aria-label="Estimate actions" className="flex flex-wrap items-center gap-2">
      {canSend && (
        <Button type="button" onClick={() => setSendOpen(true)} disabled={saving}>
          <SendIcon aria-hidden="true" />
          {status === 'sent' ? 'Send again' : 'Send proposal'}
        </Button>
      )}
      <Button type="button" variant="outline" onClick={() => void download()} disabled={downloading || saving}>
        {downloading ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
        {downloading ? 'Downloading…' : 'Download PDF'}
      </Button>
      {allowedMoves.map((item) => (
        <Button key={item.to} type="button" variant="outline" onClick={() => setMove(item.to)} disabled={saving || dirty}>
          <item.icon aria-hidden="true" />
          {item.label}
        </Button>
      ))}
      {extraActions}
      {status === 'draft' && (
        <Button type="button" variant="outline" className="text-destructive" onClick={() => setDeleteOpen(true)} disabled={saving}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      )}

      <SendProposalDialog
        open={sendOpen}
        onOpenChange={setSendOpen}
        estimateId={estimateId}
        number={number}
        clientName={clientName}
        defaultTo={clientEmail}
        updatedAt={updatedAt}
        resend={status === 'sent'}
        dirty={dirty}
        saving={saving}
        onSaveNow={saveNow}
        onSent={onChanged}
      />
      <ConfirmDialog
        open={chosenMove !== null}
        onOpenChange={(open) => !open && setMove(null)}
        title={chosenMove?.question(number) ?? ''}
        description={chosenMove?.explain ?? ''}
        confirmLabel={chosenMove?.label ?? ''}
        busyLabel="Saving…"
        busy={moveStatus.isPending}
        destructive={false}
        onConfirm={confirmMove}
      />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={`Delete estimate #${number}?`}
        description={`Estimate #${number} for ${clientName} and all its lines will be deleted. This cannot be undone.`}
        confirmLabel="Delete estimate"
        busyLabel="Deleting…"
        busy={deleteEstimate.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
