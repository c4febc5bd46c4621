import { useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { RoleResponsibilities } from '@/features/org-chart/components/role-responsibilities';

export default function RoleResponsibilitiesRoute() {
  const { positionId = '' } = useParams();
  return (
    <Page className="max-w-4xl">
      <RoleResponsibilities key={positionId} positionId={positionId} />
    </Page>
  );
}
