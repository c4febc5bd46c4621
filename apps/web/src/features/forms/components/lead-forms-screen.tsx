import { isLeadershipRole, type Role } from '@groundwork/domain/auth';
import type { LeadForm } from '@groundwork/domain/forms';
import type { PlanningPerson } from '@groundwork/domain/planning';
import { ArrowLeftIcon, ClipboardListIcon, PencilIcon, PlusIcon, Share2Icon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDeleteLeadForm } from '../api/delete-lead-form';
import { useLeadFormChoices, useLeadForms } from '../api/get-lead-forms';
import { EmbedSnippets } from './embed-snippets';
import { FormBuilder } from './form-builder';
import { FormSubmissions } from './form-submissions';

type View = { kind: 'list' } | { kind: 'edit'; formId: string | null } | { kind: 'detail'; formId: string };

interface LeadFormsScreenProps {
  role: Role;
  people: readonly PlanningPerson[];
  timeZone: string;
}

/**
 * /integrations/form-creation: the company's lead-capture forms with their submission counts; a form's embed code and
 * submissions; the builder. Admins and office managers build and delete; the rest of the office reads.
 */
export function LeadFormsScreen({ role, people, timeZone }: LeadFormsScreenProps) {
  const forms = useLeadForms();
  const choices = useLeadFormChoices();
  const remove = useDeleteLeadForm();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [deleting, setDeleting] = useState<LeadForm | null>(null);
  const canChange = isLeadershipRole(role);

  if (forms.isPending || choices.isPending) return <LoadingRows label="Loading the forms" />;
  if (forms.isError) return <LoadError title="Could not load the forms" error={forms.error} onRetry={() => void forms.refetch()} />;
  if (choices.isError) return <LoadError title="Could not load the fields and lead sources" error={choices.error} onRetry={() => void choices.refetch()} />;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => {
        setDeleting(null);
        setView({ kind: 'list' });
        toast.success('Form deleted', { description: result.message });
      },
      onError: (error) => toast.error('Failed to delete the form', { description: errorMessage(error) }),
    });
  };
  const deleteDialog = (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => !open && setDeleting(null)}
      title="Delete this form?"
      description={`${deleting?.name ?? 'The form'} and its list of submissions will be deleted, and its page and embed code will stop working. The leads it created stay in your client book.`}
      confirmLabel="Delete form"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={confirmDelete}
    />
  );

  if (view.kind === 'edit') {
    const form = view.formId ? forms.data.find((entry) => entry.id === view.formId) ?? null : null;
    return (
      <FormBuilder
        key={view.formId ?? 'new'}
        form={form}
        choices={choices.data}
        people={people}
        onDone={(saved) => setView(saved ? { kind: 'detail', formId: saved.id } : form ? { kind: 'detail', formId: form.id } : { kind: 'list' })}
      />
    );
  }

  if (view.kind === 'detail') {
    const form = forms.data.find((entry) => entry.id === view.formId);
    if (!form) return <LoadError title="This form no longer exists" error={new Error('It was deleted.')} onRetry={() => setView({ kind: 'list' })} />;
    return (
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" onClick={() => setView({ kind: 'list' })}>
            <ArrowLeftIcon aria-hidden="true" />
            All forms
          </Button>
          <h2 className="mr-auto text-xl font-semibold text-foreground">{form.name}</h2>
          {canChange && (
            <>
              <Button variant="outline" onClick={() => setView({ kind: 'edit', formId: form.id })}>
                <PencilIcon aria-hidden="true" />
                Edit form
              </Button>
              <Button variant="outline" onClick={() => setDeleting(form)}>
                <Trash2Icon aria-hidden="true" />
                Delete form
              </Button>
            </>
          )}
        </div>
        {!form.active && <p className="text-sm text-muted-foreground">This form is turned off: its page and embed code do not take submissions.</p>}
        <EmbedSnippets form={form} choices={choices.data} />
        <FormSubmissions form={form} timeZone={timeZone} />
        {deleteDialog}
      </div>
    );
  }

  const newButton = canChange && (
    <Button onClick={() => setView({ kind: 'edit', formId: null })}>
      <PlusIcon aria-hidden="true" />
      New form
    </Button>
  );

  if (forms.data.length === 0) {
    return (
      <EmptyState
        icon={<ClipboardListIcon aria-hidden="true" />}
        title="No forms yet"
        description="Build a form for your website: each submission becomes a lead in your client book, with its lead source."
        action={newButton || undefined}
      />
    );
  }

  return (
    <div className="grid gap-4">
      {newButton && <div className="flex justify-end">{newButton}</div>}
      <div className="overflow-x-auto rounded-xl border border-border bg-card">
        <Table aria-label="Lead-capture forms">
          <TableHeader>
            <TableRow>
              <TableHead>Form</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Submissions</TableHead>
              <TableHead className="text-right">Leads</TableHead>
              <TableHead className="text-right">Duplicates</TableHead>
              <TableHead className="text-right">Spam</TableHead>
              <TableHead>Last submission</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {forms.data.map((form) => (
              <TableRow key={form.id}>
                <TableCell className="font-medium break-words">{form.name}</TableCell>
                <TableCell>{form.active ? <Badge variant="success">Active</Badge> : <Badge variant="muted">Off</Badge>}</TableCell>
                <TableCell className="text-right tabular-nums">{form.submissionCounts.total}</TableCell>
                <TableCell className="text-right tabular-nums">{form.submissionCounts.leadCreated}</TableCell>
                <TableCell className="text-right tabular-nums">{form.submissionCounts.duplicate}</TableCell>
                <TableCell className="text-right tabular-nums">{form.submissionCounts.spam}</TableCell>
                <TableCell className="whitespace-nowrap">{form.lastSubmittedAt ? formatDateTime(form.lastSubmittedAt, timeZone) : 'None yet'}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <Button size="sm" variant="ghost" aria-label={`Embed code and submissions of ${form.name}`} onClick={() => setView({ kind: 'detail', formId: form.id })}>
                      <Share2Icon aria-hidden="true" />
                      Open
                    </Button>
                    {canChange && (
                      <>
                        <Button size="sm" variant="ghost" aria-label={`Edit ${form.name}`} onClick={() => setView({ kind: 'edit', formId: form.id })}>
                          <PencilIcon aria-hidden="true" />
                          Edit
                        </Button>
                        <Button size="sm" variant="ghost" aria-label={`Delete ${form.name}`} onClick={() => setDeleting(form)}>
                          <Trash2Icon aria-hidden="true" />
                          Delete
                        </Button>
                      </>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {deleteDialog}
    </div>
  );
}
