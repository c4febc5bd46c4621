import type { Pipeline } from '@groundwork/domain/dashboard';
import { HourglassIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { formatCurrency } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePipeline } from '../api/get-pipeline';

const estimatesWord = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'estimate' : 'estimates'}`;
const daysWord = (days: number) => (days === 0 ? 'sent today' : `${days} ${days === 1 ? 'day' : 'days'} waiting`);

function Figure({ label, count, value }: { label: string; count: number; value: number }) {
  return (
    <div className="min-w-0 rounded-lg border border-border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-semibold text-foreground">{estimatesWord(count)}</dd>
      <dd className="text-sm text-muted-foreground tabular-nums">{formatCurrency(value)}</dd>
    </div>
  );
}

function PipelineFigures({ pipeline }: { pipeline: Pipeline }) {
  const { awaiting } = pipeline;
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="Waiting for an answer" count={awaiting.count} value={awaiting.value} />
        <Figure label="Approved this month" count={pipeline.approved.count} value={pipeline.approved.value} />
        <Figure label="Declined this month" count={pipeline.declined.count} value={pipeline.declined.value} />
      </dl>
      {awaiting.oldest.length === 0 ? (
        <p className="text-sm text-muted-foreground">None of your estimates is waiting for an answer.</p>
      ) : (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium text-foreground">Waiting longest</h3>
          <ul className="divide-y divide-border text-sm" aria-label="Your estimates waiting longest">
            {awaiting.oldest.map((estimate) => (
              <li key={estimate.id} className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
                <Link to={paths.estimate(estimate.id)} className="min-w-0 break-words text-primary underline-offset-4 hover:underline">
                  Estimate #{estimate.number}
                  {estimate.clientName && ` · ${estimate.clientName}`}
                </Link>
                <span className="text-muted-foreground tabular-nums">
                  {daysWord(estimate.daysWaiting)} · {formatCurrency(estimate.total)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** An estimator's own pipeline: what they sent and are waiting on (oldest first), and what was answered this month. */
export function PipelineCard() {
  const pipeline = usePipeline();
  let body;
  if (pipeline.isPending) body = <LoadingRows rows={3} label="Loading your pipeline" />;
  else if (pipeline.isError) body = <LoadError title="Your pipeline could not be loaded." error={pipeline.error} onRetry={() => void pipeline.refetch()} />;
  else body = <PipelineFigures pipeline={pipeline.data} />;
  return (
    <Card aria-labelledby="pipeline-card-title" className="min-w-0">
      <CardHeader>
        <div className="flex items-center gap-2">
          <HourglassIcon className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id="pipeline-card-title" className="text-lg">
            My pipeline
          </CardTitle>
        </div>
        <CardDescription>The estimates you made: sent and waiting, and answered this month.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
