import { canManagePriceBook } from '@groundwork/domain/subcontractors';
import { ArrowLeftIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/auth-provider';
import { useSubcontractor } from '@/features/subcontractors/api/get-subcontractor';
import { DeleteSubcontractorDialog } from '@/features/subcontractors/components/delete-subcontractor-dialog';
import { SubcontractorDetails } from '@/features/subcontractors/components/subcontractor-details';
import { SubcontractorLoadState } from '@/features/subcontractors/components/subcontractor-load-state';
import { subcontractorEditPath } from '@/features/subcontractors/components/subcontractors-table';

/** One subcontractor's page: contact, insurance standing, rates and notes, with edit and delete for price-book managers. */
export default function SubcontractorDetailRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const subcontractor = useSubcontractor(id);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const canManage = user !== null && canManagePriceBook(user.role);

  if (!subcontractor.data) {
    return (
      <Page>
        <PageHeader title="Subcontractor" />
        <SubcontractorLoadState query={subcontractor} />
      </Page>
    );
  }
  const data = subcontractor.data;

  return (
    <Page>
      <PageHeader
        title={data.companyName}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/subcontractors">
                <ArrowLeftIcon aria-hidden="true" />
                All subcontractors
              </Link>
            </Button>
            {canManage && (
              <>
                <Button variant="outline" asChild>
                  <Link to={subcontractorEditPath(data.id)}>
                    <PencilIcon aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
                <Button variant="destructive" onClick={() => setConfirmingDelete(true)}>
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
              </>
            )}
          </>
        }
      />
      <SubcontractorDetails subcontractor={data} />
      <DeleteSubcontractorDialog
        subcontractor={confirmingDelete ? data : null}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={() => void navigate('/subcontractors')}
      />
    </Page>
  );
}
