import { isLeadershipRole } from '@groundwork/domain/auth';
import { Page, PageHeader } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { useServices } from '@/features/services/api/get-services';
import { OnlineStoreScreen } from '@/features/store/components/online-store-screen';

/** /online-store: the store's settings, listings in order and bookings; the services come from the price book. */
export default function OnlineStoreRoute() {
  const { user } = useAuth();
  const services = useServices();
  const choices = (services.data ?? []).map((service) => ({ id: service.id, name: service.name, hasRateMatrix: service.rateMatrixData.matrixRows.length > 0 }));
  return (
    <Page className="max-w-5xl">
      <PageHeader title="Online Store" description="Sell your services online: homeowners get an instant price from your rate matrix, book a week and pay a deposit; each booking lands as a customer, an accepted estimate and a work order to schedule." />
      <OnlineStoreScreen services={choices} canChange={user ? isLeadershipRole(user.role) : false} />
    </Page>
  );
}
