import { propertyInputSchema, type Property, type PropertyInput } from '@groundwork/domain/customers';
import { Loader2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { AddressFields } from '@/components/forms/address-fields';
import { CoordinateFields } from '@/components/forms/coordinate-fields';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { coordinatesBody, coordinatesToForm, emptyAddress, type AddressFormValues, type CoordinateFormValues } from '@/lib/client-form-values';
import { useSaveProperty } from '../api/save-property';

type PropertyFormValues = CoordinateFormValues & {
  name: string;
  address: AddressFormValues;
  lotSizeSqFt: string;
  turfAreaSqFt: string;
  notes: string;
  isPrimary: boolean;
};

function toForm(property: Property | null): PropertyFormValues {
  if (!property) return { name: '', address: emptyAddress(), lotSizeSqFt: '', turfAreaSqFt: '', notes: '', isPrimary: false, latitude: '', longitude: '' };
  return {
    name: property.name,
    address: { ...property.address },
    lotSizeSqFt: property.lotSizeSqFt === null ? '' : String(property.lotSizeSqFt),
    turfAreaSqFt: property.turfAreaSqFt === null ? '' : String(property.turfAreaSqFt),
    notes: property.notes,
    isPrimary: property.isPrimary,
    ...coordinatesToForm(property),
  };
}

/** The body sent: sizes as typed (the schema reads "12,500"), coordinates as numbers or null. */
function toBody(values: PropertyFormValues): PropertyInput {
  return { ...values, ...coordinatesBody(values) };
}

// The domain schema checks the values; its messages are keyed by the same paths the form uses.
const propertyResolver: Resolver<PropertyFormValues> = (values) => {
  const parsed = propertyInputSchema.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path.map(String);
    if (!first) continue;
    if (second) {
      const group = (errors[first] ??= {}) as Record<string, unknown>;
      group[second] ??= { type: 'validation', message: issue.message };
    } else errors[first] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

type PropertyDialogProps = {
  customerId: string;
  /** null: add a new property. */
  property: Property | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Add or edit one service property: address, lot size and turf area (what rate matrices price by), notes. */
export function PropertyDialog({ customerId, property, open, onOpenChange }: PropertyDialogProps) {
  const saveProperty = useSaveProperty();
  const form = useForm<PropertyFormValues>({ resolver: propertyResolver, defaultValues: toForm(property) });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (open) reset(toForm(property));
  }, [open, property, reset]);

  const onSubmit = handleSubmit((values) => {
    saveProperty.mutate(
      { customerId, propertyId: property?.id, input: { ...toBody(values), ...(property ? { updatedAt: property.updatedAt } : {}) } },
      {
        onSuccess: () => {
          toast.success(property ? 'Property updated' : 'Property added');
          onOpenChange(false);
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? Object.entries(error.fieldErrors) : [];
          fieldErrors.forEach(([field, messages], index) =>
            setError(field as Path<PropertyFormValues>, { type: 'server', message: messages[0] }, { shouldFocus: index === 0 }),
          );
          toast.error(property ? 'Failed to update property' : 'Failed to add property', {
            description: fieldErrors.length > 0 ? 'Please check the highlighted fields.' : errorMessage(error),
          });
        },
      },
    );
  });

  const busy = saveProperty.isPending;
  const isPrimary = useWatch({ control, name: 'isPrimary' });

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{property ? 'Edit property' : 'Add property'}</DialogTitle>
          <DialogDescription>A place where your crews work. Lot size and turf area are what service rates are priced by.</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <InputField id="property-name" label="Property name" hint="Optional: 'Home', 'Lake cabin'." error={errors.name?.message} {...register('name')} />
            <AddressFields name="address" idPrefix="property" legend="Address" />
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField id="property-lot-size" label="Lot size (sq ft)" inputMode="numeric" error={errors.lotSizeSqFt?.message} {...register('lotSizeSqFt')} />
              <InputField id="property-turf-area" label="Turf area (sq ft)" inputMode="numeric" error={errors.turfAreaSqFt?.message} {...register('turfAreaSqFt')} />
            </div>
            <CoordinateFields idPrefix="property" />
            <FormField id="property-notes" label="Notes" error={errors.notes?.message}>
              {(control) => <Textarea {...control} rows={3} {...register('notes')} />}
            </FormField>
            <div className="flex items-center gap-3">
              <Checkbox
                id="property-primary"
                checked={isPrimary}
                disabled={property?.isPrimary === true}
                onCheckedChange={(checked) => setValue('isPrimary', checked === true)}
              />
              <Label htmlFor="property-primary">Primary property</Label>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                {property ? 'Save property' : 'Add property'}
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
