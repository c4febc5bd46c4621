import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useDevelopmentPeople } from '@/features/people-development/api/get-people-development';
import { useReviewSchedule } from '@/features/people-development/api/reviews';
import { ReviewsBoard } from '@/features/people-development/components/reviews-board';
import { BackToPeople } from './thirty-day-onboarding';

/** /business-development/people/quarterly-reviews: core values, responsibilities and GWC each quarter, with history. */
export default function QuarterlyReviewsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const employeeId = searchParams.get('employee');
  const people = useDevelopmentPeople();
  const schedule = useReviewSchedule();
  const choose = (id: string | null) => setSearchParams(id ? { employee: id } : {}, { replace: true });
  return (
    <Page>
      <PageHeader
        title="Quarterly Reviews"
        description="Every quarter, each person and their manager go through the core values, the seat’s responsibilities, and whether they get it, want it and have the capacity for it."
        actions={<BackToPeople />}
      />
      {people.isPending || schedule.isPending ? (
        <LoadingRows label="Loading quarterly reviews" />
      ) : people.isError || schedule.isError ? (
        <LoadError
          title="Could not load the quarterly reviews"
          error={people.error ?? schedule.error}
          onRetry={() => {
            void people.refetch();
            void schedule.refetch();
          }}
        />
      ) : (
        <ReviewsBoard people={people.data} schedule={schedule.data} employeeId={employeeId} onChooseEmployee={choose} />
      )}
    </Page>
  );
}
