import { Page, PageHeader } from '@/components/layouts/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CustomFieldsManager } from '@/features/custom-fields/components/custom-fields-manager';

export default function CustomFieldsRoute() {
  return (
    <Page className="max-w-4xl">
      <PageHeader title="Custom fields" description="Extra details your office keeps on customers and leads, in the order they are shown." />
      <Tabs defaultValue="customer">
        <TabsList aria-label="Client type">
          <TabsTrigger value="customer">Customers</TabsTrigger>
          <TabsTrigger value="lead">Leads</TabsTrigger>
        </TabsList>
        <TabsContent value="customer">
          <CustomFieldsManager clientType="customer" />
        </TabsContent>
        <TabsContent value="lead">
          <CustomFieldsManager clientType="lead" />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
