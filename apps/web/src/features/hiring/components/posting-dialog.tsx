import { employmentTypeLabels, employmentTypes } from '@groundwork/domain/employees';
import {
  canChangePostingStatus,
  createPostingInputSchema,
  payUnitLabels,
  payUnits,
  postingStatuses,
  postingStatusLabels,
  updatePostingInputSchema,
  type CreatePostingInput,
  type HiringPosition,
  type Posting,
  type PostingStatus,
  type UpdatePostingInput,
} from '@groundwork/domain/hiring';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { isStaleWrite } from '@/lib/stale-write';
import { numberOrText } from '@/lib/typed-number';
import { useCreateJobPosting, useUpdateJobPosting } from '../api/change-job-posting';

type PostingDialogProps = {
  /** The posting being changed, 'new' to post a job, null when closed. */
  posting: Posting | 'new' | null;
  positions: readonly HiringPosition[];
  onClose: () => void;
  /** After a new posting is made: where it lives. */
  onCreated?: (posting: Posting) => void;
};

/** Post a job for a seat of the org chart, or change one: the words, the pay range, the status. */
export function PostingDialog({ posting, positions, onClose, onCreated }: PostingDialogProps) {
  const editing = posting === 'new' ? null : posting;
  return (
    <Dialog open={posting !== null} onOpenChange={(open) => !open && onClose()}>
      {posting !== null && (
        <DialogContent className="max-h-[90svh] max-w-2xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit job posting' : 'Post a job'}</DialogTitle>
            <DialogDescription>
              {editing ? 'What applicants read on the apply page.' : 'Choose the seat on the org chart: its responsibilities come with it, and you can change them here.'}
            </DialogDescription>
          </DialogHeader>
          <PostingForm key={editing?.id ?? 'new'} posting={editing} positions={positions} onDone={onClose} onCreated={onCreated} />
        </DialogContent>
      )}
    </Dialog>
  );
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The first message about the responsibilities, wherever in the list it was. */
const responsibilitiesError = (errors: FieldMessages) => errors.responsibilities ?? Object.entries(errors).find(([path]) => path.startsWith('responsibilities.'))?.[1];

function PostingForm({ posting, positions, onDone, onCreated }: { posting: Posting | null; positions: readonly HiringPosition[]; onDone: () => void; onCreated?: ((posting: Posting) => void) | undefined }) {
  const create = useCreateJobPosting();
  const update = useUpdateJobPosting();
  // Seats with a live posting are offered only to that posting.
  const free = positions.filter((position) => position.postingId === null);
  const [positionId, setPositionId] = useState(posting?.positionId ?? '');
  const [title, setTitle] = useState(posting?.title ?? '');
  const [description, setDescription] = useState(posting?.description ?? '');
  const [responsibilities, setResponsibilities] = useState((posting?.responsibilities ?? []).join('\n'));
  const [employmentType, setEmploymentType] = useState<string>(posting?.employmentType ?? 'full_time');
  const [payMin, setPayMin] = useState(posting ? String(posting.payMin) : '');
  const [payMax, setPayMax] = useState(posting ? String(posting.payMax) : '');
  const [payUnit, setPayUnit] = useState<string>(posting?.payUnit ?? 'hour');
  const [status, setStatus] = useState<string>(posting?.status ?? 'draft');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;

  const choosePosition = (id: string) => {
    setPositionId(id);
    const position = positions.find((each) => each.id === id);
    if (!position) return;
    // The seat's title and responsibilities as a start; what was typed already is kept.
    if (title.trim() === '') setTitle(position.title);
    if (responsibilities.trim() === '') setResponsibilities(position.responsibilities.join('\n'));
  };

  const statusChoices = postingStatuses.filter((choice) => !posting || canChangePostingStatus(posting.status, choice));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      title,
      description,
      responsibilities: lines(responsibilities),
      employmentType,
      payMin: numberOrText(payMin),
      payMax: numberOrText(payMax),
      payUnit,
      status,
    };
    let request: { kind: 'update'; input: UpdatePostingInput } | { kind: 'create'; input: CreatePostingInput };
    if (posting) {
      const parsed = updatePostingInputSchema.safeParse({ ...fields, updatedAt: posting.updatedAt });
      if (!parsed.success) return setErrors(schemaFieldErrors(parsed.error));
      request = { kind: 'update', input: parsed.data };
    } else {
      const parsed = createPostingInputSchema.safeParse({ ...fields, positionId });
      if (!parsed.success) return setErrors(schemaFieldErrors(parsed.error));
      request = { kind: 'create', input: parsed.data };
    }
    setErrors({});
    setRefusal(null);
    try {
      if (request.kind === 'update') {
        await update.mutateAsync({ id: posting!.id, input: request.input });
        toast.success('Job posting saved');
        onDone();
      } else {
        const made = await create.mutateAsync(request.input);
        toast.success('Job posting created', { description: made.status === 'open' ? 'Its apply page is live: copy the link from the posting.' : 'Open it when you are ready to take applications.' });
        onDone();
        onCreated?.(made);
      }
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if ((isApiError(error) && (error.status === 409 || error.status === 422)) || isStaleWrite(error)) setRefusal(errorMessage(error));
      toast.error(posting ? 'Could not save the posting' : 'Could not create the posting', { description: errorMessage(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4" aria-label={posting ? 'Edit job posting' : 'Post a job'}>
      {refusal && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      {!posting && (
        <FormField
          id="posting-position"
          label="Position"
          error={errors.positionId}
          hint={free.length === 0 ? 'Every seat of the org chart has a posting, or there are none: add the seat on the org chart first.' : 'A seat of the org chart.'}
        >
          {(control) => (
            <NativeSelect {...control} value={positionId} onChange={(event) => choosePosition(event.target.value)}>
              <option value="">Choose a position…</option>
              {free.map((position) => (
                <option key={position.id} value={position.id}>
                  {position.department ? `${position.title} (${position.department})` : position.title}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      <InputField id="posting-title" label="Title" value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} maxLength={120} autoComplete="off" hint="What job seekers search for, e.g. Crew Leader — Maintenance" />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="posting-employment-type" label="Employment type" error={errors.employmentType}>
          {(control) => (
            <NativeSelect {...control} value={employmentType} onChange={(event) => setEmploymentType(event.target.value)}>
              {employmentTypes.map((type) => (
                <option key={type} value={type}>
                  {employmentTypeLabels[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="posting-status" label="Status" error={errors.status} hint={status === 'open' ? 'The apply page takes applications.' : 'The apply page answers “not found”.'}>
          {(control) => (
            <NativeSelect {...control} value={status} onChange={(event) => setStatus(event.target.value)}>
              {statusChoices.map((choice: PostingStatus) => (
                <option key={choice} value={choice}>
                  {postingStatusLabels[choice]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="posting-pay-unit" label="Pay" error={errors.payUnit}>
          {(control) => (
            <NativeSelect {...control} value={payUnit} onChange={(event) => setPayUnit(event.target.value)}>
              {payUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {unit === 'hour' ? 'Per hour' : 'Per year'} ({payUnitLabels[unit]})
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="posting-pay-min" label="Lowest pay ($)" inputMode="decimal" value={payMin} onChange={(event) => setPayMin(event.target.value)} error={errors.payMin} autoComplete="off" />
        <InputField id="posting-pay-max" label="Highest pay ($)" inputMode="decimal" value={payMax} onChange={(event) => setPayMax(event.target.value)} error={errors.payMax} autoComplete="off" />
      </div>
      <FormField id="posting-description" label="Description" error={errors.description} hint="The crew, the season, the hours, what you offer.">
        {(control) => <Textarea {...control} value={description} onChange={(event) => setDescription(event.target.value)} rows={4} maxLength={5000} />}
      </FormField>
      <FormField id="posting-responsibilities" label="Responsibilities" error={responsibilitiesError(errors)} hint="One a line. Interviewers rate the candidate on each.">
        {(control) => <Textarea {...control} value={responsibilities} onChange={(event) => setResponsibilities(event.target.value)} rows={5} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {posting ? 'Save posting' : 'Create posting'}
        </Button>
      </DialogFooter>
    </form>
  );
}
