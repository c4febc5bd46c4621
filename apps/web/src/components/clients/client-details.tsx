import { mapLink, type Address } from '@groundwork/domain/customers';
import { ExternalLinkIcon, MapPinIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

// Read-only pieces of a client's overview (customer, lead).

const numberFormat = new Intl.NumberFormat('en-US');

/** One labelled value of a <dl>; an empty value shows as a dash. */
export function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid gap-1', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm text-foreground [overflow-wrap:anywhere]">{children || '—'}</dd>
    </div>
  );
}

/** A "Open in Google Maps" link for an address, in a new tab. */
export function MapLink({ address, label = 'Open in Google Maps' }: { address: Address; label?: string }) {
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
      {label}
      <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** '44.9606, -93.2776' as stored, or '' when the property has no position. */
export function formatCoordinates(latitude: number | null, longitude: number | null): string {
  return latitude === null || longitude === null ? '' : `${latitude}, ${longitude}`;
}

/** A property's coordinates, or a quiet note that it has none yet (route optimisation needs them). */
export function MapPosition({ latitude, longitude }: { latitude: number | null; longitude: number | null }) {
  const text = formatCoordinates(latitude, longitude);
  return text ? <span className="tabular-nums">{text}</span> : <span className="text-muted-foreground">No map position yet</span>;
}

/** The client's phones with their kind: '(612) 555-0143 (phone), … (mobile)'. */
export function clientPhones(client: { phone: string; mobilePhone: string; workPhone: string }): string {
  return [client.phone && `${client.phone} (phone)`, client.mobilePhone && `${client.mobilePhone} (mobile)`, client.workPhone && `${client.workPhone} (work)`]
    .filter(Boolean)
    .join(', ');
}

/** An area in square feet, or '' when not known. */
export function formatSquareFeet(value: number | null): string {
  return value === null ? '' : `${numberFormat.format(value)} sq ft`;
}

// Callers render these two only when there is something to show, so an empty Detail still shows its dash.

export function EmailLink({ email }: { email: string }) {
  return (
    <a className="text-primary hover:underline" href={`mailto:${email}`}>
      {email}
    </a>
  );
}

export function TagBadges({ tags }: { tags: readonly string[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <Badge key={tag} variant="secondary">
          {tag}
        </Badge>
      ))}
    </span>
  );
}
