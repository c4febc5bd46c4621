import { leadSourceCreateSchema, type LeadSource } from '@groundwork/domain/lead-sources';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, ArchiveIcon, ArchiveRestoreIcon, Loader2Icon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateLeadSource } from '../api/create-lead-source';
import { useDeleteLeadSource } from '../api/delete-lead-source';
import { useLeadSources } from '../api/get-lead-sources';
import { useUpdateLeadSource } from '../api/update-lead-source';

/** Where customers and leads come from: add, rename, archive/restore; a source in use is archived, never deleted. */
export function LeadSourcesManager() {
  const query = useLeadSources();
  const update = useUpdateLeadSource();
  const deleteSource = useDeleteLeadSource();
  const [editing, setEditing] = useState<{ source: LeadSource | null } | null>(null);
  const [deleting, setDeleting] = useState<LeadSource | null>(null);

  const setStatus = (source: LeadSource, status: LeadSource['status']) => {
    update.mutate(
      { id: source.id, input: { name: source.name, status } },
      {
        onSuccess: () => toast.success(status === 'archived' ? 'Lead source archived' : 'Lead source restored'),
        onError: (error) => toast.error('Failed to update lead source', { description: errorMessage(error) }),
      },
    );
  };

  const remove = () => {
    if (!deleting) return;
    deleteSource.mutate(deleting.id, {
      onSuccess: (result) => {
        setDeleting(null);
        if (result.outcome === 'archived') toast.info('Lead source archived', { description: result.message });
        else toast.success('Lead source deleted');
      },
      onError: (error) => toast.error('Failed to delete lead source', { description: errorMessage(error) }),
    });
  };

  const addButton = (
    <Button onClick={() => setEditing({ source: null })}>
      <PlusIcon aria-hidden="true" />
      Add lead source
    </Button>
  );

  let body;
  if (query.isPending) {
    body = (
      <div className="grid gap-2" role="status" aria-label="Loading lead sources">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <Alert variant="destructive" role="alert">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle>Could not load the lead sources</AlertTitle>
        <AlertDescription>{errorMessage(query.error)}</AlertDescription>
      </Alert>
    );
  } else if (query.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
        <p className="text-base font-medium text-foreground">No lead sources yet.</p>
        {addButton}
      </div>
    );
  } else {
    body = (
      <div className="overflow-hidden rounded-xl border border-border bg-card">
        <Table aria-label="Lead sources">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Used by</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {query.data.map((source) => (
              <TableRow key={source.id}>
                <TableCell className="font-medium">{source.name}</TableCell>
                <TableCell>{source.status === 'archived' ? <Badge variant="muted">Archived</Badge> : <Badge variant="success">Active</Badge>}</TableCell>
                <TableCell className="tabular-nums">{source.usageCount.toLocaleString('en-US')}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <Button size="sm" variant="ghost" aria-label={`Rename ${source.name}`} onClick={() => setEditing({ source })}>
                      <PencilIcon aria-hidden="true" />
                      Rename
                    </Button>
                    {source.status === 'archived' ? (
                      <Button size="sm" variant="ghost" aria-label={`Restore ${source.name}`} onClick={() => setStatus(source, 'active')} disabled={update.isPending}>
                        <ArchiveRestoreIcon aria-hidden="true" />
                        Restore
                      </Button>
                    ) : (
                      <Button size="sm" variant="ghost" aria-label={`Archive ${source.name}`} onClick={() => setStatus(source, 'archived')} disabled={update.isPending}>
                        <ArchiveIcon aria-hidden="true" />
                        Archive
                      </Button>
                    )}
                    <Button size="sm" variant="ghost" aria-label={`Delete ${source.name}`} onClick={() => setDeleting(source)}>
                      <Trash2Icon aria-hidden="true" />
                      Delete
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {query.data && query.data.length > 0 && <div className="flex justify-end">{addButton}</div>}
      {body}
      <LeadSourceDialog source={editing?.source ?? null} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this lead source?"
        description={
          deleting && deleting.usageCount > 0
            ? `${deleting.name} is used by ${deleting.usageCount} customers or leads, so it will be archived instead: they keep it, new records cannot pick it.`
            : `${deleting?.name ?? 'The source'} will be deleted.`
        }
        confirmLabel={deleting && deleting.usageCount > 0 ? 'Archive lead source' : 'Delete lead source'}
        busyLabel="Deleting..."
        busy={deleteSource.isPending}
        onConfirm={remove}
      />
    </div>
  );
}

function LeadSourceDialog({ source, open, onOpenChange }: { source: LeadSource | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateLeadSource();
  const update = useUpdateLeadSource();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(leadSourceCreateSchema), defaultValues: { name: '' } });

  useEffect(() => {
    if (open) reset({ name: source?.name ?? '' });
  }, [open, source, reset]);

  const onError = (error: unknown) => {
    const message = isApiError(error) ? error.fieldErrors.name?.[0] : undefined;
    if (message) setError('name', { type: 'server', message }, { shouldFocus: true });
    toast.error(source ? 'Failed to rename lead source' : 'Failed to add lead source', { description: message ?? errorMessage(error) });
  };

  const onSubmit = handleSubmit(({ name }) => {
    const onSuccess = () => {
      toast.success(source ? 'Lead source renamed' : 'Lead source added');
      onOpenChange(false);
    };
    if (source) update.mutate({ id: source.id, input: { name, status: source.status } }, { onSuccess, onError });
    else create.mutate({ name }, { onSuccess, onError });
  });

  const busy = create.isPending || update.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{source ? 'Rename lead source' : 'Add lead source'}</DialogTitle>
          <DialogDescription>How a customer or lead found you: a referral, a yard sign, a website.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <InputField id="lead-source-name" label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {source ? 'Save' : 'Add lead source'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
