import { employmentTypeLabels } from '@groundwork/domain/employees';
import { formatPayRange, isActiveStage, type Posting, type PostingList } from '@groundwork/domain/hiring';
import { BriefcaseIcon, PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/load-states';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { PostingStatusBadge } from './hiring-badges';
import { PostingDialog } from './posting-dialog';

type ColumnId = 'title' | 'status' | 'pay' | 'candidates' | 'posted';

const statusOrder = { open: 0, draft: 1, closed: 2 } as const;
const inPlay = (posting: Posting) => Object.entries(posting.stageCounts).reduce((sum, [stage, count]) => sum + (isActiveStage(stage as keyof Posting['stageCounts']) ? count : 0), 0);

const sortValues: Record<ColumnId, (posting: Posting) => string | number> = {
  title: (posting) => posting.title.toLowerCase(),
  status: (posting) => statusOrder[posting.status],
  pay: (posting) => posting.payMin,
  candidates: (posting) => posting.candidateCount,
  posted: (posting) => posting.createdAt,
};

/** Every job posting, open ones first: its seat, status, pay, candidates in play, and when it was posted. */
export function JobPostingsList({ list }: { list: PostingList }) {
  const timeZone = useCompanyTimeZone();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [sort, setSort] = useState<SortState<ColumnId> | null>({ column: 'status', direction: 'asc' });

  const columns = useMemo<VirtualTableColumn<Posting, ColumnId>[]>(
    () => [
      {
        id: 'title',
        header: 'Posting',
        cell: (posting) => (
          <div className="min-w-0">
            <Link to={paths.jobPosting(posting.id)} className="block truncate font-medium text-foreground underline-offset-4 hover:underline focus-visible:underline">
              {posting.title}
            </Link>
            <div className="truncate text-xs text-muted-foreground">{posting.positionTitle ?? 'Seat no longer on the org chart'}</div>
          </div>
        ),
      },
      { id: 'status', header: 'Status', width: '7rem', cell: (posting) => <PostingStatusBadge status={posting.status} /> },
      {
        id: 'pay',
        header: 'Pay',
        hideBelow: 'lg',
        cell: (posting) => (
          <div className="min-w-0">
            <div className="truncate tabular-nums">{formatPayRange(posting.payMin, posting.payMax, posting.payUnit)}</div>
            <div className="truncate text-xs text-muted-foreground">{employmentTypeLabels[posting.employmentType]}</div>
          </div>
        ),
      },
      {
        id: 'candidates',
        header: 'Candidates',
        width: '9rem',
        cell: (posting) => (
          <div className="min-w-0">
            <div className="tabular-nums">{posting.candidateCount}</div>
            <div className="truncate text-xs text-muted-foreground">{inPlay(posting)} in play</div>
          </div>
        ),
      },
      { id: 'posted', header: 'Posted', width: '10rem', hideBelow: 'xl', cell: (posting) => formatDate(posting.createdAt, timeZone) },
    ],
    [timeZone],
  );

  const sorted = useMemo(() => {
    if (!sort) return list.postings;
    const value = sortValues[sort.column];
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...list.postings].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      return (left < right ? -1 : left > right ? 1 : 0) * factor || b.createdAt.localeCompare(a.createdAt);
    });
  }, [list.postings, sort]);

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {list.postings.length === 0 ? 'No postings yet.' : `${list.postings.filter((posting) => posting.status === 'open').length} open of ${list.postings.length}.`}
        </p>
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          Post a job
        </Button>
      </div>
      {list.postings.length === 0 ? (
        <EmptyState
          icon={<BriefcaseIcon />}
          title="No job postings yet"
          description="Post a job for an open seat of the org chart: its responsibilities come with it, and its apply page takes applications once it is open."
          action={
            <Button variant="outline" onClick={() => setCreating(true)}>
              Post a job
            </Button>
          }
        />
      ) : (
        <VirtualTable
          label="Job postings"
          columns={columns}
          rows={sorted}
          getRowId={(posting) => posting.id}
          getRowLabel={(posting) => posting.title}
          sort={sort}
          onSortChange={setSort}
          onRowClick={(posting) => void navigate(paths.jobPosting(posting.id))}
          rowHeight={60}
        />
      )}
      <PostingDialog posting={creating ? 'new' : null} positions={list.positions} onClose={() => setCreating(false)} onCreated={(posting) => void navigate(paths.jobPosting(posting.id))} />
    </div>
  );
}
