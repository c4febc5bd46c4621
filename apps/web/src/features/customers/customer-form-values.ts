import {
  clientDisplayName,
  customerCreateSchema,
  customerUpdateSchema,
  type Customer,
  type CustomerCreateInput,
  type CustomerStatus,
  type CustomerType,
  type CustomerUpdateInput,
} from '@groundwork/domain/customers';
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

export type AddressFormValues = { street: string; street2: string; city: string; state: string; zipCode: string; country: string };

/** What the customer form edits: the API body, with tags as one comma-separated text and sizes as typed. */
export type CustomerFormValues = {
  type: CustomerType;
  firstName: string;
  lastName: string;
  companyName: string;
  displayName: string;
  email: string;
  phone: string;
  mobilePhone: string;
  workPhone: string;
  address: AddressFormValues;
  status: CustomerStatus;
  leadSourceId: string;
  tagsText: string;
  notes: string;
  /** New customers only: the first service property. */
  sameAsBilling: boolean;
  property: { name: string; address: AddressFormValues; lotSizeSqFt: string; turfAreaSqFt: string };
};

export const emptyAddress: AddressFormValues = { street: '', street2: '', city: '', state: '', zipCode: '', country: 'United States' };

export function emptyCustomerForm(): CustomerFormValues {
  return {
    type: 'residential',
    firstName: '',
    lastName: '',
    companyName: '',
    displayName: '',
    email: '',
    phone: '',
    mobilePhone: '',
    workPhone: '',
    address: { ...emptyAddress },
    status: 'active',
    leadSourceId: '',
    tagsText: '',
    notes: '',
    sameAsBilling: true,
    property: { name: '', address: { ...emptyAddress }, lotSizeSqFt: '', turfAreaSqFt: '' },
  };
}

/**
 * The display name as the user typed it: '' when it is just the computed one (the person's or company's name), so
 * renaming the person renames the customer too instead of freezing the old name.
 */
export function typedDisplayName(client: Pick<Customer, 'type' | 'displayName' | 'firstName' | 'lastName' | 'companyName'>): string {
  return client.displayName === clientDisplayName({ ...client, displayName: '' }) ? '' : client.displayName;
}

export function customerToForm(customer: Customer): CustomerFormValues {
  return {
    ...emptyCustomerForm(),
    type: customer.type,
    firstName: customer.firstName,
    lastName: customer.lastName,
    companyName: customer.companyName,
    displayName: typedDisplayName(customer),
    email: customer.email,
    phone: customer.phone,
    mobilePhone: customer.mobilePhone,
    workPhone: customer.workPhone,
    address: { ...customer.address },
    status: customer.status,
    leadSourceId: customer.leadSourceId ?? '',
    tagsText: customer.tags.join(', '),
    notes: customer.notes,
  };
}

export function splitTags(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

function contactBody(values: CustomerFormValues) {
  return {
    type: values.type,
    firstName: values.firstName,
    lastName: values.lastName,
    companyName: values.companyName,
    displayName: values.displayName,
    email: values.email,
    phone: values.phone,
    mobilePhone: values.mobilePhone,
    workPhone: values.workPhone,
    address: values.address,
    status: values.status,
    leadSourceId: values.leadSourceId || null,
    tags: splitTags(values.tagsText),
    notes: values.notes,
  };
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

function nest<T extends FieldValues>(flat: Record<string, string>): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = errors;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = { type: 'validation', message };
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return errors as FieldErrors<T>;
}

function zodIssuesByPath(error: z.ZodError): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const issue of error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
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
    return { values: {}, errors: nest<CustomerFormValues>(toFormErrors(zodIssuesByPath(parsed.error), values.sameAsBilling)) };
  };
}
