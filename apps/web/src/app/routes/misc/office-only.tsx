import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { ArrowLeftIcon, BuildingIcon, ClipboardListIcon } from 'lucide-react';
import { Link } from 'react-router';
import { StatusMessage } from '@/components/layouts/status-message';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** What a crew leader sees on an office area's address (the sidebar does not offer them; a link or a typed address might). */
export function OfficeOnly() {
  return (
    <StatusMessage icon={<BuildingIcon aria-hidden="true" />} title="For the office" description={OFFICE_ONLY_MESSAGE}>
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
    </StatusMessage>
  );
}
