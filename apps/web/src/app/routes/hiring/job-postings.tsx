import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useJobPostings } from '@/features/hiring/api/get-job-postings';
import { BackToPeopleDevelopment, HiringNav } from '@/features/hiring/components/hiring-nav';
import { JobPostingsList } from '@/features/hiring/components/job-postings-list';

/** /business-development/people/job-postings: a posting per open seat of the org chart, and their candidates. */
export default function JobPostingsRoute() {
  const postings = useJobPostings();
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Job postings" description="Post a job for an open seat of the org chart, share its apply link, and move the people who apply from applied to hired." actions={<BackToPeopleDevelopment />} />
      <HiringNav />
      {postings.isPending ? (
        <LoadingRows label="Loading the job postings" />
      ) : postings.isError ? (
        <LoadError title="Could not load the job postings" error={postings.error} onRetry={() => void postings.refetch()} />
      ) : (
        <JobPostingsList list={postings.data} />
      )}
    </Page>
  );
}
