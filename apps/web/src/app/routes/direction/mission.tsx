import { canWriteDirection } from '@groundwork/domain/company-information';
import { useAuth } from '@/features/auth/auth-provider';
import { DirectionSectionPage } from '@/features/company-information/components/direction-section-page';

export default function DirectionMissionRoute() {
  const { user } = useAuth();
  return <DirectionSectionPage section="companyMission" canEdit={user ? canWriteDirection(user.role) : false} />;
}
