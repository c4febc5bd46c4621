import {
  customerCreateSchema,
  customerUpdateSchema,
  type Customer,
  type CustomerCreateInput,
  type CustomerStatus,
  type CustomerUpdateInput,
} from '@groundwork/domain/customers';
import type { Resolver, ResolverResult } from 'react-hook-form';
import {
  clientContactBody,
  clientContactToForm,
  coordinatesBody,
  emptyAddress,
  emptyClientContact,
  nestFieldErrors,
  zodIssuesByPath,
  type AddressFormValues,
  type ClientContactFormValues,
  type CoordinateFormValues,
} from '@/lib/client-form-values';

export { splitTags, typedDisplayName } from '@/lib/client-form-values';

/** What the customer form edits: the API body, with tags as one comma-separated text and sizes and coordinates as typed. */
export type CustomerFormValues = ClientContactFormValues & {
  status: CustomerStatus;
  /** New customers only: the first service property. */
  sameAsBilling: boolean;
  property: CoordinateFormValues & { name: string; address: AddressFormValues; lotSizeSqFt: string; turfAreaSqFt: string };
};

export function emptyCustomerForm(): CustomerFormValues {
  return {
    ...emptyClientContact(),
    status: 'active',
    sameAsBilling: true,
    property: { name: '', address: emptyAddress(), lotSizeSqFt: '', turfAreaSqFt: '', latitude: '', longitude: '' },
  };
}

export function customerToForm(customer: Customer): CustomerFormValues {
  return { ...emptyCustomerForm(), ...clientContactToForm(customer), status: customer.status };
}

function contactBody(values: CustomerFormValues) {
  return { ...clientContactBody(values), status: values.status };
}

export function toCreateBody(values: CustomerFormValues): CustomerCreateInput {
  const property = values.property;
  return {
    ...contactBody(values),
    properties: [
      {
        name: property.name,
        address: values.sameAsBilling ? values.address : property.address,
        lotSizeSqFt: property.lotSizeSqFt,
        turfAreaSqFt: property.turfAreaSqFt,
        ...coordinatesBody(property),
        isPrimary: true,
      },
    ],
  };
}

export function toUpdateBody(values: CustomerFormValues, updatedAt: string): CustomerUpdateInput {
  return { ...contactBody(values), updatedAt };
}

/** An API field path ('properties.0.lotSizeSqFt', 'tags.2') → the form field that shows its message. */
export function formFieldOfPath(path: string, sameAsBilling = true): string {
  if (path.startsWith('tags')) return 'tagsText';
  const property = /^properties\.\d+\.(.+)$/.exec(path);
  if (property) {
    const field = property[1]!;
    if (field.startsWith('address.') && sameAsBilling) return field;
    return `property.${field}`;
  }
  return path;
}

/** Messages keyed by form field: the server's `details.fieldErrors` or zod issues, first message each. */
export function toFormErrors(messages: Record<string, string[] | string>, sameAsBilling = true): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, value] of Object.entries(messages)) {
    const message = Array.isArray(value) ? value[0] : value;
    const field = formFieldOfPath(path, sameAsBilling);
    if (message && !(field in result)) result[field] = message;
  }
  return result;
}

/**
 * Validates the form with the domain's own schema (customerCreateSchema or customerUpdateSchema), so the browser
 * says exactly what the server would, each message under the field it belongs to.
 */
export function customerFormResolver(mode: 'create' | 'update'): Resolver<CustomerFormValues> {
  return (values): ResolverResult<CustomerFormValues> => {
    const parsed =
      mode === 'create'
        ? customerCreateSchema.safeParse(toCreateBody(values))
        : customerUpdateSchema.safeParse(toUpdateBody(values, new Date(0).toISOString()));
    if (parsed.success) return { values, errors: {} };
    return { values: {}, errors: nestFieldErrors<CustomerFormValues>(toFormErrors(zodIssuesByPath(parsed.error), values.sameAsBilling)) };
  };
}
