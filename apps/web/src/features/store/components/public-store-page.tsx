import { STORE_NOT_FOUND_MESSAGE, storefrontTextColour, type BookingResult, type InstantPriceResult, type PublicListing, type PublicStore } from '@groundwork/domain/store';
import { AlertCircleIcon, CheckCircle2Icon, Loader2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PublicDocument } from '@/components/layouts/public-document';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { formatCurrency, formatDay } from '@/lib/format';
import { publicStoreUrls, useBookListing, useInstantPrice, usePublicStore } from '../api/public-store';

/**
 * /store/{slug}: a company's storefront, linkable from its website; no sign-in. A homeowner picks a listing, enters the
 * property's measure and sees the instant price, picks a preferred week and books — paying the deposit online when the
 * company takes payments. `paidReference` is the booking coming back from the payment page (?booking=…&deposit=paid).
 */
export function PublicStorePage({ storeSlug, returnedReference = null, depositPaid = false }: { storeSlug: string; returnedReference?: string | null; depositPaid?: boolean }) {
  return (
    <PublicDocument
      query={usePublicStore(storeSlug)}
      noun="Store"
      invalidMessage={STORE_NOT_FOUND_MESSAGE}
      title={(loaded) => loaded.store.name}
      timeZone={() => Intl.DateTimeFormat().resolvedOptions().timeZone}
    >
      {(loaded) => <Storefront storeSlug={storeSlug} loaded={loaded} returnedReference={returnedReference} depositPaid={depositPaid} />}
    </PublicDocument>
  );
}

