import { contentFormatLabels, contentFormats, contentInputSchema, contentStatuses, contentStatusLabels, type ContentList, type ContentPiece } from '@groundwork/domain/marketing';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { isStaleWrite } from '@/lib/stale-write';
import { useSaveContent } from '../api/save-content';

type ContentDialogProps = {
  /** The piece being changed, 'new' to add one, null when closed. */
  piece: ContentPiece | 'new' | null;
  list: ContentList;
  onClose: () => void;
};

/** Add or change a piece of content: what it is, its topic and format, when it goes out, who writes it and where it stands. */
export function ContentDialog({ piece, list, onClose }: ContentDialogProps) {
  const editing = piece === 'new' ? null : piece;
  return (
    <Dialog open={piece !== null} onOpenChange={(open) => !open && onClose()}>
      {piece !== null && (
        <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit the piece' : 'Add a piece'}</DialogTitle>
            <DialogDescription>A blog post, a video, a social post, an e-mail or a printed piece. It moves from idea to drafting, scheduled and published; scheduling needs a date.</DialogDescription>
          </DialogHeader>
          <ContentForm key={editing?.id ?? 'new'} piece={editing} list={list} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ContentForm({ piece, list, onDone }: { piece: ContentPiece | null; list: ContentList; onDone: () => void }) {
  const save = useSaveContent();
  const keyFor = useMemo(() => idempotencyKeys(), []);
  const [typed, setTyped] = useState({
    title: piece?.title ?? '',
    topic: piece?.topic ?? '',
    format: piece?.format ?? 'blog',
    status: piece?.status ?? 'idea',
    publishOn: piece?.publishOn ?? '',
    ownerUserId: piece?.ownerUserId ?? '',
    notes: piece?.notes ?? '',
  });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = (patch: Partial<typeof typed>) => setTyped((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contentInputSchema.safeParse(typed);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setRefusal(null);
    const input = piece ? { ...parsed.data, updatedAt: piece.updatedAt } : parsed.data;
    try {
      await save.mutateAsync({ id: piece?.id ?? null, input, idempotencyKey: piece ? undefined : keyFor(input) });
      toast.success(piece ? 'Piece saved' : 'Piece added');
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (isStaleWrite(error)) setRefusal(errorMessage(error));
      toast.error(piece ? 'Could not save the piece' : 'Could not add the piece', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4" aria-label={piece ? 'Edit the piece' : 'Add a piece'}>
      {refusal && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      <InputField id="content-title" label="Title" value={typed.title} onChange={(event) => change({ title: event.target.value })} error={errors.title} autoComplete="off" maxLength={160} hint="e.g. Why we aerate in the fall" />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="content-topic"
          label="Topic"
          list={list.topics.length > 0 ? 'content-topics' : undefined}
          value={typed.topic}
          onChange={(event) => change({ topic: event.target.value })}
          error={errors.topic}
          autoComplete="off"
          maxLength={80}
          hint="Pick one of yours or type a new one."
        />
        {list.topics.length > 0 && (
          <datalist id="content-topics">
            {list.topics.map((topic) => (
              <option key={topic.topic} value={topic.topic} />
            ))}
          </datalist>
        )}
        <FormField id="content-format" label="Format" error={errors.format}>
          {(control) => (
            <NativeSelect {...control} value={typed.format} onChange={(event) => change({ format: event.target.value as typeof typed.format })}>
              {contentFormats.map((format) => (
                <option key={format} value={format}>
                  {contentFormatLabels[format]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="content-status" label="Status" error={errors.status}>
          {(control) => (
            <NativeSelect {...control} value={typed.status} onChange={(event) => change({ status: event.target.value as typeof typed.status })}>
              {contentStatuses.map((status) => (
                <option key={status} value={status}>
                  {contentStatusLabels[status]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <InputField id="content-publish-on" label="Publishing date" type="date" value={typed.publishOn} onChange={(event) => change({ publishOn: event.target.value })} error={errors.publishOn} />
        <FormField id="content-owner" label="Owner" error={errors.ownerUserId} className="sm:col-span-2">
          {(control) => (
            <NativeSelect {...control} value={typed.ownerUserId} onChange={(event) => change({ ownerUserId: event.target.value })}>
              <option value="">Nobody yet</option>
              {list.people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField id="content-notes" label="Notes" error={errors.notes} hint="Optional: the angle, the call to action, where it goes out.">
        {(control) => <Textarea {...control} rows={3} maxLength={2000} value={typed.notes} onChange={(event) => change({ notes: event.target.value })} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {piece ? 'Save piece' : 'Add piece'}
        </Button>
      </DialogFooter>
    </form>
  );
}
