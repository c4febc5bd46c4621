import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useJobPosting, useJobPostings } from '@/features/hiring/api/get-job-postings';
import { HiringNav } from '@/features/hiring/components/hiring-nav';
import { PostingDetailView } from '@/features/hiring/components/posting-detail';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** /business-development/people/job-postings/{postingId}: the posting, its apply link and candidates; `?candidate=` opens one. */
export default function JobPostingRoute() {
  const { postingId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const detail = useJobPosting(postingId);
  // The seats, for editing the posting (its seat's own live posting is this one).
  const list = useJobPostings();
  const candidateId = searchParams.get('candidate');
  const openCandidate = (id: string | null) => setSearchParams(id ? { candidate: id } : {}, { replace: true });

  const back = (
    <Button variant="outline" asChild>
      <Link to={paths.jobPostings}>
        <ArrowLeftIcon aria-hidden="true" />
        All postings
      </Link>
    </Button>
  );

  return (
    <Page className="max-w-7xl">
      <PageHeader title={detail.data?.posting.title ?? 'Job posting'} description="What applicants read, the link to share, and the people who applied." actions={back} />
      <HiringNav />
      {detail.isPending ? (
        <LoadingRows label="Loading the job posting" />
      ) : detail.isError ? (
        isApiError(detail.error) && detail.error.status === 404 ? (
          <p className="text-sm text-muted-foreground">This posting was not found: it may have been deleted.</p>
        ) : (
          <LoadError title="Could not load the job posting" error={detail.error} onRetry={() => void detail.refetch()} />
        )
      ) : (
        <PostingDetailView detail={detail.data} positions={list.data?.positions ?? []} candidateId={candidateId} onOpenCandidate={openCandidate} />
      )}
    </Page>
  );
}