function Storefront({ storeSlug, loaded, returnedReference, depositPaid }: { storeSlug: string; loaded: PublicStore; returnedReference: string | null; depositPaid: boolean }) {
  const { store, listings } = loaded;
  const [logoFailed, setLogoFailed] = useState(false);
  const [chosen, setChosen] = useState<string | null>(listings.length === 1 ? listings[0]!.slug : null);
  const listing = listings.find((entry) => entry.slug === chosen) ?? null;
  // The store's accent colours its headings when it reads on white.
  const headingColour = { color: storefrontTextColour(store.accentColor) };
  return (
    <div className="grid gap-6">
      <header className="flex min-w-0 items-center gap-4 border-b-4 pb-4" style={{ borderColor: store.primaryColor }}>
        {store.hasLogo && !logoFailed && <img src={publicStoreUrls.logo(storeSlug)} alt={`${store.companyName} logo`} className="h-14 w-auto max-w-32 object-contain" onError={() => setLogoFailed(true)} />}
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl" style={headingColour}>
          {store.name}
        </h1>
      </header>
      {returnedReference && (
        <Notice>
          {depositPaid ? `Thank you! Your deposit for booking ${returnedReference} is being processed.` : `Your booking ${returnedReference} is in. The deposit was not paid: we will be in touch.`}
        </Notice>
      )}
      {listings.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing is for sale online right now. Please call us.</p>
      ) : (
        <section aria-labelledby="store-listings" className="grid gap-3">
          <h2 id="store-listings" className="text-lg font-semibold" style={headingColour}>
            What would you like to book?
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {listings.map((entry) => (
              <li key={entry.slug} className="flex min-w-0 flex-col gap-2 rounded-lg border p-4" style={entry.slug === chosen ? { borderColor: store.primaryColor, borderWidth: 2 } : undefined}>
                {entry.photoUrl && <img src={entry.photoUrl} alt="" className="h-32 w-full rounded object-cover" />}
                <h3 className="font-semibold break-words text-foreground">{entry.title}</h3>
                {entry.description && <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">{entry.description}</p>}
                <p className="text-sm font-medium text-foreground">
                  {entry.priceDisplay}
                  {entry.visits > 1 ? ` · ${entry.visits} visits` : ''}
                  {entry.depositPercent > 0 ? ` · ${entry.depositPercent}% deposit` : ''}
                </p>
                <Button type="button" variant={entry.slug === chosen ? 'default' : 'outline'} className="mt-auto h-auto min-h-9 self-start py-2 text-left whitespace-normal" aria-pressed={entry.slug === chosen} onClick={() => setChosen(entry.slug)}>
                  {entry.slug === chosen ? 'Chosen' : `Choose ${entry.title}`}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {listing && <BookingForm key={listing.slug} storeSlug={storeSlug} listing={listing} onlineDeposits={store.onlineDeposits} />}
      {store.terms && (
        <section aria-labelledby="store-terms" className="grid gap-1">
          <h2 id="store-terms" className="text-sm font-semibold text-foreground">
            Terms
          </h2>
          <p className="text-xs break-words whitespace-pre-wrap text-muted-foreground">{store.terms}</p>
        </section>
      )}
    </div>
  );
}

function Notice({ children }: { children: string }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-success/40 bg-success-soft p-4 text-sm text-foreground">
      <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-success-strong" aria-hidden="true" />
      <p className="font-medium break-words whitespace-pre-wrap">{children}</p>
    </div>
  );
}

function PriceSummary({ price }: { price: InstantPriceResult }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-1 rounded-lg border bg-muted/40 p-4 text-sm text-foreground">
      <p className="text-lg font-semibold" data-testid="instant-price">
        {formatCurrency(price.total)}
      </p>
      <p>
        {formatCurrency(price.pricePerVisit)} a visit × {price.visits} {price.visits === 1 ? 'visit' : 'visits'}
      </p>
      {price.depositAmount > 0 && (
        <p>
          Deposit {formatCurrency(price.depositAmount)}, then {formatCurrency(price.balanceAfterDeposit)}
        </p>
      )}
    </div>
  );
}

const emptyContact = { firstName: '', lastName: '', email: '', phone: '', street: '', city: '', state: '', zipCode: '', notes: '' };

function BookingForm({ storeSlug, listing, onlineDeposits }: { storeSlug: string; listing: PublicListing; onlineDeposits: boolean }) {
  const pricing = useInstantPrice();
  const book = useBookListing();
  const [measure, setMeasure] = useState('');
  const [price, setPrice] = useState<InstantPriceResult | null>(null);
  const [week, setWeek] = useState(listing.weeks[0] ?? '');
  const [contact, setContact] = useState(emptyContact);
  const [payDeposit, setPayDeposit] = useState(onlineDeposits && listing.depositPercent > 0);
  // The honeypot: hidden from people (and screen readers), filled in by bots.
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookingResult | null>(null);
  // One key per filled-in booking: a retry after a lost answer books once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const needsMeasure = listing.pricingMode === 'matrix';
  const set = (field: keyof typeof emptyContact, value: string) => setContact((current) => ({ ...current, [field]: value }));

  const seePrice = async () => {
    setRefusal(null);
    try {
      setPrice(await pricing.mutateAsync({ storeSlug, listingSlug: listing.slug, measure: needsMeasure ? measure : null }));
      setErrors(({ measure: _measure, ...rest }) => rest);
    } catch (error) {
      setPrice(null);
      const fields = serverFieldErrors(error);
      setErrors((current) => ({ ...current, measure: fields.measure ?? fields.body ?? errorMessage(error) }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      const result = await book.mutateAsync({
        storeSlug,
        listingSlug: listing.slug,
        idempotencyKey,
        booking: {
          firstName: contact.firstName,
          lastName: contact.lastName,
          email: contact.email,
          phone: contact.phone,
          address: { street: contact.street, city: contact.city, state: contact.state, zipCode: contact.zipCode },
          measure: needsMeasure ? measure : null,
          preferredWeek: week,
          notes: contact.notes,
          payDeposit,
          website,
        },
      });
      setErrors({});
      setBooked(result);
      if (result.checkoutUrl) window.location.assign(result.checkoutUrl);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (!isApiError(error) || error.status !== 400) setRefusal(errorMessage(error));
    }
  };

  if (booked) {
    return (
      <Notice>
        {`${booked.message} Your booking reference is ${booked.reference}: ${formatCurrency(booked.price.total)} for the week of ${formatDay(booked.preferredWeek)}.${booked.checkoutUrl ? ' Taking you to the payment page…' : ''}`}
      </Notice>
    );
  }

  const error = (name: string) => errors[name] ?? errors[`address.${name}`];
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="relative grid gap-4" aria-label={`Book ${listing.title}`}>
      <h2 className="text-lg font-semibold text-foreground">Book {listing.title}</h2>
      {refusal && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      {needsMeasure && (
        <div className="grid gap-2">
          <InputField
            id="store-measure"
            label={`${listing.measureLabel} (square feet) *`}
            inputMode="numeric"
            value={measure}
            onChange={(event) => setMeasure(event.target.value)}
            onBlur={() => measure && void seePrice()}
            error={errors.measure}
            hint={listing.measureHelp}
          />
        </div>
      )}
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => void seePrice()} disabled={pricing.isPending}>
        {pricing.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        See my price
      </Button>
      {price && <PriceSummary price={price} />}
      <FormField id="store-week" label="Preferred week *" error={errors.preferredWeek}>
        {(control) => (
          <NativeSelect {...control} value={week} onChange={(event) => setWeek(event.target.value)}>
            {listing.weeks.map((monday) => (
              <option key={monday} value={monday}>
                Week of {formatDay(monday)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="store-first-name" label="First name *" autoComplete="given-name" value={contact.firstName} onChange={(event) => set('firstName', event.target.value)} error={error('firstName')} maxLength={80} />
        <InputField id="store-last-name" label="Last name" autoComplete="family-name" value={contact.lastName} onChange={(event) => set('lastName', event.target.value)} error={error('lastName')} maxLength={80} />
        <InputField id="store-email" label="Email" type="email" autoComplete="email" value={contact.email} onChange={(event) => set('email', event.target.value)} error={error('email')} maxLength={254} />
        <InputField id="store-phone" label="Phone" type="tel" autoComplete="tel" value={contact.phone} onChange={(event) => set('phone', event.target.value)} error={error('phone')} maxLength={40} />
        <InputField id="store-street" label="Street address *" autoComplete="street-address" value={contact.street} onChange={(event) => set('street', event.target.value)} error={error('street')} maxLength={200} className="sm:col-span-2" />
        <InputField id="store-city" label="City" autoComplete="address-level2" value={contact.city} onChange={(event) => set('city', event.target.value)} error={error('city')} maxLength={100} />
        <InputField id="store-state" label="State" autoComplete="address-level1" value={contact.state} onChange={(event) => set('state', event.target.value)} error={error('state')} maxLength={100} />
        <InputField id="store-zip" label="ZIP code" autoComplete="postal-code" value={contact.zipCode} onChange={(event) => set('zipCode', event.target.value)} error={error('zipCode')} maxLength={20} />
      </div>
      <FormField id="store-notes" label="Anything we should know? (gate code, pets)" error={errors.notes}>
        {(control) => <Textarea {...control} value={contact.notes} onChange={(event) => set('notes', event.target.value)} rows={3} maxLength={2000} />}
      </FormField>
      {onlineDeposits && listing.depositPercent > 0 && (
        <label htmlFor="store-pay-deposit" className="flex items-center gap-2 text-sm font-medium text-foreground">
          <input id="store-pay-deposit" type="checkbox" className="size-4 accent-primary" checked={payDeposit} onChange={(event) => setPayDeposit(event.target.checked)} />
          Pay the {listing.depositPercent}% deposit online now
        </label>
      )}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="store-website">Website (leave empty)</label>
        <input id="store-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
      </div>
      <p className="text-xs text-muted-foreground">Fields marked * are required; give an email or a phone number.</p>
      <Button type="submit" className="justify-self-start" disabled={book.isPending}>
        {book.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {book.isPending ? 'Booking…' : 'Book now'}
      </Button>
    </form>
  );
}
