import { TICKET_DELETE_FAILED, TICKET_NOT_FOUND_MESSAGE, canBecomeEstimate, ticketLabel, type Ticket } from '@groundwork/domain/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { CameraIcon, FileTextIcon, Loader2Icon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDeleteTicket } from '../api/delete-ticket';
import { useTicket } from '../api/get-ticket';
import { ticketEstimateDraftQueryOptions } from '../api/ticket-estimate';
import type { TicketOptions } from '../ticket-options';
import { TicketComments } from './ticket-comments';
import { TicketForm } from './ticket-form';
import { TicketStatusBadge } from './ticket-parts';
import { TicketPhotoImage, TicketPhotos } from './ticket-photos';

type TicketDetailSheetProps = {
  /** The open task (`?open=` in the URL), or null when none is. */
  ticketId: string | null;
  onClose: () => void;
  options: TicketOptions;
};

/** A task's details in a panel from the right (the whole screen on a phone): every field, the checklist, comments. */
export function TicketDetailSheet({ ticketId, onClose, options }: TicketDetailSheetProps) {
  // Closing with unsaved edits asks first: what was typed is never dropped silently.
  const [dirty, setDirty] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const close = () => {
    setDirty(false);
    setConfirmingClose(false);
    onClose();
  };
  return (
    <>
      <Sheet open={ticketId !== null} onOpenChange={(open) => !open && (dirty ? setConfirmingClose(true) : close())}>
        <SheetContent side="right" className="w-full overflow-y-auto bg-card text-card-foreground sm:max-w-xl" aria-describedby={undefined}>
          {ticketId && <TicketDetail key={ticketId} ticketId={ticketId} onClose={close} onDirtyChange={setDirty} options={options} />}
        </SheetContent>
      </Sheet>
      <ConfirmDialog
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        title="Discard your changes?"
        description="The changes you made to this task are not saved yet."
        confirmLabel="Discard changes"
        onConfirm={close}
      />
    </>
  );
}

type TicketDetailProps = { ticketId: string; onClose: () => void; onDirtyChange: (dirty: boolean) => void; options: TicketOptions };

function TicketDetail({ ticketId, onClose, onDirtyChange, options }: TicketDetailProps) {
  const ticket = useTicket(ticketId);
  if (ticket.isPending) {
    return (
      <div className="grid gap-4 p-4 sm:p-6">
        <SheetTitle className="pr-8 text-lg">Task</SheetTitle>
        <LoadingRows rows={6} label="Loading the task" />
      </div>
    );
  }
  if (ticket.isError) {
    const notFound = isApiError(ticket.error) && ticket.error.status === 404;
    return (
      <div className="grid gap-4 p-4 sm:p-6">
        <SheetTitle className="pr-8 text-lg">{notFound ? TICKET_NOT_FOUND_MESSAGE : 'Task'}</SheetTitle>
        {notFound ? (
          <p className="text-sm text-muted-foreground">It may have been deleted, or the link is not for this company.</p>
        ) : (
          <LoadError title="Could not load the task" error={ticket.error} onRetry={() => void ticket.refetch()} />
        )}
      </div>
    );
  }
  return <LoadedTicket ticket={ticket.data} refetch={ticket.refetch} onClose={onClose} onDirtyChange={onDirtyChange} options={options} />;
}

type LoadedTicketProps = Omit<TicketDetailProps, 'ticketId'> & { ticket: Ticket; refetch: () => Promise<{ data?: Ticket | undefined }> };

function LoadedTicket({ ticket, refetch, onClose, onDirtyChange, options }: LoadedTicketProps) {
  const timeZone = useCompanyTimeZone();
  const label = ticketLabel(ticket.number);
  return (
    <div className="grid gap-6 p-4 sm:p-6">
      <header className="grid gap-1 pr-8">
        <SheetTitle className="flex flex-wrap items-center gap-2 text-lg leading-tight">
          <span className="text-muted-foreground">{label}</span>
          <span className="break-words">{ticket.title}</span>
        </SheetTitle>
        <SheetDescription className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <TicketStatusBadge status={ticket.status} />
          <span>
            {ticket.createdByName ? `Added by ${ticket.createdByName}` : 'Made by Groundwork'} on {formatDateTime(ticket.createdAt, timeZone)}
          </span>
          {ticket.completedAt && <span>· Done {formatDateTime(ticket.completedAt, timeZone)}</span>}
        </SheetDescription>
        {ticket.firstPhotoId && (
          <a href={`#ticket-photos-${ticket.id}`} className="mt-2 flex items-center gap-3 rounded-md text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <TicketPhotoImage ticketId={ticket.id} photo={ticket.photos.find((photo) => photo.id === ticket.firstPhotoId) ?? { id: ticket.firstPhotoId, caption: '' }} className="size-16 shrink-0" />
            <span className="inline-flex items-center gap-1">
              <CameraIcon className="size-4" aria-hidden="true" />
              {ticket.photoCount === 1 ? '1 photo' : `${ticket.photoCount} photos`}
            </span>
          </a>
        )}
        {options.canEditDetails && canBecomeEstimate(ticket) && <CreateEstimateButton ticket={ticket} />}
      </header>
      <TicketForm
        ticket={ticket}
        options={options}
        refetch={refetch}
        onDirtyChange={onDirtyChange}
        deleteAction={options.canDelete ? <DeleteTicketButton ticket={ticket} onDeleted={onClose} /> : undefined}
      />
      <TicketPhotos ticketId={ticket.id} photos={ticket.photos} canDelete={options.canDelete} />
      <TicketComments ticket={ticket} people={options.people} />
    </div>
  );
}

function DeleteTicketButton({ ticket, onDeleted }: { ticket: Ticket; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const deleteTicket = useDeleteTicket();
  const label = ticketLabel(ticket.number);
  return (
    <>
      <Button type="button" variant="ghost" className="text-destructive" onClick={() => setConfirming(true)}>
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${label}?`}
        description={`“${ticket.title}”, its checklist and its comments are deleted for everyone. This cannot be undone.`}
        confirmLabel="Delete task"
        busyLabel="Deleting…"
        busy={deleteTicket.isPending}
        onConfirm={() =>
          deleteTicket.mutate(ticket.id, {
            onSuccess: () => {
              toast.success(`${label} deleted`);
              setConfirming(false);
              onDeleted();
            },
            onError: (error) => toast.error(TICKET_DELETE_FAILED, { description: errorMessage(error) }),
          })
        }
      />
    </>
  );
}

/**
 * An upsell opportunity becomes an estimate in one step: the task's customer (found by the server through whatever it
 * is about) gets the estimate builder, prefilled from the task; once made, the estimate is linked back to the task.
 */
function CreateEstimateButton({ ticket }: { ticket: Ticket }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const draft = await queryClient.fetchQuery(ticketEstimateDraftQueryOptions(ticket.id));
      void navigate(`${paths.newEstimate('customer', draft.customerId)}?fromTask=${encodeURIComponent(ticket.id)}`);
    } catch (error) {
      toast.error('Could not start the estimate', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="outline" className="mt-2 min-h-11 justify-self-start" disabled={busy} onClick={() => void open()}>
      {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <FileTextIcon aria-hidden="true" />}
      Create estimate
    </Button>
  );
}
