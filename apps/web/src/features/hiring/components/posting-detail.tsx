import { employmentTypeLabels } from '@groundwork/domain/employees';
import { candidateStageLabels, candidateStages, formatPayRange, type Candidate, type CandidateStage, type HiringPosition, type PostingDetail } from '@groundwork/domain/hiring';
import { CopyIcon, PencilIcon, RefreshCwIcon, Trash2Icon, UsersIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDeleteJobPosting, useRegenerateApplyLink } from '../api/change-job-posting';
import { CandidatePanel } from './candidate-panel';
import { PostingStatusBadge, StageBadge } from './hiring-badges';
import { PostingDialog } from './posting-dialog';

type PostingDetailViewProps = {
  detail: PostingDetail;
  positions: readonly HiringPosition[];
  /** The candidate open in the side panel (`?candidate=`), or null. */
  candidateId: string | null;
  onOpenCandidate: (candidateId: string | null) => void;
};

/** A posting: what applicants read, its apply link to copy, and its candidates by stage. */
export function PostingDetailView({ detail, positions, candidateId, onOpenCandidate }: PostingDetailViewProps) {
  const { posting } = detail;
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteJobPosting();

  const deletePosting = async () => {
    try {
      await remove.mutateAsync(posting.id);
      toast.success('Job posting deleted');
      void navigate(paths.jobPostings, { replace: true });
    } catch (error) {
      toast.error('Could not delete the posting', { description: errorMessage(error) });
      setConfirmDelete(false);
    }
  };

  return (
    <div className="grid min-w-0 gap-6">
      <section aria-labelledby="posting-summary" className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="posting-summary" className="text-lg font-semibold break-words text-foreground">
                {posting.title}
              </h2>
              <PostingStatusBadge status={posting.status} />
            </div>
            <p className="text-sm text-muted-foreground">
              {[posting.positionTitle ?? 'Seat no longer on the org chart', employmentTypeLabels[posting.employmentType], formatPayRange(posting.payMin, posting.payMax, posting.payUnit)].join(' · ')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Button>
            {posting.candidateCount === 0 && (
              <Button variant="outline" onClick={() => setConfirmDelete(true)}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            )}
          </div>
        </div>
        {posting.description && <p className="text-sm whitespace-pre-wrap text-foreground">{posting.description}</p>}
        {posting.responsibilities.length > 0 && (
          <div className="grid gap-1">
            <h3 className="text-sm font-medium text-foreground">Responsibilities</h3>
            <ul className="list-disc space-y-0.5 pl-5 text-sm text-muted-foreground">
              {posting.responsibilities.map((responsibility, index) => (
                <li key={index} className="break-words">
                  {responsibility}
                </li>
              ))}
            </ul>
          </div>
        )}
        <ApplyLink postingId={posting.id} url={posting.applyUrl} open={posting.status === 'open'} />
      </section>

      <CandidatesSection candidates={detail.candidates} onOpen={(id) => onOpenCandidate(id)} />

      <CandidatePanel candidateId={candidateId} onClose={() => onOpenCandidate(null)} />
      <PostingDialog posting={editing ? posting : null} positions={positions} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this job posting?"
        description="Nobody has applied to it yet. Its apply link stops working."
        confirmLabel="Delete posting"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => void deletePosting()}
      />
    </div>
  );
}

/** The apply page's address, to copy into a job board, a Facebook post or a yard sign's QR code. */
function ApplyLink({ postingId, url, open }: { postingId: string; url: string; open: boolean }) {
  const regenerate = useRegenerateApplyLink();
  const [confirming, setConfirming] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Apply link copied', { description: 'Anyone with the link can read the posting and apply.' });
    } catch {
      toast.error('Could not copy the link', { description: url });
    }
  };

  const renew = async () => {
    try {
      await regenerate.mutateAsync(postingId);
      toast.success('New apply link made', { description: 'The old link no longer works.' });
    } catch (error) {
      toast.error('Could not make a new link', { description: errorMessage(error) });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor="apply-link">Apply link</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id="apply-link" readOnly value={url} className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} aria-describedby="apply-link-hint" />
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" onClick={() => void copy()}>
            <CopyIcon aria-hidden="true" />
            Copy link
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <RefreshCwIcon aria-hidden="true" />
            New link
          </Button>
        </div>
      </div>
      <p id="apply-link-hint" className="text-xs text-muted-foreground">
        {open ? 'The page is live: applications arrive here and the office gets an e-mail.' : 'The page answers “not found” until the posting is open.'}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Make a new apply link?"
        description="The current link stops working at once: anyone who has it can no longer apply. Use this when the link was shared where it should not have been."
        confirmLabel="Make a new link"
        busyLabel="Making…"
        busy={regenerate.isPending}
        onConfirm={() => void renew()}
      />
    </div>
  );
}

