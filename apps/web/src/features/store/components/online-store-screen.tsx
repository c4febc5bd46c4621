import { photoFileError, PHOTO_TYPES } from '@groundwork/domain/dispatch';
import { bookingStatuses, bookingStatusLabels, depositStatusLabels, type Booking, type BookingStatus, type Listing, type ListingInput, type StoreSettings } from '@groundwork/domain/store';
import { ArrowDownIcon, ArrowUpIcon, ExternalLinkIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { FormField, InputField } from '@/components/ui/form-field';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { formatCurrency, formatDay } from '@/lib/format';
import {
  useDeleteListing,
  useDeleteListingPhoto,
  useOnlineStore,
  useReorderListings,
  useSaveListing,
  useSaveStoreSettings,
  useSetBookingStatus,
  useStoreBookings,
  useUploadListingPhoto,
} from '../api/online-store';

/** A service the store can list: what the listing form offers. */
export interface ServiceChoice {
  id: string;
  name: string;
  hasRateMatrix: boolean;
}

/**
 * /online-store: the store's settings and storefront address, its listings in storefront order, and the bookings
 * homeowners made. `canChange` (admins and office managers) shows the editing controls; the server checks it too.
 */
export function OnlineStoreScreen({ services, canChange }: { services: readonly ServiceChoice[]; canChange: boolean }) {
  const store = useOnlineStore();
  if (store.isPending) return <LoadingRows label="Loading the store" />;
  if (store.isError) return <LoadError title="Could not load the online store" error={store.error} onRetry={() => void store.refetch()} />;
  return (
    <div className="grid gap-8">
      <SettingsForm key={store.data.settings.updatedAt ?? 'new'} settings={store.data.settings} canChange={canChange} />
      <Listings listings={store.data.listings} services={services} canChange={canChange} />
      <Bookings />
    </div>
  );
}

function SettingsForm({ settings, canChange }: { settings: StoreSettings; canChange: boolean }) {
  const save = useSaveStoreSettings();
  const [values, setValues] = useState({ slug: settings.slug, name: settings.name, primaryColor: settings.primaryColor, accentColor: settings.accentColor, terms: settings.terms, open: settings.open || settings.updatedAt === null, showLogo: settings.showLogo });
  const [errors, setErrors] = useState<FieldMessages>({});
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ ...values, updatedAt: settings.updatedAt });
      setErrors({});
      toast.success('Store settings saved');
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast.error(errorMessage(error));
    }
  };
  return (
    <section aria-labelledby="store-settings" className="grid gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="store-settings" className="text-lg font-semibold">
          Store settings
        </h2>
        {settings.storefrontUrl && (
          <a href={settings.storefrontUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm text-primary underline">
            {settings.storefrontUrl}
            <ExternalLinkIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Store settings">
        <InputField id="store-name" label="Store name" value={values.name} onChange={(event) => set('name', event.target.value)} error={errors.name} disabled={!canChange} />
        <InputField id="store-slug" label="Store address (/store/…)" value={values.slug} onChange={(event) => set('slug', event.target.value)} error={errors.slug} disabled={!canChange} hint="Lower-case letters, digits and hyphens: link it from your website." />
        <InputField id="store-primary" label="Main colour" type="color" value={values.primaryColor} onChange={(event) => set('primaryColor', event.target.value)} error={errors.primaryColor} disabled={!canChange} hint="The line under the store's name and the chosen listing's border." />
        <InputField id="store-accent" label="Accent colour" type="color" value={values.accentColor} onChange={(event) => set('accentColor', event.target.value)} error={errors.accentColor} disabled={!canChange} hint="The storefront's headings; one too light to read on white shows as dark grey." />
        <FormField id="store-terms" label="Terms" error={errors.terms} className="sm:col-span-2">
          {(control) => <Textarea {...control} value={values.terms} onChange={(event) => set('terms', event.target.value)} rows={3} disabled={!canChange} />}
        </FormField>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={values.showLogo} onChange={(event) => set('showLogo', event.target.checked)} disabled={!canChange} />
          Show the company logo
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={values.open} onChange={(event) => set('open', event.target.checked)} disabled={!canChange} />
          Store open to the public
        </label>
        {canChange && (
          <Button type="submit" className="justify-self-start" disabled={save.isPending}>
            Save settings
          </Button>
        )}
      </form>
    </section>
  );
}

const blankListing = (serviceId: string): ListingInput => ({
  slug: '',
  title: '',
  description: '',
  serviceId,
  pricingMode: 'matrix',
  measure: 'lot_size',
  fixedPrice: null,
  visits: 1,
  depositPercent: 0,
  seasonStartMonth: 1,
  seasonEndMonth: 12,
  weekdays: [1, 2, 3, 4, 5],
  leadTimeDays: 7,
  active: true,
});

function Listings({ listings, services, canChange }: { listings: Listing[]; services: readonly ServiceChoice[]; canChange: boolean }) {
  const [editing, setEditing] = useState<Listing | 'new' | null>(null);
  const reorder = useReorderListings();
  const remove = useDeleteListing();
  const move = async (index: number, by: -1 | 1) => {
    const ids = listings.map((listing) => listing.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    try {
      await reorder.mutateAsync(ids);
      toast.success('Order saved');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const [removing, setRemoving] = useState<Listing | null>(null);
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(`${removing.title} taken out of the store`);
      setRemoving(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <section aria-labelledby="store-listings" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="store-listings" className="text-lg font-semibold">
          Listings
        </h2>
        {canChange && services.length > 0 && (
          <Button type="button" onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden="true" />
            Add listing
          </Button>
        )}
      </div>
      {editing && <ListingForm key={editing === 'new' ? 'new' : editing.id} listing={editing === 'new' ? null : editing} services={services} onDone={() => setEditing(null)} />}
      {listings.length === 0 ? (
        <p className="text-sm text-muted-foreground">No listings yet. Add a service to sell it online.</p>
      ) : (
        <ol className="grid gap-2">
          {listings.map((listing, index) => (
            <li key={listing.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <Link to={`/${listing.slug}`} className="font-medium break-words text-foreground underline-offset-2 hover:underline">
                  {listing.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {listing.serviceName} · {listing.priceDisplay}
                  {listing.depositPercent > 0 ? ` · ${listing.depositPercent}% deposit` : ''}
                  {listing.active ? '' : ' · Hidden'}
                </p>
              </div>
              {canChange && (
                <div className="flex gap-1">
                  <Button type="button" size="icon" variant="ghost" aria-label={`Move ${listing.title} up`} disabled={index === 0 || reorder.isPending} onClick={() => void move(index, -1)}>
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" size="icon" variant="ghost" aria-label={`Move ${listing.title} down`} disabled={index === listings.length - 1 || reorder.isPending} onClick={() => void move(index, 1)}>
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" size="icon" variant="ghost" aria-label={`Edit ${listing.title}`} onClick={() => setEditing(listing)}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <Button type="button" size="icon" variant="ghost" aria-label={`Delete ${listing.title}`} onClick={() => setRemoving(listing)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Take ${removing?.title ?? 'this listing'} out of the store?`}
        description="Homeowners can no longer book it. Its bookings stay, under the title they were made with."
        confirmLabel="Delete listing"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </section>
  );
}

/** Adds or changes one listing; also the edit part of /{product}. */
export function ListingForm({ listing, services, onDone }: { listing: Listing | null; services: readonly ServiceChoice[]; onDone: () => void }) {
  const save = useSaveListing();
  const upload = useUploadListingPhoto();
  const [photo, setPhoto] = useState<File | null>(null);
  const [values, setValues] = useState<ListingInput>(() => (listing ? { ...listing, fixedPrice: listing.fixedPrice, serviceId: listing.serviceId ?? services[0]?.id ?? '' } : blankListing(services[0]?.id ?? '')));
  const [errors, setErrors] = useState<FieldMessages>({});
  const set = <K extends keyof ListingInput>(key: K, value: ListingInput[K]) => setValues((current) => ({ ...current, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: ListingInput = { ...values, fixedPrice: values.pricingMode === 'fixed' ? Number(values.fixedPrice) : null };
    const photoError = photo ? photoFileError(photo) : undefined;
    if (photoError) {
      setErrors({ file: photoError });
      return;
    }
    let saved: Listing;
    try {
      saved = await save.mutateAsync(listing ? { id: listing.id, input: { ...input, updatedAt: listing.updatedAt } } : { id: null, input });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast.error(errorMessage(error));
      return;
    }
    if (photo) {
      try {
        await upload.mutateAsync({ id: saved.id, file: photo });
      } catch (error) {
        // The listing is saved; the photo can be chosen again from its Edit.
        toast.error(`${listing ? 'Listing saved' : 'Listing added'}, but the photo was not: ${errorMessage(error)}`);
        onDone();
        return;
      }
    }
    toast.success(listing ? 'Listing saved' : 'Listing added');
    onDone();
  };
  const number = (value: string) => (value === '' ? 0 : Number(value));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2" aria-label={listing ? `Edit ${listing.title}` : 'New listing'}>
      <InputField id="listing-title" label="Title" value={values.title} onChange={(event) => set('title', event.target.value)} error={errors.title} />
      <InputField id="listing-slug" label="Address (/…)" value={values.slug} onChange={(event) => set('slug', event.target.value)} error={errors.slug} hint="weekly-mowing: its page is /weekly-mowing" />
      <FormField id="listing-service" label="Service" error={errors.serviceId}>
        {(control) => (
          <NativeSelect {...control} value={values.serviceId} onChange={(event) => set('serviceId', event.target.value)}>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="listing-pricing" label="Price" error={errors.pricingMode}>
        {(control) => (
          <NativeSelect {...control} value={values.pricingMode} onChange={(event) => set('pricingMode', event.target.value as ListingInput['pricingMode'])}>
            <option value="matrix">From the rate matrix, by the property’s measure</option>
            <option value="fixed">Fixed price a visit</option>
          </NativeSelect>
        )}
      </FormField>
      {values.pricingMode === 'fixed' ? (
        <InputField id="listing-fixed" label="Price of a visit ($)" inputMode="decimal" value={values.fixedPrice === null || values.fixedPrice === undefined ? '' : String(values.fixedPrice)} onChange={(event) => set('fixedPrice', event.target.value === '' ? null : Number(event.target.value))} error={errors.fixedPrice} />
      ) : (
        <FormField id="listing-measure" label="Measure" error={errors.measure}>
          {(control) => (
            <NativeSelect {...control} value={values.measure} onChange={(event) => set('measure', event.target.value as ListingInput['measure'])}>
              <option value="lot_size">Lot size</option>
              <option value="turf_area">Lawn (turf) area</option>
            </NativeSelect>
          )}
        </FormField>
      )}
      <InputField id="listing-visits" label="Visits in the season" inputMode="numeric" value={String(values.visits ?? 1)} onChange={(event) => set('visits', number(event.target.value))} error={errors.visits} />
      <InputField id="listing-deposit" label="Deposit (%)" inputMode="decimal" value={String(values.depositPercent ?? 0)} onChange={(event) => set('depositPercent', number(event.target.value))} error={errors.depositPercent} />
      <InputField id="listing-season-start" label="Season starts (month 1–12)" inputMode="numeric" value={String(values.seasonStartMonth ?? 1)} onChange={(event) => set('seasonStartMonth', number(event.target.value))} error={errors.seasonStartMonth} />
      <InputField id="listing-season-end" label="Season ends (month 1–12)" inputMode="numeric" value={String(values.seasonEndMonth ?? 12)} onChange={(event) => set('seasonEndMonth', number(event.target.value))} error={errors.seasonEndMonth} />
      <InputField id="listing-lead" label="Lead time (days)" inputMode="numeric" value={String(values.leadTimeDays ?? 7)} onChange={(event) => set('leadTimeDays', number(event.target.value))} error={errors.leadTimeDays} />
      <ListingPhoto listing={listing} error={errors.file} onChoose={(file) => {
        setPhoto(file);
        setErrors(({ file: _file, ...rest }) => rest);
      }} />
      <FormField id="listing-description" label="Description" error={errors.description} className="sm:col-span-2">
        {(control) => <Textarea {...control} value={values.description ?? ''} onChange={(event) => set('description', event.target.value)} rows={3} />}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={values.active ?? true} onChange={(event) => set('active', event.target.checked)} />
        Shown on the storefront
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending || upload.isPending}>
          {upload.isPending ? 'Uploading the photo…' : listing ? 'Save listing' : 'Add listing'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The listing's photo on the storefront: the one it has (with Remove), and a file to upload with the listing's save. */
function ListingPhoto({ listing, error, onChoose }: { listing: Listing | null; error: string | undefined; onChoose: (file: File | null) => void }) {
  const removePhoto = useDeleteListingPhoto();
  const [confirming, setConfirming] = useState(false);
  const [current, setCurrent] = useState(listing?.photoUrl ?? '');
  const confirmRemove = async () => {
    if (!listing) return;
    try {
      await removePhoto.mutateAsync(listing.id);
      setCurrent('');
      setConfirming(false);
      toast.success('Photo removed');
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };
  return (
    <div className="grid content-start gap-2">
      <Field id="listing-photo" label={current ? 'Replace the photo' : 'Photo'} error={error} hint="PNG, JPEG or WebP, up to 15 MB">
        <input
          {...fieldA11y('listing-photo', error, true)}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          className="min-h-11 min-w-0 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-card file:px-3"
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
      </Field>
      {current && (
        <div className="flex items-center gap-3">
          <img src={current} alt={`The photo of ${listing?.title ?? 'this listing'}`} className="h-16 w-24 rounded border object-cover" />
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
            Remove photo
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the photo?"
        description="The storefront shows the listing without a photo until you upload another."
        confirmLabel="Remove photo"
        busyLabel="Removing…"
        busy={removePhoto.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}

function Bookings() {
  const bookings = useStoreBookings();
  const setStatus = useSetBookingStatus();
  const change = async (booking: Booking, status: BookingStatus) => {
    try {
      await setStatus.mutateAsync({ id: booking.id, status });
      toast.success(`Booking ${booking.reference} ${bookingStatusLabels[status].toLowerCase()}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <section aria-labelledby="store-bookings" className="grid gap-3">
      <h2 id="store-bookings" className="text-lg font-semibold">
        Bookings
      </h2>
      {bookings.isPending ? (
        <LoadingRows label="Loading the bookings" />
      ) : bookings.isError ? (
        <LoadError title="Could not load the bookings" error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : bookings.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bookings yet. Share your storefront address to get the first one.</p>
      ) : (
        <ul className="grid gap-2">
          {bookings.data.map((booking) => (
            <li key={booking.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="font-medium break-words">
                  {booking.reference} · {booking.listingTitle} · {booking.customerName}
                </p>
                <p className="break-words text-muted-foreground">
                  {booking.address} · week of {formatDay(booking.preferredWeek)} · {formatCurrency(booking.total)} · {depositStatusLabels[booking.depositStatus]}
                </p>
                <p className="flex flex-wrap gap-3">
                  {booking.customerId && <Link to={`/customers/${booking.customerId}`} className="underline">Customer</Link>}
                  {booking.estimateId && <Link to={`/estimates/${booking.estimateId}`} className="underline">Estimate</Link>}
                  {booking.workOrderId && <Link to={`/orders/${booking.workOrderId}`} className="underline">Work order</Link>}
                </p>
              </div>
              <label className="grid gap-1 text-xs text-muted-foreground" htmlFor={`booking-status-${booking.id}`}>
                Status
                <NativeSelect id={`booking-status-${booking.id}`} value={booking.status} onChange={(event) => void change(booking, event.target.value as BookingStatus)}>
                  {bookingStatuses.map((status) => (
                    <option key={status} value={status}>
                      {bookingStatusLabels[status]}
                    </option>
                  ))}
                </NativeSelect>
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
