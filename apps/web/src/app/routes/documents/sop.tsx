import { ArrowLeftIcon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { useSop } from '@/features/documents/api/sops';
import { SopScreen } from '@/features/documents/components/sop-screen';
import { paths } from '@/lib/paths';

/** /business-development/sops/{sopId}: one SOP, to write or to read. */
export default function SopRoute() {
  const { sopId = '' } = useParams();
  const navigate = useNavigate();
  const sop = useSop(sopId);
  return (
    <Page className="max-w-5xl">
      <PageHeader
        title={sop.data?.title ?? 'SOP'}
        description="A standard operating procedure: its text, its checklists on work orders, and who has read it."
        actions={
          <Button variant="outline" asChild>
            <Link to={paths.sops}>
              <ArrowLeftIcon aria-hidden="true" />
              All SOPs
            </Link>
          </Button>
        }
      />
      <SopScreen sopId={sopId} onDeleted={() => void navigate(paths.sops)} />
    </Page>
  );
}