type ColumnId = 'name' | 'stage' | 'contact' | 'applied' | 'scorecards';

const stageOrder = Object.fromEntries(candidateStages.map((stage, index) => [stage, index])) as Record<CandidateStage, number>;
const sortValues: Record<ColumnId, (candidate: Candidate) => string | number> = {
  name: (candidate) => candidate.name.toLowerCase(),
  stage: (candidate) => stageOrder[candidate.stage],
  contact: (candidate) => (candidate.email || candidate.phone).toLowerCase(),
  applied: (candidate) => candidate.appliedAt,
  scorecards: (candidate) => candidate.scorecardCount,
};

/** The posting's candidates, narrowed to a stage by its chip, sortable; a row opens the candidate. */
function CandidatesSection({ candidates, onOpen }: { candidates: readonly Candidate[]; onOpen: (id: string) => void }) {
  const timeZone = useCompanyTimeZone();
  const [stage, setStage] = useState<CandidateStage | 'all'>('all');
  const [sort, setSort] = useState<SortState<ColumnId> | null>({ column: 'applied', direction: 'desc' });
  const counts = useMemo(() => Object.fromEntries(candidateStages.map((each) => [each, candidates.filter((candidate) => candidate.stage === each).length])) as Record<CandidateStage, number>, [candidates]);

  const columns = useMemo<VirtualTableColumn<Candidate, ColumnId>[]>(
    () => [
      {
        id: 'name',
        header: 'Candidate',
        cell: (candidate) => (
          <button type="button" className="block max-w-full truncate text-left font-medium text-foreground underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none" onClick={() => onOpen(candidate.id)}>
            {candidate.name}
          </button>
        ),
      },
      { id: 'stage', header: 'Stage', width: '8rem', cell: (candidate) => <StageBadge stage={candidate.stage} /> },
      {
        id: 'contact',
        header: 'Contact',
        hideBelow: 'lg',
        cell: (candidate) => (
          <div className="min-w-0">
            <div className="truncate">{candidate.email || '—'}</div>
            <div className="truncate text-xs text-muted-foreground">{candidate.phone}</div>
          </div>
        ),
      },
      { id: 'applied', header: 'Applied', width: '10rem', cell: (candidate) => formatDate(candidate.appliedAt, timeZone) },
      { id: 'scorecards', header: 'Scorecards', width: '7rem', hideBelow: 'xl', className: 'tabular-nums', cell: (candidate) => String(candidate.scorecardCount) },
    ],
    [onOpen, timeZone],
  );

  const rows = useMemo(() => {
    const shown = stage === 'all' ? candidates : candidates.filter((candidate) => candidate.stage === stage);
    if (!sort) return shown;
    const value = sortValues[sort.column];
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...shown].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      return (left < right ? -1 : left > right ? 1 : 0) * factor;
    });
  }, [candidates, stage, sort]);

  return (
    <section aria-labelledby="candidates-heading" className="grid min-w-0 gap-3">
      <h2 id="candidates-heading" className="text-lg font-semibold text-foreground">
        Candidates
      </h2>
      {candidates.length === 0 ? (
        <EmptyState icon={<UsersIcon />} title="Nobody has applied yet" description="Share the apply link: each application shows here at Applied, and the office gets an e-mail." />
      ) : (
        <>
          <div role="group" aria-label="Show candidates at a stage" className="flex flex-wrap gap-2">
            {(['all', ...candidateStages] as const).map((each) => (
              <button
                key={each}
                type="button"
                aria-pressed={stage === each}
                onClick={() => setStage(each)}
                className={cn(
                  'rounded-full border px-3 py-1 text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  stage === each ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card text-muted-foreground hover:bg-muted',
                )}
              >
                {each === 'all' ? `All ${candidates.length}` : `${candidateStageLabels[each]} ${counts[each]}`}
              </button>
            ))}
          </div>
          {rows.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">No candidates at this stage.</p>
          ) : (
            <VirtualTable
              label="Candidates"
              columns={columns}
              rows={rows}
              getRowId={(candidate) => candidate.id}
              getRowLabel={(candidate) => candidate.name}
              sort={sort}
              onSortChange={setSort}
              onRowClick={(candidate) => onOpen(candidate.id)}
              rowHeight={56}
            />
          )}
        </>
      )}
    </section>
  );
}
