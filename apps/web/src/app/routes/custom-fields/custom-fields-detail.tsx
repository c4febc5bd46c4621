import { clientTypeSchema } from '@groundwork/domain/customers';
import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { CustomFieldValuesForm } from '@/features/custom-fields/components/custom-field-values-form';

/** /custom-fields-detail/{clientType}/{clientId}: one customer's or lead's custom field values. */
export default function CustomFieldsDetailRoute() {
  const { clientType: rawType = '', clientId = '' } = useParams();
  const clientType = clientTypeSchema.safeParse(rawType);
  if (!clientType.success) {
    return (
      <Page className="max-w-3xl">
        <PageHeader title="Custom fields" />
        <Alert variant="destructive" role="alert">
          <AlertTitle>Unknown client type</AlertTitle>
          <AlertDescription>Custom fields belong to a customer or a lead.</AlertDescription>
        </Alert>
      </Page>
    );
  }
  const back = clientType.data === 'customer' ? `/customers/${clientId}` : `/leads/${clientId}`;
  return (
    <Page className="max-w-3xl">
      <PageHeader
        title="Custom fields"
        description={`The ${clientType.data}'s values for the fields your company defined.`}
        actions={
          <Button variant="outline" asChild>
            <Link to={back}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to the {clientType.data}
            </Link>
          </Button>
        }
      />
      <Card>
        <CardContent className="pt-6">
          <CustomFieldValuesForm clientType={clientType.data} clientId={clientId} />
        </CardContent>
      </Card>
    </Page>
  );
}
