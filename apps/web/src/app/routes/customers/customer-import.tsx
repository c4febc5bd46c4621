import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { CustomerImport } from '@/features/customers/components/customer-import';
import { useTaxCategories } from '@/features/sales-tax/api/get-tax-categories';

export default function CustomerImportRoute() {
  const taxCategories = useTaxCategories();
  return (
    <Page className="max-w-5xl">
      <PageHeader
        title="Import customers"
        description="Bring your client list over from a spreadsheet. Every row is checked before anything is saved; rows with problems are left out and listed in a report."
        actions={
          <Button variant="outline" asChild>
            <Link to="/customers">
              <ArrowLeftIcon aria-hidden="true" />
              Back to customers
            </Link>
          </Button>
        }
      />
      <Card>
        <CardContent className="pt-6">
          <CustomerImport taxCategories={taxCategories.data} />
        </CardContent>
      </Card>
    </Page>
  );
}
