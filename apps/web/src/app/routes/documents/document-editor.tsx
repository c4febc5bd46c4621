import { ArrowLeftIcon, ClipboardListIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { DocumentsScreen } from '@/features/documents/components/documents-screen';
import { OpenDocument } from '@/features/documents/components/open-document';
import { paths } from '@/lib/paths';

/** /document-editor: the company's documents; `?document={id}` opens one in the editor. */
export default function DocumentEditorRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const documentId = searchParams.get('document');
  const open = (id: string | null) => setSearchParams(id ? { document: id } : {});
  return (
    <Page className="max-w-5xl">
      <PageHeader
        title="Document Editor"
        description="The company’s handbook, safety talks and checklists: written here, saved as you type, with every version kept."
        actions={
          documentId ? (
            <Button variant="outline" onClick={() => open(null)}>
              <ArrowLeftIcon aria-hidden="true" />
              All documents
            </Button>
          ) : (
            <Button variant="outline" asChild>
              <Link to={paths.sops}>
                <ClipboardListIcon aria-hidden="true" />
                SOPs
              </Link>
            </Button>
          )
        }
      />
      {documentId ? <OpenDocument documentId={documentId} /> : <DocumentsScreen onOpen={open} />}
    </Page>
  );
}
