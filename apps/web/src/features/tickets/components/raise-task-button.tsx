import { photoFileError } from '@groundwork/domain/dispatch';
import { createTicketInputSchema, ticketLabel, ticketTypeLabels, ticketTypes, type Ticket, type TicketType } from '@groundwork/domain/tickets';
import { Loader2Icon, TriangleAlertIcon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateTicket } from '../api/create-ticket';
import { useUploadTicketPhoto } from '../api/ticket-photos';

type RaiseTaskButtonProps = {
  /** The work order the task is about. */
  workOrder: { id: string; number: number; label: string };
};

/**
 * From the field: the crew leader raises a task about a work order — what needs doing ("broken head, zone 3"), its
 * type (a callback / warranty by default) and a photo taken with the phone's camera. Nobody is assigned: the office
 * triages. Keys are made once per task and per photo, so a retry on a bad connection makes one of each.
 */
export function RaiseTaskButton({ workOrder }: RaiseTaskButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" className="min-h-11" onClick={() => setOpen(true)} aria-label={`Raise a task about ${workOrder.label}`}>
        <TriangleAlertIcon aria-hidden="true" />
        Raise a task
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="overflow-y-auto">{open && <RaiseTaskForm workOrder={workOrder} onDone={() => setOpen(false)} />}</DialogContent>
      </Dialog>
    </>
  );
}

function RaiseTaskForm({ workOrder, onDone }: RaiseTaskButtonProps & { onDone: () => void }) {
  const createTicket = useCreateTicket();
  const uploadPhoto = useUploadTicketPhoto();
  const id = useId();
  const [title, setTitle] = useState('');
  const [type, setType] = useState<TicketType>('callback');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; type?: string; file?: string }>({});
  // The task once the server has it: a photo that failed is retried on it, never with a second task.
  const [raised, setRaised] = useState<Ticket | null>(null);
  const taskKey = useRef(crypto.randomUUID());
  const photoKey = useRef(crypto.randomUUID());
  const busy = createTicket.isPending || uploadPhoto.isPending;

  const finish = (ticket: Ticket, withPhoto: boolean) => {
    toast.success(`${ticketLabel(ticket.number)} raised`, { description: withPhoto ? 'With its photo. The office will assign it.' : 'The office will assign it.' });
    onDone();
  };

  const sendPhoto = (ticket: Ticket, photo: File) =>
    uploadPhoto.mutate(
      { ticketId: ticket.id, file: photo, caption: ticket.title.slice(0, 500), idempotencyKey: photoKey.current },
      {
        onSuccess: () => finish(ticket, true),
        onError: (failure) => {
          if (isApiError(failure) && failure.status !== null) photoKey.current = crypto.randomUUID();
          setErrors({ file: `${ticketLabel(ticket.number)} is raised, but the photo was not sent: ${errorMessage(failure)}` });
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (raised) {
      if (file && !photoFileError(file)) sendPhoto(raised, file);
      else finish(raised, false);
      return;
    }
    const parsed = createTicketInputSchema.safeParse({ title, type, subject: { kind: 'work_order', id: workOrder.id } });
    const fileError = file ? photoFileError(file) : undefined;
    if (!parsed.success || fileError) {
      const found: typeof errors = { file: fileError };
      for (const issue of parsed.error?.issues ?? []) {
        const field = issue.path[0];
        if ((field === 'title' || field === 'type') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    createTicket.mutate(
      { input: { title, type, subject: { kind: 'work_order', id: workOrder.id } }, idempotencyKey: taskKey.current },
      {
        onSuccess: (ticket) => {
          setRaised(ticket);
          if (file) sendPhoto(ticket, file);
          else finish(ticket, false);
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status !== null) taskKey.current = crypto.randomUUID();
          const fields = isApiError(failure) ? failure.fieldErrors : {};
          if (fields.title?.[0] || fields.type?.[0]) setErrors({ title: fields.title?.[0], type: fields.type?.[0] });
          else toast.error('Could not raise the task', { description: `${errorMessage(failure)} What you typed is kept: try again.` });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Raise a task</DialogTitle>
        <DialogDescription>About {workOrder.label}. Nobody is assigned yet: the office picks who does it.</DialogDescription>
      </DialogHeader>
      <Field id={`${id}-title`} label="What needs doing" error={errors.title} hint="For example: broken head, zone 3">
        <Input
          {...fieldA11y(`${id}-title`, errors.title, true)}
          className="h-11"
          value={title}
          maxLength={200}
          autoComplete="off"
          readOnly={raised !== null}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Field>
      <Field id={`${id}-type`} label="Type" error={errors.type}>
        <NativeSelect {...fieldA11y(`${id}-type`, errors.type)} className="h-11" value={type} disabled={raised !== null} onChange={(event) => setType(event.target.value as TicketType)}>
          {ticketTypes.map((each) => (
            <option key={each} value={each}>
              {ticketTypeLabels[each]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-photo`} label="Photo (optional)" error={errors.file} hint="Opens the phone’s camera; PNG, JPEG or WebP up to 15 MB.">
        <input
          {...fieldA11y(`${id}-photo`, errors.file, true)}
          type="file"
          accept="image/*"
          capture="environment"
          className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-card file:px-3"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            photoKey.current = crypto.randomUUID();
            setFile(chosen);
            setErrors((current) => ({ ...current, file: chosen ? photoFileError(chosen) : undefined }));
          }}
        />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" className="min-h-11" onClick={() => (raised ? finish(raised, false) : onDone())} disabled={busy}>
          {raised ? 'Done without the photo' : 'Cancel'}
        </Button>
        <Button type="submit" className="min-h-11" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {raised ? 'Send the photo again' : 'Raise task'}
        </Button>
      </DialogFooter>
    </form>
  );
}
