import { issueInputSchema, type Issue } from '@groundwork/domain/meetings';
import type { PlanningPerson } from '@groundwork/domain/planning';
import { CheckCircle2Icon, Loader2Icon, PlusIcon, ThumbsUpIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteIssue, useIssues, useRaiseIssue, useVoteIssue } from '../api/issues';
import { SolveIssueDialog } from './solve-issue-dialog';

type IssuesPanelProps = {
  people: readonly PlanningPerson[];
  /** The running meeting issues are solved in (its to-dos are counted on it); null outside a meeting. */
  meetingId: string | null;
};

/**
 * The issues list: open issues with the most votes first. Anyone raises one and votes; admins and office managers
 * solve it — the resolution and the to-dos that carry it out — or drop it.
 */
export function IssuesPanel({ people, meetingId }: IssuesPanelProps) {
  const issues = useIssues('open', { refetchInterval: meetingId ? 10_000 : false });
  const vote = useVoteIssue();
  const remove = useDeleteIssue();
  const [solving, setSolving] = useState<Issue | null>(null);
  const [dropping, setDropping] = useState<Issue | null>(null);

  if (issues.isPending) return <LoadingRows label="Loading the issues" rows={3} />;
  if (issues.isError) return <LoadError title="Could not load the issues" error={issues.error} onRetry={() => void issues.refetch()} />;
  const { canRun } = issues.data;

  const drop = async () => {
    if (!dropping) return;
    try {
      await remove.mutateAsync(dropping.id);
      toast.success('Issue dropped');
      setDropping(null);
    } catch (error) {
      toast.error('Could not drop the issue', { description: errorMessage(error) });
    }
  };

  return (
    <div className="grid gap-3">
      <RaiseIssueForm />
      {issues.data.issues.length === 0 ? (
        <EmptyState icon={<CheckCircle2Icon />} title="No open issues." description="Anything in the way — a number off track, a priority stuck, a recurring problem — goes here." />
      ) : (
        <ol className="grid gap-2" aria-label="Open issues, most votes first">
          {issues.data.issues.map((issue, index) => (
            <li key={issue.id} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <span className="mt-0.5 w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums">{index + 1}.</span>
                <div className="min-w-0">
                  <div className="font-medium break-words">{issue.title}</div>
                  {issue.details && <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{issue.details}</p>}
                  <div className="mt-1 flex flex-wrap gap-2 text-xs text-muted-foreground">
                    {issue.raisedByName && <span>Raised by {issue.raisedByName}</span>}
                    {issue.measurableName && <Badge variant="destructive">Scorecard: {issue.measurableName}</Badge>}
                  </div>
                </div>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-1 pl-9 sm:pl-0">
                <Button
                  variant="outline"
                  size="sm"
                  aria-pressed={issue.voted}
                  className={cn(issue.voted && 'border-primary text-primary')}
                  disabled={vote.isPending}
                  onClick={() => vote.mutate(issue.id, { onError: (error) => toast.error('Could not vote', { description: errorMessage(error) }) })}
                >
                  <ThumbsUpIcon aria-hidden="true" />
                  {issue.votes}
                  <span className="sr-only">
                    {issue.votes === 1 ? ' vote' : ' votes'}: {issue.voted ? 'take back your vote for' : 'vote for'} {issue.title}
                  </span>
                </Button>
                {canRun && (
                  <>
                    <Button size="sm" onClick={() => setSolving(issue)}>
                      Solve
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Drop ${issue.title}`} onClick={() => setDropping(issue)}>
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <SolveIssueDialog issue={solving} onClose={() => setSolving(null)} people={people} meetingId={meetingId} />
      <ConfirmDialog
        open={dropping !== null}
        onOpenChange={(open) => !open && setDropping(null)}
        title={`Drop “${dropping?.title ?? ''}”?`}
        description="Drop an issue that is no longer an issue. It leaves the list for good; solving it keeps a record instead."
        confirmLabel="Drop issue"
        busyLabel="Dropping…"
        busy={remove.isPending}
        onConfirm={() => void drop()}
      />
    </div>
  );
}

/** One line to raise an issue: type it, press Enter. */
function RaiseIssueForm() {
  const raise = useRaiseIssue();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = issueInputSchema.safeParse({ title });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Name the issue');
      return;
    }
    setError(null);
    try {
      await raise.mutateAsync(parsed.data);
      setTitle('');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-1" aria-label="Raise an issue">
      <div className="flex gap-2">
        <Input aria-label="New issue" placeholder="Raise an issue…" value={title} onChange={(event) => setTitle(event.target.value)} aria-invalid={error !== null} aria-describedby={error ? 'raise-issue-error' : undefined} />
        <Button type="submit" variant="outline" disabled={raise.isPending}>
          {raise.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
          Raise
        </Button>
      </div>
      {error && (
        <p id="raise-issue-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
