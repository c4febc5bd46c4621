import { Page, PageHeader } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { ApplicationsWorkspace } from '@/features/chemical-applications/components/applications-workspace';
import { useApplicationOptions } from './use-application-options';

/**
 * /chemical-tracking: every fertiliser and pesticide application, kept as the company's states ask
 * (docs/chemical-applications.md) — the records, the report a regulator asks for, and the state settings.
 */
export default function ChemicalTrackingRoute() {
  const { user } = useAuth();
  const options = useApplicationOptions(user?.role ?? null);
  return (
    <Page className="max-w-[100rem]">
      <PageHeader
        title="Chemical Tracking"
        description="Every fertiliser and pesticide application: what, where, how much, the weather and who applied it. Incomplete records show what the state still needs and by when."
      />
      <ApplicationsWorkspace options={options} />
    </Page>
  );
}
