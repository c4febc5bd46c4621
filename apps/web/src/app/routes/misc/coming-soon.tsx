import { ArrowLeftIcon, SproutIcon } from 'lucide-react';
import { Link } from 'react-router';
import { StatusMessage } from '@/components/layouts/status-message';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export default function ComingSoonRoute() {
  return (
    <StatusMessage icon={<SproutIcon aria-hidden="true" />} title="Coming Soon" description="This feature is under development. Stay tuned!">
      <Button asChild variant="outline">
        <Link to={paths.dashboard}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to dashboard
        </Link>
      </Button>
    </StatusMessage>
  );
}
