import { canTakeHealthAssessment } from '@groundwork/domain/growth';
import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { useHealthAssessments } from '@/features/growth/api/get-health-assessments';
import { HealthScorecard } from '@/features/growth/components/health-scorecard';

/** /accountability and /business-health-scorecard: one screen (SPEC.md §2). */
export default function HealthScorecardRoute() {
  const { user } = useAuth();
  const assessments = useHealthAssessments();
  return (
    <Page className="max-w-6xl">
      <PageHeader
        title="Business Health Scorecard"
        description="Once a quarter the leadership team scores thirty statements about the company. The scores show where it is strong, where it is weak, and what to work on next quarter."
      />
      {assessments.isPending ? (
        <LoadingRows label="Loading the scorecard" />
      ) : assessments.isError ? (
        <LoadError title="Could not load the scorecard" error={assessments.error} onRetry={() => void assessments.refetch()} />
      ) : (
        <HealthScorecard
          list={assessments.data}
          canEdit={user ? canTakeHealthAssessment(user.role) : false}
          refetch={async () => (await assessments.refetch()).data}
        />
      )}
    </Page>
  );
}
