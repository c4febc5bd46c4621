import { creditNoteLabel, trueUpProposalLabels } from '@groundwork/domain/invoices';
import { Loader2Icon, ScaleIcon } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCreateSeasonTrueUp } from '../api/create-season-true-up';
import { useSeasonTrueUp } from '../api/get-job-billing';
import { idempotencyKeys } from '@/lib/idempotency-keys';

/**
 * A season contract's true-up: the visits planned against those done, what was earned against what was invoiced, and
 * the credit note or extra invoice that settles the difference, made as a draft.
 */
export function SeasonTrueUpSection({ jobId }: { jobId: string }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ScaleIcon aria-hidden="true" />
        Season true-up
      </Button>
    );
  return <TrueUpFigures jobId={jobId} />;
}

function TrueUpFigures({ jobId }: { jobId: string }) {
  const navigate = useNavigate();
  const trueUp = useSeasonTrueUp(jobId, true);
  const create = useCreateSeasonTrueUp();
  const keyFor = useRef(idempotencyKeys()).current;
  const [made, setMade] = useState<string | null>(null);

  if (trueUp.isPending) return <LoadingRows rows={3} label="Loading the season true-up" />;
  if (trueUp.isError) return <LoadError title="Could not work out the true-up" error={trueUp.error} onRetry={() => void trueUp.refetch()} />;
  const figures = trueUp.data;

  const settle = () => {
    const input = {};
    create.mutate(
      { jobId, input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (result) => {
          if (result.invoice) {
            toast.success('Extra invoice drafted');
            void navigate(paths.invoice(result.invoice.id));
          } else if (result.creditNote) {
            const label = creditNoteLabel(result.creditNote.number);
            toast.success(`Credit note ${label} made`);
            setMade(`Credit note ${label} for ${formatCurrency(result.creditNote.total)} was made.`);
          }
        },
        onError: (error) => toast.error('Failed to settle the season', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <section aria-label="Season true-up" className="grid grid-cols-1 gap-3 rounded-lg border border-border p-3">
      <h4 className="font-medium">Season true-up</h4>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label="Contract total">{formatCurrency(figures.contractTotal)}</Figure>
        <Figure label="Visits">
          {figures.visitsDone} done of {figures.visitsPlanned}
        </Figure>
        <Figure label="A visit">
          {figures.pricePerVisitExact ? '' : 'about '}
          {formatCurrency(figures.pricePerVisit)}
        </Figure>
        <Figure label="Earned">{formatCurrency(figures.earned)}</Figure>
        <Figure label="Invoiced so far">{formatCurrency(figures.invoicedSoFar)}</Figure>
        <Figure label="Difference">{formatCurrency(figures.difference)}</Figure>
        <Figure label="Proposal">
          {trueUpProposalLabels[figures.proposal]}
          {figures.proposal !== 'none' && ` of ${formatCurrency(figures.amount)}`}
        </Figure>
      </dl>
      <p className="text-sm">{figures.summary}</p>
      {made ? (
        <p className="text-sm font-medium" role="status">
          {made}
        </p>
      ) : (
        figures.proposal !== 'none' && (
          <div>
            <Button onClick={settle} disabled={create.isPending}>
              {create.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {figures.proposal === 'credit_note' ? 'Create credit note' : 'Create extra invoice'}
            </Button>
          </div>
        )
      )}
    </section>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground uppercase">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
