import { candidateStageLabels, type InterviewCandidate } from '@groundwork/domain/hiring';
import { ClipboardCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDate } from '@/lib/format';
import { useCandidateScorecards } from '../api/get-scorecards';
import { StageBadge } from './hiring-badges';
import { ScorecardBarBadge, ScorecardComparison } from './scorecard-comparison';
import { ScorecardForm } from './scorecard-form';

type InterviewScorecardProps = {
  candidates: readonly InterviewCandidate[];
  /** The candidate shown (`?candidate=`), or null to choose one. */
  candidateId: string | null;
  onChoose: (candidateId: string) => void;
};

/** Choose a candidate, fill in your own scorecard, and read everyone's side by side. */
export function InterviewScorecard({ candidates, candidateId, onChoose }: InterviewScorecardProps) {
  if (candidates.length === 0)
    return <EmptyState icon={<ClipboardCheckIcon />} title="Nobody to interview yet" description="Candidates show here once they apply through a job posting’s apply page." />;
  return (
    <div className="grid min-w-0 gap-6">
      <div className="max-w-xl">
        <FormField id="scorecard-candidate" label="Candidate" hint="Those still in play first.">
          {(control) => (
            <NativeSelect {...control} value={candidateId ?? ''} onChange={(event) => event.target.value && onChoose(event.target.value)}>
              <option value="">Choose a candidate…</option>
              {candidates.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name} — {candidate.postingTitle} ({candidateStageLabels[candidate.stage]}){candidate.scoredByMe ? ' · scored by you' : ''}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      {candidateId ? <CandidateScorecards key={candidateId} candidateId={candidateId} /> : <p className="text-sm text-muted-foreground">Choose a candidate to score them and to see the other interviewers’ scores.</p>}
    </div>
  );
}

function CandidateScorecards({ candidateId }: { candidateId: string }) {
  const timeZone = useCompanyTimeZone();
  const scorecards = useCandidateScorecards(candidateId);
  // Bumped to start the form again from what is saved (after a stale save).
  const [formVersion, setFormVersion] = useState(0);

  if (scorecards.isPending) return <LoadingRows rows={6} label="Loading the scorecards" />;
  if (scorecards.isError && !scorecards.data) {
    if (isApiError(scorecards.error) && scorecards.error.status === 404) return <p className="text-sm text-muted-foreground">This candidate was not found: they may have been deleted.</p>;
    return <LoadError title="Could not load the scorecards" error={scorecards.error} onRetry={() => void scorecards.refetch()} />;
  }
  const data = scorecards.data;
  const reload = async () => {
    await scorecards.refetch();
    setFormVersion((version) => version + 1);
  };

  return (
    <div className="grid min-w-0 gap-8">
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold break-words text-foreground">{data.candidate.name}</h2>
          <StageBadge stage={data.candidate.stage} />
          <ScorecardBarBadge bar={data.summary.bar} />
        </div>
        <p className="text-sm text-muted-foreground">
          {data.candidate.postingTitle} · applied {formatDate(data.candidate.appliedAt, timeZone)}
        </p>
      </header>
      <section aria-labelledby="my-scorecard" className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:p-6">
        <div className="grid gap-1">
          <h2 id="my-scorecard" className="text-lg font-semibold text-foreground">
            Your scorecard
          </h2>
          <p className="text-sm text-muted-foreground">+ does it well, ± sometimes, − does not. Only you change yours; everyone reads them all.</p>
        </div>
        <ScorecardForm key={formVersion} data={data} onReload={() => void reload()} />
      </section>
      <section aria-labelledby="side-by-side" className="grid min-w-0 gap-3">
        <h2 id="side-by-side" className="text-lg font-semibold text-foreground">
          Scores side by side
        </h2>
        <ScorecardComparison data={data} />
      </section>
    </div>
  );
}
