import { candidateNoteInputSchema, stageMoveLabel, stageMoves, type CandidateAttachment, type CandidateDetail, type CandidateStage } from '@groundwork/domain/hiring';
import { ClipboardCheckIcon, DownloadIcon, FileTextIcon, Loader2Icon, MailIcon, PhoneIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { saveBlob } from '@/lib/download-file';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { isStaleWrite } from '@/lib/stale-write';
import { useAddCandidateNote, useDeleteCandidate, useMoveCandidateStage } from '../api/change-candidate';
import { getCandidateAttachment, useCandidate } from '../api/get-candidate';
import { StageBadge } from './hiring-badges';

type CandidatePanelProps = {
  /** The open candidate, or null when none is. */
  candidateId: string | null;
  onClose: () => void;
};

/** One candidate in a panel from the right (the whole screen on a phone): contact, files, stage, notes. */
export function CandidatePanel({ candidateId, onClose }: CandidatePanelProps) {
  return (
    <Sheet open={candidateId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full overflow-y-auto bg-card text-card-foreground sm:max-w-xl" aria-describedby={undefined}>
        {candidateId && <CandidateLoader key={candidateId} candidateId={candidateId} onDeleted={onClose} />}
      </SheetContent>
    </Sheet>
  );
}

function CandidateLoader({ candidateId, onDeleted }: { candidateId: string; onDeleted: () => void }) {
  const candidate = useCandidate(candidateId);
  if (candidate.isPending)
    return (
      <div className="grid gap-4 p-4 sm:p-6">
        <SheetTitle className="pr-8 text-lg">Candidate</SheetTitle>
        <LoadingRows rows={5} label="Loading the candidate" />
      </div>
    );
  if (candidate.isError && !candidate.data) {
    const notFound = isApiError(candidate.error) && candidate.error.status === 404;
    return (
      <div className="grid gap-4 p-4 sm:p-6">
        <SheetTitle className="pr-8 text-lg">{notFound ? 'Candidate not found' : 'Candidate'}</SheetTitle>
        {notFound ? (
          <p className="text-sm text-muted-foreground">They may have been deleted, or the link is not for this company.</p>
        ) : (
          <LoadError title="Could not load the candidate" error={candidate.error} onRetry={() => void candidate.refetch()} />
        )}
      </div>
    );
  }
  return <CandidateView detail={candidate.data} onDeleted={onDeleted} />;
}

function CandidateView({ detail, onDeleted }: { detail: CandidateDetail; onDeleted: () => void }) {
  const timeZone = useCompanyTimeZone();
  const { candidate } = detail;
  const move = useMoveCandidateStage();
  const remove = useDeleteCandidate();
  const [rejecting, setRejecting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const moveTo = async (stage: CandidateStage) => {
    try {
      await move.mutateAsync({ id: candidate.id, stage, updatedAt: candidate.updatedAt });
      toast.success(`${candidate.name}: ${stageMoveLabel(candidate.stage, stage).toLowerCase()}`);
    } catch (error) {
      toast.error(isStaleWrite(error) ? 'Someone else moved this candidate' : 'Could not move the candidate', { description: errorMessage(error) });
    } finally {
      setRejecting(false);
    }
  };

  const deleteCandidate = async () => {
    try {
      await remove.mutateAsync(candidate.id);
      toast.success('Candidate deleted');
      onDeleted();
    } catch (error) {
      toast.error('Could not delete the candidate', { description: errorMessage(error) });
      setDeleting(false);
    }
  };

  const moves = stageMoves(candidate.stage, candidate.rejectedFromStage);

  return (
    <div className="grid gap-6 p-4 sm:p-6">
      <header className="grid gap-1 pr-8">
        <SheetTitle className="text-lg leading-tight break-words">{candidate.name}</SheetTitle>
        <SheetDescription className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <StageBadge stage={candidate.stage} />
          <span>
            {candidate.postingTitle} · applied {formatDate(candidate.appliedAt, timeZone)}
          </span>
        </SheetDescription>
      </header>

      <section aria-label="Contact" className="grid gap-1 text-sm">
        {candidate.email && (
          <a href={`mailto:${candidate.email}`} className="inline-flex items-center gap-2 break-all text-foreground underline-offset-4 hover:underline">
            <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {candidate.email}
          </a>
        )}
        {candidate.phone && (
          <a href={`tel:${candidate.phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-2 text-foreground underline-offset-4 hover:underline">
            <PhoneIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {candidate.phone}
          </a>
        )}
      </section>

      <section aria-labelledby="candidate-stage" className="grid gap-2">
        <h3 id="candidate-stage" className="text-sm font-medium text-foreground">
          Stage
        </h3>
        <div className="flex flex-wrap gap-2">
          {moves.map((stage) =>
            stage === 'rejected' ? (
              <Button key={stage} variant="outline" size="sm" disabled={move.isPending} onClick={() => setRejecting(true)}>
                Reject
              </Button>
            ) : (
              <Button key={stage} variant={stage === moves[0] && candidate.stage !== 'rejected' ? 'default' : 'outline'} size="sm" disabled={move.isPending} onClick={() => void moveTo(stage)}>
                {move.isPending && move.variables?.stage === stage && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                {stageMoveLabel(candidate.stage, stage)}
              </Button>
            ),
          )}
          <Button variant="ghost" size="sm" asChild>
            <Link to={paths.interviewScorecard(candidate.id)}>
              <ClipboardCheckIcon aria-hidden="true" />
              Scorecard ({candidate.scorecardCount})
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="candidate-experience" className="grid gap-1">
        <h3 id="candidate-experience" className="text-sm font-medium text-foreground">
          Experience
        </h3>
        <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">{candidate.experience || 'Nothing written.'}</p>
      </section>

      <section aria-labelledby="candidate-files" className="grid gap-2">
        <h3 id="candidate-files" className="text-sm font-medium text-foreground">
          Files
        </h3>
        {candidate.attachments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No files sent.</p>
        ) : (
          <ul className="grid gap-2">
            {candidate.attachments.map((file) => (
              <li key={file.id}>
                <AttachmentDownload candidateId={candidate.id} file={file} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <NotesSection detail={detail} />

      <div className="border-t border-border pt-4">
        <Button variant="ghost" className="text-destructive" onClick={() => setDeleting(true)}>
          <Trash2Icon aria-hidden="true" />
          Delete candidate
        </Button>
      </div>

      <ConfirmDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={`Reject ${candidate.name}?`}
        description="They leave the pipeline. You can reopen them later at the stage they were at."
        confirmLabel="Reject"
        busyLabel="Rejecting…"
        busy={move.isPending}
        onConfirm={() => void moveTo('rejected')}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${candidate.name}?`}
        description="Their application, files, notes and scorecards are deleted for good — for when someone asks to be forgotten. To turn them down, reject them instead."
        confirmLabel="Delete candidate"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => void deleteCandidate()}
      />
    </div>
  );
}

const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

function AttachmentDownload({ candidateId, file }: { candidateId: string; file: CandidateAttachment }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await getCandidateAttachment(candidateId, file.id), file.fileName);
    } catch (error) {
      toast.error('Could not download the file', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" className="h-auto w-full justify-start py-2 text-left" onClick={() => void download()} disabled={busy}>
      {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <FileTextIcon aria-hidden="true" />}
      <span className="min-w-0 flex-1 truncate">
        <span className="sr-only">Download </span>
        {file.fileName}
      </span>
      <span className="shrink-0 text-xs text-muted-foreground">{fileSize(file.byteSize)}</span>
      <DownloadIcon aria-hidden="true" />
    </Button>
  );
}

function NotesSection({ detail }: { detail: CandidateDetail }) {
  const timeZone = useCompanyTimeZone();
  const add = useAddCandidateNote();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = candidateNoteInputSchema.safeParse({ text });
    if (!parsed.success) return setErrors(schemaFieldErrors(parsed.error));
    setErrors({});
    try {
      await add.mutateAsync({ id: detail.candidate.id, text: parsed.data.text });
      setText('');
      toast.success('Note added');
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast.error('Could not add the note', { description: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby="candidate-notes" className="grid gap-3">
      <h3 id="candidate-notes" className="text-sm font-medium text-foreground">
        Notes and history
      </h3>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-2" aria-label="Add a note">
        <FormField id="candidate-note" label="Note" error={errors.text}>
          {(control) => <Textarea {...control} value={text} onChange={(event) => setText(event.target.value)} rows={3} maxLength={4000} placeholder="A call, a reference, when they can start…" />}
        </FormField>
        <Button type="submit" size="sm" className="justify-self-start" disabled={add.isPending}>
          {add.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Add note
        </Button>
      </form>
      <ol className="grid gap-3">
        {detail.notes.map((note) => (
          <li key={note.id} className="grid gap-0.5 border-l-2 border-border pl-3">
            <p className={note.kind === 'stage' ? 'text-sm text-muted-foreground' : 'text-sm break-words whitespace-pre-wrap text-foreground'}>{note.text}</p>
            <p className="text-xs text-muted-foreground">
              {note.authorName ?? (note.kind === 'stage' ? 'Apply page' : 'Someone no longer here')} · {formatDateTime(note.createdAt, timeZone)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
