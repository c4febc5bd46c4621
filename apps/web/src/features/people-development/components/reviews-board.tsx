import { reviewStatusLabels, type DevelopmentPeople, type ReviewList, type ReviewSchedule } from '@groundwork/domain/people-development';
import { quarterRange, shiftQuarter } from '@groundwork/domain/shared';
import { ClipboardCheckIcon, Loader2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { useReviews, useStartReview } from '../api/reviews';
import { BarBadge, ReviewForm } from './review-form';
import { ReviewScheduleTable } from './review-schedule';

type ReviewsBoardProps = {
  people: DevelopmentPeople;
  schedule: ReviewSchedule;
  /** The employee whose reviews are open (from the address), or null. */
  employeeId: string | null;
  onChooseEmployee: (employeeId: string | null) => void;
};

/** The review dates of the reader's people, and one employee's reviews: the history, and this quarter's to write. */
export function ReviewsBoard({ people, schedule, employeeId, onChooseEmployee }: ReviewsBoardProps) {
  const chosen = people.people.find((person) => person.id === employeeId) ?? null;
  return (
    <div className="grid gap-8">
      {schedule.people.length > 0 && (
        <section aria-labelledby="review-dates-heading" className="grid gap-3">
          <div>
            <h2 id="review-dates-heading" className="text-lg font-semibold">
              Review dates
            </h2>
            <p className="text-sm text-muted-foreground">
              Each quarter’s review is due by its last day. A missing review of last quarter shows as overdue until it is shared.
            </p>
          </div>
          <ReviewScheduleTable
            schedule={schedule}
            onOpen={(id) => {
              onChooseEmployee(id);
              // The employee's reviews open below the table.
              document.getElementById('employee-reviews-heading')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
            }}
          />
        </section>
      )}
      <section aria-labelledby="employee-reviews-heading" className="grid gap-4">
        <h2 id="employee-reviews-heading" className="text-lg font-semibold">
          Reviews
        </h2>
        {people.people.length === 0 ? (
          <EmptyState icon={<ClipboardCheckIcon aria-hidden />} title="No reviews to show" description="Your reviews show here once your manager shares them." />
        ) : (
          <>
            <FormField id="reviews-employee" label="Employee" className="max-w-sm">
              {(control) => (
                <NativeSelect {...control} value={employeeId ?? ''} onChange={(event) => onChooseEmployee(event.target.value || null)}>
                  <option value="">Choose an employee</option>
                  {people.people.map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.name}
                      {person.isSelf ? ' (you)' : ''}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {chosen && <EmployeeReviews key={chosen.id} employeeId={chosen.id} name={chosen.name} canManage={chosen.canManage} quarter={schedule.quarter} />}
          </>
        )}
      </section>
    </div>
  );
}

function EmployeeReviews({ employeeId, name, canManage, quarter }: { employeeId: string; name: string; canManage: boolean; quarter: string }) {
  const reviews = useReviews(employeeId);
  const start = useStartReview();
  const keyFor = useMemo(() => idempotencyKeys(), []);
  const [openId, setOpenId] = useState<string | null>(null);

  if (reviews.isPending) return <LoadingRows rows={3} label={`Loading ${name}’s reviews`} />;
  if (reviews.isError) return <LoadError title={`Could not load ${name}’s reviews`} error={reviews.error} onRetry={() => void reviews.refetch()} />;
  const list: ReviewList = reviews.data;
  const have = new Set(list.reviews.map((review) => review.quarter));
  const startable = canManage ? [list.quarter, shiftQuarter(list.quarter, -1)].filter((each) => !have.has(each)) : [];
  const open = list.reviews.find((review) => review.id === openId) ?? null;

  const begin = (reviewQuarter: string) => {
    const input = { employeeId, quarter: reviewQuarter };
    start.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (review) => {
          toast.success(`${quarterRange(reviewQuarter).label} review started`);
          setOpenId(review.id);
        },
        onError: (error) => toast.error('Could not start the review', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <div className="grid gap-4">
      {startable.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {startable.map((each) => (
            <Button key={each} variant={each === quarter ? 'default' : 'outline'} onClick={() => begin(each)} disabled={start.isPending}>
              {start.isPending && <Loader2Icon aria-hidden className="animate-spin" />}
              Start the {quarterRange(each).label} review
            </Button>
          ))}
        </div>
      )}
      {open && <ReviewForm key={`${open.id}-${open.updatedAt}`} review={open} onClose={() => setOpenId(null)} />}
      {list.reviews.length === 0 ? (
        <EmptyState
          icon={<ClipboardCheckIcon aria-hidden />}
          title={`No reviews of ${name} yet`}
          description={canManage ? 'Start this quarter’s review: the core values, the seat’s responsibilities, and gets it, wants it, capacity.' : 'Reviews show here once they are shared.'}
        />
      ) : (
        <ul aria-label={`${name}’s reviews`} className="grid gap-2">
          {list.reviews.map((review) => (
            <li key={review.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-3">
              <div className="grid min-w-0 gap-1">
                <p className="font-medium">{review.quarterLabel}</p>
                <p className="text-xs text-muted-foreground">
                  Values {review.summary.values.plus} +, {review.summary.values.plusMinus} ±, {review.summary.values.minus} − · Responsibilities {review.summary.responsibilities.meets} of{' '}
                  {review.responsibilities.length} met
                  {review.reviewer ? ` · with ${review.reviewer.name}` : ''}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={review.status === 'shared' ? 'success' : 'outline'}>{reviewStatusLabels[review.status]}</Badge>
                <BarBadge aboveTheBar={review.summary.aboveTheBar} />
                <Button variant="outline" size="sm" onClick={() => setOpenId(review.id)} aria-label={`Open the ${review.quarterLabel} review`}>
                  Open
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
