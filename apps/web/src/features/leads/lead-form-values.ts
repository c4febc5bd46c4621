import { clientDisplayName, type CustomerType } from '@groundwork/domain/customers';
import { leadCreateSchema, leadUpdateSchema, type Lead, type LeadCreateInput, type LeadStatus, type LeadUpdateInput } from '@groundwork/domain/leads';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

type AddressFormValues = { street: string; street2: string; city: string; state: string; zipCode: string; country: string };

/** What the lead form edits: the API body with tags as one text, numbers as typed and the property optional. */
export type LeadFormValues = {
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
  status: LeadStatus;
  lostReason: string;
  leadSourceId: string;
  tagsText: string;
  notes: string;
  estimatedValue: string;
  followUpDate: string;
  assignedTo: string;
  /** The site to quote: blank address and sizes mean "not known yet". */
  property: { name: string; address: AddressFormValues; lotSizeSqFt: string; turfAreaSqFt: string; notes: string };
};

const emptyAddress = (): AddressFormValues => ({ street: '', street2: '', city: '', state: '', zipCode: '', country: 'United States' });

export function emptyLeadForm(): LeadFormValues {
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
    status: 'new',
    lostReason: '',
    leadSourceId: '',
    tagsText: '',
    notes: '',
    estimatedValue: '',
    followUpDate: '',
    assignedTo: '',
    property: { name: '', address: emptyAddress(), lotSizeSqFt: '', turfAreaSqFt: '', notes: '' },
  };
}

export function leadToForm(lead: Lead): LeadFormValues {
  const empty = emptyLeadForm();
  return {
    ...empty,
    type: lead.type,
    firstName: lead.firstName,
    lastName: lead.lastName,
    companyName: lead.companyName,
    // '' when it is just the computed name, so renaming the person renames the lead too.
    displayName: lead.displayName === clientDisplayName({ ...lead, displayName: '' }) ? '' : lead.displayName,
    email: lead.email,
    phone: lead.phone,
    mobilePhone: lead.mobilePhone,
    workPhone: lead.workPhone,
    address: { ...lead.address },
    status: lead.status,
    lostReason: lead.lostReason,
    leadSourceId: lead.leadSourceId ?? '',
    tagsText: lead.tags.join(', '),
    notes: lead.notes,
    estimatedValue: lead.estimatedValue === null ? '' : String(lead.estimatedValue),
    followUpDate: lead.followUpDate ?? '',
    assignedTo: lead.assignedTo,
    property: lead.property
      ? {
          name: lead.property.name,
          address: { ...lead.property.address },
          lotSizeSqFt: lead.property.lotSizeSqFt === null ? '' : String(lead.property.lotSizeSqFt),
          turfAreaSqFt: lead.property.turfAreaSqFt === null ? '' : String(lead.property.turfAreaSqFt),
          notes: lead.property.notes,
        }
      : empty.property,
  };
}

function propertyIsBlank(property: LeadFormValues['property']): boolean {
  const { address, ...rest } = property;
  const { country: _country, ...lines } = address;
  return [...Object.values(rest), ...Object.values(lines)].every((value) => value.trim() === '');
}

function body(values: LeadFormValues) {
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
    lostReason: values.status === 'lost' ? values.lostReason : '',
    leadSourceId: values.leadSourceId || null,
    tags: values.tagsText
      .split(/[,;]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
    notes: values.notes,
    estimatedValue: values.estimatedValue,
    followUpDate: values.followUpDate || null,
    assignedTo: values.assignedTo,
    property: propertyIsBlank(values.property) ? null : values.property,
  };
}

export function toLeadCreateBody(values: LeadFormValues): LeadCreateInput {
  return body(values);
}

export function toLeadUpdateBody(values: LeadFormValues, updatedAt: string): LeadUpdateInput {
  return { ...body(values), updatedAt };
}

/** An API field path → the form field showing its message ('tags.1' → 'tagsText'). */
export function leadFormField(path: string): string {
  return path.startsWith('tags') ? 'tagsText' : path;
}

export function toLeadFormErrors(messages: Record<string, string[]>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, list] of Object.entries(messages)) {
    const field = leadFormField(path);
    if (list[0] && !(field in result)) result[field] = list[0];
  }
  return result;
}

function nest(flat: Record<string, string>): FieldErrors<LeadFormValues> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = errors;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = { type: 'validation', message };
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return errors as FieldErrors<LeadFormValues>;
}

/** Validates with the domain's leadCreateSchema / leadUpdateSchema, each message under its field. */
export function leadFormResolver(mode: 'create' | 'update'): Resolver<LeadFormValues> {
  return (values): ResolverResult<LeadFormValues> => {
    const parsed = mode === 'create' ? leadCreateSchema.safeParse(toLeadCreateBody(values)) : leadUpdateSchema.safeParse(toLeadUpdateBody(values, new Date(0).toISOString()));
    if (parsed.success) return { values, errors: {} };
    const byPath: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
    return { values: {}, errors: nest(toLeadFormErrors(byPath)) };
  };
}
