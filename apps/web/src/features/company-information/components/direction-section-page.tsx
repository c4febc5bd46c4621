import type { DirectionSection } from '@groundwork/domain/company-information';
import { EyeIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useCompanyInformation } from '../api/get-company-information';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { directionGuides, directionOrder } from '../direction-guide';
import { DirectionForm } from './direction-form';

/** Links between the four direction screens and the one-page plan. */
export function DirectionNav() {
  return (
    <nav aria-label="Direction" className="mb-6 flex flex-wrap gap-2" data-print="hide">
      {[...directionOrder.map((section) => ({ href: directionGuides[section].href, label: directionGuides[section].title })), { href: paths.directionPlan, label: 'One-page plan' }].map((link) => (
        <NavLink
          key={link.href}
          to={link.href}
          className={({ isActive }) =>
            cn(
              'rounded-full border px-3 py-1 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              isActive ? 'border-primary bg-primary text-primary-foreground' : 'border-border text-muted-foreground hover:bg-muted hover:text-foreground',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** A direction screen: what to write and why, starters, and the section's form (read-only for those who may not write it). */
export function DirectionSectionPage({ section, canEdit }: { section: DirectionSection; canEdit: boolean }) {
  const guide = directionGuides[section];
  const information = useCompanyInformation();

  return (
    <Page className="max-w-5xl">
      <PageHeader
        title={guide.title}
        description={guide.summary}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.directionPlan}>See the one-page plan</Link>
          </Button>
        }
      />
      <DirectionNav />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <Card className="min-w-0">
          <CardContent>
            {information.isPending ? (
              <LoadingRows label={`Loading the ${guide.title.toLowerCase()}`} />
            ) : information.isError ? (
              <LoadError title={`Could not load the ${guide.title.toLowerCase()}`} error={information.error} onRetry={() => void information.refetch()} />
            ) : (
              <div className="grid gap-6">
                {!canEdit && (
                  <Alert variant="info">
                    <EyeIcon aria-hidden="true" />
                    <AlertTitle>Read only</AlertTitle>
                    <AlertDescription>An admin or an office manager writes the company’s direction; everyone can read it.</AlertDescription>
                  </Alert>
                )}
                <DirectionForm section={section} information={information.data} readOnly={!canEdit} />
              </div>
            )}
          </CardContent>
        </Card>
        <aside className="grid content-start gap-3 text-sm" aria-label={`How to write the ${guide.title.toLowerCase()}`}>
          <h2 className="font-semibold text-foreground">How to write it</h2>
          <ul className="list-disc space-y-2 pl-5 text-muted-foreground">
            {guide.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </aside>
      </div>
    </Page>
  );
}
