import type { DocumentSummary, DocumentTemplateId } from '@groundwork/domain/documents';
import { FileTextIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDateTime } from '@/lib/format';
import { useCreateDocument, useDeleteDocument, useDocuments } from '../api/documents';
import { TemplateChoice } from './new-from-template';

type DocumentsScreenProps = { onOpen: (id: string) => void };

/** /document-editor: the company's documents, the latest changed first; a new one blank or from a template. */
export function DocumentsScreen({ onOpen }: DocumentsScreenProps) {
  const documents = useDocuments();
  const timeZone = useCompanyTimeZone();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<DocumentSummary | null>(null);
  const remove = useDeleteDocument();

  if (documents.isPending) return <LoadingRows label="Loading the documents" />;
  if (documents.isError) return <LoadError title="Could not load the documents" error={documents.error} onRetry={() => void documents.refetch()} />;
  const { canEdit } = documents.data;
  const newButton = canEdit && (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon aria-hidden="true" />
      New document
    </Button>
  );

  return (
    <div className="grid gap-4">
      {documents.data.documents.length === 0 ? (
        <EmptyState
          icon={<FileTextIcon aria-hidden="true" />}
          title="No documents yet"
          description={canEdit ? 'Write the handbook, a safety talk or a job-site checklist — or start from a template.' : 'The office has not written any documents yet.'}
          action={newButton || undefined}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">
              {documents.data.documents.length} {documents.data.documents.length === 1 ? 'document' : 'documents'}, the latest changed first.
            </p>
            {newButton}
          </div>
          <ul className="grid gap-2" aria-label="Documents">
            {documents.data.documents.map((document) => (
              <li key={document.id} className="flex items-center gap-2 rounded-xl border border-border bg-card p-3">
                <button
                  type="button"
                  className="grid min-w-0 flex-1 gap-0.5 rounded-md text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  onClick={() => onOpen(document.id)}
                >
                  <span className="font-medium break-words text-primary underline-offset-4 hover:underline">{document.title}</span>
                  <span className="text-sm text-muted-foreground">
                    Changed {formatDateTime(document.updatedAt, timeZone)}
                    {document.updatedByName && ` by ${document.updatedByName}`}
                  </span>
                </button>
                {canEdit && (
                  <Button variant="ghost" size="icon" aria-label={`Delete ${document.title}`} onClick={() => setDeleting(document)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <NewDocumentDialog open={creating} onOpenChange={setCreating} onCreated={onOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete “${deleting?.title ?? ''}”?`}
        description="The document and its version history are deleted for everyone. This cannot be undone."
        confirmLabel="Delete document"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Document deleted');
              setDeleting(null);
            },
            onError: (error) => toast.error(errorMessage(error, 'Could not delete the document')),
          })
        }
      />
    </div>
  );
}

function NewDocumentDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (id: string) => void }) {
  const [templateId, setTemplateId] = useState<DocumentTemplateId | null>(null);
  const create = useCreateDocument();
  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[90svh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>New document</DialogTitle>
          <DialogDescription>It opens in the editor and saves itself as you write.</DialogDescription>
        </DialogHeader>
        <TemplateChoice value={templateId} onChange={setTemplateId} blankLabel="Blank document" />
        {create.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(create.error, 'Could not create the document')}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button
            disabled={create.isPending}
            onClick={() =>
              create.mutate(templateId ? { templateId } : {}, {
                onSuccess: (document) => {
                  onOpenChange(false);
                  setTemplateId(null);
                  onCreated(document.id);
                },
              })
            }
          >
            {create.isPending ? 'Creating…' : 'Create document'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
