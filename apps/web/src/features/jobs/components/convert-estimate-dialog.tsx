import type { ClientType, EstimateStatus } from '@groundwork/domain/estimates';
import {
  convertEstimateInputSchema,
  defaultVisitCount,
  JOB_CONVERT_FAILED,
  LEAD_ESTIMATE_CONVERT_MESSAGE,
  type Job,
} from '@groundwork/domain/jobs';
import { BriefcaseIcon, Loader2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useConvertEstimate } from '../api/convert-estimate';
import { defaultSchedule, domainResolver, recurringScheduleErrors, scheduleBody, scheduleFieldNames, type ScheduleFormValues } from '../job-form-values';
import { JobScheduleFields } from './job-schedule-fields';

/** What converting needs to know about the estimate (an EstimateDetail fits). */
export type ConvertibleEstimate = {
  id: string;
  number: number;
  status: EstimateStatus;
  clientId: string;
  clientType: ClientType;
  clientName: string;
  items: readonly { visits: number }[];
};

type ConvertEstimateButtonProps = {
  estimate: ConvertibleEstimate;
  /** The status as the screen shows it now, when it may have moved on since `estimate` was loaded. */
  status?: EstimateStatus;
  /** Instead of going to the customer's Jobs tab after the job is created. */
  onConverted?: (job: Job) => void;
};

/**
 * 'Convert to job' on an approved estimate. A customer's estimate opens the convert dialog; a lead's estimate cannot
 * become a job until the lead is a customer, so the button is disabled with the reason and a link to the lead.
 * A converted estimate links to the customer's jobs; other statuses show nothing.
 */
export function ConvertEstimateButton({ estimate, status = estimate.status, onConverted }: ConvertEstimateButtonProps) {
  const [open, setOpen] = useState(false);
  if (status === 'converted' && estimate.clientType === 'customer') {
    return (
      <Button variant="outline" asChild>
        <Link to={paths.customerJobs(estimate.clientId)}>
          <BriefcaseIcon aria-hidden="true" />
          View jobs
        </Link>
      </Button>
    );
  }
  if (status !== 'approved') return null;

  if (estimate.clientType === 'lead') {
    const reasonId = `convert-estimate-${estimate.id}-reason`;
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" disabled aria-describedby={reasonId}>
          <BriefcaseIcon aria-hidden="true" />
          Convert to job
        </Button>
        <p id={reasonId} className="text-sm text-muted-foreground">
          {LEAD_ESTIMATE_CONVERT_MESSAGE}{' '}
          <Link className="font-medium text-foreground underline" to={paths.lead(estimate.clientId)}>
            Open the lead
          </Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        <BriefcaseIcon aria-hidden="true" />
        Convert to job
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <ConvertEstimateDialogContent estimate={estimate} onClose={() => setOpen(false)} onConverted={onConverted} />}
      </Dialog>
    </>
  );
}

function ConvertEstimateDialogContent({ estimate, onClose, onConverted }: { estimate: ConvertibleEstimate; onClose: () => void; onConverted?: (job: Job) => void }) {
  const navigate = useNavigate();
  const convert = useConvertEstimate();
  const resolver = useMemo(() => domainResolver<ScheduleFormValues, unknown>(convertEstimateInputSchema, scheduleBody, {
        extraErrors: (values) => recurringScheduleErrors(values, { requireVisitCount: false }),
      }), []);
  const form = useForm<ScheduleFormValues>({ resolver, defaultValues: defaultSchedule({ visitCount: defaultVisitCount(estimate.items) }) });
  const busy = convert.isPending;

  const onSubmit = form.handleSubmit((values) => {
    convert.mutate(
      { estimateId: estimate.id, input: scheduleBody(values) },
      {
        onSuccess: (job) => {
          toast.success('Job created');
          onClose();
          if (onConverted) onConverted(job);
          else void navigate(paths.customerJobs(job.customerId));
        },
        onError: (error) => {
          const onField = applyServerFieldErrors(error, form.setError, scheduleFieldNames);
          toast.error(JOB_CONVERT_FAILED, { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  });

  return (
    <DialogContent className="max-w-2xl overflow-y-auto" onInteractOutside={(event) => busy && event.preventDefault()} onEscapeKeyDown={(event) => busy && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>Convert estimate #{estimate.number} to a job</DialogTitle>
        <DialogDescription>
          The approved work for {estimate.clientName} becomes a scheduled job with the estimate&apos;s lines and prices.
        </DialogDescription>
      </DialogHeader>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <JobScheduleFields idPrefix="convert-job" disabled={busy} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              Create job
            </Button>
          </DialogFooter>
        </form>
      </FormProvider>
    </DialogContent>
  );
}
