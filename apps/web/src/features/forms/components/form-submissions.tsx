import { spamReasonLabels, submissionOutcomeLabels, type LeadForm, type Submission } from '@groundwork/domain/forms';
import { InboxIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { SUBMISSIONS_PAGE_SIZE, useFormSubmissions } from '../api/get-form-submissions';

const outcomeVariant = { lead_created: 'success', duplicate: 'warning', spam: 'muted' } as const;

/** Where the submission went: the lead it made or repeats, or the customer it repeats. */
function Outcome({ submission }: { submission: Submission }) {
  return (
    <div className="grid gap-1">
      <Badge variant={outcomeVariant[submission.outcome]}>{submissionOutcomeLabels[submission.outcome]}</Badge>
      {submission.outcome === 'duplicate' && submission.matchedBy && <span className="text-xs text-muted-foreground">Same {submission.matchedBy === 'email' ? 'e-mail' : 'phone'} as</span>}
      {submission.outcome === 'spam' && submission.spamReason && <span className="text-xs text-muted-foreground">{spamReasonLabels[submission.spamReason]}</span>}
      {submission.outcome !== 'spam' && submission.leadId && (
        <Link to={paths.lead(submission.leadId)} className="text-sm text-primary underline underline-offset-4">
          {submission.outcome === 'duplicate' ? 'the existing lead' : 'Open the lead'}
        </Link>
      )}
      {submission.outcome === 'duplicate' && !submission.leadId && submission.customerId && (
        <Link to={paths.customer(submission.customerId)} className="text-sm text-primary underline underline-offset-4">
          the existing customer
        </Link>
      )}
    </div>
  );
}

/** A form's submissions, newest first: when, what was typed (as text), and what became of it. */
export function FormSubmissions({ form, timeZone }: { form: LeadForm; timeZone: string }) {
  const [page, setPage] = useState(1);
  const query = useFormSubmissions(form.id, page);
  let body;
  if (query.isPending) body = <LoadingRows label="Loading the submissions" rows={3} />;
  else if (query.isError) body = <LoadError title="Could not load the submissions" error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.pagination.total === 0) body = <EmptyState icon={<InboxIcon aria-hidden="true" />} title="No submissions yet" description="Submissions show here as visitors send the form." />;
  else {
    const { submissions, pagination } = query.data;
    const pages = Math.max(1, Math.ceil(pagination.total / SUBMISSIONS_PAGE_SIZE));
    body = (
      <div className="grid gap-3">
        <div className="overflow-x-auto rounded-xl border border-border">
          <Table aria-label={`Submissions of ${form.name}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Received</TableHead>
                <TableHead>Answers</TableHead>
                <TableHead>Outcome</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {submissions.map((submission) => (
                <TableRow key={submission.id}>
                  <TableCell className="align-top whitespace-nowrap">{formatDateTime(submission.createdAt, timeZone)}</TableCell>
                  <TableCell className="align-top">
                    <dl className="grid gap-1 text-sm">
                      {submission.answers
                        .filter((answer) => answer.value !== '')
                        .map((answer, index) => (
                          <div key={index} className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-2">
                            <dt className="text-muted-foreground">{answer.label}</dt>
                            <dd className="break-words whitespace-pre-wrap">{answer.value}</dd>
                          </div>
                        ))}
                    </dl>
                  </TableCell>
                  <TableCell className="align-top">
                    <Outcome submission={submission} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        {pages > 1 && (
          <div className="flex items-center justify-end gap-2 text-sm">
            <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </div>
        )}
      </div>
    );
  }
  return (
    <section aria-labelledby="submissions-heading" className="grid gap-3">
      <h3 id="submissions-heading" className="text-lg font-semibold text-foreground">
        Submissions{' '}
        <span className="text-sm font-normal text-muted-foreground">
          ({form.submissionCounts.leadCreated} leads · {form.submissionCounts.duplicate} duplicates · {form.submissionCounts.spam} spam)
        </span>
      </h3>
      {body}
    </section>
  );
}
