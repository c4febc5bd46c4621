import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { ArrowLeftIcon, BuildingIcon, ClipboardListIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** What a crew leader sees on an office area's address (the sidebar does not offer them; a link or a typed address might). */
export function OfficeOnly() {
  return (
    <div className="flex min-h-[calc(100svh-3.5rem)] items-center justify-center px-6 py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <BuildingIcon className="size-8" aria-hidden="true" />
        </div>
        <h1 className="text-3xl font-semibold tracking-tight text-foreground">For the office</h1>
        <p className="mt-3 text-base text-muted-foreground">{OFFICE_ONLY_MESSAGE}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.dispatchEndOfDay}>
              <ClipboardListIcon aria-hidden="true" />
              Open my day
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to dashboard
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
