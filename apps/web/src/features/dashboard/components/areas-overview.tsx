import type { Company } from '@groundwork/domain/auth';
import { entryDisplay, hiddenEntries, permissionCatalogue, type PermissionSection } from '@groundwork/domain/permissions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const countedSections: PermissionSection[] = ['top', 'main', 'customer', 'company', 'growth_development', 'coaching'];

/** How much of Groundwork this company can use today, and how much is on its way. */
export function AreasOverview({ company }: { company: Company | null }) {
  // Each area once (sales tax and income divisions sit in two sections); profile and outbox are not areas.
  const names = new Set(countedSections.flatMap((section) => permissionCatalogue[section]).filter((name) => !hiddenEntries.has(name)));
  let available = 0;
  let comingSoon = 0;
  for (const name of names) {
    const display = entryDisplay(company?.permissions, name);
    if (display === 'enabled') available += 1;
    else if (display === 'coming_soon') comingSoon += 1;
  }
  const total = available + comingSoon;

  return (
    <Card aria-labelledby="areas-overview-title">
      <CardHeader>
        <CardTitle id="areas-overview-title">Your workspace</CardTitle>
        <CardDescription>Areas open to your company and the ones on their way.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-primary-soft p-4">
            <dt className="text-xs font-medium tracking-wide text-success-strong uppercase">Available</dt>
            <dd className="mt-1 text-2xl font-semibold text-foreground">{available}</dd>
          </div>
          <div className="rounded-lg bg-muted p-4">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Coming Soon</dt>
            <dd className="mt-1 text-2xl font-semibold text-foreground">{comingSoon}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">
          {total === 0
            ? 'Your company has no areas switched on yet.'
            : `${available} of ${total} areas are ready. New areas appear in the sidebar as they are switched on for your company.`}
        </p>
      </CardContent>
    </Card>
  );
}
