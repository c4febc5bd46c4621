import { canWriteDirection } from '@groundwork/domain/company-information';
import { useAuth } from '@/features/auth/auth-provider';
import { DirectionSectionPage } from '@/features/company-information/components/direction-section-page';

export default function DirectionPurposeRoute() {
  const { user } = useAuth();
  return <DirectionSectionPage section="companyPurpose" canEdit={user ? canWriteDirection(user.role) : false} />;
}
