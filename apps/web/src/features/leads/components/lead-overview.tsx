import { customerTypeLabels, formatAddress } from '@groundwork/domain/customers';
import type { Lead } from '@groundwork/domain/leads';
import { Link } from 'react-router';
import { clientPhones, Detail, EmailLink, formatSquareFeet, MapLink, MapPosition, TagBadges } from '@/components/clients/client-details';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDate, formatDateTime } from '@/lib/format';
import { LeadPipeline } from './lead-pipeline';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A lead at a glance: where it stands in the pipeline, contact, the property to quote. */
export function LeadOverview({ lead, leadSourceName }: { lead: Lead; leadSourceName?: string }) {
  const timeZone = useCompanyTimeZone();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Pipeline</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {lead.convertedCustomerId ? (
            <p className="text-sm text-foreground">
              Won and converted {lead.convertedAt ? `on ${formatDate(lead.convertedAt, timeZone)} ` : ''}to{' '}
              <Link className="font-medium text-primary hover:underline" to={`/customers/${lead.convertedCustomerId}`}>
                the customer record
              </Link>
              .
            </p>
          ) : (
            <LeadPipeline lead={lead} />
          )}
          <dl className="grid gap-4 sm:grid-cols-4">
            <Detail label="Estimated value">{lead.estimatedValue === null ? '' : money.format(lead.estimatedValue)}</Detail>
            <Detail label="Follow-up">{lead.followUpDate ?? ''}</Detail>
            <Detail label="Assigned to">{lead.assignedTo}</Detail>
            <Detail label="Lead source">{leadSourceName}</Detail>
          </dl>
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Contact</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label="Type">{customerTypeLabels[lead.type]}</Detail>
              <Detail label="Name">{[lead.firstName, lead.lastName].filter(Boolean).join(' ')}</Detail>
              <Detail label="Company">{lead.companyName}</Detail>
              <Detail label="Email">
                {lead.email && <EmailLink email={lead.email} />}
              </Detail>
              <Detail label="Phones">{clientPhones(lead)}</Detail>
              <Detail label="Mailing address">{formatAddress(lead.address)}</Detail>
              <Detail label="Tags">
                {lead.tags.length > 0 && <TagBadges tags={lead.tags} />}
              </Detail>
              <Detail label="Created">{formatDateTime(lead.createdAt, timeZone)}</Detail>
              <Detail label="Notes" className="sm:col-span-2">{lead.notes && <span className="whitespace-pre-wrap">{lead.notes}</span>}</Detail>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Property to quote</CardTitle>
          </CardHeader>
          <CardContent>
            {lead.property ? (
              <div className="grid gap-3">
                <p className="font-medium text-foreground">{lead.property.name || formatAddress(lead.property.address) || 'Property'}</p>
                {lead.property.name && <p className="text-sm text-muted-foreground">{formatAddress(lead.property.address)}</p>}
                <dl className="grid grid-cols-2 gap-3">
                  <Detail label="Lot size">{formatSquareFeet(lead.property.lotSizeSqFt)}</Detail>
                  <Detail label="Turf area">{formatSquareFeet(lead.property.turfAreaSqFt)}</Detail>
                  <Detail label="Map position">
                    <MapPosition latitude={lead.property.latitude} longitude={lead.property.longitude} />
                  </Detail>
                </dl>
                {lead.property.notes && <p className="text-sm whitespace-pre-wrap text-muted-foreground">{lead.property.notes}</p>}
                <MapLink address={lead.property.address} />
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">No property yet. Edit the lead to add the site to quote.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
