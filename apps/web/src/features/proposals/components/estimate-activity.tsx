import { estimateActivityKindLabels, type EstimateActivityKind } from '@groundwork/domain/proposals';
import {
  ArrowRightLeftIcon,
  BriefcaseIcon,
  CircleCheckIcon,
  CircleXIcon,
  EyeIcon,
  FilePlus2Icon,
  HistoryIcon,
  MessageSquareTextIcon,
  SendIcon,
  type LucideIcon,
} from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-states';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDateTime } from '@/lib/format';
import { useEstimateActivity } from '../api/get-estimate-activity';

const kindIcons: Record<EstimateActivityKind, { icon: LucideIcon; tone: string }> = {
  created: { icon: FilePlus2Icon, tone: 'bg-muted text-muted-foreground' },
  sent: { icon: SendIcon, tone: 'bg-primary-soft text-primary' },
  viewed: { icon: EyeIcon, tone: 'bg-info-soft text-info-strong' },
  approved: { icon: CircleCheckIcon, tone: 'bg-success-soft text-success-strong' },
  declined: { icon: CircleXIcon, tone: 'bg-destructive-soft text-destructive' },
  changes_requested: { icon: MessageSquareTextIcon, tone: 'bg-warning-soft text-warning-strong' },
  status_changed: { icon: ArrowRightLeftIcon, tone: 'bg-muted text-muted-foreground' },
  converted: { icon: BriefcaseIcon, tone: 'bg-success-soft text-success-strong' },
};

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const steps: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday', 'just now' (the absolute time is shown beside it). */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  if (Number.isNaN(seconds)) return '';
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.round(seconds / 60), 'minute');
}

/** The estimate's history, newest first: created, sent, viewed and answered by the client, moved, converted. */
export function EstimateActivity({ estimateId }: { estimateId: string }) {
  const activity = useEstimateActivity(estimateId);
  const timeZone = useCompanyTimeZone();
  return (
    <Card aria-labelledby="estimate-activity-title">
      <CardHeader>
        <CardTitle id="estimate-activity-title" className="flex items-center gap-2">
          <HistoryIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading activity">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : activity.isError ? (
          <LoadError title="Could not load the activity" error={activity.error} onRetry={() => void activity.refetch()} />
        ) : activity.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing has happened to this estimate yet.</p>
        ) : (
          <ol className="grid gap-4" aria-label="Estimate activity">
            {activity.data.map((entry) => {
              const { icon: Icon, tone } = kindIcons[entry.kind] ?? kindIcons.status_changed;
              return (
                <li key={entry.id} className="flex gap-3">
                  <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full [&_svg]:size-4', tone)}>
                    <Icon aria-hidden="true" />
                  </span>
                  <div className="min-w-0 text-sm">
                    <p>
                      <span className="font-medium text-foreground">{estimateActivityKindLabels[entry.kind] ?? entry.kind}</span>
                      {entry.actorName && <span className="text-muted-foreground"> · {entry.actorName}</span>}
                    </p>
                    {entry.detail && <p className="mt-0.5 break-words whitespace-pre-wrap text-foreground">{entry.detail}</p>}
                    <p className="mt-0.5 text-xs text-muted-foreground">
                      <time dateTime={entry.at}>{relativeTime(entry.at)}</time> · {formatDateTime(entry.at, timeZone)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
