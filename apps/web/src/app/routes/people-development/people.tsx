import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { usePeopleDevelopmentSummary } from '@/features/people-development/api/get-people-development';
import { PeopleHub } from '@/features/people-development/components/people-hub';

/** /business-development/people: People Development — growing the people the company has, and hiring new ones. */
export default function PeopleRoute() {
  const summary = usePeopleDevelopmentSummary();
  return (
    <Page>
      <PageHeader title="People Development" description="Bring new people in well, meet with each of them, and review how they are doing every quarter." />
      {summary.isPending ? (
        <LoadingRows rows={4} label="Loading people development" />
      ) : summary.isError ? (
        <LoadError title="Could not load people development" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <PeopleHub summary={summary.data} />
      )}
    </Page>
  );
}
