import {
  quickBooksCallbackMessages,
  quickBooksCallbackOutcomes,
  quickBooksRecordTypeLabels,
  type QuickBooksCallbackOutcome,
  type QuickBooksFailedRecord,
  type QuickBooksStatus,
} from '@groundwork/domain/quickbooks';
import { AlertTriangleIcon, Link2Icon, Loader2Icon, RefreshCwIcon, RotateCcwIcon, UnplugIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-states';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDateTime } from '@/lib/format';
import { useConnectQuickBooks, useDisconnectQuickBooks, useQuickBooksStatus, useRetryQuickBooksRecord, useSyncQuickBooks } from '../api/quickbooks';

const isOutcome = (value: string | null): value is QuickBooksCallbackOutcome => quickBooksCallbackOutcomes.includes(value as QuickBooksCallbackOutcome);

/** Intuit's redirect lands on /integrations?quickbooks=…: said once as a toast, then taken off the address. */
function useCallbackOutcome() {
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get('quickbooks');
  useEffect(() => {
    if (!isOutcome(outcome)) return;
    if (outcome === 'connected') toast.success(quickBooksCallbackMessages.connected);
    else toast.error(quickBooksCallbackMessages[outcome]);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('quickbooks');
        return next;
      },
      { replace: true },
    );
  }, [outcome, setSearchParams]);
}

interface QuickBooksCardProps {
  /** Where Connect sends the browser (Intuit's consent page); tests pass a spy. */
  navigate?: (url: string) => void;
}

/**
 * The Accounting connection on /integrations: QuickBooks Online's status (not configured, not connected, connected to
 * which company and when it last synced), Connect / Disconnect / Sync now, the records by sync status and the failed
 * ones with their error and a Retry. Admins only (the page shows it to them).
 */
export function QuickBooksCard({ navigate = (url) => window.location.assign(url) }: QuickBooksCardProps) {
  const status = useQuickBooksStatus();
  useCallbackOutcome();
  return (
    <Card aria-labelledby="quickbooks-card-title">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="quickbooks-card-title">QuickBooks Online</CardTitle>
          {status.data && <StatusBadge status={status.data} />}
        </div>
        <CardDescription>Customers, sent invoices and payments are pushed to QuickBooks Online, each once, then kept up to date.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isPending ? (
          <div role="status" aria-label="Loading QuickBooks" className="flex flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-9 w-40" />
          </div>
        ) : status.isError ? (
          <LoadError title="Failed to load QuickBooks" error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <QuickBooksDetails status={status.data} navigate={navigate} />
        )}
      </CardContent>
    </Card>
  );
}

function StatusBadge({ status }: { status: QuickBooksStatus }) {
  if (!status.configured) return <Badge variant="muted">Not configured</Badge>;
  if (!status.connection) return <Badge variant="outline">Not connected</Badge>;
  if (status.connection.needsReconnect) return <Badge variant="warning">Reconnect needed</Badge>;
  return <Badge variant="success">Connected</Badge>;
}

