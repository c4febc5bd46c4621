import { canManagePriceBook } from '@groundwork/domain/products';
import { Page, PageHeader } from '@/components/layouts/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth/auth-provider';
import { CouponsPanel } from '@/features/coupons/components/coupons-panel';
import { ServicesList } from '@/features/services/components/services-list';
import { paths } from '@/lib/paths';

/** /services: the price book's services, in the order estimates offer them, and the company's coupons. */
export default function ServicesRoute() {
  const { user } = useAuth();
  const canEdit = user ? canManagePriceBook(user.role) : false;
  return (
    <Page className="max-w-5xl">
      <PageHeader title="Services" description="What you sell, each priced by a rate matrix and costed by its default recipe." />
      <Tabs defaultValue="services">
        <TabsList aria-label="Services and coupons">
          <TabsTrigger value="services">Services</TabsTrigger>
          <TabsTrigger value="coupons">Coupons</TabsTrigger>
        </TabsList>
        <TabsContent value="services">
          <ServicesList canEdit={canEdit} servicePath={paths.service} />
        </TabsContent>
        <TabsContent value="coupons">
          <CouponsPanel canEdit={canEdit} />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
