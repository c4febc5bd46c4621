import { legalDocumentTitles, type LegalDocumentType } from '@groundwork/domain/legal';
import { useParams } from 'react-router';
import { PublicPageLayout } from '@/components/layouts/public-page-layout';
import { LegalDocumentView } from '@/features/legal/components/legal-document-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function LegalDocumentRoute() {
  const { type } = useParams();
  useDocumentTitle(legalDocumentTitles[type as LegalDocumentType] ?? 'Document not found');
  return (
    <PublicPageLayout>
      <LegalDocumentView type={type} />
    </PublicPageLayout>
  );
}
