import {
  JOB_DELETE_FAILED,
  JOB_UPDATE_FAILED,
  jobPriorities,
  jobPriorityLabels,
  jobStatuses,
  jobStatusLabels,
  jobTypeLabels,
  visitFrequencyLabels,
  type JobListItem,
  type JobPriority,
  type JobStatus,
} from '@groundwork/domain/jobs';
import type { RoundListItem } from '@groundwork/domain/rounds';
import { BriefcaseIcon, CalendarPlusIcon, ChevronRightIcon, Trash2Icon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CostingCard } from '@/components/costing/costing-card';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCurrency, formatHours } from '@/lib/format';
import { paths } from '@/lib/paths';
import { isStaleWrite } from '@/lib/stale-write';
import { useDeleteJob } from '../api/delete-job';
import { useJobCosting } from '../api/get-job-costing';
import { useCustomerJobs } from '../api/get-jobs';
import { useUpdateJob } from '../api/update-job';
import { useUpdateJobVisit } from '../api/update-job-visit';
import { completedVisitCount, formatVisitDate, nextVisit } from '../job-format';
import { JobStatusBadge } from './job-status-badge';

export const NO_JOBS_MESSAGE = 'No jobs yet — schedule one or convert an approved estimate';

type CustomerJobsProps = {
  customerId: string;
  rounds?: readonly RoundListItem[];
  /** The job's billing section (the invoices feature's), shown with its visits when the job is opened. */
  renderJobBilling?: (job: JobListItem) => ReactNode;
};

/**
 * The customer page's Jobs tab: GET /jobs?customerId, each job with its visits, status and priority changed in place.
 * `rounds` names the round a job belongs to (the company's rounds, when loaded).
 */
