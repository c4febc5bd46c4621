import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useCampaigns } from '@/features/marketing/api/get-campaigns';
import { CampaignCalendar } from '@/features/marketing/components/campaign-calendar';
import { MarketingNav } from '@/features/marketing/components/marketing-nav';
import { YearSwitcher, yearFrom } from '@/features/marketing/components/year-switcher';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { todayIn } from '@/lib/zoned-time';

/** /business-development/campaign-calendar: a year's campaigns by month and season (`?year=2027`), with their results. */
export default function CampaignCalendarRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const currentYear = Number(todayIn(useCompanyTimeZone()).slice(0, 4));
  const year = yearFrom(searchParams.get('year'), currentYear);
  const campaigns = useCampaigns(year);
  const showYear = (next: number) => setSearchParams(next === currentYear ? {} : { year: String(next) }, { replace: true });
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Campaign Calendar" description="The year’s marketing pushes by month and season — each on a channel, with a budget, a target service and dates — and what each brought in once it ran." />
      <MarketingNav />
      <div className="grid min-w-0 gap-6">
        <YearSwitcher year={year} currentYear={currentYear} onChange={showYear} label="Calendar year" />
        {campaigns.isPending ? (
          <LoadingRows label="Loading the campaigns" />
        ) : campaigns.isError ? (
          <LoadError title="Could not load the campaigns" error={campaigns.error} onRetry={() => void campaigns.refetch()} />
        ) : (
          <CampaignCalendar list={campaigns.data} />
        )}
      </div>
    </Page>
  );
}
