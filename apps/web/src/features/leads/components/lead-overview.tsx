import { customerTypeLabels, formatAddress, mapLink } from '@groundwork/domain/customers';
import type { Lead } from '@groundwork/domain/leads';
import { ExternalLinkIcon, MapPinIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format';
import { LeadPipeline } from './lead-pipeline';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const numberFormat = new Intl.NumberFormat('en-US');

function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid gap-1', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm text-foreground [overflow-wrap:anywhere]">{children || '—'}</dd>
    </div>
  );
}

function MapLink({ address }: { address: Lead['address'] }) {
  const href = mapLink(address);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <MapPinIcon className="size-4" aria-hidden="true" />
      Open in Google Maps
      <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** A lead at a glance: where it stands in the pipeline, contact, the property to quote. */
export function LeadOverview({ lead, leadSourceName }: { lead: Lead; leadSourceName?: string }) {
  const phones = [lead.phone && `${lead.phone} (phone)`, lead.mobilePhone && `${lead.mobilePhone} (mobile)`, lead.workPhone && `${lead.workPhone} (work)`].filter(Boolean);
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Pipeline</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {lead.convertedCustomerId ? (
            <p className="text-sm text-foreground">
              Won and converted {lead.convertedAt ? `on ${formatDate(lead.convertedAt)} ` : ''}to{' '}
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
                {lead.email && (
                  <a className="text-primary hover:underline" href={`mailto:${lead.email}`}>
                    {lead.email}
                  </a>
                )}
              </Detail>
              <Detail label="Phones">{phones.join(', ')}</Detail>
              <Detail label="Mailing address">{formatAddress(lead.address)}</Detail>
              <Detail label="Tags">
                {lead.tags.length > 0 && (
                  <span className="flex flex-wrap gap-1">
                    {lead.tags.map((tag) => (
                      <Badge key={tag} variant="secondary">
                        {tag}
                      </Badge>
                    ))}
                  </span>
                )}
              </Detail>
              <Detail label="Created">{formatDateTime(lead.createdAt)}</Detail>
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
                  <Detail label="Lot size">{lead.property.lotSizeSqFt === null ? '' : `${numberFormat.format(lead.property.lotSizeSqFt)} sq ft`}</Detail>
                  <Detail label="Turf area">{lead.property.turfAreaSqFt === null ? '' : `${numberFormat.format(lead.property.turfAreaSqFt)} sq ft`}</Detail>
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
