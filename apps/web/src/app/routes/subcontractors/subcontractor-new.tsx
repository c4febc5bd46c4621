import { canManagePriceBook } from '@groundwork/domain/subcontractors';
import { useNavigate } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/features/auth/auth-provider';
import { SubcontractorForm } from '@/features/subcontractors/components/subcontractor-form';
import { subcontractorPath } from '@/features/subcontractors/components/subcontractors-table';
import { PriceBookReadOnlyNotice } from './read-only-notice';

export default function NewSubcontractorRoute() {
  const navigate = useNavigate();
  const { user } = useAuth();
  return (
    <Page className="max-w-4xl">
      <PageHeader title="New subcontractor" description="Who they are, what they do, when their insurance runs out and what they charge." />
      {user !== null && canManagePriceBook(user.role) ? (
        <Card>
          <CardContent className="pt-6">
            <SubcontractorForm onSaved={(saved) => void navigate(subcontractorPath(saved.id))} onCancel={() => void navigate('/subcontractors')} />
          </CardContent>
        </Card>
      ) : (
        <PriceBookReadOnlyNotice backTo="/subcontractors" />
      )}
    </Page>
  );
}
