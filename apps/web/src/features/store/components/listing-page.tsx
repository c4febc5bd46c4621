import { ExternalLinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { formatCurrency } from '@/lib/format';
import { useListingBySlug } from '../api/online-store';
import { ListingForm, type ServiceChoice } from './online-store-screen';

/** /{product}: one listing's staff view — how the storefront shows it, what it sold, and its edit form. */
export function ListingPage({ slug, services, canChange }: { slug: string; services: readonly ServiceChoice[]; canChange: boolean }) {
  const detail = useListingBySlug(slug);
  const [editing, setEditing] = useState(false);
  if (detail.isPending) return <LoadingRows label="Loading the listing" />;
  if (detail.isError) return <LoadError title="Could not load the listing" error={detail.error} onRetry={() => void detail.refetch()} />;
  const { listing, sales, storefrontUrl } = detail.data;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="listing-preview" className="grid gap-2 rounded-lg border p-4">
        <h2 id="listing-preview" className="text-lg font-semibold">
          Preview
        </h2>
        {listing.photoUrl && <img src={listing.photoUrl} alt="" className="h-40 w-full max-w-md rounded object-cover" />}
        <p className="font-semibold break-words">{listing.title}</p>
        {listing.description && <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">{listing.description}</p>}
        <p className="text-sm">
          {listing.priceDisplay}
          {listing.visits > 1 ? ` · ${listing.visits} visits` : ''}
          {listing.depositPercent > 0 ? ` · ${listing.depositPercent}% deposit` : ''}
          {listing.active ? '' : ' · Hidden from the storefront'}
        </p>
        {storefrontUrl && (
          <a href={storefrontUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm text-primary underline">
            Open the storefront
            <ExternalLinkIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </section>
      <section aria-labelledby="listing-sales" className="grid gap-2">
        <h2 id="listing-sales" className="text-lg font-semibold">
          Sales
        </h2>
        <dl className="grid grid-cols-3 gap-4 text-sm">
          <div>
            <dt className="text-muted-foreground">Bookings</dt>
            <dd className="text-lg font-semibold">{sales.bookings}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Booked</dt>
            <dd className="text-lg font-semibold">{formatCurrency(sales.bookedTotal)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Deposits paid</dt>
            <dd className="text-lg font-semibold">{formatCurrency(sales.depositsPaid)}</dd>
          </div>
        </dl>
      </section>
      {canChange &&
        (editing ? (
          <ListingForm listing={listing} services={services} onDone={() => setEditing(false)} />
        ) : (
          <Button type="button" className="justify-self-start" onClick={() => setEditing(true)}>
            Edit listing
          </Button>
        ))}
    </div>
  );
}
