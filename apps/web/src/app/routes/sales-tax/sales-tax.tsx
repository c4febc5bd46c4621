import { isAdminRole } from '@groundwork/domain/auth';
import { Page, PageHeader } from '@/components/layouts/page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth/auth-provider';
import { useJurisdictions } from '@/features/sales-tax/api/get-jurisdictions';
import { useTaxCategories } from '@/features/sales-tax/api/get-tax-categories';
import { CombinedRatePreview } from '@/features/sales-tax/components/combined-rate-preview';
import { JurisdictionsTree } from '@/features/sales-tax/components/jurisdictions-tree';
import { TaxCategoriesTable } from '@/features/sales-tax/components/tax-categories-table';

export default function SalesTaxRoute() {
  const { user } = useAuth();
  const canEdit = user ? isAdminRole(user.role) : false;
  const jurisdictions = useJurisdictions();
  const categories = useTaxCategories();

  return (
    <Page>
      <PageHeader
        title="Sales Tax"
        description="The taxes you collect, where they apply, and which category products, services and clients get by default."
      />
      {jurisdictions.isPending || categories.isPending ? (
        <LoadingRows label="Loading sales tax" />
      ) : jurisdictions.isError ? (
        <LoadError title="Could not load jurisdictions" error={jurisdictions.error} onRetry={() => void jurisdictions.refetch()} />
      ) : categories.isError ? (
        <LoadError title="Failed to fetch categories" error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <Tabs defaultValue="categories" className="grid gap-6">
          <TabsList aria-label="Sales tax sections" className="w-fit">
            <TabsTrigger value="categories">Tax categories</TabsTrigger>
            <TabsTrigger value="jurisdictions">Jurisdictions</TabsTrigger>
          </TabsList>
          <TabsContent value="categories" className="grid gap-6">
            <TaxCategoriesTable categories={categories.data} jurisdictions={jurisdictions.data} canEdit={canEdit} />
            <Card>
              <CardHeader>
                <CardTitle>Combined rate preview</CardTitle>
                <CardDescription>What a client pays where the work is done: the city, county and state taxes added together.</CardDescription>
              </CardHeader>
              <CardContent>
                <CombinedRatePreview jurisdictions={jurisdictions.data} />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="jurisdictions">
            <JurisdictionsTree jurisdictions={jurisdictions.data} canEdit={canEdit} />
          </TabsContent>
        </Tabs>
      )}
    </Page>
  );
}
