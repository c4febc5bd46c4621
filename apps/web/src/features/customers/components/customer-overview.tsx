import { customerStatusLabels, customerTypeLabels, formatAddress, type Customer, type Property } from '@groundwork/domain/customers';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { clientPhones, Detail, EmailLink, formatSquareFeet, MapLink, MapPosition, TagBadges } from '@/components/clients/client-details';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDateTime } from '@/lib/format';
import { useDeleteProperty } from '../api/delete-property';
import { PropertyDialog } from './property-dialog';

/** Contact details and service properties of one customer. */
export function CustomerOverview({ customer, leadSourceName }: { customer: Customer; leadSourceName?: string }) {
  const timeZone = useCompanyTimeZone();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card>
        <CardHeader>
          <CardTitle>Contact</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Type">{customerTypeLabels[customer.type]}</Detail>
            <Detail label="Status">{customerStatusLabels[customer.status]}</Detail>
            <Detail label="Name">{[customer.firstName, customer.lastName].filter(Boolean).join(' ')}</Detail>
            <Detail label="Company">{customer.companyName}</Detail>
            <Detail label="Email">
              {customer.email && <EmailLink email={customer.email} />}
            </Detail>
            <Detail label="Phones">{clientPhones(customer)}</Detail>
            <Detail label="Billing address" className="sm:col-span-2">
                {formatAddress(customer.address) && (
                  <span className="flex flex-col gap-1">
                    {formatAddress(customer.address)}
                    <MapLink address={customer.address} label="Open billing address in Google Maps" />
                  </span>
                )}
              </Detail>
            <Detail label="Lead source">{leadSourceName}</Detail>
            <Detail label="Tags">
              {customer.tags.length > 0 && <TagBadges tags={customer.tags} />}
            </Detail>
            <Detail label="Notes" className="sm:col-span-2">{customer.notes && <span className="whitespace-pre-wrap">{customer.notes}</span>}</Detail>
            <Detail label="Created">{formatDateTime(customer.createdAt, timeZone)}</Detail>
            <Detail label="Last changed">{formatDateTime(customer.updatedAt, timeZone)}</Detail>
          </dl>
        </CardContent>
      </Card>
      <CustomerProperties customer={customer} />
    </div>
  );
}

function CustomerProperties({ customer }: { customer: Customer }) {
  const [editing, setEditing] = useState<{ property: Property | null } | null>(null);
  const [removing, setRemoving] = useState<Property | null>(null);
  const deleteProperty = useDeleteProperty();

  const remove = () => {
    if (!removing) return;
    deleteProperty.mutate(
      { customerId: customer.id, propertyId: removing.id },
      {
        onSuccess: () => {
          toast.success('Property removed');
          setRemoving(null);
        },
        onError: (error) => toast.error('Failed to remove property', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>Properties</CardTitle>
        <Button size="sm" variant="outline" onClick={() => setEditing({ property: null })}>
          <PlusIcon aria-hidden="true" />
          Add property
        </Button>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" aria-label="Properties">
          {customer.properties.map((property) => {
            const address = formatAddress(property.address);
            const title = property.name || address || 'Property';
            return (
              <li key={property.id} className="grid gap-2 rounded-lg border border-border p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="flex items-center gap-2 font-medium text-foreground">
                      {title}
                      {property.isPrimary && <Badge variant="success">Primary</Badge>}
                    </p>
                    {property.name && address && <p className="text-sm text-muted-foreground">{address}</p>}
                  </div>
                  <div className="flex gap-1">
                    <Button size="sm" variant="ghost" onClick={() => setEditing({ property })} aria-label={`Edit property ${title}`}>
                      <PencilIcon aria-hidden="true" />
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setRemoving(property)}
                      disabled={customer.properties.length <= 1}
                      aria-label={`Remove property ${title}`}
                      title={customer.properties.length <= 1 ? 'A customer needs at least one property.' : undefined}
                    >
                      <Trash2Icon aria-hidden="true" />
                      Remove
                    </Button>
                  </div>
                </div>
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  <Detail label="Lot size">{formatSquareFeet(property.lotSizeSqFt)}</Detail>
                  <Detail label="Turf area">{formatSquareFeet(property.turfAreaSqFt)}</Detail>
                  <Detail label="Map position">
                    <MapPosition latitude={property.latitude} longitude={property.longitude} />
                  </Detail>
                </dl>
                {property.notes && <p className="text-sm whitespace-pre-wrap text-muted-foreground">{property.notes}</p>}
                <MapLink address={property.address} label="Open in Google Maps" />
              </li>
            );
          })}
        </ul>
      </CardContent>
      <PropertyDialog customerId={customer.id} property={editing?.property ?? null} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this property?"
        description={`${removing ? formatAddress(removing.address) || removing.name || 'This property' : ''} will be removed from ${customer.displayName}.`}
        confirmLabel="Remove property"
        busyLabel="Removing..."
        busy={deleteProperty.isPending}
        onConfirm={remove}
      />
    </Card>
  );
}
