import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useMarketingPlan } from '@/features/marketing/api/get-marketing-plan';
import { MarketingNav } from '@/features/marketing/components/marketing-nav';
import { MarketingPlan } from '@/features/marketing/components/marketing-plan';
import { YearSwitcher, yearFrom } from '@/features/marketing/components/year-switcher';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { todayIn } from '@/lib/zoned-time';

/** /business-development/marketing-plan: a year's plan (`?year=2027` for another year). */
export default function MarketingPlanRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const currentYear = Number(todayIn(useCompanyTimeZone()).slice(0, 4));
  const year = yearFrom(searchParams.get('year'), currentYear);
  const plan = useMarketingPlan(year);
  const showYear = (next: number) => setSearchParams(next === currentYear ? {} : { year: String(next) }, { replace: true });

  return (
    <Page className="max-w-6xl">
      <PageHeader title="Marketing Plan" description="The year’s revenue goal turned into the leads, estimates and jobs it takes, from your own close rate and average job, and what you will spend on each channel." />
      <MarketingNav />
      <div className="grid min-w-0 gap-6">
        <YearSwitcher year={year} currentYear={currentYear} onChange={showYear} label="Plan year" />
        {plan.isPending ? (
          <LoadingRows label="Loading the marketing plan" />
        ) : plan.isError ? (
          <LoadError title="Could not load the marketing plan" error={plan.error} onRetry={() => void plan.refetch()} />
        ) : (
          <MarketingPlan key={`${plan.data.year}-${plan.data.updatedAt ?? 'new'}`} view={plan.data} onReload={async () => (await plan.refetch()).data} />
        )}
      </div>
    </Page>
  );
}
