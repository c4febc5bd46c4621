import { canManagePriceBook } from '@groundwork/domain/products';
import { serviceMessages } from '@groundwork/domain/services';
import { useQuery } from '@tanstack/react-query';
import { ArchiveIcon, ArchiveRestoreIcon, ArrowLeftIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { useAuth } from '@/features/auth/auth-provider';
import { getCrewsQueryOptions } from '@/features/crews/api/get-crews';
import { getCustomFieldsQueryOptions } from '@/features/custom-fields/api/get-custom-fields';
import { equipmentQueryOptions } from '@/features/equipment/api/get-equipment';
import { getIncomeDivisionsQueryOptions } from '@/features/income-divisions/api/get-income-divisions';
import { productsQueryOptions } from '@/features/products/api/get-products';
import { useArchiveService } from '@/features/services/api/archive-service';
import { useService } from '@/features/services/api/get-service';
import { useServices } from '@/features/services/api/get-services';
import { ChargesPanel } from '@/features/services/components/charges-panel';
import { QuestionsPanel } from '@/features/services/components/questions-panel';
import type { RecipeSources } from '@/features/services/components/recipe-editor';
import { ServiceEditor } from '@/features/services/components/service-editor';
import { UpsalesPanel } from '@/features/services/components/upsales-panel';
import { subcontractorsQueryOptions } from '@/features/subcontractors/api/get-subcontractors';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /services/{serviceId}: the service's fields, rate matrix and recipe, then its upsales, questions and
 * charges. The pickers' lists (divisions, custom fields, crews, equipment, products, subcontractors) come
 * from their own areas and are passed down.
 */
export default function ServiceDetailRoute() {
  const { serviceId = '' } = useParams();
  const { user } = useAuth();
  const canEdit = user ? canManagePriceBook(user.role) : false;
  const service = useService(serviceId);
  const services = useServices();
  const archive = useArchiveService();

  const divisions = useQuery(getIncomeDivisionsQueryOptions());
  const customFields = useQuery(getCustomFieldsQueryOptions('customer'));
  const crews = useQuery(getCrewsQueryOptions({ page: 1 }));
  const equipment = useQuery(equipmentQueryOptions());
  const products = useQuery(productsQueryOptions());
  const subcontractors = useQuery(subcontractorsQueryOptions());
  useDocumentTitle(service.data?.name);

  const incomeDivisions = useMemo(
    () => (divisions.data ?? []).filter((division) => (division.isActive && !division.archivedAt) || division.id === service.data?.incomeDivisionId).map(({ id, name }) => ({ id, name })),
    [divisions.data, service.data?.incomeDivisionId],
  );
  const measureFields = useMemo(() => (customFields.data ?? []).filter((field) => field.type === 'number').map((field) => ({ id: field.id, name: field.label })), [customFields.data]);
  const recipeSources = useMemo<RecipeSources>(
    () => ({
      labor: (crews.data?.crews ?? []).map((crew) => ({ id: crew.id, name: crew.name, unitCost: crew.loadedLaborCostPerHour, unit: 'h' })),
      equipment: (equipment.data?.equipment ?? []).map((unit) => ({ id: unit.id, name: unit.name, unitCost: unit.costPerHour, unit: 'h' })),
      product: (products.data?.products ?? []).map((product) => ({ id: product.id, name: product.name, unitCost: product.unitCost, unit: product.unit })),
      subcontractor: (subcontractors.data?.subcontractors ?? []).map((sub) => ({ id: sub.id, name: sub.companyName, unitCost: sub.hourlyRate ?? sub.flatRate, unit: sub.hourlyRate !== null ? 'h' : undefined })),
    }),
    [crews.data, equipment.data, products.data, subcontractors.data],
  );

  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link to={paths.services}>
        <ArrowLeftIcon aria-hidden="true" />
        All services
      </Link>
    </Button>
  );

  if (service.isPending) {
    return (
      <Page className="max-w-5xl">
        {back}
        <LoadingRows rows={6} label="Loading service" />
      </Page>
    );
  }
  if (service.isError) {
    const missing = isApiError(service.error) && service.error.status === 404;
    return (
      <Page className="max-w-5xl">
        {back}
        {missing ? (
          <EmptyState title={serviceMessages.notFoundTitle} description={serviceMessages.notFound} />
        ) : (
          <LoadError title="Could not load this service" error={service.error} onRetry={() => void service.refetch()} />
        )}
      </Page>
    );
  }

  const current = service.data;
  const toggleArchive = () =>
    archive.mutate(
      { id: current.id, archived: !current.archived },
      {
        onSuccess: () => toast.success(current.archived ? serviceMessages.serviceRestored : serviceMessages.serviceArchived, { duration: 3000, description: current.name }),
        onError: () => toast.error(serviceMessages.updateFailed, { duration: 3000, description: serviceMessages.updateFailedDetail }),
      },
    );

  return (
    <Page className="max-w-5xl">
      {back}
      <PageHeader
        className="mt-2"
        title={
          <span className="flex flex-wrap items-center gap-3">
            {current.name}
            {current.archived && <Badge variant="warning">Archived</Badge>}
          </span>
        }
        description={canEdit ? 'Change anything below and save; upsales, questions and charges save as you go.' : serviceMessages.managersOnly}
        actions={
          canEdit && (
            <Button variant="outline" onClick={toggleArchive} disabled={archive.isPending}>
              {current.archived ? <ArchiveRestoreIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
              {current.archived ? 'Restore' : 'Archive'}
            </Button>
          )
        }
      />
      <div className="grid gap-6">
        <ServiceEditor key={current.id} service={current} canEdit={canEdit} incomeDivisions={incomeDivisions} measureFields={measureFields} recipeSources={recipeSources} />
        <Card>
          <CardHeader>
            <CardTitle>Upsales</CardTitle>
            <CardDescription>Other services offered with this one, in this order.</CardDescription>
          </CardHeader>
          <CardContent>
            <UpsalesPanel service={current} services={services.data ?? []} canEdit={canEdit} />
          </CardContent>
        </Card>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Questions</CardTitle>
              <CardDescription>What to ask the customer when selling it.</CardDescription>
            </CardHeader>
            <CardContent>
              <QuestionsPanel service={current} canEdit={canEdit} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Charges</CardTitle>
              <CardDescription>Extra lines billed with it.</CardDescription>
            </CardHeader>
            <CardContent>
              <ChargesPanel service={current} canEdit={canEdit} />
            </CardContent>
          </Card>
        </div>
      </div>
    </Page>
  );
}
