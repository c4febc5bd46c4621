import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { LeadFormsScreen } from '@/features/forms/components/lead-forms-screen';
import { useCompanyPeople } from '@/lib/company-people';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { paths } from '@/lib/paths';

/** /integrations/form-creation: lead-capture forms for the company's website, and what visitors sent through them. */
export default function FormCreationRoute() {
  const { user } = useAuth();
  const people = useCompanyPeople();
  const timeZone = useCompanyTimeZone();
  return (
    <Page className="max-w-6xl">
      <PageHeader
        title="Lead-capture forms"
        description="Forms for your website: every submission lands in Leads with the form’s lead source, duplicates are matched by e-mail or phone, and bots are kept out."
        actions={
          <Button variant="outline" asChild>
            <Link to={paths.integrations}>
              <ArrowLeftIcon aria-hidden="true" />
              Integrations
            </Link>
          </Button>
        }
      />
      {people.isPending || !user ? (
        <LoadingRows label="Loading the forms" />
      ) : people.isError ? (
        <LoadError title="Could not load the company’s users" error={people.error} onRetry={() => void people.refetch()} />
      ) : (
        <LeadFormsScreen role={user.role} people={people.data} timeZone={timeZone} />
      )}
    </Page>
  );
}
