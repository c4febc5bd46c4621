import { isAdminRole } from '@groundwork/domain/auth';
import { ONBOARDING_ADMINS_ONLY_MESSAGE } from '@groundwork/domain/onboarding';
import { ArrowRightIcon, Loader2Icon, ShieldAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { useCompanyInformation } from '@/features/company-information/api/get-company-information';
import { CompanyInformationForm } from '@/features/company-information/components/company-information-form';
import { LogoUploads } from '@/features/company-information/components/logo-uploads';
import { CustomerImport } from '@/features/customers/components/customer-import';
import { IncomeDivisionsTable } from '@/features/income-divisions/components/income-divisions-table';
import { useOnboarding } from '@/features/onboarding/api/get-onboarding';
import { OnboardingWizard, type StepContext, type StepSlots } from '@/features/onboarding/components/onboarding-wizard';
import { useTaxCategories } from '@/features/sales-tax/api/get-tax-categories';
import { SalesTaxSetup } from '@/features/sales-tax/components/sales-tax-setup';
import { paths } from '@/lib/paths';

function ContinueButton({ context, label = 'Continue' }: { context: StepContext; label?: string }) {
  return (
    <div>
      <Button type="button" onClick={() => void context.complete()} disabled={context.saving}>
        {context.saving ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <ArrowRightIcon aria-hidden="true" />}
        {label}
      </Button>
    </div>
  );
}

/** Customers come in through the customers area's CSV import; the step is done once some were imported. */
function DataImportStep({ context }: { context: StepContext }) {
  const [imported, setImported] = useState<number | null>(context.onboarding.data.dataImportComplete ? 0 : null);
  const taxCategories = useTaxCategories();
  return (
    <div className="grid gap-6">
      <CustomerImport
        taxCategories={taxCategories.data}
        onImported={(result) => setImported((current) => (current ?? 0) + result.imported)}
      />
      {imported !== null && imported > 0 && <p className="text-sm font-medium text-foreground" role="status">{imported} customers imported.</p>}
      {imported !== null ? (
        <ContinueButton context={context} />
      ) : (
        <p className="text-sm text-muted-foreground">No spreadsheet at hand? Skip this step: you can import customers later from the Customers screen.</p>
      )}
    </div>
  );
}

/** SPEC.md §4 onboarding: the wizard, with each step's form taken from the area that owns it. */
export default function OnboardingRoute() {
  const { user, company } = useAuth();
  const navigate = useNavigate();
  const isAdmin = user ? isAdminRole(user.role) : false;
  const onboarding = useOnboarding({ enabled: isAdmin });
  const information = useCompanyInformation({ enabled: isAdmin });

  const steps: StepSlots = {
    'company-setup': (context) =>
      information.data ? (
        <CompanyInformationForm information={information.data} detailsOnly submitLabel="Save and continue" onSaved={() => void context.complete()} />
      ) : information.isError ? (
        <LoadError title="Could not load the company information" error={information.error} onRetry={() => void information.refetch()} />
      ) : (
        <LoadingRows rows={4} label="Loading company information" />
      ),
    'logo-setup': (context) =>
      information.data ? (
        <div className="grid gap-6">
          <LogoUploads information={information.data} />
          <ContinueButton context={context} />
        </div>
      ) : (
        <LoadingRows rows={2} label="Loading logos" />
      ),
    'sales-tax': (context) => (
      <SalesTaxSetup
        initialChargesSalesTax={context.onboarding.data.salesTaxSetupComplete ? context.onboarding.data.chargesSalesTax : null}
        busy={context.saving}
        onSaved={(chargesSalesTax) => context.complete({ chargesSalesTax })}
      />
    ),
    'core-operations': (context) => (
      <div className="grid gap-6">
        <section aria-labelledby="divisions-heading" className="grid gap-3">
          <h3 id="divisions-heading" className="text-base font-medium text-foreground">
            Income divisions
          </h3>
          <p className="text-sm text-muted-foreground">Revenue is grouped by these divisions in services and reports. Keep, rename or add your own.</p>
          <IncomeDivisionsTable canEdit compact />
        </section>
        <section aria-labelledby="people-heading" className="grid gap-3">
          <h3 id="people-heading" className="text-base font-medium text-foreground">
            Your people and services
          </h3>
          <ul className="grid gap-2 text-sm">
            <li>
              <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/employees">
                Add your employees
              </Link>{' '}
              <span className="text-muted-foreground">— for scheduling and labour costs.</span>
            </li>
            <li>
              <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/crews">
                Set up your crews
              </Link>{' '}
              <span className="text-muted-foreground">— the teams your employees work in.</span>
            </li>
            <li className="text-muted-foreground">Services: your service catalogue comes in a later release; you will set it up from the Services screen.</li>
          </ul>
          <p className="text-xs text-muted-foreground">These open outside the wizard; your progress here is kept.</p>
        </section>
        <ContinueButton context={context} label="Save and continue" />
      </div>
    ),
    'data-import': (context) => <DataImportStep context={context} />,
  };

  return (
    <Page>
      <PageHeader title="Set up your company" description="A few steps to get your company ready to price work. Your progress is saved after every step." />
      {!isAdmin ? (
        <Alert variant="info">
          <ShieldAlertIcon aria-hidden="true" />
          <AlertTitle>{ONBOARDING_ADMINS_ONLY_MESSAGE}</AlertTitle>
          <AlertDescription>
            <p>Ask an administrator of your company to finish setting it up.</p>
            <Button asChild variant="outline" size="sm" className="mt-3">
              <Link to={paths.dashboard}>Go to dashboard</Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : onboarding.isPending ? (
        <LoadingRows label="Loading your setup progress" />
      ) : onboarding.isError ? (
        <LoadError title="Could not load your setup progress" error={onboarding.error} onRetry={() => void onboarding.refetch()} />
      ) : (
        <OnboardingWizard onboarding={onboarding.data} steps={steps} companyName={company?.name} onFinished={() => void navigate(paths.dashboard)} />
      )}
    </Page>
  );
}
