import { DOCUMENT_NOT_FOUND_MESSAGE } from '@groundwork/domain/legal';
import { FileQuestionIcon } from 'lucide-react';
import { isLegalDocumentType } from '../api/get-legal-document';
import { LegalDocumentBody, useResolvedLegalDocument } from './legal-document-content';
import type { LegalDocumentType } from '@groundwork/domain/legal';

/** The public page of a legal document: /legal/terms, /legal/privacy; anything else is 'Document not found.'. */
export function LegalDocumentView({ type }: { type: string | undefined }) {
  if (!isLegalDocumentType(type)) return <DocumentNotFound />;
  return <KnownLegalDocument type={type} />;
}

function KnownLegalDocument({ type }: { type: LegalDocumentType }) {
  const document = useResolvedLegalDocument(type);
  if (document.state === 'not-found') return <DocumentNotFound />;
  return <LegalDocumentBody type={type} headingLevel="h1" />;
}

function DocumentNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <FileQuestionIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-semibold text-foreground">{DOCUMENT_NOT_FOUND_MESSAGE}</h1>
      <p className="text-sm text-muted-foreground">
        Try the{' '}
        <a href="/legal/terms" className="font-medium text-primary underline underline-offset-2">
          Terms of Service
        </a>{' '}
        or the{' '}
        <a href="/legal/privacy" className="font-medium text-primary underline underline-offset-2">
          Privacy Notice
        </a>
        .
      </p>
    </div>
  );
}