function QuickBooksDetails({ status, navigate }: { status: QuickBooksStatus; navigate: (url: string) => void }) {
  const timeZone = useCompanyTimeZone();
  const connect = useConnectQuickBooks();
  const sync = useSyncQuickBooks();
  const disconnect = useDisconnectQuickBooks();
  const [confirming, setConfirming] = useState(false);

  if (!status.configured) {
    return (
      <p className="text-sm text-muted-foreground">
        QuickBooks is not configured on this server. Your server administrator sets <code>QUICKBOOKS_CLIENT_ID</code> and <code>QUICKBOOKS_CLIENT_SECRET</code> to
        turn it on. Until then, use the QuickBooks export of invoices and payments.
      </p>
    );
  }

  const startConnect = () =>
    connect.mutate(undefined, {
      onSuccess: (url) => navigate(url),
      onError: (error) => toast.error('Could not start connecting QuickBooks', { description: errorMessage(error) }),
    });
  const connectButton = (label: string) => (
    <Button onClick={startConnect} disabled={connect.isPending}>
      {connect.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <Link2Icon aria-hidden="true" />}
      {label}
    </Button>
  );

  if (!status.connection) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">Not connected. Connect your QuickBooks Online company to push your books to it.</p>
        {connectButton('Connect QuickBooks')}
      </div>
    );
  }

  const { connection } = status;
  return (
    <>
      <p className="text-sm">
        Connected to <span className="font-medium">{connection.companyName || `QuickBooks company ${connection.realmId}`}</span>
        {status.environment === 'sandbox' && <span className="text-muted-foreground"> (sandbox)</span>}
        <span className="text-muted-foreground"> · {status.lastSyncAt ? `last sync ${formatDateTime(status.lastSyncAt, timeZone)}` : 'not synced yet'}</span>
      </p>
      {connection.needsReconnect && (
        <Alert variant="destructive" role="alert">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle>QuickBooks needs to be connected again</AlertTitle>
          <AlertDescription>QuickBooks refused the saved sign-in (it expired or was revoked). Nothing syncs until you connect again.</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        {connection.needsReconnect ? (
          connectButton('Connect again')
        ) : (
          <Button
            onClick={() =>
              sync.mutate(undefined, {
                onSuccess: () => toast.success('Sync started', { description: 'New and changed records are being sent to QuickBooks.' }),
                onError: (error) => toast.error('Could not start the sync', { description: errorMessage(error) }),
              })
            }
            disabled={sync.isPending}
          >
            {sync.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <RefreshCwIcon aria-hidden="true" />}
            Sync now
          </Button>
        )}
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <UnplugIcon aria-hidden="true" />
          Disconnect
        </Button>
      </div>
      <SyncCounts status={status} />
      {status.failed.length > 0 && <FailedRecords records={status.failed} total={status.counts.failed} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect QuickBooks?"
        description="Groundwork stops sending records to QuickBooks and forgets its access. What is already in QuickBooks stays there."
        confirmLabel="Disconnect"
        busyLabel="Disconnecting…"
        busy={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('QuickBooks disconnected');
            },
            onError: (error) => toast.error('Could not disconnect QuickBooks', { description: errorMessage(error) }),
          })
        }
      />
    </>
  );
}

function SyncCounts({ status }: { status: QuickBooksStatus }) {
  const { synced, pending, failed } = status.counts;
  return (
    <dl className="grid grid-cols-3 gap-2 text-center" aria-label="Records by sync status">
      {(
        [
          ['Synced', synced],
          ['Pending', pending],
          ['Failed', failed],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className="rounded-lg border border-border px-3 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className={label === 'Failed' && value > 0 ? 'text-lg font-semibold text-destructive' : 'text-lg font-semibold'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FailedRecords({ records, total }: { records: readonly QuickBooksFailedRecord[]; total: number }) {
  const retry = useRetryQuickBooksRecord();
  return (
    <section aria-labelledby="quickbooks-failed-title" className="flex flex-col gap-2">
      <h3 id="quickbooks-failed-title" className="text-sm font-semibold">
        Records QuickBooks did not accept{total > records.length ? ` (the latest ${records.length} of ${total})` : ''}
      </h3>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border" aria-label="Failed records">
        {records.map((record) => {
          const name = `${quickBooksRecordTypeLabels[record.recordType]} ${record.label}`;
          const retrying = retry.isPending && retry.variables === record.id;
          return (
            <li key={record.id} className="flex flex-wrap items-start justify-between gap-2 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">{name}</p>
                <p className="text-sm break-words text-destructive">{record.lastError}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Retry ${name}`}
                disabled={retrying}
                onClick={() =>
                  retry.mutate(record.id, {
                    onSuccess: () => toast.success('Retrying', { description: `${name} is being sent to QuickBooks again.` }),
                    onError: (error) => toast.error('Could not retry', { description: errorMessage(error) }),
                  })
                }
              >
                {retrying ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <RotateCcwIcon aria-hidden="true" />}
                Retry
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
