import { clientDisplayName, type CustomerType } from '@groundwork/domain/customers';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

export type AddressFormValues = { street: string; street2: string; city: string; state: string; zipCode: string; country: string };

/** The contact part every client form (customer, lead) edits, with tags as one comma-separated text. */
export type ClientContactFormValues = {
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
  leadSourceId: string;
  /** '' → the company's default for clients. */
  taxCategoryId: string;
  tagsText: string;
  notes: string;
};

type ClientContact = Omit<ClientContactFormValues, 'displayName' | 'leadSourceId' | 'taxCategoryId' | 'tagsText'> & {
  displayName: string;
  leadSourceId: string | null;
  taxCategoryId: string | null;
  tags: readonly string[];
};

export function emptyAddress(): AddressFormValues {
  return { street: '', street2: '', city: '', state: '', zipCode: '', country: 'United States' };
}

export function emptyClientContact(): ClientContactFormValues {
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
    address: emptyAddress(),
    leadSourceId: '',
    taxCategoryId: '',
    tagsText: '',
    notes: '',
  };
}

/**
 * The display name as the user typed it: '' when it is just the computed one (the person's or company's name), so
 * renaming the person renames the client too instead of freezing the old name.
 */
export function typedDisplayName(client: { type: CustomerType; displayName: string; firstName: string; lastName: string; companyName: string }): string {
  return client.displayName === clientDisplayName({ ...client, displayName: '' }) ? '' : client.displayName;
}

export function clientContactToForm(client: ClientContact): ClientContactFormValues {
  return {
    type: client.type,
    firstName: client.firstName,
    lastName: client.lastName,
    companyName: client.companyName,
    displayName: typedDisplayName(client),
    email: client.email,
    phone: client.phone,
    mobilePhone: client.mobilePhone,
    workPhone: client.workPhone,
    address: { ...client.address },
    leadSourceId: client.leadSourceId ?? '',
    taxCategoryId: client.taxCategoryId ?? '',
    tagsText: client.tags.join(', '),
    notes: client.notes,
  };
}

export function splitTags(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The contact part of a create or update body. */
export function clientContactBody(values: ClientContactFormValues) {
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
    leadSourceId: values.leadSourceId || null,
    taxCategoryId: values.taxCategoryId || null,
    tags: splitTags(values.tagsText),
    notes: values.notes,
  };
}

/** A property's position as its form holds it: the text typed in each field, '' for none. */
export type CoordinateFormValues = { latitude: string; longitude: string };

export function coordinatesToForm(place: { latitude: number | null; longitude: number | null }): CoordinateFormValues {
  return { latitude: place.latitude === null ? '' : String(place.latitude), longitude: place.longitude === null ? '' : String(place.longitude) };
}

/** '' → null (no position yet); anything else as a number, which the domain schema range-checks (NaN is "must be a number"). */
function coordinateOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** The coordinates of a property body. */
export function coordinatesBody(values: CoordinateFormValues): { latitude: number | null; longitude: number | null } {
  return { latitude: coordinateOf(values.latitude), longitude: coordinateOf(values.longitude) };
}

/** Flat messages keyed by dotted form path → react-hook-form's nested errors. */
export function nestFieldErrors<T extends FieldValues>(flat: Record<string, string>): FieldErrors<T> {
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

/** A zod error's messages keyed by dotted path, as the server sends them in `details.fieldErrors`. */
export function zodIssuesByPath(error: z.ZodError): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const issue of error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}
