import { isLeadershipRole } from '@groundwork/domain/auth';
import { canTakeHealthAssessment, healthStatement } from '@groundwork/domain/growth';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { useHealthAssessments } from '@/features/growth/api/get-health-assessments';
import { HealthScorecard } from '@/features/growth/components/health-scorecard';
import { usePlanning } from '@/features/planning/api/get-planning';
import { PriorityDialog, type PriorityDraft } from '@/features/planning/components/priority-dialog';
import { useCompanyPeople } from '@/lib/company-people';

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
          adoptPriority={user && isLeadershipRole(user.role) ? (suggestion) => <AdoptPriority title={suggestion.title} description={healthStatement(suggestion.statementKey)?.statement ?? ''} /> : undefined}
        />
      )}
    </Page>
  );
}

/** A suggestion made one of this quarter's priorities: the priority dialog, started with its title and the statement. */
function AdoptPriority({ title, description }: { title: string; description: string }) {
  const [draft, setDraft] = useState<PriorityDraft | null>(null);
  const planning = usePlanning(null);
  const people = useCompanyPeople();
  const ready = planning.data && people.data;
  return (
    <>
      <Button variant="link" size="sm" className="h-auto py-1" disabled={!ready} onClick={() => setDraft({ scope: 'company', title, description })}>
        <PlusIcon aria-hidden="true" />
        Make it a priority<span className="sr-only">: {title}</span>
      </Button>
      {ready && <PriorityDialog draft={draft} onClose={() => setDraft(null)} quarter={planning.data.quarter} goals={planning.data.goals} people={people.data} />}
    </>
  );
}
