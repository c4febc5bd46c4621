import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useDevelopmentPeople } from '@/features/people-development/api/get-people-development';
import { useOnboarding } from '@/features/people-development/api/onboarding';
import { OnboardingBoard } from '@/features/people-development/components/onboarding-board';
import { peopleDevelopmentPaths } from '@/features/people-development/people-development-paths';

/** /business-development/people/30-day-onboarding: new hires' first month, item by item, signed off by their manager. */
export default function ThirtyDayOnboardingRoute() {
  const onboarding = useOnboarding();
  const people = useDevelopmentPeople();
  return (
    <Page>
      <PageHeader
        title="30-Day Onboarding"
        description="Each new hire’s first month: the position’s checklist, due on days 1, 7, 14 and 30, signed off by their manager or the office."
        actions={<BackToPeople />}
      />
      {onboarding.isPending || people.isPending ? (
        <LoadingRows label="Loading onboarding" />
      ) : onboarding.isError || people.isError ? (
        <LoadError
          title="Could not load onboarding"
          error={onboarding.error ?? people.error}
          onRetry={() => {
            void onboarding.refetch();
            void people.refetch();
          }}
        />
      ) : (
        <OnboardingBoard overview={onboarding.data} people={people.data.people} />
      )}
    </Page>
  );
}

export function BackToPeople() {
  return (
    <Button variant="outline" asChild>
      <Link to={peopleDevelopmentPaths.hub}>
        <ArrowLeftIcon aria-hidden="true" />
        People Development
      </Link>
    </Button>
  );
}
