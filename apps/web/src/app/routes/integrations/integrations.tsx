import { isAdminRole, type Role } from '@groundwork/domain/auth';
import { FileDownIcon } from 'lucide-react';
import { useState } from 'react';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { IntegrationsScreen } from '@/features/integrations/components/integrations-screen';
import { QuickBooksCard } from '@/features/integrations/components/quickbooks-card';
import { AccountingExportDialog } from '@/features/invoices/components/accounting-export-dialog';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { todayIn } from '@/lib/zoned-time';

/**
 * The accounting connection: a period's books as a QuickBooks file (the invoices area's export), and for admins the
 * live QuickBooks Online sync.
 */
function Accounting({ timeZone, role }: { timeZone: string; role: Role }) {
  const [exporting, setExporting] = useState(false);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3">
        <div className="grid gap-1">
          <p className="font-medium text-foreground">QuickBooks export</p>
          <p className="text-sm text-muted-foreground">A period’s invoices, payments, refunds and credit notes as an IIF file for QuickBooks Desktop, or a CSV.</p>
        </div>
        <Button type="button" variant="outline" onClick={() => setExporting(true)}>
          <FileDownIcon aria-hidden="true" />
          Export for QuickBooks
        </Button>
      </div>
      {isAdminRole(role) ? <QuickBooksCard /> : <p className="text-sm text-muted-foreground">Only admins connect QuickBooks Online.</p>}
      <AccountingExportDialog open={exporting} onOpenChange={setExporting} today={todayIn(timeZone)} />
    </div>
  );
}

/** /integrations: every connection with its status, last activity and errors. */
export default function IntegrationsRoute() {
  const { user } = useAuth();
  const timeZone = useCompanyTimeZone();
  return (
    <Page className="max-w-6xl">
      <PageHeader title="Integrations" description="Connect Groundwork to your website, calendars, accounting and the other tools you run the company with." />
      {!user ? (
        <LoadingRows label="Loading the integrations" />
      ) : (
        <IntegrationsScreen role={user.role} timeZone={timeZone} accounting={<Accounting timeZone={timeZone} role={user.role} />} />
      )}
    </Page>
  );
}
