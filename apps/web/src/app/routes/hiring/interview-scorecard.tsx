import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useInterviewCandidates } from '@/features/hiring/api/get-scorecards';
import { BackToPeopleDevelopment, HiringNav } from '@/features/hiring/components/hiring-nav';
import { InterviewScorecard } from '@/features/hiring/components/interview-scorecard';

/** /business-development/people/interview-scorecard: `?candidate=` the candidate scored; each interviewer's own scorecard and everyone's side by side. */
export default function InterviewScorecardRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const candidates = useInterviewCandidates();
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Interview scorecard" description="Rate the candidate on the seat’s responsibilities and every core value (+, ±, −), and on whether they get it, want it and have the capacity for it." actions={<BackToPeopleDevelopment />} />
      <HiringNav />
      {candidates.isPending ? (
        <LoadingRows label="Loading the candidates" />
      ) : candidates.isError ? (
        <LoadError title="Could not load the candidates" error={candidates.error} onRetry={() => void candidates.refetch()} />
      ) : (
        <InterviewScorecard candidates={candidates.data} candidateId={searchParams.get('candidate')} onChoose={(id) => setSearchParams({ candidate: id }, { replace: true })} />
      )}
    </Page>
  );
}
