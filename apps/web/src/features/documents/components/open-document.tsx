import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useDocument } from '../api/documents';
import { DocumentHtml } from './document-html';
import { DocumentWorkspace } from './document-workspace';

/** One document: the editor for those who write, its HTML for those who read. */
export function OpenDocument({ documentId }: { documentId: string }) {
  const document = useDocument(documentId);
  if (document.isPending) return <LoadingRows label="Opening the document" />;
  if (document.isError) return <LoadError title="Could not open the document" error={document.error} onRetry={() => void document.refetch()} />;
  if (!document.data.canEdit) {
    return (
      <article className="grid gap-3 rounded-xl border border-border bg-muted/30 p-4 sm:p-6" aria-label={document.data.title}>
        <h2 className="text-xl font-semibold break-words">{document.data.title}</h2>
        <p className="text-sm text-muted-foreground">Read only: admins and office managers change documents.</p>
        <DocumentHtml html={document.data.html} />
      </article>
    );
  }
  return <DocumentWorkspace key={document.data.id} document={document.data} />;
}
