import { canWriteDirection } from '@groundwork/domain/company-information';
import { useAuth } from '@/features/auth/auth-provider';
import { DirectionSectionPage } from '@/features/company-information/components/direction-section-page';

export default function DirectionValuesRoute() {
  const { user } = useAuth();
  return <DirectionSectionPage section="companyValues" canEdit={user ? canWriteDirection(user.role) : false} />;
}
