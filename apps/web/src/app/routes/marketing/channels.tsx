import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useChannels } from '@/features/marketing/api/get-channels';
import { ChannelsBoard } from '@/features/marketing/components/channels-board';
import { MarketingNav } from '@/features/marketing/components/marketing-nav';

const monthKey = (text: string | null) => (text !== null && /^\d{4}-\d{2}$/.test(text) ? text : null);

/** /business-development/marketing-plan/channels: each channel's spend and returns (`?from=2026-03&to=2026-05`; none: this year). */
export default function ChannelsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const from = monthKey(searchParams.get('from'));
  const to = monthKey(searchParams.get('to'));
  const channels = useChannels(from, to);
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Marketing Channels" description="What each way of reaching clients cost, and what it brought in — leads, won jobs, revenue, cost per lead and return — from your lead sources, estimates and invoices." />
      <MarketingNav />
      {channels.isPending ? (
        <LoadingRows label="Loading the channels" />
      ) : channels.isError ? (
        <LoadError title="Could not load the channels" error={channels.error} onRetry={() => void channels.refetch()} />
      ) : (
        <ChannelsBoard list={channels.data} onPeriodChange={(nextFrom, nextTo) => setSearchParams({ from: nextFrom, to: nextTo }, { replace: true })} />
      )}
    </Page>
  );
}
