import { canKeepCoachingSessions, ONLY_ADMINS_COACHING_MESSAGE } from '@groundwork/domain/coaching';
import { LockIcon } from 'lucide-react';
import { Page, PageHeader } from '@/components/layouts/page';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { useCoachingSessions } from '@/features/coaching/api/get-coaching-sessions';
import { useCompanyPeople } from '@/lib/company-people';
import { CoachingSessions } from '@/features/coaching/components/coaching-sessions';

/** /coaching: sessions with the company's coach — notes and commitments that become to-dos. Admins only. */
export default function CoachingRoute() {
  const { user } = useAuth();
  const allowed = user ? canKeepCoachingSessions(user.role) : false;
  const sessions = useCoachingSessions({ enabled: allowed });
  const people = useCompanyPeople({ enabled: allowed });
  return (
    <Page className="max-w-4xl">
      <PageHeader title="Coaching" description="Each session with the coach: the date, what was discussed, and the commitments made, which become the owners’ to-dos." />
      {!allowed ? (
        <EmptyState icon={<LockIcon aria-hidden />} title={ONLY_ADMINS_COACHING_MESSAGE} description="Ask an admin about the commitments from the last session: they are in your to-dos." />
      ) : sessions.isPending || people.isPending ? (
        <LoadingRows label="Loading coaching sessions" />
      ) : sessions.isError || people.isError ? (
        <LoadError
          title="Could not load the coaching sessions"
          error={sessions.error ?? people.error}
          onRetry={() => {
            void sessions.refetch();
            void people.refetch();
          }}
        />
      ) : (
        <CoachingSessions list={sessions.data} people={people.data} />
      )}
    </Page>
  );
}
