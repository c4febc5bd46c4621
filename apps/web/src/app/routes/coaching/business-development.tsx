import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useCoachingProgress } from '@/features/coaching/api/get-coaching-progress';
import { BusinessDevelopmentOverview } from '@/features/coaching/components/business-development-overview';
import { MarketingLinks } from '@/features/marketing/components/marketing-links';
import { paths } from '@/lib/paths';

/** /business-development: the suite's landing page — where the company stands on each tool and what to do next. */
export default function BusinessDevelopmentRoute() {
  const progress = useCoachingProgress();
  return (
    <Page className="max-w-6xl">
      <PageHeader
        title="Business Development"
        description="The tools that run the company by its numbers and a weekly rhythm: where it stands on each, and what to do next."
      />
      {progress.isPending ? (
        <LoadingRows label="Loading where the company stands" />
      ) : progress.isError ? (
        <LoadError title="Could not load the company’s progress" error={progress.error} onRetry={() => void progress.refetch()} />
      ) : (
        <BusinessDevelopmentOverview progress={progress.data} programmePath={paths.businessAccelerator} sessionsPath={paths.coaching} />
      )}
      <MarketingLinks />
    </Page>
  );
}
