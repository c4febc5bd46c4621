import { canManagePriceBook } from '@groundwork/domain/subcontractors';
import { useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/features/auth/auth-provider';
import { useSubcontractor } from '@/features/subcontractors/api/get-subcontractor';
import { SubcontractorForm } from '@/features/subcontractors/components/subcontractor-form';
import { SubcontractorLoadState } from '@/features/subcontractors/components/subcontractor-load-state';
import { subcontractorPath } from '@/features/subcontractors/components/subcontractors-table';
import { PriceBookReadOnlyNotice } from './read-only-notice';

export default function EditSubcontractorRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const subcontractor = useSubcontractor(id);
  const canManage = user !== null && canManagePriceBook(user.role);
  return (
    <Page className="max-w-4xl">
      <PageHeader title={subcontractor.data ? `Edit ${subcontractor.data.companyName}` : 'Edit subcontractor'} />
      {!canManage ? (
        <PriceBookReadOnlyNotice backTo={subcontractorPath(id)} />
      ) : subcontractor.data ? (
        <Card>
          <CardContent className="pt-6">
            <SubcontractorForm
              // A fresh form per subcontractor; after a save the form keeps its own copy until the user reloads.
              key={subcontractor.data.id}
              subcontractor={subcontractor.data}
              onSaved={(saved) => void navigate(subcontractorPath(saved.id))}
              onCancel={() => void navigate(subcontractorPath(id))}
            />
          </CardContent>
        </Card>
      ) : (
        <SubcontractorLoadState query={subcontractor} />
      )}
    </Page>
  );
}
