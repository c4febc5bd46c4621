import { canWriteDirection } from '@groundwork/domain/company-information';
import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { useCompanyInformation } from '@/features/company-information/api/get-company-information';
import { DirectionPlan } from '@/features/company-information/components/direction-plan';
import { DirectionNav } from '@/features/company-information/components/direction-section-page';

export default function DirectionPlanRoute() {
  const { user } = useAuth();
  const information = useCompanyInformation();
  return (
    <Page className="max-w-6xl">
      <div data-print="hide">
        <PageHeader title="Mission, Purpose & Values" description="Where the company is going and how it behaves on the way there, on one page everyone can read." />
        <DirectionNav />
      </div>
      {information.isPending ? (
        <LoadingRows label="Loading the plan" />
      ) : information.isError ? (
        <LoadError title="Could not load the plan" error={information.error} onRetry={() => void information.refetch()} />
      ) : (
        <DirectionPlan information={information.data} canEdit={user ? canWriteDirection(user.role) : false} />
      )}
    </Page>
  );
}
