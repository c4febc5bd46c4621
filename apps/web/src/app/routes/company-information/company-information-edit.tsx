import { isAdminRole } from '@groundwork/domain/auth';
import { ShieldAlertIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { useCompanyInformation } from '@/features/company-information/api/get-company-information';
import { CompanyInformationForm } from '@/features/company-information/components/company-information-form';
import { LogoUploads } from '@/features/company-information/components/logo-uploads';
import { paths } from '@/lib/paths';

export default function CompanyInformationEditRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const information = useCompanyInformation();
  const isAdmin = user ? isAdminRole(user.role) : false;

  return (
    <Page className="max-w-4xl">
      <PageHeader title="Edit Company Information" description="Changes show on new estimates and invoices and in the sidebar as soon as they are saved." />
      {!isAdmin ? (
        <Alert variant="info">
          <ShieldAlertIcon aria-hidden="true" />
          <AlertTitle>Administrators only</AlertTitle>
          <AlertDescription>Only an admin can change the company information. Ask an administrator of your company.</AlertDescription>
        </Alert>
      ) : information.isPending ? (
        <LoadingRows label="Loading company information" />
      ) : information.isError ? (
        <LoadError title="Could not load the company information" error={information.error} onRetry={() => void information.refetch()} />
      ) : (
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Details</CardTitle>
              <CardDescription>Company, addresses, time zone and main contact.</CardDescription>
            </CardHeader>
            <CardContent>
              <CompanyInformationForm
                information={information.data}
                onSaved={() => void navigate(paths.companyInformation)}
                secondaryActions={
                  <Button asChild variant="outline">
                    <Link to={paths.companyInformation}>Cancel</Link>
                  </Button>
                }
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Logos</CardTitle>
              <CardDescription>Uploaded logos are saved at once; the main logo shows in the sidebar.</CardDescription>
            </CardHeader>
            <CardContent>
              <LogoUploads information={information.data} />
            </CardContent>
          </Card>
        </div>
      )}
    </Page>
  );
}
