import { useNavigate } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { SopsScreen } from '@/features/documents/components/sops-screen';
import { paths } from '@/lib/paths';

/** /business-development/sops: how the company does each job, written once and run the same way by every crew. */
export default function SopsRoute() {
  const navigate = useNavigate();
  return (
    <Page className="max-w-5xl">
      <PageHeader
        title="Standard Operating Procedures"
        description="How the company does each job, written once: published SOPs are read and acknowledged by everyone, and their checklists show on the crews’ work orders."
      />
      <SopsScreen onCreated={(id) => void navigate(paths.sop(id))} />
    </Page>
  );
}
