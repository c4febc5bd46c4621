import {
  gwcLabels,
  gwcQuestions,
  REVIEW_COMMENTS_MAX,
  reviewGapsMessage,
  reviewInputSchema,
  responsibilityRatingLabels,
  reviewStatusLabels,
  reviewSummary,
  valueRatingLabels,
  valueRatingNames,
  type GwcQuestion,
  type ResponsibilityRating,
  type Review,
  type ReviewStatus,
  type ValueRating,
} from '@groundwork/domain/people-development';
import { AlertCircleIcon, Loader2Icon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { formatDate, formatShortDay } from '@/lib/format';
import { isStaleWrite } from '@/lib/stale-write';
import { useDeleteReview, useSaveReview } from '../api/reviews';
import { middleChoice, negativeChoice, positiveChoice, SegmentedChoice, type Choice } from './segmented-choice';

const valueChoices: Choice<ValueRating>[] = [
  { value: 'plus', label: valueRatingLabels.plus, name: `${valueRatingLabels.plus} ${valueRatingNames.plus}`, checkedClass: positiveChoice },
  { value: 'plus_minus', label: valueRatingLabels.plus_minus, name: `${valueRatingLabels.plus_minus} ${valueRatingNames.plus_minus}`, checkedClass: middleChoice },
  { value: 'minus', label: valueRatingLabels.minus, name: `${valueRatingLabels.minus} ${valueRatingNames.minus}`, checkedClass: negativeChoice },
];
const responsibilityChoices: Choice<ResponsibilityRating>[] = [
  { value: 'meets', label: responsibilityRatingLabels.meets, checkedClass: positiveChoice },
  { value: 'partly', label: responsibilityRatingLabels.partly, checkedClass: middleChoice },
  { value: 'does_not', label: responsibilityRatingLabels.does_not, checkedClass: negativeChoice },
];
type YesNo = 'yes' | 'no';
const yesNoChoices: Choice<YesNo>[] = [
  { value: 'yes', label: 'Yes', checkedClass: positiveChoice },
  { value: 'no', label: 'No', checkedClass: negativeChoice },
];
const toYesNo = (answer: boolean | null): YesNo | null => (answer === null ? null : answer ? 'yes' : 'no');

/** Above or below the bar, or not complete yet. */
export function BarBadge({ aboveTheBar }: { aboveTheBar: boolean | null }) {
  if (aboveTheBar === null) return <Badge variant="muted">Not complete</Badge>;
  return aboveTheBar ? <Badge variant="success">Above the bar</Badge> : <Badge variant="destructive">Below the bar</Badge>;
}

type ReviewFormProps = {
  review: Review;
  onClose: () => void;
};

/**
 * One quarterly review: each core value +, ± or −, each responsibility of the seat met, partly or not, and gets it,
 * wants it, capacity. Saved as a draft until shared with the employee; read-only for them.
 */
export function ReviewForm({ review, onClose }: ReviewFormProps) {
  const timeZone = useCompanyTimeZone();
  const save = useSaveReview();
  const remove = useDeleteReview();
  const [values, setValues] = useState(review.values.map((value) => value.rating));
  const [responsibilities, setResponsibilities] = useState(review.responsibilities.map((item) => item.rating));
  const [gwc, setGwc] = useState<Record<GwcQuestion, boolean | null>>({ getsIt: review.getsIt, wantsIt: review.wantsIt, capacity: review.capacity });
  const [comments, setComments] = useState(review.comments);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const editable = review.canEdit;
  const name = review.employee.name;
  const live = reviewSummary({ values: values.map((rating) => ({ rating })), responsibilities: responsibilities.map((rating) => ({ rating })), ...gwc });
  const headingId = `review-${review.id}`;

  const submit = async (status: ReviewStatus) => {
    const body = {
      values: review.values.map((value, index) => ({ name: value.name, rating: values[index] ?? null })),
      responsibilities: review.responsibilities.map((item, index) => ({ text: item.text, rating: responsibilities[index] ?? null })),
      ...gwc,
      comments,
      status,
      updatedAt: review.updatedAt,
    };
    const parsed = reviewInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    // Sharing asks for every rating: said here before the server says it.
    const gaps = status === 'shared' ? reviewGapsMessage({ values: body.values, responsibilities: body.responsibilities, ...gwc }) : null;
    if (gaps) {
      setRefusal(gaps);
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      await save.mutateAsync({ id: review.id, input: body });
      toast.success(status === 'shared' ? (review.status === 'shared' ? 'Review saved' : `Review shared with ${name}`) : review.status === 'shared' ? 'Review back to draft' : 'Draft saved');
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setRefusal(isStaleWrite(error) ? 'Someone else saved this review since you opened it. Close it and open it again to see theirs; your ratings are still here.' : errorMessage(error));
      toast.error('Could not save the review', { description: errorMessage(error) });
    }
  };

  const confirmDelete = () =>
    remove.mutate(review.id, {
      onSuccess: () => {
        toast.success('Draft review deleted');
        setDeleting(false);
        onClose();
      },
      onError: (error) => toast.error('Could not delete the review', { description: errorMessage(error) }),
    });

  return (
    <article aria-labelledby={headingId} className="grid min-w-0 gap-5 rounded-xl border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {name} · {review.quarterLabel} review
          </h2>
          <p className="text-sm break-words text-muted-foreground">
            {review.positionTitles.length > 0 ? review.positionTitles.join(', ') : 'No seat on the org chart'}
            {review.reviewer && ` · with ${review.reviewer.name}`} · due {formatShortDay(review.dueDate)}
            {review.sharedAt && ` · shared ${formatDate(review.sharedAt, timeZone)}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={review.status === 'shared' ? 'success' : 'outline'}>{reviewStatusLabels[review.status]}</Badge>
          <BarBadge aboveTheBar={live.aboveTheBar} />
          <Button variant="ghost" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
      {refusal && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}

      <section aria-labelledby={`${headingId}-values`} className="grid gap-2">
        <h3 id={`${headingId}-values`} className="text-base font-semibold">
          Core values
        </h3>
        {review.values.length === 0 ? (
          <p className="text-sm text-muted-foreground">The company had no core values written when this review was started.</p>
        ) : (
          <ul className="grid gap-2">
            {review.values.map((value, index) => (
              <li key={value.name} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
                <div className="min-w-48 flex-1">
                  <p className="text-sm font-medium break-words">{value.name}</p>
                  {value.practice && <p className="text-xs break-words text-muted-foreground">{value.practice}</p>}
                </div>
                <SegmentedChoice
                  legend={value.name}
                  name={`${review.id}-value-${index}`}
                  choices={valueChoices}
                  value={values[index] ?? null}
                  onChange={(rating) => setValues((current) => current.map((each, at) => (at === index ? rating : each)))}
                  disabled={!editable}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-muted-foreground">+ lives it most of the time · ± sometimes · − not yet. Above the bar: no −, at most one ±.</p>
      </section>

      <section aria-labelledby={`${headingId}-responsibilities`} className="grid gap-2">
        <h3 id={`${headingId}-responsibilities`} className="text-base font-semibold">
          Responsibilities of the seat
        </h3>
        {review.responsibilities.length === 0 ? (
          <p className="text-sm text-muted-foreground">No responsibilities were written for the seat on the org chart.</p>
        ) : (
          <ul className="grid gap-2">
            {review.responsibilities.map((item, index) => (
              <li key={item.text} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
                <p className="min-w-48 flex-1 text-sm break-words">{item.text}</p>
                <SegmentedChoice
                  legend={item.text}
                  name={`${review.id}-responsibility-${index}`}
                  choices={responsibilityChoices}
                  value={responsibilities[index] ?? null}
                  onChange={(rating) => setResponsibilities((current) => current.map((each, at) => (at === index ? rating : each)))}
                  disabled={!editable}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${headingId}-gwc`} className="grid gap-2">
        <h3 id={`${headingId}-gwc`} className="text-base font-semibold">
          Gets it, wants it, capacity
        </h3>
        <ul className="grid gap-2 sm:grid-cols-3">
          {gwcQuestions.map((question) => (
            <li key={question} className="grid gap-2 rounded-md border border-border p-3">
              <p className="text-sm font-medium">{gwcLabels[question]}</p>
              <SegmentedChoice
                legend={gwcLabels[question]}
                name={`${review.id}-${question}`}
                choices={yesNoChoices}
                value={toYesNo(gwc[question])}
                onChange={(answer) => setGwc((current) => ({ ...current, [question]: answer === 'yes' }))}
                disabled={!editable}
              />
              {errors[question] && <p className="text-sm text-destructive">{errors[question]}</p>}
            </li>
          ))}
        </ul>
      </section>

      {editable ? (
        <FormField id={`${headingId}-comments`} label="Comments" hint={`What went well, what to work on next quarter. ${name} reads them once shared.`} error={errors.comments}>
          {(control) => <Textarea {...control} rows={4} maxLength={REVIEW_COMMENTS_MAX} value={comments} onChange={(event) => setComments(event.target.value)} />}
        </FormField>
      ) : (
        review.comments && (
          <div className="grid gap-1">
            <h3 className="text-base font-semibold">Comments</h3>
            <p className="text-sm break-words whitespace-pre-wrap">{review.comments}</p>
          </div>
        )
      )}

      {editable && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          {review.status === 'draft' && (
            <Button type="button" variant="ghost" className="sm:mr-auto" onClick={() => setDeleting(true)} disabled={save.isPending}>
              <Trash2Icon aria-hidden />
              Delete draft
            </Button>
          )}
          {review.status === 'shared' ? (
            <>
              <Button type="button" variant="outline" onClick={() => void submit('draft')} disabled={save.isPending}>
                Back to draft
              </Button>
              <Button type="button" onClick={() => void submit('shared')} disabled={save.isPending}>
                {save.isPending && <Loader2Icon aria-hidden className="animate-spin" />}
                Save review
              </Button>
            </>
          ) : (
            <>
              <Button type="button" variant="outline" onClick={() => void submit('draft')} disabled={save.isPending}>
                {save.isPending && <Loader2Icon aria-hidden className="animate-spin" />}
                Save draft
              </Button>
              <Button type="button" onClick={() => void submit('shared')} disabled={save.isPending}>
                Share with {name}
              </Button>
            </>
          )}
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this draft review?"
        description={`${name}’s ${review.quarterLabel} review and its ratings will be deleted.`}
        confirmLabel="Delete draft"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </article>
  );
}
