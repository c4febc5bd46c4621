import { ArrowLeftIcon, SproutIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export default function ComingSoonRoute() {
  return (
    <div className="flex min-h-[calc(100svh-3.5rem)] items-center justify-center px-6 py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <SproutIcon className="size-8" aria-hidden="true" />
        </div>
        <h1 className="text-3xl font-semibold tracking-tight text-foreground">Coming Soon</h1>
        <p className="mt-3 text-base text-muted-foreground">This feature is under development. Stay tuned!</p>
        <Button asChild variant="outline" className="mt-8">
          <Link to={paths.dashboard}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to dashboard
          </Link>
        </Button>
      </div>
    </div>
  );
}
