import { leadCreateSchema, leadUpdateSchema, type Lead, type LeadCreateInput, type LeadStatus, type LeadUpdateInput } from '@groundwork/domain/leads';
import type { Resolver, ResolverResult } from 'react-hook-form';
import {
  clientContactBody,
  clientContactToForm,
  coordinatesBody,
  coordinatesToForm,
  emptyAddress,
  emptyClientContact,
  nestFieldErrors,
  zodIssuesByPath,
  type AddressFormValues,
  type ClientContactFormValues,
  type CoordinateFormValues,
} from '@/lib/client-form-values';

/** What the lead form edits: the API body with tags as one text, numbers as typed and the property optional. */
export type LeadFormValues = ClientContactFormValues & {
  status: LeadStatus;
  lostReason: string;
  estimatedValue: string;
  followUpDate: string;
  assignedTo: string;
  /** The site to quote: blank address, sizes and coordinates mean "not known yet". */
  property: CoordinateFormValues & { name: string; address: AddressFormValues; lotSizeSqFt: string; turfAreaSqFt: string; notes: string };
};

export function emptyLeadForm(): LeadFormValues {
  return {
    ...emptyClientContact(),
    status: 'new',
    lostReason: '',
    estimatedValue: '',
    followUpDate: '',
    assignedTo: '',
    property: { name: '', address: emptyAddress(), lotSizeSqFt: '', turfAreaSqFt: '', notes: '', latitude: '', longitude: '' },
  };
}

export function leadToForm(lead: Lead): LeadFormValues {
  const empty = emptyLeadForm();
  return {
    ...empty,
    ...clientContactToForm(lead),
    status: lead.status,
    lostReason: lead.lostReason,
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
          ...coordinatesToForm(lead.property),
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
    ...clientContactBody(values),
    status: values.status,
    lostReason: values.status === 'lost' ? values.lostReason : '',
    estimatedValue: values.estimatedValue,
    followUpDate: values.followUpDate || null,
    assignedTo: values.assignedTo,
    property: propertyIsBlank(values.property) ? null : { ...values.property, ...coordinatesBody(values.property) },
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

/** Validates with the domain's leadCreateSchema / leadUpdateSchema, each message under its field. */
export function leadFormResolver(mode: 'create' | 'update'): Resolver<LeadFormValues> {
  return (values): ResolverResult<LeadFormValues> => {
    const parsed = mode === 'create' ? leadCreateSchema.safeParse(toLeadCreateBody(values)) : leadUpdateSchema.safeParse(toLeadUpdateBody(values, new Date(0).toISOString()));
    if (parsed.success) return { values, errors: {} };
    return { values: {}, errors: nestFieldErrors<LeadFormValues>(toLeadFormErrors(zodIssuesByPath(parsed.error))) };
  };
}