export function CustomerJobs({ customerId, rounds, renderJobBilling }: CustomerJobsProps) {
  const query = useCustomerJobs(customerId);
  const [removing, setRemoving] = useState<JobListItem | null>(null);
  const deleteJob = useDeleteJob();

  const remove = () => {
    if (!removing) return;
    deleteJob.mutate(removing.id, {
      onSuccess: () => {
        toast.success('Job deleted');
        setRemoving(null);
      },
      onError: (error) => {
        // A refusal (completed visits) will not change on a retry; anything else may.
        if (isApiError(error) && (error.status === 422 || error.status === 404)) setRemoving(null);
        toast.error(JOB_DELETE_FAILED, { description: errorMessage(error) });
      },
    });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>Jobs</CardTitle>
        {query.data && query.data.length > 0 && (
          <Button variant="outline" size="sm" asChild>
            <Link to={paths.scheduleJob(customerId)}>
              <CalendarPlusIcon aria-hidden="true" />
              Schedule another job
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <LoadingRows rows={2} label="Loading jobs" />
        ) : query.isError ? (
          <LoadError title="Could not load jobs" error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyState
            icon={<BriefcaseIcon aria-hidden="true" />}
            title={NO_JOBS_MESSAGE}
            description="An approved estimate becomes a job from its Convert to job button."
            action={
              <Button asChild>
                <Link to={paths.scheduleJob(customerId)}>
                  <CalendarPlusIcon aria-hidden="true" />
                  Schedule a job
                </Link>
              </Button>
            }
          />
        ) : (
          <ul className="grid gap-3" aria-label="Customer jobs">
            {query.data.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                round={job.roundId ? (rounds?.find((candidate) => candidate.id === job.roundId) ?? null) : null}
                onDelete={() => setRemoving(job)}
                onReload={() => query.refetch()}
                renderBilling={renderJobBilling}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Delete this job?"
        description={
          removing
            ? `${removing.serviceName} and its ${removing.visits.length === 1 ? 'visit' : `${removing.visits.length} visits`} will be deleted.${removing.sourceEstimateId ? ' The estimate it came from stays as it is.' : ''}`
            : ''
        }
        confirmLabel="Delete job"
        busyLabel="Deleting..."
        busy={deleteJob.isPending}
        onConfirm={remove}
      />
    </Card>
  );
}

function JobCard({
  job,
  round,
  onDelete,
  onReload,
  renderBilling,
}: {
  job: JobListItem;
  round: Pick<RoundListItem, 'id' | 'name'> | null;
  onDelete: () => void;
  onReload: () => Promise<unknown>;
  renderBilling?: (job: JobListItem) => ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const updateJob = useUpdateJob();
  const next = nextVisit(job.visits);
  const completed = completedVisitCount(job.visits);
  const titleId = `job-${job.id}-title`;
  const visitsId = `job-${job.id}-visits`;
  // While a change is on its way, the select shows it rather than jumping back.
  const pending = updateJob.isPending ? updateJob.variables.input : undefined;

  const save = (change: { status: JobStatus } | { priority: JobPriority }) => {
    setConflict(false);
    updateJob.mutate(
      { id: job.id, input: { ...change, updatedAt: job.updatedAt } },
      {
        onSuccess: () => toast.success('Job updated'),
        onError: (error) => {
          if (isStaleWrite(error)) {
            setConflict(true);
            toast.error(JOB_UPDATE_FAILED, { description: 'Someone else changed this job. Reload to see their changes.' });
            return;
          }
          toast.error(JOB_UPDATE_FAILED, { description: errorMessage(error) });
        },
      },
    );
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      setConflict(false);
    } finally {
      setReloading(false);
    }
  };

  return (
    <li className="grid gap-3 rounded-lg border border-border p-4" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <button
            type="button"
            className="flex items-center gap-1 rounded-md text-left font-medium text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-expanded={expanded}
            aria-controls={visitsId}
            onClick={() => setExpanded((open) => !open)}
          >
            <ChevronRightIcon className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-90')} aria-hidden="true" />
            <span id={titleId}>{job.serviceName}</span>
            <span className="sr-only">{expanded ? ', hide visits' : ', show visits'}</span>
          </button>
          <JobStatusBadge status={job.status} />
        </div>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete job ${job.serviceName}`}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </div>

      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <JobDetail label="Type">
          {jobTypeLabels[job.jobType]}
          {job.frequency && ` · ${visitFrequencyLabels[job.frequency]}`}
        </JobDetail>
        <JobDetail label="Next visit">{next ? formatVisitDate(next.instanceDate) : 'None left'}</JobDetail>
        <JobDetail label="Visits">
          {job.visits.length} {job.visits.length === 1 ? 'visit' : 'visits'}, {completed} completed
        </JobDetail>
        <JobDetail label="Price">
          <span className="tabular-nums">{formatCurrency(job.total)}</span>
          {job.visits.length > 1 && (
            <>
              {' '}
              · <span className="tabular-nums">{formatCurrency(job.rate)}</span> a visit
            </>
          )}
        </JobDetail>
        <JobDetail label="Estimated duration">
          <span className="tabular-nums">{formatHours(job.estimatedDuration)}</span>
        </JobDetail>
        <JobDetail label="Source">
          {job.sourceEstimateId ? (
            <Link className="font-medium underline" to={paths.estimate(job.sourceEstimateId)}>
              Estimate #{job.estimateNumber ?? ''}
            </Link>
          ) : (
            'Scheduled from a service'
          )}
        </JobDetail>
        {job.roundId && (
          <JobDetail label="Round">
            <Link className="font-medium underline" to={paths.round(job.roundId)}>
              {round?.name ?? 'Open the round'}
            </Link>
          </JobDetail>
        )}
      </dl>

      <div className="flex flex-wrap gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`job-${job.id}-status`}>Status</Label>
          <NativeSelect
            id={`job-${job.id}-status`}
            className="w-44"
            value={pending?.status ?? job.status}
            disabled={updateJob.isPending}
            onChange={(event) => save({ status: event.target.value as JobStatus })}
          >
            {jobStatuses.map((status) => (
              <option key={status} value={status}>
                {jobStatusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`job-${job.id}-priority`}>Priority</Label>
          <NativeSelect
            id={`job-${job.id}-priority`}
            className="w-36"
            value={pending?.priority ?? job.priority}
            disabled={updateJob.isPending}
            onChange={(event) => save({ priority: event.target.value as JobPriority })}
          >
            {jobPriorities.map((priority) => (
              <option key={priority} value={priority}>
                {jobPriorityLabels[priority]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {conflict && (
        <StaleWriteAlert
          title="Someone else changed this job"
          description="Your change was not saved. Reload to see the job as it is now, then make your change again."
          busy={reloading}
          onReload={() => void reload()}
        />
      )}

      {job.notes && <p className="text-sm whitespace-pre-wrap text-muted-foreground">{job.notes}</p>}

      <div id={visitsId} hidden={!expanded}>
        {expanded && (
          <div className="grid gap-3">
            <JobVisits job={job} />
            <JobCosting jobId={job.id} />
            {renderBilling?.(job)}
          </div>
        )}
      </div>
    </li>
  );
}

/** The job's costing (its work orders' summed); nothing for a crew leader, who never sees costs. */
function JobCosting({ jobId }: { jobId: string }) {
  const costing = useJobCosting(jobId);
  if (!costing.data) return null;
  return <CostingCard costing={costing.data} description="Its work orders’ recorded hours and materials against the estimate and the price." />;
}

function JobDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground uppercase">{label}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

function JobVisits({ job }: { job: JobListItem }) {
  const updateVisit = useUpdateJobVisit();
  const changing = updateVisit.isPending ? updateVisit.variables : undefined;

  const save = (visitId: string, status: JobStatus) => {
    updateVisit.mutate(
      { jobId: job.id, visitId, status },
      {
        onSuccess: () => toast.success('Visit updated'),
        onError: (error) => toast.error('Failed to update visit', { description: errorMessage(error) }),
      },
    );
  };

  if (job.visits.length === 0) return <p className="text-sm text-muted-foreground">This job has no visits.</p>;
  return (
    <table className="w-full text-sm" aria-label={`Visits of ${job.serviceName}`}>
      <thead>
        <tr className="text-left text-xs text-muted-foreground uppercase">
          <th scope="col" className="w-12 py-1">
            #
          </th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {job.visits.map((visit, index) => (
          <tr key={visit.id} className="border-t border-border">
            <td className="py-2 tabular-nums">{index + 1}</td>
            <td>{formatVisitDate(visit.instanceDate)}</td>
            <td className="py-1">
              <NativeSelect
                aria-label={`Status of visit ${index + 1} on ${formatVisitDate(visit.instanceDate)}`}
                className="w-44"
                value={changing?.visitId === visit.id ? changing.status : visit.status}
                disabled={updateVisit.isPending}
                onChange={(event) => save(visit.id, event.target.value as JobStatus)}
              >
                {jobStatuses.map((status) => (
                  <option key={status} value={status}>
                    {jobStatusLabels[status]}
                  </option>
                ))}
              </NativeSelect>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
