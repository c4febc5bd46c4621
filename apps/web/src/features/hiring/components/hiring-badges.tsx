import { candidateStageLabels, postingStatusLabels, ratingLabels, ratingSymbols, type CandidateStage, type PostingStatus, type Rating } from '@groundwork/domain/hiring';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const postingVariants = { draft: 'muted', open: 'success', closed: 'outline' } as const;

export function PostingStatusBadge({ status }: { status: PostingStatus }) {
  return <Badge variant={postingVariants[status]}>{postingStatusLabels[status]}</Badge>;
}

const stageVariants: Record<CandidateStage, 'secondary' | 'warning' | 'success' | 'muted' | 'default'> = {
  applied: 'secondary',
  screened: 'secondary',
  interviewed: 'warning',
  offered: 'default',
  hired: 'success',
  rejected: 'muted',
};

export function StageBadge({ stage }: { stage: CandidateStage }) {
  return <Badge variant={stageVariants[stage]}>{candidateStageLabels[stage]}</Badge>;
}

const ratingColours: Record<Rating, string> = {
  plus: 'border-success/30 bg-success-soft text-success-strong',
  mixed: 'border-warning/30 bg-warning-soft text-warning-strong',
  minus: 'border-destructive/30 bg-destructive-soft text-destructive',
};

/** +, ± or − in a small coloured square, its meaning for screen readers; a dash when not rated. */
export function RatingMark({ rating }: { rating: Rating | null }) {
  if (rating === null)
    return (
      <span className="text-muted-foreground" title="Not rated">
        <span aria-hidden="true">–</span>
        <span className="sr-only">Not rated</span>
      </span>
    );
  return (
    <span className={cn('inline-flex size-7 items-center justify-center rounded-md border text-sm font-semibold', ratingColours[rating])} title={ratingLabels[rating]}>
      <span aria-hidden="true">{ratingSymbols[rating]}</span>
      <span className="sr-only">{ratingLabels[rating]}</span>
    </span>
  );
}

/** Yes, no, or a dash when not answered. */
export function AnswerMark({ answer }: { answer: boolean | null }) {
  if (answer === null)
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">–</span>
        <span className="sr-only">Not answered</span>
      </span>
    );
  return <Badge variant={answer ? 'success' : 'destructive'}>{answer ? 'Yes' : 'No'}</Badge>;
}
