import {
  APPLICATION_DELETE_FAILED,
  APPLICATION_NOT_FOUND_MESSAGE,
  APPLICATION_SEND_FAILED,
  stateRuleProfiles,
  type Application,
} from '@groundwork/domain/chemical-applications';
import { workOrderLabel } from '@groundwork/domain/orders';
import { signalWordLabels } from '@groundwork/domain/products';
import { FileDownIcon, Loader2Icon, MailIcon, PrinterIcon, Trash2Icon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { saveBlob } from '@/lib/download-file';
import { formatDateTime, formatDay } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDeleteApplication } from '../api/delete-application';
import { getApplicationPdf, getApplicationSign } from '../api/download-application-files';
import { useApplication } from '../api/get-application';
import { useSendApplicationCopy } from '../api/send-application-copy';
import { copyFileName, formatTotalApplied, recordName } from '../application-format';
import { NEW_RECORD } from '../application-filters';
import type { ApplicationOptions } from '../application-options';
import { ApplicationForm } from './application-form';
import { RecordStandingBadge } from './application-parts';

type ApplicationDetailSheetProps = {
  /** The open record (`?open=` in the URL), `new` for a new one, or null when none is. */
  openId: string | null;
  onClose: () => void;
  /** After a new record is saved: its details replace the form. */
  onCreated: (id: string) => void;
  options: ApplicationOptions;
};

/** A record's details in a panel from the right (the whole screen on a phone): every field, what is missing, copies and sign. */
export function ApplicationDetailSheet({ openId, onClose, onCreated, options }: ApplicationDetailSheetProps) {
  const [dirty, setDirty] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const close = () => {
    setDirty(false);
    setConfirmingClose(false);
    onClose();
  };
  return (
    <>
      <Sheet open={openId !== null} onOpenChange={(open) => !open && (dirty ? setConfirmingClose(true) : close())}>
        <SheetContent side="right" className="w-full overflow-y-auto bg-card text-card-foreground sm:max-w-2xl" aria-describedby={undefined}>
          {openId === NEW_RECORD ? (
            <div className="grid gap-6 p-4 sm:p-6">
              <SheetTitle className="pr-8 text-lg">New application record</SheetTitle>
              <p className="-mt-4 text-sm text-muted-foreground">A fertiliser or pesticide applied outside a work order. Visits record theirs when the crew completes them.</p>
              <ApplicationForm
                record={null}
                options={options}
                onDirtyChange={setDirty}
                onSaved={(application) => {
                  setDirty(false);
                  onCreated(application.id);
                }}
              />
            </div>
          ) : (
            openId && <ApplicationDetail key={openId} id={openId} onClose={close} onDirtyChange={setDirty} options={options} />
          )}
        </SheetContent>
      </Sheet>
      <ConfirmDialog
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        title="Discard your changes?"
        description="The changes you made to this record are not saved yet."
        confirmLabel="Discard changes"
        onConfirm={close}
      />
    </>
  );
}

type ApplicationDetailProps = { id: string; onClose: () => void; onDirtyChange: (dirty: boolean) => void; options: ApplicationOptions };

function ApplicationDetail({ id, onClose, onDirtyChange, options }: ApplicationDetailProps) {
  const application = useApplication(id);
  if (application.isPending)
    return (
      <div className="grid gap-4 p-4 sm:p-6">
        <SheetTitle className="pr-8 text-lg">Application record</SheetTitle>
        <LoadingRows rows={6} label="Loading the record" />
      </div>
    );
  if (application.isError) {
    const notFound = isApiError(application.error) && application.error.status === 404;
    return (
      <div className="grid gap-4 p-4 sm:p-6">
        <SheetTitle className="pr-8 text-lg">{notFound ? APPLICATION_NOT_FOUND_MESSAGE : 'Application record'}</SheetTitle>
        {notFound ? (
          <p className="text-sm text-muted-foreground">It may have been deleted, or the link is not for this company.</p>
        ) : (
          <LoadError title="Could not load the record" error={application.error} onRetry={() => void application.refetch()} />
        )}
      </div>
    );
  }
  return <LoadedApplication record={application.data} refetch={application.refetch} onClose={onClose} onDirtyChange={onDirtyChange} options={options} />;
}

type LoadedApplicationProps = Omit<ApplicationDetailProps, 'id'> & { record: Application; refetch: () => Promise<unknown> };

