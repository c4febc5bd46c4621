import { DOCUMENT_NOT_FOUND_MESSAGE, type LegalDocumentType } from '@groundwork/domain/legal';
import { useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useLegalDocument } from '../api/get-legal-document';
import { fallbackDocuments } from '../fallback-documents';

export type ResolvedLegalDocument =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'ready'; title: string; content: string; isFallback: boolean };

/** The server's copy of a document; the built-in copy when loading fails; 'not-found' on a 404. */
export function useResolvedLegalDocument(type: LegalDocumentType): ResolvedLegalDocument {
  const query = useLegalDocument(type);
  if (query.isPending) return { state: 'loading' };
  if (query.isSuccess) {
    return { state: 'ready', title: query.data.title, content: query.data.content, isFallback: false };
  }
  if (isApiError(query.error) && query.error.status === 404) return { state: 'not-found' };
  return { state: 'ready', ...fallbackDocuments[type], isFallback: true };
}

/** The screen shows the title itself; a copy of it opening the document's HTML is dropped. */
function withoutLeadingTitle(html: string, title: string): string {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return html.replace(new RegExp(`^\\s*<h[12][^>]*>\\s*${escaped}\\s*</h[12]>`, 'i'), '');
}

export function SanitizedHtml({ html, title, className }: { html: string; title?: string; className?: string }) {
  const clean = useMemo(() => {
    const safe = sanitizeHtml(html);
    return title ? withoutLeadingTitle(safe, title) : safe;
  }, [html, title]);
  return <div className={cn('prose-doc', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function LegalDocumentSkeleton() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading">
      <Skeleton className="h-7 w-2/5" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="mt-6 h-5 w-1/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-10/12" />
    </div>
  );
}

type LegalDocumentBodyProps = {
  type: LegalDocumentType;
  /** How the title is rendered: the page's h1, or a heading inside a dialog. */
  headingLevel?: 'h1' | 'h2' | 'h3' | 'none';
  className?: string;
};

/** One document: its title and its sanitised text (with a note when it is the built-in copy). */
export function LegalDocumentBody({ type, headingLevel = 'h1', className }: LegalDocumentBodyProps) {
  const document = useResolvedLegalDocument(type);
  if (document.state === 'loading') return <LegalDocumentSkeleton />;
  if (document.state === 'not-found') return <p className="text-sm text-muted-foreground">{DOCUMENT_NOT_FOUND_MESSAGE}</p>;

  const Heading = headingLevel === 'none' ? null : headingLevel;
  return (
    <article className={className}>
      {Heading && (
        <Heading className={cn('mb-5 font-semibold tracking-tight text-foreground', Heading === 'h1' ? 'text-3xl' : Heading === 'h2' ? 'text-xl' : 'text-lg')}>
          {document.title}
        </Heading>
      )}
      {document.isFallback && (
        <p className="-mt-3 mb-6 text-sm text-muted-foreground">Shown from the copy built into the app; the latest version could not be loaded.</p>
      )}
      <SanitizedHtml html={document.content} title={document.title} />
    </article>
  );
}
