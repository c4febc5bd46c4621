import type { RoundStop } from '@groundwork/domain/rounds';
import { ArrowDownIcon, ArrowUpIcon, MapPinOffIcon, PlusIcon, XIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { moveStop } from '../round-form-values';
import type { CustomerOption, StopOption } from '../round-options';

type RoundStopsEditorProps = {
  stops: readonly RoundStop[];
  onChange: (stops: RoundStop[]) => void;
  customers: readonly CustomerOption[];
  customersLoading?: boolean;
  /** The chosen customer's properties (undefined while they load, or before a customer is chosen). */
  properties: readonly StopOption[] | undefined;
  /** Tells the screen which customer's properties to read. */
  onCustomerChange: (customerId: string) => void;
  /** The server's word on the stops (a property not found). */
  error?: string | undefined;
  disabled?: boolean;
};

type Focus = { propertyId: string; action: 'up' | 'down' } | { propertyId: null; action: 'add' };

/**
 * The round's stops in driving order: add a customer's property, move a stop up or down (buttons, so the keyboard and
 * screen readers can do it), or take it off. Each move is announced, and focus stays with the stop that moved.
 */
export function RoundStopsEditor({ stops, onChange, customers, customersLoading = false, properties, onCustomerChange, error, disabled = false }: RoundStopsEditorProps) {
  const [customerId, setCustomerId] = useState('');
  // What was picked in the Property select (for which customer); until then, the primary property not yet on the round.
  const [picked, setPicked] = useState<{ customerId: string; propertyId: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<Focus | null>(null);
  const onRound = useMemo(() => new Set(stops.map((stop) => stop.propertyId)), [stops]);
  const free = properties?.filter((property) => !onRound.has(property.propertyId)) ?? [];
  const propertyId =
    picked && picked.customerId === customerId && (picked.propertyId === '' || free.some((property) => property.propertyId === picked.propertyId))
      ? picked.propertyId
      : ((free.find((property) => property.isPrimary) ?? free[0])?.propertyId ?? '');
  const setPropertyId = (value: string) => setPicked({ customerId, propertyId: value });

  const customerOptions = useMemo<ComboboxOption[]>(
    () => customers.map((customer) => ({ value: customer.id, label: customer.detail ? `${customer.name} · ${customer.detail}` : customer.name, keywords: customer.keywords })),
    [customers],
  );

  // Focus follows the stop that moved (and stays on a button that can still be pressed).
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    if (focus.action === 'add') return document.getElementById('round-stop-customer')?.focus();
    const wanted = document.getElementById(`round-stop-${focus.propertyId}-${focus.action}`) as HTMLButtonElement | null;
    const other = document.getElementById(`round-stop-${focus.propertyId}-${focus.action === 'up' ? 'down' : 'up'}`) as HTMLButtonElement | null;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });

  const setPendingFocus = (focus: Focus) => {
    pendingFocus.current = focus;
  };

  const move = (index: number, by: -1 | 1) => {
    const stop = stops[index]!;
    onChange(moveStop(stops, index, by));
    setAnnouncement(`${stop.customerName} moved to stop ${index + by + 1} of ${stops.length}.`);
    setPendingFocus({ propertyId: stop.propertyId, action: by === -1 ? 'up' : 'down' });
  };

  const remove = (index: number) => {
    const stop = stops[index]!;
    onChange(stops.filter((_, at) => at !== index));
    setAnnouncement(`${stop.customerName} taken off the round.`);
    const next = stops[index + 1] ?? stops[index - 1];
    if (next) setPendingFocus({ propertyId: next.propertyId, action: 'up' });
    else setPendingFocus({ propertyId: null, action: 'add' });
  };

  const add = () => {
    const property = properties?.find((candidate) => candidate.propertyId === propertyId);
    if (!property || onRound.has(property.propertyId)) return;
    const { label: _label, isPrimary: _isPrimary, ...stop } = property;
    onChange([...stops, stop]);
    setAnnouncement(`${stop.customerName} added as stop ${stops.length + 1}.`);
    setPicked(null);
  };

  const unlocated = stops.filter((stop) => !stop.located).length;

  return (
    <section aria-labelledby="round-stops-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="round-stops-heading" className="text-lg font-semibold text-foreground">
          Stops
        </h2>
        <p className="text-sm text-muted-foreground">
          {stops.length === 1 ? '1 stop' : `${stops.length} stops`}
          {unlocated > 0 ? ` · ${unlocated} without coordinates` : ''}
        </p>
      </div>

      <fieldset disabled={disabled} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <legend className="px-1 text-sm font-medium text-foreground">Add a stop</legend>
        <FormField id="round-stop-customer" label="Customer" hint={customersLoading ? 'Loading your customers…' : undefined}>
          {(controlProps) => (
            <Combobox
              {...controlProps}
              value={customerId}
              onChange={(value) => {
                setCustomerId(value);
                setPicked(null);
                onCustomerChange(value);
              }}
              options={customerOptions}
              placeholder="Type a name"
              emptyText={customersLoading ? 'Loading…' : 'No customer matches'}
              disabled={disabled}
            />
          )}
        </FormField>
        <FormField id="round-stop-property" label="Property" hint={customerId && !properties ? 'Loading the customer’s properties…' : undefined}>
          {(controlProps) => (
            <NativeSelect {...controlProps} value={propertyId} onChange={(event) => setPropertyId(event.target.value)} disabled={disabled || !customerId || !properties}>
              <option value="">{customerId ? (properties?.length === 0 ? 'No properties' : 'Choose a property') : 'Choose a customer first'}</option>
              {properties?.map((property) => (
                <option key={property.propertyId} value={property.propertyId} disabled={onRound.has(property.propertyId)}>
                  {property.label}
                  {onRound.has(property.propertyId) ? ' (on the round)' : property.isPrimary ? ' (primary)' : ''}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button type="button" variant="outline" onClick={add} disabled={disabled || !propertyId || onRound.has(propertyId)}>
          <PlusIcon aria-hidden="true" />
          Add stop
        </Button>
      </fieldset>

      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}

      {stops.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
          No stops yet. Add the properties the crew visits, in the order they drive them.
        </p>
      ) : (
        <ol aria-label="Stops in driving order" className="grid gap-2">
          {stops.map((stop, index) => (
            <li key={stop.propertyId} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-medium text-foreground">
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <p className="font-medium break-words text-foreground">
                    <span className="sr-only">Stop {index + 1}: </span>
                    {stop.customerName || 'Unnamed customer'}
                  </p>
                  <p className="text-sm break-words text-muted-foreground">{stop.address || 'No address'}</p>
                  {!stop.located && (
                    <Badge variant="warning" className="mt-1">
                      <MapPinOffIcon aria-hidden="true" />
                      No coordinates
                    </Badge>
                  )}
                </div>
              </div>
              <div className="flex shrink-0 gap-1 self-end sm:self-auto">
                <Button
                  id={`round-stop-${stop.propertyId}-up`}
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${stop.customerName || 'stop'} up`}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button
                  id={`round-stop-${stop.propertyId}-down`}
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${stop.customerName || 'stop'} down`}
                  disabled={disabled || index === stops.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownIcon aria-hidden="true" />
                </Button>
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${stop.customerName || 'stop'}`} disabled={disabled} onClick={() => remove(index)}>
                  <XIcon aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