function LoadedApplication({ record, refetch, onClose, onDirtyChange, options }: LoadedApplicationProps) {
  const timeZone = useCompanyTimeZone();
  const profile = record.state ? stateRuleProfiles[record.state] : null;
  return (
    <div className="grid gap-6 p-4 sm:p-6">
      <header className="grid gap-1 pr-8">
        <SheetTitle className="text-lg leading-tight break-words">{recordName(record)}</SheetTitle>
        <SheetDescription className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <RecordStandingBadge record={record} />
          <span>Finished {formatDateTime(record.finishedAt, timeZone)}</span>
          {record.workOrderId && record.workOrderNumber !== null && (
            <Link className="font-medium text-primary underline" to={paths.order(record.workOrderId)}>
              {workOrderLabel(record.workOrderNumber)}
            </Link>
          )}
        </SheetDescription>
      </header>

      <RecordActions record={record} />

      <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
        <Fact label="State rules">{profile ? `${profile.name} · ${profile.citation}` : 'No state picked (Settings)'}</Fact>
        <Fact label="Site location">{record.siteLocation || '—'}</Fact>
        <Fact label="Customer address">{record.customerAddress || '—'}</Fact>
        <Fact label="Total applied">{formatTotalApplied(record.totalApplied, record.labelRateUnit)}</Fact>
        <Fact label="Active ingredient">{record.activeIngredient ?? '—'}</Fact>
        <Fact label="Signal word">{record.signalWord ? signalWordLabels[record.signalWord] : 'None'}</Fact>
        <Fact label="Re-entry interval">{record.reentryIntervalHours === null ? 'None on the label' : `${record.reentryIntervalHours} hours`}</Fact>
        <Fact label="Applicator licence">
          {record.applicatorLicenseNumber ?? 'None on file'}
          {record.applicatorLicenseExpiresOn && ` · expires ${formatDay(record.applicatorLicenseExpiresOn)}`}
        </Fact>
        <Fact label="Company">{[record.companyName, record.companyAddress].filter(Boolean).join(', ') || '—'}</Fact>
        <Fact label="Customer copy">{record.customerCopySentAt ? `E-mailed ${formatDateTime(record.customerCopySentAt, timeZone)}` : 'Not sent yet'}</Fact>
        <Fact label="Recorded">
          {record.createdByName} on {formatDateTime(record.createdAt, timeZone)}
        </Fact>
      </dl>

      {record.sign && (
        <section className="grid gap-2 rounded-lg border border-border p-3 text-sm" aria-label="Lawn sign">
          <h3 className="font-semibold">Lawn sign</h3>
          <p className="rounded-md border-2 border-destructive px-3 py-2 text-center font-bold tracking-wide whitespace-pre-line">{record.sign.lines.join('\n')}</p>
          <p>
            {record.sign.postBefore ? 'Post it before the application starts.' : 'Post it at the time of the application.'} Safe to go back{' '}
            {formatDateTime(record.sign.safeEntryAt, timeZone)}.{' '}
            {record.sign.removal.kind === 'at'
              ? `Leave it up until ${formatDateTime(record.sign.removal.at, timeZone)}.`
              : `Leave it up until after sunset on ${formatDay(record.sign.removal.on)}.`}
          </p>
          <p className="text-xs text-muted-foreground">{record.sign.format}</p>
        </section>
      )}

      <ApplicationForm
        record={record}
        options={options}
        refetch={refetch}
        onDirtyChange={onDirtyChange}
        onSaved={() => {}}
        aside={options.canDelete ? <DeleteApplicationButton record={record} onDeleted={onClose} /> : undefined}
      />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** Send the customer their copy, download it, and print the lawn sign (pesticides under a state's rules). */
function RecordActions({ record }: { record: Application }) {
  const timeZone = useCompanyTimeZone();
  const send = useSendApplicationCopy();
  const [downloading, setDownloading] = useState(false);
  const [printing, setPrinting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await getApplicationPdf(record.id), copyFileName(record));
    } catch (error) {
      toast.error('Failed to download the customer copy', { description: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  const printSign = async () => {
    // The tab opens on the click itself, so a popup blocker lets it through; the PDF follows when it arrives.
    const tab = window.open('', '_blank');
    setPrinting(true);
    try {
      const blob = await getApplicationSign(record.id);
      if (tab) tab.location.href = URL.createObjectURL(blob);
      else saveBlob(blob, copyFileName(record, 'sign'));
    } catch (error) {
      tab?.close();
      toast.error('Failed to make the lawn sign', { description: errorMessage(error) });
    } finally {
      setPrinting(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        className="min-h-11"
        disabled={send.isPending}
        onClick={() =>
          send.mutate(record.id, {
            onSuccess: (sent) => toast.success('Customer copy sent', { description: sent.customerCopySentAt ? `E-mailed ${formatDateTime(sent.customerCopySentAt, timeZone)}` : undefined }),
            onError: (error) => toast.error(APPLICATION_SEND_FAILED, { description: errorMessage(error) }),
          })
        }
      >
        {send.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <MailIcon aria-hidden="true" />}
        Send copy to customer
      </Button>
      <Button variant="outline" className="min-h-11" disabled={downloading} onClick={() => void download()}>
        {downloading ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <FileDownIcon aria-hidden="true" />}
        Customer copy (PDF)
      </Button>
      {record.sign && (
        <Button variant="outline" className="min-h-11" disabled={printing} onClick={() => void printSign()}>
          {printing ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <PrinterIcon aria-hidden="true" />}
          Print lawn sign
        </Button>
      )}
    </div>
  );
}

function DeleteApplicationButton({ record, onDeleted }: { record: Application; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteApplication();
  return (
    <>
      <Button type="button" variant="ghost" className="min-h-11 text-destructive" onClick={() => setConfirming(true)}>
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this application record?"
        description={`The record of ${recordName(record)} is deleted for everyone. The state may ask for it later: delete only a record made by mistake.`}
        confirmLabel="Delete record"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(record.id, {
            onSuccess: () => {
              toast.success('Application record deleted');
              setConfirming(false);
              onDeleted();
            },
            onError: (error) => toast.error(APPLICATION_DELETE_FAILED, { description: errorMessage(error) }),
          })
        }
      />
    </>
  );
}
