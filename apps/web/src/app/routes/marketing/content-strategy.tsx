import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useContent } from '@/features/marketing/api/get-content';
import { ContentSchedule } from '@/features/marketing/components/content-schedule';
import { MarketingNav } from '@/features/marketing/components/marketing-nav';

/** /business-development/content-strategy: topics, formats and the publishing schedule, piece by piece. */
export default function ContentStrategyRoute() {
  const content = useContent();
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Content Strategy" description="What you publish to stay in front of clients — the topics, the formats and a schedule — and where each piece stands, from idea to published." />
      <MarketingNav />
      {content.isPending ? (
        <LoadingRows label="Loading the content schedule" />
      ) : content.isError ? (
        <LoadError title="Could not load the content schedule" error={content.error} onRetry={() => void content.refetch()} />
      ) : (
        <ContentSchedule list={content.data} />
      )}
    </Page>
  );
}
