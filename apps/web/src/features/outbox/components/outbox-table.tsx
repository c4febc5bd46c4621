import type { OutboxMessage } from '@groundwork/domain/outbox';
import { AlertCircleIcon, ChevronLeftIcon, ChevronRightIcon, InboxIcon, MailOpenIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDateTime } from '@/lib/format';
import { useOutboxMessages } from '../api/get-outbox-messages';
import { MessageText } from './message-text';

const statusBadges: Record<OutboxMessage['status'], { label: string; variant: 'success' | 'warning' | 'destructive' | 'muted' }> = {
  sent: { label: 'Sent', variant: 'success' },
  kept: { label: 'Kept in outbox', variant: 'muted' },
  pending: { label: 'Pending', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
};

/** E-mails the server sent, or kept here when no mail server is configured. Newest first. */
export function OutboxTable() {
  const timeZone = useCompanyTimeZone();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<OutboxMessage | null>(null);
  const query = useOutboxMessages(page);

  if (query.isPending) return <OutboxSkeleton />;

  if (query.isError) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle>Could not load the outbox</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(query.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            <RefreshCwIcon aria-hidden="true" />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const { messages, pagination } = query.data;
  if (messages.length === 0 && page === 1) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-16 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <InboxIcon className="size-6" aria-hidden="true" />
        </div>
        <p className="text-base font-medium text-foreground">No messages yet.</p>
        <p className="max-w-md text-sm text-muted-foreground">Password resets and other e-mails Groundwork sends for your company will be listed here.</p>
      </div>
    );
  }

  const pageCount = Math.max(1, Math.ceil(pagination.total / pagination.limit));
  const first = (pagination.page - 1) * pagination.limit + 1;
  const last = first + messages.length - 1;

  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card shadow-xs">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>To</TableHead>
            <TableHead>Subject</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {messages.map((message) => {
            const badge = statusBadges[message.status];
            return (
              <TableRow key={message.id}>
                <TableCell className="max-w-56 truncate font-medium">{message.to}</TableCell>
                <TableCell className="max-w-80 truncate">{message.subject}</TableCell>
                <TableCell>
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(message.createdAt, timeZone)}</TableCell>
                <TableCell className="text-right">
                  <Button variant="outline" size="sm" onClick={() => setOpened(message)} aria-label={`View message: ${message.subject}`}>
                    <MailOpenIcon aria-hidden="true" />
                    View
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>

      <div className="flex items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm text-muted-foreground">
        <p>
          {messages.length > 0 ? `${first}–${last} of ${pagination.total}` : `0 of ${pagination.total}`}
        </p>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => setPage((value) => value - 1)} disabled={page <= 1 || query.isFetching}>
            <ChevronLeftIcon aria-hidden="true" />
            Previous
          </Button>
          <Button variant="outline" size="sm" onClick={() => setPage((value) => value + 1)} disabled={page >= pageCount || query.isFetching}>
            Next
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>

      <Dialog open={opened !== null} onOpenChange={(open) => !open && setOpened(null)}>
        {opened && (
          <DialogContent className="max-w-2xl sm:max-w-2xl">
            <DialogHeader>
              <DialogTitle>{opened.subject}</DialogTitle>
              <DialogDescription>
                To {opened.to} · {formatDateTime(opened.createdAt, timeZone)} · {statusBadges[opened.status].label}
              </DialogDescription>
            </DialogHeader>
            <div className="max-h-[60vh] overflow-y-auto rounded-lg border border-border bg-muted/40 p-4" tabIndex={0} role="region" aria-label="Message text">
              <MessageText text={opened.text} />
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

function OutboxSkeleton() {
  return (
    <div className="space-y-2 rounded-xl border border-border bg-card p-4" role="status" aria-label="Loading">
      <Skeleton className="h-8 w-full" />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

