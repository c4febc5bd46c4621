import { isLeadershipRole } from '@groundwork/domain/auth';
import { useLoaderData } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { useServices } from '@/features/services/api/get-services';
import { ListingPage } from '@/features/store/components/listing-page';
import ComingSoonRoute from '../misc/coming-soon';

/** /{product}: one listing's staff view by its address; an area of the app not built yet keeps its Coming Soon. */
export default function ListingRoute() {
  const loaded = useLoaderData<{ slug: string; title: string } | null>();
  const { user } = useAuth();
  const services = useServices();
  if (!loaded) return <ComingSoonRoute />;
  const choices = (services.data ?? []).map((service) => ({ id: service.id, name: service.name, hasRateMatrix: service.rateMatrixData.matrixRows.length > 0 }));
  return (
    <Page className="max-w-4xl">
      <PageHeader title={loaded.title} description="A listing of your online store: how it shows, what it sold, and its settings." />
      <ListingPage slug={loaded.slug} services={choices} canChange={user ? isLeadershipRole(user.role) : false} />
    </Page>
  );
}
