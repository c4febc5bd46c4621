import { isAdminRole } from '@groundwork/domain/auth';
import { PencilIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { useCompanyInformation } from '@/features/company-information/api/get-company-information';
import { CompanyInformationView } from '@/features/company-information/components/company-information-view';
import { paths } from '@/lib/paths';

export default function CompanyInformationRoute() {
  const { user } = useAuth();
  const information = useCompanyInformation();
  const canEdit = user ? isAdminRole(user.role) : false;

  return (
    <Page className="max-w-4xl">
      <PageHeader
        title="Company Information"
        description="Your company's name, addresses, contact and logos, as they appear on estimates, invoices and in the app."
        actions={
          canEdit && information.isSuccess ? (
            <Button asChild>
              <Link to={paths.companyInformationEdit}>
                <PencilIcon aria-hidden="true" />
                Edit
              </Link>
            </Button>
          ) : undefined
        }
      />
      {information.isPending && <LoadingRows label="Loading company information" />}
      {information.isError && <LoadError title="Could not load the company information" error={information.error} onRetry={() => void information.refetch()} />}
      {information.data && <CompanyInformationView information={information.data} />}
    </Page>
  );
}
