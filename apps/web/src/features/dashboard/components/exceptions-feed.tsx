import { NOTHING_NEEDS_YOU, type DashboardException, type ExceptionSeverity } from '@groundwork/domain/dashboard';
import { CircleCheckIcon, InfoIcon, OctagonAlertIcon, TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import { useDashboardExceptions } from '../api/get-dashboard-exceptions';

const severityLabels: Record<ExceptionSeverity, string> = { urgent: 'Urgent', warning: 'Needs attention', notice: 'This week' };

function SeverityIcon({ severity }: { severity: ExceptionSeverity }) {
  const className = 'mt-0.5 size-5 shrink-0';
  if (severity === 'urgent') return <OctagonAlertIcon className={cn(className, 'text-destructive')} aria-hidden="true" />;
  if (severity === 'warning') return <TriangleAlertIcon className={cn(className, 'text-warning-strong')} aria-hidden="true" />;
  return <InfoIcon className={cn(className, 'text-primary')} aria-hidden="true" />;
}

/** One kind: its sentence (the way to the fix), its money, and the first few records by name. */
function ExceptionItem({ item }: { item: DashboardException }) {
  return (
    <li className="flex min-w-0 gap-3 py-4 first:pt-0 last:pb-0">
      <SeverityIcon severity={item.severity} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <Link to={item.href} className="min-w-0 font-medium break-words text-foreground underline-offset-4 hover:underline">
            <span className="sr-only">{severityLabels[item.severity]}:</span> {item.sentence}
          </Link>
          {item.amount !== null && <span className="text-sm font-medium text-foreground tabular-nums">{formatCurrency(item.amount)}</span>}
        </div>
        {item.examples.length > 0 && (
          <ul className="mt-2 grid gap-1 text-sm" aria-label={item.sentence}>
            {item.examples.map((example) => (
              <li key={example.href + example.label} className="flex min-w-0 flex-wrap gap-x-2">
                <Link to={example.href} className="min-w-0 break-words text-primary underline-offset-4 hover:underline">
                  {example.label}
                </Link>
                <span className="min-w-0 break-words text-muted-foreground">{example.detail}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/**
 * The exceptions feed: what needs a person today, most severe first, each one click from the fix. It loads on its own,
 * so the greeting and the checklist never wait for it.
 */
export function ExceptionsFeed() {
  const feed = useDashboardExceptions();
  let body;
  if (feed.isPending) body = <LoadingRows rows={3} label="Loading what needs you today" />;
  else if (feed.isError) body = <LoadError title="What needs you today could not be loaded." error={feed.error} onRetry={() => void feed.refetch()} />;
  else if (feed.data.exceptions.length === 0)
    body = (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleCheckIcon className="size-5 shrink-0 text-success" aria-hidden="true" />
        {NOTHING_NEEDS_YOU}
      </p>
    );
  else
    body = (
      <ul className="divide-y divide-border" aria-label="What needs you today">
        {feed.data.exceptions.map((item) => (
          <ExceptionItem key={item.kind} item={item} />
        ))}
      </ul>
    );

  return (
    <Card aria-labelledby="exceptions-feed-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="exceptions-feed-title" className="text-lg">
          Needs you today
        </CardTitle>
        <CardDescription>{feed.data?.scope === 'mine' ? 'Your own records that need a look.' : 'Work, money and paperwork that need a person, most urgent first.'}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
